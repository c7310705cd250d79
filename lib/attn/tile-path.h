/*
 * tile-path.h — the parameters of one vector path, for the tile templates
 * (pack-tile.h, flash-tile.h), written once for every file that
 * instantiates them (pack.c, flash.c).  Define TILE_PATH before including
 * it: 4 (the portable path: 4 lanes, a·b + c), 8 (AVX2 + FMA: 8 lanes, 16
 * registers, a 6 × 2 tile), 16 (AVX-512: 16 lanes, 32 registers, a 6 × 4
 * tile; x86 only).  It defines VF, VI (the float and int vectors), VL
 * (lanes), SUF (the functions' suffix), ATTR (the target attribute), BCAST,
 * FMA, VMAX (where the path has one), QR × QNV (query rows × key vectors of
 * the Q·Kᵀ tile) and PR × PNV (of the P·V tile); tile-path-end.h undefines
 * them all, TILE_PATH too.  The tile shapes are the ones ak_pack_shape_of
 * (pack.c) reports.
 */
#if TILE_PATH == 4
#define VF ak_v4f
#define VI ak_v4i
#define VL 4
#define SUF v4
#define ATTR
#define BCAST AK_V4_BCAST
#define FMA AK_V4_FMA
#define QR 4
#define QNV 2
#define PR 4
#define PNV 2
#elif TILE_PATH == 8
#define VF ak_v8f
#define VI ak_v8i
#define VL 8
#define SUF avx2
#define ATTR AK_ATTR_AVX2
#define BCAST AK_V8_BCAST
#define FMA AK_V8_FMA
#define VMAX AK_V8_MAX
#define QR 6
#define QNV 2
#define PR 6
#define PNV 2
#elif TILE_PATH == 16
#define VF ak_v16f
#define VI ak_v16i
#define VL 16
#define SUF avx512
#define ATTR AK_ATTR_AVX512
#define BCAST AK_V16_BCAST
#define FMA AK_V16_FMA
#define VMAX AK_V16_MAX
#define QR 6
#define QNV 4
#define PR 6
#define PNV 4
#else
#error "tile-path.h: TILE_PATH must be 4, 8 or 16"
#endif
