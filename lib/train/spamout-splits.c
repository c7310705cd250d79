/* spamout-splits.c — attn-train --splits' table (spamout.h
 * ak_spam_write_splits): part of spamout, its helpers in spamout-int.h. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "spamout.h"
#include "spamout-int.h"

int
ak_spam_write_splits(FILE *fp, const ak_split_result *res, size_t ns,
    uint64_t seed0, double frac, const size_t *edge, size_t nedge,
    int length_all, char *note, size_t notesz, ak_err *e)
{
	static const char *const names[2] = { "attention", "mean" };

	return ak_spam_write_splits_as(fp, res, ns, seed0, frac, edge, nedge,
	    length_all, names, note, notesz, e);
}

/* after the table, a '#' line for each row where a metric's mean is over
   fewer splits than the row's 'splits' (the others do not define it: an
   area with one class held out, a precision with no message called
   spam): "# MODEL BUCKET: of its S splits, roc_auc and pr_auc are
   defined in 1 (sd -), ..." */
static int
fewer_notes(FILE *fp, const ak_split_result *res, size_t ns,
    const char *const model[4], const size_t *edge, size_t nedge, ak_err *e)
{
	static const char *const metric[6] = { "logloss", "precision",
	    "recall", "f1", "roc_auc", "pr_auc" };
	ak_split_stat st;
	char name[64];

	for (int m = 0; m <= AK_SPLIT_DIFF; m++)
		for (size_t b = 0; b <= nedge + 1; b++) {
			if (ak_spam_split_stat(&st, res, ns, m, b, e) != 0)
				return -1;
			int said = 0, done[6] = { 0 };
			for (int j = 0; j < 6; j++) {
				size_t c = st.defined[j];
				if (done[j] || c == 0 || c >= st.splits)
					continue;
				if (!said++) {
					ak_spam_bucket_name(name, sizeof name,
					    edge, nedge, b);
					fprintf(fp, "# %s %s: of its %zu splits,",
					    model[m], name, st.splits);
				} else
					fputc(',', fp);
				const char *sep = " ";
				for (int i = j; i < 6; i++)
					if (!done[i] && st.defined[i] == c) {
						done[i] = 1;
						fprintf(fp, "%s%s", sep,
						    metric[i]);
						sep = " and ";
					}
				fprintf(fp, " defined in %zu%s", c, c < 2 ?
				    " (sd -)" : "");
			}
			if (said)
				fputs(": their means are over those splits\n",
				    fp);
		}
	return 0;
}

int
ak_spam_write_splits_as(FILE *fp, const ak_split_result *res, size_t ns,
    uint64_t seed0, double frac, const size_t *edge, size_t nedge,
    int length_all, const char *const names[2], char *note, size_t notesz,
    ak_err *e)
{
	const char *model[] = { names[0], names[1], "constant",
	    "difference" };
	ak_split_stat st;
	char name[64], line[400];
	size_t nflat = 0;

	fprintf(fp, "# %zu held-out splits, seeds %llu..%llu, share %g; "
	    "length = %s tokens; mean and sd (n - 1) over the splits: sd is "
	    "the spread of one split's value ('-' over fewer than 2), "
	    "sd/sqrt(splits) the standard error of the mean; a metric's over "
	    "the splits that define it (said after the table where fewer "
	    "than the row's splits); difference = %s - %s, better/ties = "
	    "splits where %s made fewer/as many errors\n", ns,
	    (unsigned long long)seed0, (unsigned long long)(seed0 + ns - 1),
	    frac, length_all ? "all" : "known", names[0], names[1], names[0]);
	if (note != NULL && notesz > 0)
		note[0] = '\0';
	/* the trained models whose held-out logits were flat (bucket all),
	   in how many splits: their areas rank nothing there */
	for (int m = 0; m < AK_SPLIT_CONSTANT; m++) {
		size_t k = 0, first = ns;
		for (size_t i = 0; i < ns; i++)
			if (ak_binmetrics_flat(&res[i].row[m][0].met) !=
			    AK_FLAT_NO && k++ == 0)
				first = i;
		if (k == 0)
			continue;
		char where[80];
		snprintf(where, sizeof where, "the held-out split of seed "
		    "%llu", (unsigned long long)res[first].seed);
		ak_spam_flat_note_(line, sizeof line, model[m], where,
		    &res[first].row[m][0].met);
		fprintf(fp, "# %s (flat in %zu of the %zu splits)\n", line, k,
		    ns);
		ak_spam_note_add_(note, notesz, &nflat, line);
	}
	fprintf(fp, "model\tbucket\tsplits\tn_mean\tn_sd\terrors_mean\t"
	    "errors_sd\taccuracy_mean\taccuracy_sd\tbetter\tties\t"
	    "logloss_mean\tlogloss_sd\tprecision_mean\tprecision_sd\t"
	    "recall_mean\trecall_sd\tf1_mean\tf1_sd\troc_auc_mean\t"
	    "roc_auc_sd\tpr_auc_mean\tpr_auc_sd\n");
	for (int m = 0; m <= AK_SPLIT_DIFF; m++)
		for (size_t b = 0; b <= nedge + 1; b++) {
			if (ak_spam_split_stat(&st, res, ns, m, b, e) != 0)
				return -1;
			ak_spam_bucket_name(name, sizeof(name), edge, nedge,
			    b);
			fprintf(fp, "%s\t%s\t%zu", model[m], name,
			    st.splits);
			/* empty in every split: no mean, as the report's
			   '-'; an sd of one split's value: '-' */
			double c[] = { st.n, st.n_sd, st.errors, st.errors_sd,
			    st.acc, st.acc_sd };
			for (size_t k = 0; k < 6; k++)
				ak_spam_put_num_(fp, st.splits ? c[k] : NAN);
			if (m == AK_SPLIT_DIFF)
				fprintf(fp, "\t%zu\t%zu", st.better, st.ties);
			else
				fprintf(fp, "\t-\t-");
			double v[] = { st.logloss, st.logloss_sd, st.precision,
			    st.precision_sd, st.recall, st.recall_sd, st.f1,
			    st.f1_sd, st.roc_auc, st.roc_auc_sd, st.pr_auc,
			    st.pr_auc_sd };
			for (size_t k = 0; k < sizeof(v) / sizeof(v[0]); k++)
				ak_spam_put_num_(fp, st.splits ? v[k] : NAN);
			fputc('\n', fp);
		}
	return fewer_notes(fp, res, ns, model, edge, nedge, e);
}
