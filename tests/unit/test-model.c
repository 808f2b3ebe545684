/*
 * test-model: the model itself (src/model/model.c): linking and indexes,
 * lookups, ARN helpers, target resolution with its usage errors, and the
 * deep copy used by what-if. Models are built from small JSON documents
 * through the loader.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "model/model.h"
#include "source/replay.h"
#include "util/diag.h"
#include "util/banned.h"

#define R	"arn:aws:ecs:eu-west-1:111122223333:"

static const char doc_instances[] =
    "{\"containerInstances\": ["
    "{\"containerInstanceArn\": \"" R "container-instance/prod/aaa\","
    " \"ec2InstanceId\": \"i-1\","
    " \"registeredResources\": [{\"name\": \"GPU\", \"type\": \"STRINGSET\","
    "  \"stringSetValue\": [\"GPU-1\", \"GPU-2\"]}],"
    " \"attributes\": [{\"name\": \"ecs.instance-type\", \"value\": "
    "\"g5.2xlarge\"}]},"
    "{\"containerInstanceArn\": \"" R "container-instance/prod/bbb\"}]}";

static const char doc_tasks[] =
    "{\"tasks\": ["
    "{\"taskArn\": \"" R "task/prod/t1\", \"containerInstanceArn\": \""
    R "container-instance/prod/aaa\", \"taskDefinitionArn\": \""
    R "task-definition/web:3\"},"
    "{\"taskArn\": \"" R "task/prod/t2\", \"containerInstanceArn\": \""
    R "container-instance/prod/aaa\", \"taskDefinitionArn\": \""
    R "task-definition/batch:1\"},"
    "{\"taskArn\": \"" R "task/prod/t3\", \"containerInstanceArn\": \""
    R "container-instance/prod/zzz\"},"
    "{\"taskArn\": \"" R "task/prod/t1\", \"group\": \"dup\"},"
    "{\"taskArn\": \"" R "task/prod/t4\", \"containerInstanceArn\": \""
    R "container-instance/bbb\"}"
    "], \"failures\": []}";

static const char doc_services[] =
    "{\"services\": ["
    "{\"serviceName\": \"web\", \"serviceArn\": \"" R "service/prod/web\","
    " \"clusterArn\": \"" R "cluster/prod\", \"taskDefinition\": \""
    R "task-definition/web:3\"},"
    "{\"serviceName\": \"api\", \"taskDefinition\": \""
    R "task-definition/api:9\"}]}";

static const char doc_td_web3[] =
    "{\"taskDefinition\": {\"taskDefinitionArn\": \"" R
    "task-definition/web:3\", \"family\": \"web\", \"revision\": 3}}";
static const char doc_td_web2[] =
    "{\"taskDefinition\": {\"family\": \"web\", \"revision\": 2}}";
static const char doc_td_batch[] =
    "{\"taskDefinition\": {\"taskDefinitionArn\": \"" R
    "task-definition/batch:1\"}}";

/* A linked model from the given documents (NULL-terminated). */
static struct model *
build(const char *first, ...)
{
	struct model *m = model_new();
	struct diag d;
	const char *doc;
	va_list ap;
	int n = 0;

	diag_init(&d);
	va_start(ap, first);
	for (doc = first; doc != NULL; doc = va_arg(ap, const char *)) {
		char name[32];

		snprintf(name, sizeof(name), "doc%d.json", n++);
		if (replay_load_buffer(m, name, doc, strlen(doc), &d) < 0)
			fail_msg("%s", d.message);
	}
	va_end(ap);
	diag_clear(&d);
	model_link(m);
	return m;
}

/* Resolve; returns the diag message (caller frees) or NULL on success. */
static char *
resolve(const struct model *m, const struct target_req *req,
    struct target *t)
{
	struct diag d;
	char *msg = NULL;

	diag_init(&d);
	if (model_resolve_target(m, req, t, &d) < 0) {
		assert_non_null(d.message);
		msg = strdup(d.message);
	}
	diag_clear(&d);
	return msg;
}

static void
expect_resolve_err(const struct model *m, const struct target_req *req,
    const char *want)
{
	struct target t;
	char *msg = resolve(m, req, &t);

	assert_non_null(msg);
	assert_string_equal(msg, want);
	free(msg);
}

