/*
 * model: the cluster as provdoc sees it, whatever the source (a replayed
 * bundle or live AWS): cluster, container instances, tasks, task
 * definitions, services, SSM GPU AMI parameters and RunTask failures.
 * Every entity remembers where it came from (file and JSON pointer), so a
 * finding can cite the response that shows it.
 *
 * Ownership: one struct model owns everything reachable from it; all
 * strings and arrays live in the model's arena (except the top-level
 * arrays of struct model and struct manifest, heap blocks the model owns
 * so that merging pages does not leave old copies behind) and are
 * borrowed, valid while the model lives. model_free releases it all.
 * The model is read-only for the checks; the REPL's what-if layer works
 * on a copy (model_clone).
 *
 * Conventions: a string that was absent in the JSON is NULL. An integer
 * that was absent is -1 unless its comment says otherwise. A timestamp is
 * epoch seconds as a double, NAN when absent (model_has_time).
 */
#ifndef PROVDOC_MODEL_H
#define PROVDOC_MODEL_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/hmap.h"

struct arena;
struct diag;

/* Where a value came from: a bundle file (or "DescribeX" live) + pointer. */
struct origin {
	const char	*source;	/* e.g. "describe-container-instances.json" */
	const char	*pointer;	/* JSON pointer of the entity, e.g. "/containerInstances/3" */
};

enum res_type {
	RES_NONE = 0,		/* type missing or unknown */
	RES_INTEGER,
	RES_LONG,
	RES_DOUBLE,
	RES_STRINGSET,
};

/* One ECS Resource; the value is chosen by type, never by which keys exist. */
struct resource {
	const char	 *name;		/* "CPU", "MEMORY", "PORTS", "PORTS_UDP", "GPU", ... */
	enum res_type	  type;
	int64_t		  ival;		/* integerValue or longValue, by type */
	double		  dval;		/* doubleValue when type is DOUBLE */
	const char	**set;		/* stringSetValue when STRINGSET */
	size_t		  nset;
	int		  index;	/* position in the JSON array (for the pointer) */
};

struct resources {
	struct resource	*v;
	size_t		 n;
	bool		 present;	/* the array was in the JSON at all */
};

struct attribute {
	const char	*name;
	const char	*value;		/* NULL for name-only attributes */
	int		 index;		/* position in the JSON array */
};

struct attachment {
	const char	*id;
	const char	*type;		/* e.g. "ElasticNetworkInterface" */
	const char	*status;	/* ATTACHED, PRECREATED, ... */
};

struct task;

struct instance {
	const char	 *arn;		/* containerInstanceArn */
	const char	 *id;		/* last ARN segment (old and new ARN forms) */
	const char	 *ec2_id;	/* ec2InstanceId (or mi-... for external) */
	const char	 *status;	/* ACTIVE, DRAINING, ... or NULL */
	const char	 *status_reason;
	int		  agent_connected;	/* 1, 0, or -1 when absent */
	const char	 *agent_version;	/* versionInfo.agentVersion */
	const char	 *docker_version;
	const char	 *capacity_provider;
	int		  running_tasks;	/* runningTasksCount, -1 absent */
	int		  pending_tasks;	/* pendingTasksCount, -1 absent */
	double		  registered_at;	/* epoch seconds, NAN absent */
	int64_t		  version;	/* state-change counter, -1 absent */
	const char	 *health;		/* healthStatus.overallStatus or NULL */
	struct resources  registered;	/* registeredResources */
	struct resources  remaining;	/* remainingResources */
	struct attribute *attrs;
	size_t		  nattrs;
	const char	 *instance_type;	/* attribute ecs.instance-type, cached by model_link */
	bool		  attrs_present;
	struct attachment *attachments;
	size_t		  nattachments;
	struct origin	  origin;
	/* Joined by the loader (model_link): tasks whose containerInstanceArn is this instance. */
	struct task	**tasks;
	size_t		  ntasks;
};

struct netbinding {
	int		 container_port;	/* -1 absent */
	int		 host_port;		/* -1 absent */
	const char	*protocol;		/* "tcp"/"udp" or NULL */
};

struct task_container {
	const char	 *name;
	const char	 *last_status;
	const char	 *reason;
	int		  exit_code;		/* -1 absent */
	const char	**gpu_ids;
	size_t		  ngpu_ids;
	struct netbinding *bindings;
	size_t		  nbindings;
	int		  index;		/* position in containers[] */
};

struct resreq;

