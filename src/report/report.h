/*
 * report: the one structure every diagnosis produces and every renderer
 * (text, JSON provdoc.report/v1, Markdown) prints. Checks fill it through
 * report_add_finding and friends; renderers only read it.
 *
 * Ownership: the report owns every string and array in it (report_free).
 * Pointers to model entities (inst_result.inst) are borrowed, valid while
 * the model lives. Strings passed to report_* functions are copied.
 *
 * Ordering rule (STYLE.md section 3): findings are kept in the order the
 * runbook emits them (by step, then check, then instance order of the
 * model, which is the bundle's order); report_sort_findings enforces it.
 */
#ifndef PROVDOC_REPORT_H
#define PROVDOC_REPORT_H

#include <stdbool.h>
#include <stddef.h>

#include "model/model.h"

#define REPORT_SCHEMA	"provdoc.report/v1"
#define REPORT_NSTEPS	5	/* steps 0..4 */

enum severity {
	SEV_ERROR = 0,		/* blocks placement */
	SEV_WARNING,		/* does not block, likely wrong */
	SEV_INFO,
	SEV_INCONCLUSIVE,	/* data missing: this check could not decide */
};

enum step_status {
	STEP_NOT_RUN = 0,	/* not implemented or not reached: printed as inconclusive */
	STEP_PASS,
	STEP_FAIL,
	STEP_SKIP,		/* n/a (e.g. steps 1-2 for a task with no GPU) */
	STEP_INCONCLUSIVE,
};

struct evidence {
	char	*source;	/* owned: file name, or live operation name */
	char	*pointer;	/* owned: JSON pointer, "" for the whole document */
};

/* One step of a fix: what to run or change. */
struct fix_step {
	char	*kind;		/* owned: "command", "user-data", "json-patch", "expression", "note" */
	char	*text;		/* owned: may hold newlines for multi-line commands */
};

struct finding {
	char		 code[8];	/* "PD101" */
	enum severity	 sev;
	int		 step;		/* 0..4 */
	char		*instance;	/* owned display name (EC2 id) or NULL for task-level */
	char		*message;	/* owned, one line, real numbers and names */
	struct evidence	*ev;
	size_t		 nev;
	struct fix_step	*fix;
	size_t		 nfix;
	bool		 hypothetical;	/* depends on a what-if change */
};

struct step_result {
	enum step_status status;
	size_t		 in;		/* candidates entering the step */
	size_t		 out;		/* candidates leaving it (passed) */
	size_t		 unknown;	/* instances the step could not decide */
	char		*note;		/* owned: "n/a: the task requests no GPU", the inconclusive reason, ... */
};

/* Per-instance outcome of every step (evaluated against all checks). */
struct inst_result {
	const struct instance	*inst;		/* borrowed from the model */
	enum step_status	 step[REPORT_NSTEPS];
	int			 excluded_at;	/* first failing step, -1 when a candidate at the end */
};

/* What ECS itself said (service events, RunTask failures) and whether we agree. */
struct ecs_said {
	char		*text;		/* owned: the event message or failure reason */
	char		*when;		/* owned ISO-8601 or NULL */
	char		*instance;	/* owned display name of the closest instance, or NULL */
	char		*reason;	/* owned: normalised reason, e.g. "RESOURCE:MEMORY", "memory" */
	int		 agrees;	/* 1 agrees, 0 disagrees, -1 cannot tell */
	char		*comment;	/* owned: why we agree or not */
	struct evidence	 ev;
};

struct blocker {
	char	*instance;	/* owned */
	char	 code[8];
	char	*message;	/* owned */
};

enum verdict_kind {
	VERDICT_PLACEABLE = 0,
	VERDICT_BLOCKED,
	VERDICT_INCONCLUSIVE,
};

struct verdict {
	enum verdict_kind kind;
	char		 cause[8];	/* primary cause code, "" when none */
	char		*summary;	/* owned one line */
	struct blocker	*blockers;	/* what still blocks after the fix */
	size_t		 nblockers;
	struct fix_step	*fix;
	size_t		 nfix;
	char		**placeable_on;	/* owned display names, when placeable */
	size_t		 nplaceable_on;
	char		**next;		/* owned: what to look at next */
	size_t		 nnext;
};

struct report_target {
	char	*cluster;	/* owned, all may be NULL */
	char	*service;
	char	*task_definition;	/* family:revision */
	char	*task;
	char	*region;
	char	*source;	/* "replay" or "live" */
};

struct report {
	struct report_target	 target;
	struct step_result	 steps[REPORT_NSTEPS];
	struct inst_result	*insts;
	size_t			 ninsts;
	struct finding		*findings;
	size_t			 nfindings;
	size_t			 capfindings;
	struct ecs_said		*said;
	size_t			 nsaid;
	struct verdict		 verdict;
	char			**changes;	/* owned: what-if changes in force, empty normally */
	size_t			 nchanges;
};

extern const char *const report_step_names[REPORT_NSTEPS];

void		 report_init(struct report *r);
void		 report_free(struct report *r);

/* Returns the new finding (borrowed, valid until the next add). */
struct finding	*report_add_finding(struct report *r, const char *code,
		    enum severity sev, int step, const char *instance,
		    const char *fmt, ...) __attribute__((format(printf, 6, 7)));
void		 finding_add_evidence(struct finding *f, const char *source,
		    const char *pointer_fmt, ...)
		    __attribute__((format(printf, 3, 4)));
void		 finding_add_fix(struct finding *f, const char *kind,
		    const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void		 verdict_add_fix(struct verdict *v, const char *kind,
		    const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void		 report_sort_findings(struct report *r);

const char	*severity_name(enum severity s);
const char	*step_status_name(enum step_status s);
const char	*verdict_kind_name(enum verdict_kind k);

/* The exit status a report implies: 0 placeable, 1 blocked, 3 inconclusive. */
int		 report_exit_status(const struct report *r);

#endif