static void
test_link_and_lookup(void **state)
{
	struct model *m = build(doc_instances, doc_tasks, NULL);
	struct instance *a;
	struct task *t;

	(void)state;
	/* The repeated task is dropped, keeping the first. */
	assert_int_equal(m->ntasks, 4);
	t = model_find_task(m, "t1");
	assert_non_null(t);
	assert_null(t->group);
	assert_ptr_equal(model_find_task(m, R "task/prod/t1"), t);
	a = model_find_instance(m, "aaa");
	assert_non_null(a);
	assert_ptr_equal(model_find_instance(m, "i-1"), a);
	assert_ptr_equal(model_find_instance(m,
	    R "container-instance/prod/aaa"), a);
	assert_null(model_find_instance(m, "nope"));
	assert_null(model_find_task(m, NULL));
	assert_int_equal(a->ntasks, 2);
	assert_string_equal(a->tasks[0]->id, "t1");
	assert_string_equal(a->tasks[1]->id, "t2");
	assert_ptr_equal(t->instance, a);
	assert_int_equal(model_find_instance(m, "bbb")->ntasks, 1);
	/* A task on an instance not in the bundle stays unjoined. */
	assert_null(model_find_task(m, "t3")->instance);
	/* The old ARN form of the same instance joins by id. */
	assert_ptr_equal(model_find_task(m, "t4")->instance,
	    model_find_instance(m, "bbb"));
	assert_string_equal(model_instance_name(a), "i-1");
	assert_string_equal(model_instance_name(model_find_instance(m, "bbb")),
	    "bbb");
	assert_string_equal(model_attr_value(a, "ecs.instance-type"),
	    "g5.2xlarge");
	assert_int_equal(model_res_int(&a->registered, "GPU"), 2);
	assert_int_equal(model_res_count(NULL), -1);
	{
		struct resource r = { .type = RES_DOUBLE, .dval = NAN };

		assert_int_equal(model_res_count(&r), -1);
		r.dval = 1e300;
		assert_int_equal(model_res_count(&r), -1);
		r.dval = 3.9;
		assert_int_equal(model_res_count(&r), 3);
	}
	assert_string_equal(m->derived_cluster, "prod");
	assert_string_equal(m->derived_region, "eu-west-1");
	/* Linking again changes nothing. */
	model_link(m);
	assert_int_equal(m->ntasks, 4);
	assert_int_equal(model_find_instance(m, "aaa")->ntasks, 2);
	model_free(m);
}

/* Two pastes of one instance and one task: the higher version wins. */
static void
test_dedup_newest(void **state)
{
	static const char older[] =
	    "{\"containerInstances\": [{\"containerInstanceArn\": \"" R
	    "container-instance/prod/aaa\", \"version\": 7, \"status\": "
	    "\"DRAINING\"}, {\"containerInstanceArn\": \"" R
	    "container-instance/prod/bbb\", \"version\": 3, \"status\": "
	    "\"ACTIVE\"}]}";
	static const char newer[] =
	    "{\"containerInstances\": [{\"containerInstanceArn\": \"" R
	    "container-instance/prod/aaa\", \"version\": 9, \"status\": "
	    "\"ACTIVE\"}, {\"containerInstanceArn\": \"" R
	    "container-instance/prod/bbb\", \"status\": \"DRAINING\"}]}";
	static const char tasks[] =
	    "{\"tasks\": [{\"taskArn\": \"" R "task/prod/t1\", "
	    "\"version\": 4, \"lastStatus\": \"RUNNING\"}, {\"taskArn\": \""
	    R "task/prod/t1\", \"version\": 5, \"lastStatus\": "
	    "\"STOPPED\"}]}";
	struct model *m;

	(void)state;
	/* The older page is read first, then the newer. */
	m = build(older, newer, tasks, NULL);
	assert_int_equal(m->ninstances, 2);
	assert_string_equal(model_find_instance(m, "aaa")->status, "ACTIVE");
	assert_int_equal(model_find_instance(m, "aaa")->version, 9);
	assert_string_equal(model_find_instance(m, "aaa")->origin.source,
	    "doc1.json");
	/* No version on the second copy: the first is kept. */
	assert_string_equal(model_find_instance(m, "bbb")->status, "ACTIVE");
	assert_int_equal(m->ntasks, 1);
	assert_string_equal(model_find_task(m, "t1")->last_status, "STOPPED");
	model_free(m);
	/* Newer first: still the newer. */
	m = build(newer, older, NULL);
	assert_string_equal(model_find_instance(m, "aaa")->status, "ACTIVE");
	model_free(m);
}