/* A containerOverrides entry of a task (run-task --overrides). */
struct container_ovr {
	const char	*name;
	int		 cpu;			/* units, -1 absent */
	int		 memory;		/* MiB, -1 absent */
	int		 memory_reservation;	/* MiB, -1 absent */
	struct resreq	*reqs;			/* resourceRequirements */
	size_t		 nreqs;
	bool		 has_reqs;		/* the key was there, even empty */
	struct origin	 origin;
};

struct task {
	const char		*arn;
	const char		*id;		/* last ARN segment */
	const char		*cluster_arn;
	const char		*instance_arn;	/* containerInstanceArn or NULL */
	const char		*taskdef_arn;
	const char		*group;
	const char		*started_by;
	const char		*last_status;
	const char		*desired_status;
	int64_t			 version;	/* state-change counter, -1 absent */
	const char		*launch_type;
	const char		*capacity_provider;
	const char		*stop_code;
	const char		*stopped_reason;
	const char		*availability_zone;
	int			 cpu;		/* task-level units, -1 absent */
	int			 memory;	/* task-level MiB, -1 absent */
	double			 created_at;
	double			 started_at;
	double			 stopping_at;
	double			 stopped_at;
	struct task_container	*containers;
	size_t			 ncontainers;
	/* overrides: what run-task changed from the task definition. */
	const char		*ovr_cpu;	/* overrides.cpu, or NULL */
	const char		*ovr_memory;	/* overrides.memory, or NULL */
	struct container_ovr	*ovr;		/* overrides.containerOverrides */
	size_t			 novr;
	struct attachment	*attachments;
	size_t			 nattachments;
	struct origin		 origin;
	struct instance		*instance;	/* joined, or NULL */
};

struct portmap {
	int		 container_port;	/* -1 absent */
	int		 host_port;		/* -1 absent, 0 dynamic */
	const char	*protocol;		/* "tcp" default when NULL */
	const char	*range;			/* containerPortRange or NULL */
};

struct resreq {
	const char	*type;		/* "GPU", "InferenceAccelerator", ... */
	const char	*value;		/* as written: "1", "ALL", "0.25" */
	int		 index;
};

struct envvar {
	const char	*name;
	const char	*value;
};

struct container_def {
	const char	*name;
	const char	*image;
	int		 cpu;			/* units, -1 absent */
	int		 memory;		/* hard limit MiB, -1 absent */
	int		 memory_reservation;	/* soft MiB, -1 absent */
	int		 essential;		/* 1, 0, -1 absent (means true) */
	struct resreq	*reqs;			/* resourceRequirements */
	size_t		 nreqs;
	struct portmap	*ports;
	size_t		 nports;
	struct envvar	*env;
	size_t		 nenv;
	const char	*log_driver;		/* logConfiguration.logDriver */
	int		 index;			/* position in containerDefinitions[] */
};

/* A placement constraint of a task definition, service or run-task. */
struct constraint {
	const char	*type;		/* "memberOf", "distinctInstance", other as written */
	const char	*expression;	/* NULL when absent */
	struct origin	 origin;	/* pointer to this constraint object */
};

struct strategy {
	const char	*type;
	const char	*field;
};

struct taskdef {
	const char		 *arn;
	const char		 *family;
	int			  revision;	/* -1 absent */
	const char		 *status;
	const char		 *network_mode;	/* NULL means the default (bridge on Linux) */
	const char		 *cpu;		/* task-level cpu as written ("1024", "1 vCPU") or NULL */
	const char		 *memory;	/* task-level memory as written or NULL */
	const char		 *os_family;	/* runtimePlatform.operatingSystemFamily */
	const char		 *cpu_arch;	/* runtimePlatform.cpuArchitecture */
	const char		**compat;	/* compatibilities */
	size_t			  ncompat;
	const char		**requires_compat;	/* requiresCompatibilities */
	size_t			  nrequires_compat;
	struct attribute	 *requires_attrs;	/* requiresAttributes */
	size_t			  nrequires_attrs;
	struct container_def	 *containers;
	size_t			  ncontainers;
	struct constraint	 *constraints;
	size_t			  nconstraints;
	struct origin		  origin;	/* pointer to the taskDefinition object */
};

struct svc_event {
	const char	*id;
	double		 created_at;
	const char	*message;
	int		 index;
};

struct cp_item {
	const char	*provider;
	int		 weight;
	int		 base;
};

