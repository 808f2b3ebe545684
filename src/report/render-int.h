/*
 * render-int: what the three renderers (text.c, json.c, markdown.c) share
 * and nothing else includes: the finding-to-instance index, the status
 * words, and the "0/4 instances can take the task: ..." breakdown of
 * exclusions. It formats nothing itself.
 *
 * Ownership: a render_ctx borrows the report (valid while the report
 * lives) and owns its index arrays; render_ctx_free releases them.
 */
#ifndef PROVDOC_RENDER_INT_H
#define PROVDOC_RENDER_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "report/report.h"
#include "util/buf.h"

/* Findings of one instance (or of the task when the index is ninsts). */
struct render_ctx {
	const struct report	*r;
	size_t	*off;		/* bucket i: fidx[off[i]] to fidx[off[i+1]-1] */
	size_t	*fidx;		/* finding indices by bucket */
	bool	*show_fix;	/* per finding: print its fix */
};

/* A group of the exclusion breakdown: instances out at step by code. */
struct render_excl {
	int		 step;		/* the step that excluded them */
	char		 code[8];	/* its first error, "" if none */
	enum step_status status;	/* the instances' status there */
	size_t		 count;		/* instances in the group */
};

void		 render_ctx_init(struct render_ctx *c, const struct report *r,
		    bool whole);
void		 render_ctx_free(struct render_ctx *c);

/* Finding indices of bucket b (an instance index, or ninsts for task-level). */
size_t		 render_bucket(const struct render_ctx *c, size_t b,
		    const size_t **v);

/* Display name, container-instance id and instance type; NULL when unknown. */
const char	*render_inst_name(const struct inst_result *ir);
const char	*render_inst_id(const struct inst_result *ir);
const char	*render_inst_type(const struct inst_result *ir);

/* "pass", "fail", "skip", "inconclusive"; STEP_NOT_RUN is "inconclusive". */
const char	*render_status_word(enum step_status s);
/* A step's note; "not implemented" for STEP_NOT_RUN without one; or NULL. */
const char	*render_step_note(const struct step_result *s);

/* Instances still candidates after every step (excluded_at < 0). */
size_t		 render_candidates(const struct report *r);

/*
 * The exclusion breakdown, largest group first (then by step, then code).
 * Returns the number of groups; *out is the caller's to free (NULL when 0).
 */
size_t		 render_exclusions(const struct render_ctx *c,
		    struct render_excl **out);

/*
 * The explain page title of a code into buf, first letter lower-cased
 * unless it starts an acronym ("" when there is no page).
 */
void		 render_code_title(const char *code, char *buf, size_t len);

/*
 * Appends the plain-text breakdown "0/4 instances can take the task: 3 PD101
 * (GPU-family instance advertises no GPU), 1 PD106 (...)" without a newline.
 */
void		 render_breakdown(const struct render_ctx *c, struct buf *out);

#endif