static void
test_arn_helpers(void **state)
{
	struct model *m = model_new();

	(void)state;
	assert_string_equal(model_arn_id(R "container-instance/prod/abc"),
	    "abc");
	assert_string_equal(model_arn_id(R "container-instance/abc"), "abc");
	assert_string_equal(model_arn_id("abc"), "abc");
	assert_null(model_arn_id(NULL));
	assert_string_equal(model_arn_cluster(m,
	    R "container-instance/prod/abc"), "prod");
	assert_null(model_arn_cluster(m, R "container-instance/abc"));
	assert_string_equal(model_arn_cluster(m, R "task/prod/abc"), "prod");
	assert_null(model_arn_cluster(m, R "task/abc"));
	assert_string_equal(model_arn_cluster(m, R "cluster/prod"), "prod");
	assert_string_equal(model_arn_cluster(m, R "service/prod/web"),
	    "prod");
	assert_null(model_arn_cluster(m, R "task-definition/web:3"));
	assert_null(model_arn_cluster(m, "prod"));
	assert_null(model_arn_cluster(m, "arn:aws:ecs"));
	assert_string_equal(model_arn_region(m, R "cluster/prod"),
	    "eu-west-1");
	assert_null(model_arn_region(m, "arn:aws:s3:::bucket/key"));
	assert_null(model_arn_region(m, NULL));
	/* Interned: the same text is stored once. */
	assert_ptr_equal(model_strdup(m, "x"), model_strdup(m, "x"));
	assert_null(model_strdup(m, NULL));
	model_free(m);
}

static void
test_find_taskdef(void **state)
{
	struct model *m = build(doc_td_web3, doc_td_web2, doc_td_batch, NULL);
	const struct taskdef *td;

	(void)state;
	assert_int_equal(m->ntaskdefs, 3);
	td = model_find_taskdef(m, "web");
	assert_non_null(td);
	assert_int_equal(td->revision, 3);
	assert_int_equal(model_find_taskdef(m, "web:2")->revision, 2);
	assert_ptr_equal(model_find_taskdef(m, R "task-definition/web:3"),
	    td);
	/* Another account's ARN still names family:revision. */
	assert_ptr_equal(model_find_taskdef(m,
	    "arn:aws:ecs:eu-west-1:999999999999:task-definition/web:3"), td);
	assert_null(model_find_taskdef(m, "web:4"));
	assert_null(model_find_taskdef(m, "web:x"));
	assert_null(model_find_taskdef(m, R "service/prod/web"));
	/* Family and revision derived from the ARN when absent. */
	td = model_find_taskdef(m, "batch:1");
	assert_non_null(td);
	assert_string_equal(td->family, "batch");
	model_free(m);
}

static void
test_resolve_infer(void **state)
{
	struct model *m;
	struct target_req req = { 0 };
	struct target t;
	const char *cons[] = { "attribute:ecs.os-type == linux" };

	(void)state;
	/* One service: it is the target, and its task definition. */
	m = build("{\"services\": [{\"serviceName\": \"web\", \"clusterArn\":"
	    " \"" R "cluster/prod\", \"taskDefinition\": \"" R
	    "task-definition/web:3\"}]}", doc_td_web3, NULL);
	req.constraints = cons;
	req.nconstraints = 1;
	assert_null(resolve(m, &req, &t));
	assert_non_null(t.service);
	assert_string_equal(t.service->name, "web");
	assert_int_equal(t.taskdef->revision, 3);
	assert_string_equal(t.cluster, "prod");
	assert_string_equal(t.region, "eu-west-1");
	assert_null(t.task);
	assert_int_equal(t.nconstraints, 1);
	/* --cluster is checked against the bundle. */
	req.cluster = "prod";
	assert_null(resolve(m, &req, &t));
	req.cluster = R "cluster/prod";
	assert_null(resolve(m, &req, &t));
	assert_string_equal(t.cluster, "prod");
	req.cluster = "staging";
	expect_resolve_err(m, &req,
	    "the bundle is for cluster 'prod', not 'staging'");
	model_free(m);

	/* No service, one task definition. */
	m = build(doc_td_batch, NULL);
	memset(&req, 0, sizeof(req));
	assert_null(resolve(m, &req, &t));
	assert_null(t.service);
	assert_string_equal(t.taskdef->family, "batch");
	assert_null(t.cluster);
	req.cluster = "anything";
	assert_null(resolve(m, &req, &t));
	assert_string_equal(t.cluster, "anything");
	model_free(m);
}