struct service {
	const char	 *arn;
	const char	 *name;
	const char	 *cluster_arn;
	const char	 *status;
	const char	 *launch_type;		/* NULL when a capacity provider strategy is used */
	const char	 *taskdef_arn;		/* taskDefinition */
	const char	 *scheduling;		/* schedulingStrategy: REPLICA / DAEMON */
	int		  desired;
	int		  running;
	int		  pending;
	struct cp_item	 *cp_strategy;
	size_t		  ncp_strategy;
	struct constraint *constraints;
	size_t		  nconstraints;
	struct strategy	 *strategy;
	size_t		  nstrategy;
	const char	**subnets;		/* networkConfiguration.awsvpcConfiguration */
	size_t		  nsubnets;
	struct svc_event *events;		/* newest first, as the API returns them */
	size_t		  nevents;
	struct origin	  origin;
};

struct cluster {
	const char	 *arn;
	const char	 *name;
	const char	 *status;
	int		  registered_instances;	/* -1 absent */
	int		  running_tasks;
	int		  pending_tasks;
	const char	**capacity_providers;
	size_t		  ncapacity_providers;
	struct cp_item	 *default_cp_strategy;
	size_t		  ndefault_cp_strategy;
	struct origin	  origin;
};

/* An SSM parameter (the recommended GPU AMI), Value decoded when JSON. */
struct ssm_param {
	const char	*name;
	const char	*value;		/* raw Value */
	const char	*image_id;	/* from the decoded Value, or NULL */
	const char	*image_name;
	const char	*agent_version;
	struct origin	 origin;
};

/* A RunTask/StartTask/Describe* failure entry. */
struct failure {
	const char	*arn;
	const char	*reason;
	const char	*detail;
	struct origin	 origin;
	/* Document kind it came from: "run-task", "describe-tasks", ... */
	const char	*kind;
};

/* One file of the bundle and what it was recognised as. */
struct source_file {
	const char	*name;		/* as shown in evidence (path relative to the bundle) */
	const char	*kind;		/* "describe-container-instances", ... */
};

/* Which operations' data the model holds: decides "inconclusive". */
enum model_have {
	HAVE_CLUSTER		= 1 << 0,
	HAVE_INSTANCES		= 1 << 1,	/* describe-container-instances */
	HAVE_INSTANCE_ARNS	= 1 << 2,	/* list-container-instances */
	HAVE_TASKS		= 1 << 3,	/* describe-tasks */
	HAVE_TASK_ARNS		= 1 << 4,	/* list-tasks */
	HAVE_TASKDEF		= 1 << 5,
	HAVE_SERVICE		= 1 << 6,
	HAVE_SSM		= 1 << 7,
	HAVE_FAILURES		= 1 << 8,	/* run-task failures */
	HAVE_STOPPED_TASKS	= 1 << 9,	/* tasks with desiredStatus STOPPED were fetched */
	HAVE_MANIFEST		= 1 << 10,
	HAVE_CAPACITY_PROVIDERS	= 1 << 11,	/* describe-capacity-providers */
};

struct manifest {
	const char	 *captured_at;	/* ISO-8601 as written */
	const char	 *region;
	const char	 *cluster;
	const char	 *service;
	const char	 *task_definition;
	const char	 *task;
	const char	 *provdoc_version;
	const char	**operations;
	size_t		  noperations;
	/* ListContainerInstances filter= answers: ECS's own evaluation of an expression. */
	struct filter_answer {
		const char	 *expression;
		const char	**arns;
		size_t		  narns;
		struct origin	  origin;
	}		 *filters;
	size_t		  nfilters;
};

struct model {
	struct arena		*arena;		/* owns everything below */
	unsigned		 have;		/* enum model_have bits */
	struct source_file	*files;
	size_t			 nfiles;
	struct cluster		*cluster;	/* NULL when no describe-clusters */
	struct instance		*instances;
	size_t			 ninstances;
	const char		**instance_arns;	/* from list-container-instances */
	size_t			 ninstance_arns;
	struct task		*tasks;
	size_t			 ntasks;
	const char		**task_arns;		/* from list-tasks */
	size_t			 ntask_arns;
	struct taskdef		*taskdefs;
	size_t			 ntaskdefs;
	struct service		*services;
	size_t			 nservices;
	struct ssm_param	*ssm;
	size_t			 nssm;
	struct failure		*failures;
	size_t			 nfailures;
	struct manifest		 manifest;
	/* Indexes built by model_link: arn/id/ec2 id -> instance, arn/id -> task. */
	struct hmap		 instance_index;
	struct hmap		 task_index;
	/* Set by model_link from the ARNs (NULL when none say): cluster name and region. */
	const char		*derived_cluster;
	const char		*derived_region;
	/* The loader's string pool: identical strings are stored once in the arena. */
	struct hmap		 intern;
	/* Set by model_link once repeats are removed; clones copy it. */
	bool			 deduped;
	/* Set by model_view_taskdefs: everything but taskdefs is this model's. */
	const struct model	*view_of;
	/* Set by model_clone_borrowing: strings are borrowed from this model. */
	const struct model	*strings_from;
};

