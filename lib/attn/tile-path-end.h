/* tile-path-end.h — undefines what tile-path.h defined (see there) */
#undef VF
#undef VI
#undef VL
#undef SUF
#undef ATTR
#undef BCAST
#undef FMA
#undef VMAX
#undef QR
#undef QNV
#undef PR
#undef PNV
#undef TILE_PATH