static void
test_resolve_errors(void **state)
{
	struct model *m;
	struct target_req req = { 0 };
	struct target t;

	(void)state;
	m = build(doc_services, doc_td_web3, doc_td_batch, doc_instances,
	    doc_tasks, NULL);
	expect_resolve_err(m, &req, "the bundle holds 2 services: web, api; "
	    "choose one with --service");
	req.service = "web";
	assert_null(resolve(m, &req, &t));
	assert_string_equal(t.taskdef->family, "web");
	req.service = R "service/prod/web";
	assert_null(resolve(m, &req, &t));
	assert_string_equal(t.service->name, "web");
	req.service = "api";
	expect_resolve_err(m, &req, "service 'api' uses task definition '" R
	    "task-definition/api:9', which is not in the bundle (it holds 2: "
	    "web:3, batch:1); add its "
	    "describe-task-definition output (aws ecs describe-task-definition "
	    "--task-definition api:9 > describe-task-definition.json)");
	model_free(m);
	/* A register-task-definition input (no revision, no ARN) instead. */
	m = build(doc_services, "{\"family\": \"api\", "
	    "\"containerDefinitions\": []}", NULL);
	expect_resolve_err(m, &req, "service 'api' uses task definition '" R
	    "task-definition/api:9', which is not in the bundle (it holds 1: "
	    "api); a task definition without revision or ARN looks like "
	    "register-task-definition input, not what ECS registered; add its "
	    "describe-task-definition output (aws ecs describe-task-definition "
	    "--task-definition api:9 > describe-task-definition.json)");
	model_free(m);
	m = build(doc_services, doc_td_web3, doc_td_batch, doc_instances,
	    doc_tasks, NULL);
	req.service = "worker";
	expect_resolve_err(m, &req, "service 'worker' is not in the bundle; "
	    "it holds 2 services: web, api");
	req.service = NULL;
	req.task_definition = "web:3";
	assert_null(resolve(m, &req, &t));
	assert_null(t.service);
	assert_int_equal(t.taskdef->revision, 3);
	req.task_definition = "nope";
	expect_resolve_err(m, &req, "task definition 'nope' is not in the "
	    "bundle; it holds 2 task definitions: web:3, batch:1");
	req.task_definition = NULL;
	req.task = "t2";
	assert_null(resolve(m, &req, &t));
	assert_string_equal(t.task->id, "t2");
	assert_string_equal(t.taskdef->family, "batch");
	req.task = "t3";
	expect_resolve_err(m, &req, "task 't3' names no task definition");
	req.task = "t9";
	expect_resolve_err(m, &req, "task 't9' is not in the bundle (it holds "
	    "4 tasks); check the id or add its describe-tasks output");
	model_free(m);

	/* Files from two clusters are refused, naming the odd one. */
	m = build("{\"clusters\": [{\"clusterName\": \"prod\"}]}",
	    doc_td_web3, "{\"containerInstances\": [{\"containerInstanceArn\":"
	    " \"" R "container-instance/prod/a\"}, {\"containerInstanceArn\":"
	    " \"" R "container-instance/staging/b\"}, {"
	    "\"containerInstanceArn\": \"" R "container-instance/c\"}]}", NULL);
	memset(&req, 0, sizeof(req));
	expect_resolve_err(m, &req, "the bundle mixes clusters: "
	    "doc2.json#/containerInstances/1 is in cluster 'staging', the "
	    "bundle is for 'prod'");
	model_free(m);

	m = build(doc_td_web3, doc_td_batch, NULL);
	memset(&req, 0, sizeof(req));
	expect_resolve_err(m, &req, "the bundle holds 2 task definitions: "
	    "web:3, batch:1; choose one with --task-definition");
	model_free(m);

	m = build("{\"clusters\": [{\"clusterName\": \"prod\"}]}", NULL);
	expect_resolve_err(m, &req, "no target: the bundle holds no service "
	    "and no task definition; add describe-services.json or "
	    "describe-task-definition.json");
	req.service = "web";
	expect_resolve_err(m, &req, "service 'web' is not in the bundle, "
	    "which holds no describe-services output");
	req.service = NULL;
	req.task = "t1";
	expect_resolve_err(m, &req, "task 't1' is not in the bundle, which "
	    "holds no describe-tasks output");
	model_free(m);
}

/* Without flags, the manifest's recorded target decides. */
static void
test_resolve_manifest(void **state)
{
	struct model *m;
	struct target_req req = { 0 };
	struct target t;

	(void)state;
	m = build(doc_services, doc_td_web3, "{\"schema\": "
	    "\"provdoc.manifest/v1\", \"region\": \"us-east-2\", \"cluster\": "
	    "\"prod\", \"target\": {\"service\": \"web\"}}", NULL);
	assert_null(resolve(m, &req, &t));
	assert_string_equal(t.service->name, "web");
	assert_string_equal(t.region, "us-east-2");
	model_free(m);
}

