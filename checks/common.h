/*
 * common: small helpers the runbook checks share: resource and attribute
 * lookups on the model, instance display names, the region and cluster a
 * fix command should name, per-instance step status merging, evidence
 * pointers and the fix-step builder (fix.c). Pure: no I/O.
 *
 * Ownership: strings returned are borrowed from the model or static,
 * except where a comment says "caller frees".
 */
#ifndef PROVDOC_CHECKS_COMMON_H
#define PROVDOC_CHECKS_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "checks/check.h"

/* Whether a STRINGSET resource holds s (a port, a GPU id). */
bool			 check_res_has(const struct resource *r, const char *s);

/* EC2 id, else container-instance id, else ARN, else "(unnamed)". */
const char		*check_inst_name(const struct instance *in);
/* The id the ECS CLI takes for --container-instances (id or ARN). */
const char		*check_inst_ci(const struct instance *in);
/* ecs.instance-type or NULL. */
const char		*check_inst_type(const struct instance *in);
/* The index of in in ctx->m->instances. */
size_t			 check_inst_index(const struct check_ctx *ctx,
			    const struct instance *in);

/*
 * The region for commands: check_resolve_region fills ctx->region from the
 * target, the model, the manifest or the ARNs (runbook calls it once);
 * check_region returns it or NULL; check_region_arg gives "<region>".
 */
void			 check_resolve_region(struct check_ctx *ctx);
const char		*check_region(const struct check_ctx *ctx);
const char		*check_region_arg(const struct check_ctx *ctx);
const char		*check_cluster_arg(const struct check_ctx *ctx);
/* "family:revision" of the target, or "the task"; caller frees. */
char			*check_taskdef_label(const struct check_ctx *ctx);

/* Whether the task asks for any GPU (step 0 must have run). */
bool			 check_wants_gpu(const struct check_ctx *ctx);

/*
 * Merge a status into an instance's status for a step: fail beats
 * inconclusive beats pass beats skip beats not-run.
 */
void			 check_set(struct check_ctx *ctx, size_t i, int step,
			    enum step_status st);
/* Set every instance's status for a step (task-level outcomes). */
void			 check_set_all(struct check_ctx *ctx, int step,
			    enum step_status st);

/* Evidence: the instance's pointer plus a suffix ("/registeredResources"). */
void			 check_ev_inst(struct finding *f,
			    const struct instance *in, const char *suffix_fmt,
			    ...)
			    __attribute__((format(printf, 3, 4)));
void			 check_ev_origin(struct finding *f,
			    const struct origin *o, const char *suffix_fmt,
			    ...)
			    __attribute__((format(printf, 3, 4)));

/* GPUs registered on an instance: -1 registeredResources absent, 0 none. */
int64_t			 check_gpus_registered(const struct instance *in);

/*
 * Fix steps for a code, for the given instances (all affected: commands
 * that take several ids name them all). Appends to *v (deduplicated).
 * Returns true when the code has a built-in fix. fix.c.
 */
bool			 check_fixes(const struct check_ctx *ctx,
			    const char *code,
			    const struct instance *const *insts, size_t n,
			    struct fix_step **v, size_t *nv);
/* Append one step unless an identical one is there; takes printf args. */
void			 check_fix_add(struct fix_step **v, size_t *nv,
			    const char *kind, const char *fmt, ...)
			    __attribute__((format(printf, 4, 5)));
/* Convenience: the built-in fixes for one instance (or none) onto a finding. */
void			 check_finding_fix(const struct check_ctx *ctx,
			    struct finding *f, const struct instance *in);

/* The PD101 sub-cause for an instance, from the SSM GPU AMI answer. */
enum check_ami {
	CHECK_AMI_UNKNOWN = 0,	/* no SSM answer or no ecs.ami-id */
	CHECK_AMI_OTHER,	/* ecs.ami-id is not the recommended GPU AMI */
	CHECK_AMI_GPU,		/* ecs.ami-id is the recommended GPU AMI */
};
enum check_ami		 check_ami_kind(const struct check_ctx *ctx,
			    const struct instance *in,
			    const struct ssm_param **p);

/* Instances listed but not described; one of them in *example. */
size_t			 check_undescribed(const struct model *m,
			    const char **example);

/* Epoch seconds as "2026-11-30T09:41:07Z" into out; "" when t is NAN. */
void			 check_iso_time(double t, char *out, size_t n);

/* Step files (step1-gpu.c etc.) share these. */
bool			 check_is_stopping(const struct task *t);

#endif
