/*
 * ecs: operation descriptors, request bodies and page merging for the
 * ECS operations of live mode (facts sheet 2.4 and 6.1). The SSM call is
 * in ssm.c. Nothing here sends a request or reads credentials.
 */
#include <stdlib.h>
#include <string.h>

#include "aws/ecs.h"
#include "util/xmalloc.h"
#include "util/banned.h"

/* In enum ecs_op order (test-ecs checks). */
const struct ecs_op_info ecs_ops[ECS_OP_COUNT] = {
	{ ECS_DESCRIBE_CLUSTERS, "DescribeClusters",
	    ECS_TARGET_PREFIX "DescribeClusters", "ecs",
	    "ecs:DescribeClusters" },
	{ ECS_LIST_CONTAINER_INSTANCES, "ListContainerInstances",
	    ECS_TARGET_PREFIX "ListContainerInstances", "ecs",
	    "ecs:ListContainerInstances" },
	{ ECS_DESCRIBE_CONTAINER_INSTANCES, "DescribeContainerInstances",
	    ECS_TARGET_PREFIX "DescribeContainerInstances", "ecs",
	    "ecs:DescribeContainerInstances" },
	{ ECS_DESCRIBE_SERVICES, "DescribeServices",
	    ECS_TARGET_PREFIX "DescribeServices", "ecs",
	    "ecs:DescribeServices" },
	{ ECS_DESCRIBE_TASK_DEFINITION, "DescribeTaskDefinition",
	    ECS_TARGET_PREFIX "DescribeTaskDefinition", "ecs",
	    "ecs:DescribeTaskDefinition" },
	{ ECS_LIST_TASKS, "ListTasks", ECS_TARGET_PREFIX "ListTasks", "ecs",
	    "ecs:ListTasks" },
	{ ECS_DESCRIBE_TASKS, "DescribeTasks",
	    ECS_TARGET_PREFIX "DescribeTasks", "ecs", "ecs:DescribeTasks" },
	{ SSM_GET_PARAMETERS, "GetParameters", "AmazonSSM.GetParameters",
	    "ssm", "ssm:GetParameters" },
};

static json_t *
string_array(const char *const *v, size_t n)
{
	json_t *a = json_array();
	size_t i;

	for (i = 0; i < n; i++)
		json_array_append_new(a, json_string(v[i]));
	return a;
}

json_t *
ecs_req_describe_clusters(const char *cluster)
{
	return json_pack("{s:[s], s:[s,s,s]}", "clusters", cluster, "include",
	    "SETTINGS", "CONFIGURATIONS", "STATISTICS");
}

json_t *
ecs_req_list_container_instances(const char *cluster, const char *filter,
    const char *next_token)
{
	json_t *o = json_pack("{s:s, s:i}", "cluster", cluster, "maxResults",
	    ECS_PAGE_SIZE);

	if (filter != NULL)
		json_object_set_new(o, "filter", json_string(filter));
	if (next_token != NULL)
		json_object_set_new(o, "nextToken", json_string(next_token));
	return o;
}

json_t *
ecs_req_describe_container_instances(const char *cluster,
    const char *const *arns, size_t n)
{
	return json_pack("{s:s, s:o, s:[s]}", "cluster", cluster,
	    "containerInstances", string_array(arns, n), "include",
	    "CONTAINER_INSTANCE_HEALTH");
}

json_t *
ecs_req_describe_services(const char *cluster, const char *const *names,
    size_t n)
{
	return json_pack("{s:s, s:o}", "cluster", cluster, "services",
	    string_array(names, n));
}

json_t *
ecs_req_describe_task_definition(const char *task_definition)
{
	return json_pack("{s:s}", "taskDefinition", task_definition);
}

json_t *
ecs_req_list_tasks(const char *cluster, const char *desired,
    const char *next_token)
{
	json_t *o = json_pack("{s:s, s:s, s:i}", "cluster", cluster,
	    "desiredStatus", desired, "maxResults", ECS_PAGE_SIZE);

	if (next_token != NULL)
		json_object_set_new(o, "nextToken", json_string(next_token));
	return o;
}

json_t *
ecs_req_describe_tasks(const char *cluster, const char *const *arns,
    size_t n)
{
	return json_pack("{s:s, s:o}", "cluster", cluster, "tasks",
	    string_array(arns, n));
}

char *
ecs_body_text(const json_t *o)
{
	char *s = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
	char *copy;

	if (s == NULL)
		BUG("cannot serialise a request body");
	copy = xstrdup(s);
	free(s);
	return copy;
}

size_t
ecs_strings(const json_t *root, const char *key, const char ***out)
{
	json_t *a = json_object_get(root, key), *v;
	size_t i, n = 0;

	*out = NULL;
	if (!json_is_array(a) || json_array_size(a) == 0)
		return 0;
	*out = xcalloc(json_array_size(a), sizeof(**out));
	json_array_foreach(a, i, v)
		if (json_is_string(v))
			(*out)[n++] = json_string_value(v);
	if (n == 0) {
		free(*out);
		*out = NULL;
	}
	return n;
}

int
ecs_merge_pages(const struct buf *pages, size_t n, struct buf *out,
    struct diag *d)
{
	json_t *merged = NULL, *page, *v, *have;
	json_error_t je;
	const char *key;
	char *text;
	size_t i;

	if (n == 1) {
		buf_add(out, pages[0].data, pages[0].len);
		return 0;
	}
	for (i = 0; i < n; i++) {
		page = json_loadb(pages[i].data, pages[i].len, 0, &je);
		if (!json_is_object(page)) {
			json_decref(page);
			json_decref(merged);
			return diag_setf(d, "response page %zu is not a JSON "
			    "object (line %d, column %d)", i + 1, je.line,
			    je.column);
		}
		if (merged == NULL) {
			merged = page;
			continue;
		}
		json_object_foreach(page, key, v) {
			have = json_object_get(merged, key);
			if (json_is_array(v) && json_is_array(have))
				json_array_extend(have, v);
			else if (have == NULL)
				json_object_set(merged, key, v);
		}
		json_decref(page);
	}
	if (merged == NULL) {
		buf_adds(out, "{}");
		return 0;
	}
	json_object_del(merged, "nextToken");
	text = json_dumps(merged, JSON_INDENT(4) | JSON_PRESERVE_ORDER);
	json_decref(merged);
	if (text == NULL)
		return diag_setf(d, "cannot serialise merged pages");
	buf_adds(out, text);
	buf_addc(out, '\n');
	free(text);
	return 0;
}