static void
test_clone(void **state)
{
	struct model *m, *c;
	struct instance *a;
	struct diag d;
	size_t i;
	const char *more = "{\"containerInstanceArns\": [\"y\"]}";

	(void)state;
	m = build(doc_instances, doc_tasks, doc_services, doc_td_web3,
	    "{\"Parameters\": [{\"Name\": \"/p\", \"Value\": "
	    "\"{\\\"image_id\\\": \\\"ami-1\\\"}\"}]}",
	    "{\"failures\": [{\"arn\": \"x\", \"reason\": \"AGENT\"}]}",
	    "{\"schema\": \"provdoc.manifest/v1\", \"operations\": [\"a\"],"
	    " \"filters\": [{\"expression\": \"e\", \"containerInstanceArns\":"
	    " [\"x\"]}]}", "{\"clusters\": [{\"clusterName\": \"prod\", "
	    "\"capacityProviders\": [\"cp\"]}]}", NULL);
	c = model_clone(m);
	assert_int_equal(c->have, m->have);
	assert_int_equal(c->ninstances, m->ninstances);
	assert_int_equal(c->ntasks, m->ntasks);
	assert_int_equal(c->nfiles, m->nfiles);
	assert_ptr_not_equal(c->instances, m->instances);
	for (i = 0; i < c->ninstances; i++) {
		assert_string_equal(c->instances[i].arn, m->instances[i].arn);
		assert_ptr_not_equal(c->instances[i].arn, m->instances[i].arn);
	}
	/* Free the original: the copy must not borrow from it. */
	model_free(m);
	a = model_find_instance(c, "i-1");
	assert_non_null(a);
	assert_int_equal(a->ntasks, 2);
	assert_ptr_equal(a->tasks[0]->instance, a);
	assert_int_equal(model_res_int(&a->registered, "GPU"), 2);
	assert_string_equal(a->registered.v[0].set[1], "GPU-2");
	assert_string_equal(c->services[0].taskdef_arn,
	    R "task-definition/web:3");
	assert_string_equal(c->ssm[0].image_id, "ami-1");
	assert_string_equal(c->failures[0].kind, "run-task");
	assert_string_equal(c->manifest.filters[0].arns[0], "x");
	assert_string_equal(c->cluster->capacity_providers[0], "cp");
	assert_string_equal(model_cluster_name(c), "prod");
	/* What-if edits stay in the copy; more documents can be loaded. */
	a->status = "DRAINING";
	diag_init(&d);
	assert_int_equal(replay_load_buffer(c, "more.json", more,
	    strlen(more), &d), 0);
	diag_clear(&d);
	model_link(c);
	assert_int_equal(c->ninstance_arns, 1);
	model_free(c);
}

/* A task-definition view shares the rest of the model and copies only that. */
static void
test_view_taskdefs(void **state)
{
	struct model *m, *v;
	struct taskdef *td;

	(void)state;
	m = build(doc_instances, doc_tasks, doc_services,
	    "{\"taskDefinition\": {\"taskDefinitionArn\": \"" R
	    "task-definition/web:3\", \"family\": \"web\", \"revision\": 3, "
	    "\"containerDefinitions\": [{\"name\": \"app\", \"cpu\": 512, "
	    "\"memory\": 2048}]}}", NULL);
	v = model_view_taskdefs(m);
	assert_ptr_equal(v->instances, m->instances);
	assert_ptr_equal(v->tasks, m->tasks);
	assert_ptr_equal(model_find_instance(v, "i-1"),
	    model_find_instance(m, "i-1"));
	assert_int_equal(v->ntaskdefs, m->ntaskdefs);
	assert_ptr_not_equal(v->taskdefs, m->taskdefs);
	td = &v->taskdefs[0];
	assert_ptr_not_equal(td->containers, m->taskdefs[0].containers);
	/* Edits to the view's task definition leave the model's alone. */
	td->memory = model_strdup(v, "1024");
	td->containers[0].cpu = 7;
	assert_true(m->taskdefs[0].memory == NULL ||
	    strcmp(m->taskdefs[0].memory, "1024") != 0);
	assert_int_not_equal(m->taskdefs[0].containers[0].cpu, 7);
	assert_ptr_equal(model_find_taskdef(v, "web:3"), td);
	/* Freeing the view frees nothing of the model's (ASan checks). */
	model_free(v);
	assert_non_null(model_find_instance(m, "i-1"));
	model_free(m);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_link_and_lookup),
		cmocka_unit_test(test_dedup_newest),
		cmocka_unit_test(test_arn_helpers),
		cmocka_unit_test(test_find_taskdef),
		cmocka_unit_test(test_resolve_infer),
		cmocka_unit_test(test_resolve_errors),
		cmocka_unit_test(test_resolve_manifest),
		cmocka_unit_test(test_clone),
		cmocka_unit_test(test_view_taskdefs),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
