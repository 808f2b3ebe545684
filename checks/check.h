/*
 * check: the interface of one runbook check (one file per step under
 * checks/, run in the order of checks/checks.def) and the context they
 * share. A check is a pure function of the model and the target: it reads
 * ctx->m and ctx->t, records findings in ctx->r, and sets each instance's
 * status for its step in ctx->r->insts[i].step[step]. Every instance is
 * evaluated against every check, not only up to its first failure.
 *
 * Ownership: everything in the context is borrowed for the run; the
 * demand is filled by step 0 and lives as long as the context.
 */
#ifndef PROVDOC_CHECK_H
#define PROVDOC_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "model/model.h"
#include "report/report.h"

struct arena;

/* A static host port the task needs on the instance (bridge/host mode). */
struct host_port {
	int		 port;
	const char	*protocol;	/* "tcp" or "udp" */
	const char	*container;	/* container name */
};

/* What the task will reserve on an instance, computed by step 0. */
struct demand {
	int		  cpu;		/* CPU units reserved (task-level, else sum), 0 none */
	int		  memory;	/* MiB reserved (task-level, else sum), -1 none anywhere */
	bool		  cpu_task_level;	/* from task-level cpu */
	bool		  memory_task_level;
	double		  gpus;		/* total GPUs: whole count, or a fraction (0.125/0.25/0.5); 0 none */
	bool		  gpu_all;	/* a container asked for ALL */
	bool		  gpu_fractional;
	bool		  gpu_valid;	/* every GPU value well-formed (PD002/PD003 clear) */
	const char	 *network_mode;	/* resolved: "bridge" when unset on Linux */
	struct host_port *ports;	/* static host ports (bridge/host only) */
	size_t		  nports;
	const char	 *group;	/* task group: "service:NAME" or "family:FAMILY" */
	const char	 *launch_type;	/* "EC2", "FARGATE", "EXTERNAL" or NULL */
	/* Added by the step 0-3 checks (issue 3). */
	bool		  known;	/* step 0 read the task definition */
	bool		  reservation_unknown;	/* PD091: cpu/memory unread */
	int		  gpu_containers;	/* containers asking for GPUs */
};

struct check_ctx {
	const struct model	*m;
	const struct target	*t;
	struct report		*r;	/* r->insts[i] parallels m->instances[i] */
	struct demand		 want;
	/* Added by the step 0-3 checks (issue 3). */
	struct arena		*scratch;	/* runbook_run's: demand data */
	/* Fix texts that do not depend on the instance, formatted once per run (fix.c). */
	struct {
		char	*scale_out[3];	/* in scratch; NULL until first needed */
		size_t	 nscale_out;
	}			*fixcache;
	char			 region[64];	/* for commands, "" unknown */
};

struct check_def {
	const char	*id;		/* e.g. "step1-gpu" */
	const char	*title;
	int		 step;		/* 0..4 */
	const char	*codes;		/* codes it may emit, space separated */
	void		(*run)(struct check_ctx *ctx);
};

/* Every check in checks/checks.def, declared once (runbook.c lists them). */
#define CHECK(name) extern const struct check_def check_##name;
#include "checks/checks.def"
#undef CHECK

#endif
