/*
 * whatif: the REPL's hypothetical changes to the candidate world (task
 * size, network mode, extra constraints, draining or stopping things,
 * GPUs an instance would register). Nothing here touches AWS. The change
 * list is replayed on a fresh model_clone of the model as loaded every
 * time it changes, so changes can be removed in any order.
 *
 * It also holds the lookups the REPL commands share: an instance or a
 * task by ARN, id, EC2 id or a unique prefix of one.
 *
 * Ownership: a struct whatif owns its changes and their strings
 * (whatif_free). whatif_apply allocates every new string of the clone in
 * the clone's arena; the clone is the caller's (model_free).
 */
#ifndef PROVDOC_WHATIF_H
#define PROVDOC_WHATIF_H

#include <stdbool.h>
#include <stddef.h>

#include "util/buf.h"

struct model;
struct instance;
struct report;
struct session;
struct target;
struct task;

enum whatif_kind {
	WHATIF_MEMORY = 0,	/* set memory MIB: task-level memory */
	WHATIF_CPU,		/* set cpu UNITS: task-level cpu */
	WHATIF_GPU,		/* set gpu N: the GPU container's request */
	WHATIF_NETWORK,		/* set network awsvpc|bridge|host */
	WHATIF_CONSTRAINT,	/* set constraint EXPR: a run-time memberOf */
	WHATIF_DRAIN,		/* drain INSTANCE */
	WHATIF_STOP,		/* stop TASK */
	WHATIF_REGISTER_GPUS,	/* register-gpus INSTANCE N */
};

struct whatif_change {
	enum whatif_kind  kind;
	char		 *arg;		/* owned: value, expression, instance or task */
	long		  n;		/* register-gpus: the GPU count */
};

struct whatif {
	struct whatif_change	*v;
	size_t			 n;
};

struct whatif	*whatif_new(void);
void		 whatif_free(struct whatif *w);

/*
 * Add a change (arg is copied). A change of the same kind on the same
 * thing (memory, cpu, gpu, network; drain/stop/register-gpus of the same
 * name) replaces the earlier one in place. Returns its index.
 */
size_t		 whatif_add(struct whatif *w, enum whatif_kind kind,
		    const char *arg, long n);
/* Remove change i (0-based); returns -1 when out of range. */
int		 whatif_remove(struct whatif *w, size_t i);
void		 whatif_clear(struct whatif *w);

/* Append the change as the user would type it ("set memory 16384"). */
void		 whatif_describe(const struct whatif_change *c,
		    struct buf *out);

/*
 * Check a change's value before it is added (numbers, network modes).
 * Returns 0, or -1 after printing the error.
 */
int		 whatif_validate(enum whatif_kind kind, const char *arg,
		    long n);

/*
 * Apply every change to a clone of base for target t (resolved against
 * base). Returns the clone with *tout resolved against it, or NULL after
 * printing which change could not be applied (an unknown instance).
 * Caller frees the clone with model_free; tout borrows from it and w.
 */
struct model	*whatif_apply(struct whatif *w, const struct model *base,
		    const struct target *t, struct target *tout);

/*
 * Mark the findings of r that depend on a change as hypothetical and
 * copy the change descriptions into r->changes.
 */
void		 whatif_mark(const struct whatif *w, const struct model *m,
		    struct report *r);

/*
 * Re-apply the session's changes: clone s->base (moving s->model there
 * first when needed), resolve the target, re-run the runbook and mark
 * the report. With no changes left, returns to the model as loaded.
 * Returns 0, or -1 after printing why (the session is unchanged).
 */
int		 whatif_rerun(struct session *s);

/*
 * Lookups shared by the REPL commands: by ARN, container-instance id,
 * EC2 id, task id, or a unique prefix of an id. Borrowed from m; NULL
 * when none or ambiguous (with *ambiguous set when it is not NULL).
 */
struct instance	*whatif_find_instance(const struct model *m, const char *key,
		    bool *ambiguous);
struct task	*whatif_find_task(const struct model *m, const char *key,
		    bool *ambiguous);

/* A one-line verdict: "blocked (PD101)", "placeable on i-0abc, i-0def". */
void		 whatif_verdict_line(const struct report *r, struct buf *out);

#endif