/* What the user asked about (flags), before resolution. */
struct target_req {
	const char	 *cluster;	/* --cluster */
	const char	 *service;	/* --service */
	const char	 *task_definition;	/* --task-definition FAMILY[:REV] or ARN */
	const char	 *task;		/* --task ARN or id */
	const char	**constraints;	/* --constraint EXPR (run-task memberOf), borrowed */
	size_t		  nconstraints;
};

/* The resolved target: borrowed pointers into the model. */
struct target {
	const char		*cluster;	/* name (from the flag, the cluster, or ARNs) */
	const char		*region;	/* from the manifest or ARNs, or NULL */
	const struct service	*service;	/* NULL for a run-task/--task target */
	const struct taskdef	*taskdef;	/* never NULL after resolution */
	const struct task	*task;		/* --task, else NULL */
	const char		**constraints;	/* extra run-task memberOf expressions */
	size_t			 nconstraints;
};

/* Lifecycle. model_new gives an empty model; loaders fill it. */
struct model	*model_new(void);
void		 model_free(struct model *m);

/*
 * Build the indexes and join tasks to instances. Call once after loading;
 * linear in instances + tasks. Returns 0. It also drops repeated entities
 * (pages or files that overlap): the same instance, task, task definition,
 * service or SSM parameter (same ARN or name) is kept once, as first
 * loaded; filter answers with the same expression merge into the first.
 * Calling it again after more loading rebuilds everything.
 */
int		 model_link(struct model *m);

/* Lookups (borrowed results, NULL when absent). */
const struct resource	*model_res(const struct resources *r, const char *name);
const struct attribute	*model_attr(const struct instance *in, const char *name);
const char		*model_attr_value(const struct instance *in, const char *name);
struct instance		*model_find_instance(const struct model *m, const char *key);
struct task		*model_find_task(const struct model *m, const char *key);
const struct taskdef	*model_find_taskdef(const struct model *m, const char *family_rev_or_arn);

/*
 * Resource helpers. model_res_count: a STRINGSET's size or an integer's
 * value; -1 when the resource is absent.
 */
int64_t		 model_res_count(const struct resource *r);
int64_t		 model_res_int(const struct resources *r, const char *name);	/* -1 absent */

/* The display name of an instance: the EC2 id when known, else the container-instance id. */
const char	*model_instance_name(const struct instance *in);

/* Timestamps. */
static inline bool
model_has_time(double t)
{
	return !isnan(t);
}

/*
 * Resolve the target against the model. On failure returns -1 with the
 * reason in d (a usage error listing the choices). t borrows from m and req.
 */
int		 model_resolve_target(const struct model *m,
		    const struct target_req *req, struct target *t,
		    struct diag *d);

/* Deep copy into a new arena (for what-if). Caller frees with model_free. */
struct model	*model_clone(const struct model *m);

/*
 * The same copy, but the strings are borrowed from m instead of copied
 * (no interning): several times faster, for the REPL's what-if, which
 * keeps the model as loaded alive while its clones live. m must outlive
 * the clone. Caller frees with model_free.
 */
struct model	*model_clone_borrowing(const struct model *m);

/*
 * A view of m for changes to task definitions only: the task definitions
 * are copied (strings borrowed), everything else (instances, tasks, their
 * indexes and joins) is m's own, shared read-only. Much cheaper than a
 * clone on a large cluster. m must outlive the view; only its task
 * definitions may be modified. Caller frees with model_free.
 */
struct model	*model_view_taskdefs(const struct model *m);

/*
 * ARN helpers. model_arn_id: the last '/'-separated segment of an ARN
 * (the id of a container instance or task in the old and new forms), or
 * the whole string when it has no '/'; borrowed from arn, NULL when arn
 * is NULL. model_arn_cluster/model_arn_region: the cluster name carried by
 * a cluster, service, task or container-instance ARN (new form only for
 * the last three) and the region field; stored in m's arena (borrowed,
 * valid while m lives), NULL when the ARN does not say.
 */
const char	*model_arn_id(const char *arn);
const char	*model_arn_cluster(struct model *m, const char *arn);
const char	*model_arn_region(struct model *m, const char *arn);

/*
 * The cluster name the bundle is about: the cluster document, else the
 * ARNs, else the manifest; NULL when nothing says. Borrowed from m.
 */
const char	*model_cluster_name(const struct model *m);

/* Copy s into m's arena, storing identical strings once. NULL for NULL. */
const char	*model_strdup(struct model *m, const char *s);

#endif
