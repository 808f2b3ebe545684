/*
 * ecs: the ECS and SSM operations live mode calls (JSON 1.1, facts sheet
 * 6.1 and 6.3): one descriptor per operation (name, X-Amz-Target, signing
 * name, IAM action), request-body builders, batch sizes, and the merge of
 * several pages or batches of one operation into one document. It does
 * not send anything (http.c does) and does not decide what to fetch
 * (source/live.c does).
 *
 * Ownership: builders return new json_t objects (caller json_decref);
 * string arrays are borrowed.
 */
#ifndef PROVDOC_AWS_ECS_H
#define PROVDOC_AWS_ECS_H

#include <stddef.h>

#include <jansson.h>

#include "util/buf.h"
#include "util/diag.h"

#define ECS_TARGET_PREFIX	"AmazonEC2ContainerServiceV20141113."
#define ECS_DESCRIBE_BATCH	100	/* ids per DescribeContainerInstances/DescribeTasks */
#define ECS_SERVICES_BATCH	10	/* names per DescribeServices */
#define ECS_PAGE_SIZE		100	/* maxResults of the List* calls */

/* The order is the table's order in ecs.c; a unit test checks it. */
enum ecs_op {
	ECS_DESCRIBE_CLUSTERS,
	ECS_LIST_CONTAINER_INSTANCES,
	ECS_DESCRIBE_CONTAINER_INSTANCES,
	ECS_DESCRIBE_SERVICES,
	ECS_DESCRIBE_TASK_DEFINITION,
	ECS_LIST_TASKS,
	ECS_DESCRIBE_TASKS,
	SSM_GET_PARAMETERS,
	ECS_OP_COUNT
};

struct ecs_op_info {
	enum ecs_op	 op;		/* equals the index in ecs_ops */
	const char	*name;		/* "DescribeContainerInstances" */
	const char	*target;	/* X-Amz-Target */
	const char	*service;	/* signing name and endpoint prefix: "ecs", "ssm" */
	const char	*iam_action;	/* "ecs:DescribeContainerInstances" */
};

extern const struct ecs_op_info ecs_ops[ECS_OP_COUNT];

/* The GPU-optimized AMI parameters asked of SSM (NULL-terminated). */
extern const char *const ssm_gpu_ami_parameters[];

json_t	*ecs_req_describe_clusters(const char *cluster);
/* filter and next_token may be NULL. */
json_t	*ecs_req_list_container_instances(const char *cluster,
	    const char *filter, const char *next_token);
json_t	*ecs_req_describe_container_instances(const char *cluster,
	    const char *const *arns, size_t n);
json_t	*ecs_req_describe_services(const char *cluster,
	    const char *const *names, size_t n);
json_t	*ecs_req_describe_task_definition(const char *task_definition);
/* desired is "RUNNING" or "STOPPED"; next_token may be NULL. */
json_t	*ecs_req_list_tasks(const char *cluster, const char *desired,
	    const char *next_token);
json_t	*ecs_req_describe_tasks(const char *cluster, const char *const *arns,
	    size_t n);
json_t	*ssm_req_get_parameters(const char *const *names, size_t n);

/* Compact JSON text of o (caller frees). */
char	*ecs_body_text(const json_t *o);

/*
 * Merges n response bodies of one operation into out: one page is copied
 * byte for byte; several are parsed, their arrays concatenated in order
 * and nextToken dropped. Returns 0, or -1 with d set when a page is not
 * a JSON object.
 */
int	 ecs_merge_pages(const struct buf *pages, size_t n, struct buf *out,
	    struct diag *d);

/* Strings of the array root[key] (borrowed from root; caller frees the
 * array only). Returns the count; *out is NULL when there are none. */
size_t	 ecs_strings(const json_t *root, const char *key, const char ***out);

#endif
