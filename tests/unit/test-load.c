/*
 * test-load: the bundle loader (src/model/load.c, src/source/replay.c):
 * every document shape, both timestamp forms, resources chosen by type,
 * page merging, and every error path with its exact position or pointer.
 * Inputs live in tests/data/loader/ (a realistic bundle, written from the
 * documented response shapes) and tests/data/loader/bad/.
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
#include <sys/stat.h>
#include <unistd.h>

#include "model/load.h"
#include "model/model.h"
#include "source/replay.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define DATA	"tests/data/loader"
#define ARN_CI	\
	"arn:aws:ecs:us-west-2:111122223333:container-instance/gpu-cluster/"

/* ---- helpers ---- */

static struct model *
load_dir(const char *path)
{
	struct model *m = NULL;
	struct diag d;

	diag_init(&d);
	if (replay_load(&path, 1, &m, &d) < 0) {
		struct buf b = BUF_INIT;

		diag_render(&d, &b);
		fail_msg("%s", b.data);
	}
	diag_clear(&d);
	return m;
}

/* Load one in-memory document; returns the rc and, on failure, the render. */
static int
load_str(struct model *m, const char *name, const char *json, char **msg)
{
	struct diag d;
	struct buf b = BUF_INIT;
	int rc;

	diag_init(&d);
	rc = replay_load_buffer(m, name, json, strlen(json), &d);
	if (rc < 0)
		diag_render(&d, &b);
	*msg = buf_detach(&b);
	diag_clear(&d);
	return rc;
}

/* The rendered diagnostic of loading json alone, which must fail. */
static char *
load_err(const char *json)
{
	struct model *m = model_new();
	char *msg;

	assert_int_equal(load_str(m, "doc.json", json, &msg), -1);
	model_free(m);
	return msg;
}

static void
expect_err(const char *json, const char *want)
{
	char *msg = load_err(json);

	assert_string_equal(msg, want);
	free(msg);
}

static struct model *
load_ok(const char *json)
{
	struct model *m = model_new();
	char *msg;

	if (load_str(m, "doc.json", json, &msg) < 0)
		fail_msg("%s", msg);
	free(msg);
	model_link(m);
	return m;
}

static char *
replay_err(const char *path)
{
	struct model *m = (struct model *)1;
	struct diag d;
	struct buf b = BUF_INIT;

	diag_init(&d);
	assert_int_equal(replay_load(&path, 1, &m, &d), -1);
	assert_null(m);
	diag_render(&d, &b);
	diag_clear(&d);
	return buf_detach(&b);
}

static double
iso(const char *s)
{
	double t = NAN;

	assert_int_equal(load_parse_time(s, &t), 0);
	return t;
}

/* ---- the example bundle ---- */

static void
test_bundle_counts(void **state)
{
	struct model *m = load_dir(DATA);
	unsigned all = HAVE_CLUSTER | HAVE_INSTANCES | HAVE_INSTANCE_ARNS |
	    HAVE_TASKS | HAVE_TASK_ARNS | HAVE_TASKDEF | HAVE_SERVICE |
	    HAVE_SSM | HAVE_FAILURES | HAVE_STOPPED_TASKS | HAVE_MANIFEST;

	(void)state;
	assert_int_equal(m->ninstances, 3);
	assert_int_equal(m->ninstance_arns, 3);
	assert_int_equal(m->ntasks, 3);
	assert_int_equal(m->ntask_arns, 3);
	assert_int_equal(m->ntaskdefs, 1);
	assert_int_equal(m->nservices, 1);
	assert_int_equal(m->nssm, 1);
	assert_int_equal(m->nfiles, 13);
	assert_int_equal(m->have & all, all);
	assert_false(m->have & HAVE_CAPACITY_PROVIDERS);
	/* Files in name order, named without the directory. */
	assert_string_equal(m->files[0].name, "describe-clusters.json");
	assert_string_equal(m->files[0].kind, "describe-clusters");
	assert_string_equal(m->files[1].name,
	    "describe-container-instances-cli-v1.json");
	assert_string_equal(m->files[6].name,
	    "list-container-instances-1.json");
	assert_string_equal(m->files[6].kind, "list-container-instances");
	assert_string_equal(m->files[8].kind,
	    "list-container-instances-filter");
	assert_string_equal(m->files[10].name, "manifest.json");
	assert_string_equal(m->files[10].kind, "manifest");
	assert_string_equal(m->files[11].kind, "run-task");
	assert_string_equal(m->files[12].kind, "ssm-get-parameters");
	assert_string_equal(model_cluster_name(m), "gpu-cluster");
	assert_string_equal(m->derived_region, "us-west-2");
	model_free(m);
}

static void
test_bundle_instances(void **state)
{
	struct model *m = load_dir(DATA);
	struct instance *in;
	const struct resource *gpu;

	(void)state;
	/* The v1 file sorts first: its instance comes first. */
	in = &m->instances[0];
	assert_string_equal(in->id, "5b0e6a3c-2d1f-4e8a-9c7b-1a2b3c4d5e6f");
	assert_string_equal(in->status, "DRAINING");
	assert_int_equal(in->agent_connected, 0);
	assert_true(fabs(in->registered_at - 1764453600.123) < 1e-6);
	assert_null(model_res(&in->registered, "GPU"));
	assert_int_equal(model_res_int(&in->registered, "GPU"), -1);
	assert_string_equal(in->origin.source,
	    "describe-container-instances-cli-v1.json");

	in = model_find_instance(m, "i-0a1b2c3d4e5f60718");
	assert_non_null(in);
	assert_string_equal(in->arn, ARN_CI "7c1e2f0a9b8d4c3e8f6a5b4c3d2e1f00");
	assert_string_equal(in->id, "7c1e2f0a9b8d4c3e8f6a5b4c3d2e1f00");
	assert_string_equal(in->origin.source,
	    "describe-container-instances.json");
	assert_string_equal(in->origin.pointer, "/containerInstances/0");
	assert_string_equal(in->agent_version, "1.105.1");
	assert_string_equal(in->docker_version, "DockerVersion: 25.0.18");
	assert_string_equal(in->capacity_provider, "gpu-asg-cp");
	assert_string_equal(in->health, "OK");
	assert_int_equal(in->agent_connected, 1);
	assert_int_equal(in->running_tasks, 1);
	assert_int_equal(in->pending_tasks, 0);
	assert_true(fabs(in->registered_at -
	    iso("2026-11-30T08:01:12.345Z")) < 1e-6);
	assert_int_equal(model_res_int(&in->registered, "CPU"), 49152);
	assert_int_equal(model_res_int(&in->registered, "MEMORY"), 189730);
	assert_int_equal(model_res_int(&in->remaining, "MEMORY"), 157730);
	gpu = model_res(&in->registered, "GPU");
	assert_non_null(gpu);
	assert_int_equal(gpu->type, RES_STRINGSET);
	assert_int_equal(gpu->index, 4);
	assert_int_equal(model_res_count(gpu), 4);
	assert_string_equal(gpu->set[0],
	    "GPU-1a2b3c4d-0000-1111-2222-333344445555");
	assert_int_equal(model_res_int(&in->remaining, "GPU"), 3);
	assert_int_equal(model_res_int(&in->remaining, "PORTS_UDP"), 0);
	assert_true(in->registered.present);
	assert_true(in->attrs_present);
	assert_string_equal(model_attr_value(in, "ecs.instance-type"),
	    "g5.12xlarge");
	assert_non_null(model_attr(in, "ecs.capability.task-eni"));
	assert_null(model_attr_value(in, "ecs.capability.task-eni"));
	assert_null(model_attr(in, "ecs.awsvpc-trunk-id"));
	assert_int_equal(in->ntasks, 1);
	assert_string_equal(in->tasks[0]->id,
	    "a1b2c3d4e5f60718293a4b5c6d7e8f90");

	in = model_find_instance(m, "0f9e8d7c6b5a49382716a5b4c3d2e1f0");
	assert_non_null(in);
	assert_int_equal(in->nattachments, 1);
	assert_string_equal(in->attachments[0].type,
	    "ElasticNetworkInterface");
	assert_string_equal(in->attachments[0].status, "ATTACHED");
	assert_true(fabs(in->registered_at - iso("2026-11-29T22:40:05+00:00"))
	    < 1e-9);
	assert_null(in->health);
	model_free(m);
}

static void
test_bundle_tasks_services(void **state)
{
	struct model *m = load_dir(DATA);
	struct task *t;
	const struct service *s;
	const struct taskdef *td;

	(void)state;
	t = model_find_task(m, "a1b2c3d4e5f60718293a4b5c6d7e8f90");
	assert_non_null(t);
	assert_int_equal(t->cpu, 4096);
	assert_int_equal(t->memory, 32000);
	assert_string_equal(t->group, "service:trainer");
	assert_int_equal(t->ncontainers, 1);
	assert_int_equal(t->containers[0].ngpu_ids, 1);
	assert_string_equal(t->containers[0].gpu_ids[0],
	    "GPU-1a2b3c4d-0000-1111-2222-333344445555");
	assert_int_equal(t->containers[0].nbindings, 1);
	assert_int_equal(t->containers[0].bindings[0].host_port, 8080);
	assert_string_equal(t->containers[0].bindings[0].protocol, "tcp");
	assert_int_equal(t->containers[0].exit_code, -1);
	assert_non_null(t->instance);
	assert_string_equal(t->instance->ec2_id, "i-0a1b2c3d4e5f60718");
	assert_true(t->started_at > t->created_at);
	assert_false(model_has_time(t->stopped_at));
	assert_string_equal(t->origin.pointer, "/tasks/0");

	t = model_find_task(m, "b2c3d4e5f60718293a4b5c6d7e8f90a1");
	assert_string_equal(t->desired_status, "STOPPED");
	assert_string_equal(t->last_status, "RUNNING");
	assert_string_equal(t->stop_code, "ServiceSchedulerInitiated");
	assert_true(fabs(t->stopping_at - iso("2026-11-30T10:05:00.25Z")) <
	    1e-6);
	t = model_find_task(m, "c3d4e5f60718293a4b5c6d7e8f90a1b2");
	assert_null(t->instance);
	assert_string_equal(t->last_status, "PROVISIONING");

	s = &m->services[0];
	assert_string_equal(s->name, "trainer");
	assert_int_equal(s->desired, 3);
	assert_int_equal(s->running, 2);
	assert_int_equal(s->pending, 0);
	assert_null(s->launch_type);
	assert_int_equal(s->ncp_strategy, 1);
	assert_string_equal(s->cp_strategy[0].provider, "gpu-asg-cp");
	assert_int_equal(s->cp_strategy[0].weight, 1);
	assert_int_equal(s->nconstraints, 1);
	assert_string_equal(s->constraints[0].expression,
	    "attribute:ecs.instance-type =~ g5.*");
	assert_string_equal(s->constraints[0].origin.pointer,
	    "/services/0/placementConstraints/0");
	assert_int_equal(s->nstrategy, 2);
	assert_string_equal(s->strategy[1].field, "memory");
	assert_int_equal(s->nsubnets, 2);
	assert_int_equal(s->nevents, 3);
	assert_true(s->events[0].created_at > s->events[1].created_at);
	assert_string_equal(s->scheduling, "REPLICA");

	td = model_find_taskdef(m, "trainer:7");
	assert_non_null(td);
	assert_string_equal(td->cpu, "4096");
	assert_string_equal(td->memory, "32000");
	assert_string_equal(td->network_mode, "bridge");
	assert_string_equal(td->os_family, "LINUX");
	assert_string_equal(td->cpu_arch, "X86_64");
	assert_int_equal(td->ncompat, 2);
	assert_int_equal(td->nrequires_compat, 1);
	assert_int_equal(td->nrequires_attrs, 7);
	assert_int_equal(td->nconstraints, 1);
	assert_string_equal(td->origin.pointer, "/taskDefinition");
	assert_int_equal(td->ncontainers, 2);
	assert_int_equal(td->containers[0].cpu, 0);
	assert_int_equal(td->containers[0].memory, 30000);
	assert_int_equal(td->containers[0].memory_reservation, 28000);
	assert_int_equal(td->containers[0].essential, 1);
	assert_int_equal(td->containers[0].nreqs, 1);
	assert_string_equal(td->containers[0].reqs[0].type, "GPU");
	assert_string_equal(td->containers[0].reqs[0].value, "1");
	assert_int_equal(td->containers[0].nports, 1);
	assert_int_equal(td->containers[0].ports[0].host_port, 8080);
	assert_int_equal(td->containers[0].nenv, 2);
	assert_string_equal(td->containers[0].env[0].name,
	    "NVIDIA_DRIVER_CAPABILITIES");
	assert_string_equal(td->containers[0].log_driver, "awslogs");
	assert_int_equal(td->containers[1].essential, 0);
	assert_int_equal(td->containers[1].memory_reservation, -1);
	assert_null(td->containers[1].log_driver);
	model_free(m);
}

static void
test_bundle_other_docs(void **state)
{
	struct model *m = load_dir(DATA);
	size_t i, nrun = 0, nmissing = 0, nssm = 0;

	(void)state;
	assert_non_null(m->cluster);
	assert_string_equal(m->cluster->name, "gpu-cluster");
	assert_int_equal(m->cluster->registered_instances, 3);
	assert_int_equal(m->cluster->ncapacity_providers, 1);
	assert_int_equal(m->cluster->ndefault_cp_strategy, 1);
	assert_string_equal(m->ssm[0].image_id, "ami-0fedcba9876543210");
	assert_string_equal(m->ssm[0].agent_version, "1.105.1");
	assert_string_equal(m->ssm[0].image_name,
	    "al2023-ami-ecs-gpu-hvm-2023.0.20261113-kernel-6.1-x86_64-ebs");
	assert_int_equal(m->nfailures, 5);
	for (i = 0; i < m->nfailures; i++) {
		const struct failure *f = &m->failures[i];

		if (strcmp(f->kind, "run-task") == 0)
			nrun++;
		else if (strcmp(f->reason, "MISSING") == 0) {
			nmissing++;
			assert_string_equal(f->kind,
			    "describe-container-instances");
			assert_string_equal(f->origin.pointer, "/failures/0");
		} else if (strcmp(f->kind, "ssm-get-parameters") == 0)
			nssm++;
	}
	assert_int_equal(nrun, 3);
	assert_int_equal(nmissing, 1);
	assert_int_equal(nssm, 1);
	assert_string_equal(m->manifest.region, "us-west-2");
	assert_string_equal(m->manifest.service, "trainer");
	assert_null(m->manifest.task);
	assert_int_equal(m->manifest.noperations, 10);
	assert_string_equal(m->manifest.captured_at,
	    "2026-11-30T10:15:02.123000+00:00");
	/* The filter document and the manifest's copy are one answer. */
	assert_int_equal(m->manifest.nfilters, 1);
	assert_string_equal(m->manifest.filters[0].expression,
	    "attribute:ecs.instance-type =~ g5.*");
	assert_int_equal(m->manifest.filters[0].narns, 2);
	assert_string_equal(m->manifest.filters[0].origin.source,
	    "list-container-instances-filter-1.json");
	assert_string_equal(m->manifest.filters[0].origin.pointer,
	    "/containerInstanceArns");
	model_free(m);
}

/* A FIFO or directory named *.json in a bundle directory is skipped. */
static void
test_dir_skips_special(void **state)
{
	char dir[] = "/tmp/provdoc-test-load-XXXXXX";
	char *fifo, *sub, *doc;
	const char *path = dir;
	struct model *m = NULL;
	struct diag d;
	FILE *f;

	(void)state;
	assert_non_null(mkdtemp(dir));
	fifo = xasprintf("%s/fifo.json", dir);
	sub = xasprintf("%s/sub.json", dir);
	doc = xasprintf("%s/list-container-instances.json", dir);
	assert_int_equal(mkfifo(fifo, 0600), 0);
	assert_int_equal(mkdir(sub, 0700), 0);
	f = fopen(doc, "w");
	assert_non_null(f);
	fputs("{\"containerInstanceArns\": [\"arn:aws:ecs:r:1:"
	    "container-instance/c/1\"]}", f);
	fclose(f);
	diag_init(&d);
	/* Before the fix this open() of the FIFO never returned. */
	assert_int_equal(replay_load(&path, 1, &m, &d), 0);
	assert_int_equal(m->nfiles, 1);
	assert_int_equal(m->ninstance_arns, 1);
	model_free(m);
	diag_clear(&d);
	/* Only the FIFO and the directory left: no document at all. */
	unlink(doc);
	m = NULL;
	diag_init(&d);
	assert_int_equal(replay_load(&path, 1, &m, &d), -1);
	assert_non_null(strstr(d.message, "no *.json files"));
	diag_clear(&d);
	unlink(fifo);
	rmdir(sub);
	rmdir(dir);
	free(fifo);
	free(sub);
	free(doc);
}

/* A file given by path is named as written; two files merge. */
static void
test_files_and_pages(void **state)
{
	const char *paths[] = {
		DATA "/list-container-instances-1.json",
		DATA "/list-container-instances-2.json",
		DATA "/list-container-instances-1.json",
	};
	struct model *m = NULL;
	struct diag d;

	(void)state;
	diag_init(&d);
	assert_int_equal(replay_load(paths, 3, &m, &d), 0);
	assert_int_equal(m->nfiles, 3);
	assert_string_equal(m->files[0].name, paths[0]);
	/* Pages merge; the repeated page adds nothing. */
	assert_int_equal(m->ninstance_arns, 3);
	assert_string_equal(m->instance_arns[2],
	    "arn:aws:ecs:us-west-2:111122223333:container-instance/"
	    "5b0e6a3c-2d1f-4e8a-9c7b-1a2b3c4d5e6f");
	assert_int_equal(m->have, HAVE_INSTANCE_ARNS);
	model_free(m);
}

/* ---- shapes ---- */

static void
test_resources_by_type(void **state)
{
	struct model *m;
	const struct instance *in;

	(void)state;
	m = load_ok("{\"containerInstances\": [{"
	    "\"containerInstanceArn\": \"arn:aws:ecs:eu-west-1:1:"
	    "container-instance/7c1e\","
	    "\"registeredResources\": ["
	    " {\"name\": \"CPU\", \"type\": \"INTEGER\","
	    "  \"integerValue\": 2048,"
	    "  \"longValue\": 99, \"doubleValue\": 7.0},"
	    " {\"name\": \"MEMORY\", \"type\": \"LONG\", \"integerValue\": 1,"
	    "  \"longValue\": 8589934592},"
	    " {\"name\": \"SHARE\", \"type\": \"DOUBLE\", \"doubleValue\": 2.5,"
	    "  \"integerValue\": 0},"
	    " {\"name\": \"GPU\", \"type\": \"INTEGER\", \"integerValue\": 2,"
	    "  \"stringSetValue\": [\"a\", \"b\", \"c\"]},"
	    " {\"name\": \"PORTS\", \"type\": \"STRINGSET\","
	    "  \"integerValue\": 5, \"stringSetValue\": [\"22\"]},"
	    " {\"name\": \"ODD\", \"type\": \"VECTOR\", \"integerValue\": 5},"
	    " {\"name\": \"NOVAL\", \"type\": \"INTEGER\"}"
	    "],"
	    "\"attributes\": [{\"name\": \"ecs.capability.task-eni\"},"
	    " {\"name\": \"stack\", \"value\": \"prod\"}]}]}");
	in = &m->instances[0];
	assert_string_equal(in->id, "7c1e");
	assert_int_equal(model_res_int(&in->registered, "CPU"), 2048);
	assert_int_equal(model_res(&in->registered, "CPU")->type,
	    RES_INTEGER);
	assert_int_equal(model_res_int(&in->registered, "MEMORY"),
	    8589934592LL);
	assert_true(model_res(&in->registered, "SHARE")->dval == 2.5);
	assert_int_equal(model_res_int(&in->registered, "SHARE"), 2);
	assert_int_equal(model_res_int(&in->registered, "GPU"), 2);
	assert_int_equal(model_res_int(&in->registered, "PORTS"), 1);
	assert_int_equal(model_res(&in->registered, "ODD")->type, RES_NONE);
	assert_int_equal(model_res_int(&in->registered, "ODD"), -1);
	assert_int_equal(model_res_int(&in->registered, "NOVAL"), -1);
	assert_false(in->remaining.present);
	assert_int_equal(in->nattrs, 2);
	assert_null(in->attrs[0].value);
	assert_int_equal(in->attrs[1].index, 1);
	/* Absent values follow the model.h conventions. */
	assert_null(in->ec2_id);
	assert_int_equal(in->agent_connected, -1);
	assert_int_equal(in->running_tasks, -1);
	assert_false(model_has_time(in->registered_at));
	assert_string_equal(model_instance_name(in), "7c1e");
	model_free(m);
}

static void
test_bare_taskdef(void **state)
{
	struct model *m;
	const struct taskdef *td;

	(void)state;
	m = load_ok("{\"family\": \"web\", \"cpu\": \"1 vCPU\","
	    " \"memory\": \"2 GB\", \"networkMode\": \"awsvpc\","
	    " \"containerDefinitions\": [{\"name\": \"app\", \"image\": \"x\","
	    " \"resourceRequirements\": [{\"type\": \"GPU\", \"value\": "
	    "\"0.25\"}]}]}");
	assert_int_equal(m->ntaskdefs, 1);
	td = &m->taskdefs[0];
	assert_string_equal(td->family, "web");
	assert_int_equal(td->revision, -1);
	assert_null(td->arn);
	assert_string_equal(td->cpu, "1 vCPU");
	assert_string_equal(td->memory, "2 GB");
	assert_string_equal(td->origin.pointer, "");
	assert_string_equal(td->containers[0].reqs[0].value, "0.25");
	assert_int_equal(td->containers[0].cpu, -1);
	assert_int_equal(td->containers[0].essential, -1);
	assert_string_equal(m->files[0].kind, "task-definition");
	assert_true(m->have & HAVE_TASKDEF);
	assert_ptr_equal(model_find_taskdef(m, "web"), td);
	model_free(m);
}

static void
test_run_task_and_kinds(void **state)
{
	struct model *m;

	(void)state;
	/* tasks + a non-MISSING failure: run-task output. */
	m = load_ok("{\"tasks\": [{\"taskArn\": \"arn:aws:ecs:us-east-1:1:task/"
	    "c/abc\", \"lastStatus\": \"PROVISIONING\", \"cpu\": \"1 vCPU\","
	    " \"memory\": 512}], \"failures\": [{\"arn\": \"arn:aws:ecs:"
	    "us-east-1:1:container-instance/c/i1\", \"reason\": "
	    "\"RESOURCE:GPU\"}]}");
	assert_string_equal(m->files[0].kind, "run-task");
	assert_true(m->have & HAVE_FAILURES);
	assert_false(m->have & HAVE_TASKS);
	assert_int_equal(m->tasks[0].cpu, -1);
	assert_int_equal(m->tasks[0].memory, 512);
	assert_string_equal(m->tasks[0].id, "abc");
	assert_string_equal(m->failures[0].reason, "RESOURCE:GPU");
	assert_string_equal(m->failures[0].kind, "run-task");
	model_free(m);

	/* failures alone: run-task that placed nothing. */
	m = load_ok("{\"failures\": [{\"arn\": \"x\", \"reason\": "
	    "\"AGENT\"}]}");
	assert_string_equal(m->files[0].kind, "run-task");
	assert_int_equal(m->nfailures, 1);
	model_free(m);

	/* describe-tasks with only MISSING failures. */
	m = load_ok("{\"tasks\": [], \"failures\": [{\"arn\": \"x\", "
	    "\"reason\": \"MISSING\"}]}");
	assert_string_equal(m->files[0].kind, "describe-tasks");
	assert_true(m->have & HAVE_TASKS);
	assert_string_equal(m->failures[0].kind, "describe-tasks");
	model_free(m);

	m = load_ok("{\"capacityProviders\": [{\"name\": \"cp\"}], "
	    "\"failures\": []}");
	assert_string_equal(m->files[0].kind, "describe-capacity-providers");
	assert_true(m->have & HAVE_CAPACITY_PROVIDERS);
	model_free(m);

	m = load_ok("{\"InvalidParameters\": [\"/a/b\"]}");
	assert_string_equal(m->files[0].kind, "ssm-get-parameters");
	assert_true(m->have & HAVE_SSM);
	assert_string_equal(m->failures[0].arn, "/a/b");
	model_free(m);

	/* SSM sub-parameters carry plain values. */
	m = load_ok("{\"Parameters\": [{\"Name\": \"/aws/service/ecs/"
	    "optimized-ami/amazon-linux-2023/gpu/recommended/image_id\","
	    " \"Value\": \"ami-1\"}, {\"Name\": \"/p\","
	    " \"Value\": \"{bad\"}]}");
	assert_string_equal(m->ssm[0].image_id, "ami-1");
	assert_string_equal(m->ssm[1].value, "{bad");
	assert_null(m->ssm[1].image_id);
	model_free(m);

	/* Null list fields are absent, e.g. nextToken. */
	m = load_ok("{\"taskArns\": [], \"nextToken\": null}");
	assert_true(m->have & HAVE_TASK_ARNS);
	model_free(m);
}

/* Overlapping pages of describe-container-instances: first one wins. */
static void
test_merge_duplicates(void **state)
{
	struct model *m = model_new();
	char *msg;

	(void)state;
	assert_int_equal(load_str(m, "p1.json", "{\"containerInstances\": ["
	    "{\"containerInstanceArn\": \"arn:aws:ecs:r:1:container-instance/"
	    "c/a\", \"status\": \"ACTIVE\"},"
	    "{\"containerInstanceArn\": \"arn:aws:ecs:r:1:container-instance/"
	    "c/b\"}]}", &msg), 0);
	free(msg);
	assert_int_equal(load_str(m, "p2.json", "{\"containerInstances\": ["
	    "{\"containerInstanceArn\": \"arn:aws:ecs:r:1:container-instance/"
	    "c/a\", \"status\": \"DRAINING\"},"
	    "{\"containerInstanceArn\": \"arn:aws:ecs:r:1:container-instance/"
	    "c/c\"}]}", &msg), 0);
	free(msg);
	assert_int_equal(m->ninstances, 4);
	model_link(m);
	assert_int_equal(m->ninstances, 3);
	assert_string_equal(model_find_instance(m, "a")->status, "ACTIVE");
	assert_string_equal(model_find_instance(m, "a")->origin.source,
	    "p1.json");
	assert_string_equal(m->instances[2].id, "c");
	assert_string_equal(m->instances[2].origin.pointer,
	    "/containerInstances/1");
	model_free(m);
}

/* Pages of one filter answer merge; another expression stays apart. */
static void
test_filter_pages(void **state)
{
	struct model *m = model_new();
	const struct filter_answer *f;
	char *msg;

	(void)state;
	assert_int_equal(load_str(m, "f1.json", "{\"filter\": \"e\", "
	    "\"containerInstanceArns\": [\"a\", \"b\"], \"nextToken\": "
	    "\"t\"}", &msg), 0);
	free(msg);
	assert_int_equal(load_str(m, "g.json", "{\"filter\": \"g\", "
	    "\"containerInstanceArns\": []}", &msg), 0);
	free(msg);
	assert_int_equal(load_str(m, "f2.json", "{\"filter\": \"e\", "
	    "\"containerInstanceArns\": [\"c\", \"a\"]}", &msg), 0);
	free(msg);
	model_link(m);
	assert_int_equal(m->manifest.nfilters, 2);
	f = &m->manifest.filters[0];
	assert_string_equal(f->origin.source, "f1.json");
	assert_int_equal(f->narns, 3);
	assert_string_equal(f->arns[2], "c");
	assert_int_equal(m->manifest.filters[1].narns, 0);
	/* Filter answers are never taken for the cluster's instance list. */
	assert_int_equal(m->ninstance_arns, 0);
	assert_false(m->have & HAVE_INSTANCE_ARNS);
	model_free(m);
}

/* ---- timestamps ---- */

static void
test_timestamps(void **state)
{
	double t;

	(void)state;
	assert_true(iso("1970-01-01T00:00:00Z") == 0);
	assert_true(iso("2026-11-30T10:15:02+00:00") == 1796033702);
	assert_true(fabs(iso("2026-11-30T10:15:02.123000+00:00") -
	    1796033702.123) < 1e-6);
	assert_true(iso("2026-11-30T11:15:02+01:00") == 1796033702);
	assert_true(iso("2026-11-30T05:15:02-0500") == 1796033702);
	assert_true(iso("2026-11-30 10:15:02") == 1796033702);
	assert_true(iso("2024-02-29T00:00:00Z") == 1709164800);
	assert_true(iso("2000-03-01T00:00:00z") == 951868800);
	assert_true(iso("1969-12-31T23:59:59Z") == -1);
	assert_int_equal(load_parse_time("2026-02-29T00:00:00Z", &t), -1);
	assert_int_equal(load_parse_time("2026-13-01T00:00:00Z", &t), -1);
	assert_int_equal(load_parse_time("2026-11-30T24:00:00Z", &t), -1);
	assert_int_equal(load_parse_time("2026-11-30", &t), -1);
	assert_int_equal(load_parse_time("2026-11-30T10:15:02.Z", &t), -1);
	assert_int_equal(load_parse_time("2026-11-30T10:15:02+1", &t), -1);
	assert_int_equal(load_parse_time("2026-11-30T10:15:02Zjunk", &t), -1);
	assert_int_equal(load_parse_time("", &t), -1);
	assert_int_equal(load_parse_time(NULL, &t), -1);
}

/* The same instant as CLI v1 (epoch) and v2 (ISO) loads the same. */
static void
test_timestamp_forms(void **state)
{
	struct model *m;

	(void)state;
	m = load_ok("{\"containerInstances\": ["
	    "{\"containerInstanceArn\": \"a/1\", \"registeredAt\": "
	    "1796033702.5},"
	    "{\"containerInstanceArn\": \"a/2\", \"registeredAt\": "
	    "\"2026-11-30T10:15:02.500000+00:00\"},"
	    "{\"containerInstanceArn\": \"a/3\", \"registeredAt\": "
	    "1796033702},"
	    "{\"containerInstanceArn\": \"a/4\", \"registeredAt\": "
	    "\"1796033702.5\"}]}");
	assert_true(m->instances[0].registered_at ==
	    m->instances[1].registered_at);
	assert_true(m->instances[2].registered_at == 1796033702.0);
	assert_true(m->instances[3].registered_at == 1796033702.5);
	model_free(m);
}

/* ---- errors from files: positions and excerpts ---- */

static void
test_err_malformed(void **state)
{
	char *msg = replay_err(DATA "/bad/malformed.json");

	(void)state;
	assert_string_equal(msg,
	    "provdoc: error: malformed JSON: string or '}' expected near '}'\n"
	    "  at " DATA "/bad/malformed.json:6:9\n"
	    "            }\n"
	    "            ^\n");
	free(msg);
}

static void
test_err_file_kinds(void **state)
{
	char *msg;

	(void)state;
	msg = replay_err(DATA "/bad/empty.json");
	assert_string_equal(msg, "provdoc: error: empty file; expected a JSON "
	    "document\n  in " DATA "/bad/empty.json\n");
	free(msg);
	msg = replay_err(DATA "/bad/latin1.json");
	assert_non_null(strstr(msg, "malformed JSON: unable to decode byte "
	    "0xe9"));
	assert_non_null(strstr(msg, "/bad/latin1.json:1:124\n"));
	free(msg);
	msg = replay_err(DATA "/bad/huge.json");
	assert_non_null(strstr(msg, "malformed JSON: too big integer\n"));
	assert_non_null(strstr(msg, "/bad/huge.json:1:161\n"));
	free(msg);
	msg = replay_err(DATA "/bad/wrong-type.json");
	assert_string_equal(msg, "provdoc: error: expected an array, found a "
	    "string\n  at " DATA "/bad/wrong-type.json#/containerInstances/0/"
	    "registeredResources\n");
	free(msg);
	msg = replay_err(DATA "/no-such-dir");
	assert_string_equal(msg, "provdoc: error: cannot read '" DATA
	    "/no-such-dir': No such file or directory\n");
	free(msg);
	/* A directory with no documents is an error, not an empty bundle. */
	msg = replay_err("tests/unit");
	assert_string_equal(msg, "provdoc: error: no *.json files in "
	    "directory 'tests/unit'\n");
	free(msg);
}

/* A bad file inside a directory fails the whole load, named relatively. */
static void
test_err_in_directory(void **state)
{
	char *msg = replay_err(DATA "/bad");

	(void)state;
	/* empty.json sorts first. */
	assert_string_equal(msg, "provdoc: error: empty file; expected a JSON "
	    "document\n  in empty.json\n");
	free(msg);
}

static void
test_err_buffer_positions(void **state)
{
	(void)state;
	expect_err("{\"tasks\": [1, 2,]}",
	    "provdoc: error: malformed JSON: unexpected token near ']'\n"
	    "  at doc.json:1:17\n"
	    "    {\"tasks\": [1, 2,]}\n"
	    "                    ^\n");
	expect_err("{\n  \"a\": tru\n}",
	    "provdoc: error: malformed JSON: invalid token near 'tru'\n"
	    "  at doc.json:2:10\n"
	    "      \"a\": tru\n"
	    "             ^\n");
	expect_err("\"just a string\"",
	    "provdoc: error: malformed JSON: '[' or '{' expected near "
	    "'\"just a string\"'\n"
	    "  at doc.json:1:15\n"
	    "    \"just a string\"\n"
	    "                  ^\n");
	expect_err("", "provdoc: error: empty file; expected a JSON document\n"
	    "  in doc.json\n");
	/* Other AWS CLI output formats, and the command pasted with it. */
	expect_err("containerInstances:\n- agentConnected: true\n",
	    "provdoc: error: malformed JSON: '[' or '{' expected near "
	    "'containerInstances'; this looks like AWS CLI --output yaml; run "
	    "the command again with --output json\n"
	    "  at doc.json:1:18\n"
	    "    containerInstances:\n"
	    "                     ^\n");
	expect_err("CONTAINERINSTANCES\tTrue\tarn:aws:ecs:r:1:x\n",
	    "provdoc: error: malformed JSON: '[' or '{' expected near "
	    "'CONTAINERINSTANCES'; this looks like AWS CLI --output text; run "
	    "the command again with --output json\n"
	    "  at doc.json:1:18\n"
	    "    CONTAINERINSTANCES True arn:aws:ecs:r:1:x\n"
	    "                     ^\n");
	expect_err("------\n|  DescribeServices  |\n",
	    "provdoc: error: malformed JSON: '[' or '{' expected near '-'; "
	    "this looks like AWS CLI --output table; run the command again "
	    "with --output json\n"
	    "  at doc.json:1:1\n"
	    "    ------\n"
	    "    ^\n");
	expect_err("$ aws ecs describe-services\n{}",
	    "provdoc: error: malformed JSON: '[' or '{' expected near '$'; "
	    "the shell command was pasted too; keep only the JSON it printed\n"
	    "  at doc.json:1:1\n"
	    "    $ aws ecs describe-services\n"
	    "    ^\n");
	expect_err("\xff\xfe{\0", "provdoc: error: the file is UTF-16 "
	    "encoded; save it as UTF-8 (in PowerShell: | Out-File -Encoding "
	    "utf8)\n  in doc.json\n");
	/* A UTF-8 byte-order mark is skipped; columns count it. */
	expect_err("\xef\xbb\xbf{\"a\" 1}",
	    "provdoc: error: malformed JSON: ':' expected near '1'\n"
	    "  at doc.json:1:7\n"
	    "    \xef\xbb\xbf{\"a\" 1}\n"
	    "          ^\n");
}

static void
test_bom_files(void **state)
{
	struct model *m;
	char *msg;

	(void)state;
	m = load_dir(DATA "/bom");
	assert_int_equal(m->ntask_arns, 1);
	model_free(m);
	msg = replay_err(DATA "/bad/utf16.json");
	assert_string_equal(msg, "provdoc: error: the file is UTF-16 "
	    "encoded; save it as UTF-8 (in PowerShell: | Out-File -Encoding "
	    "utf8)\n  in " DATA "/bad/utf16.json\n");
	free(msg);
}

/* ---- errors from content: pointers and messages ---- */

static void
test_err_types(void **state)
{
	(void)state;
	expect_err("{\"containerInstances\": [{\"containerInstanceArn\": \"a\","
	    " \"registeredResources\": \"x\"}]}",
	    "provdoc: error: expected an array, found a string\n"
	    "  at doc.json#/containerInstances/0/registeredResources\n");
	expect_err("{\"taskDefinition\": {\"family\": \"f\", "
	    "\"containerDefinitions\": [{\"name\": \"a\"}, {\"name\": \"b\","
	    " \"cpu\": true}]}}",
	    "provdoc: error: expected an integer, found a boolean\n"
	    "  at doc.json#/taskDefinition/containerDefinitions/1/cpu\n");
	expect_err("{\"taskDefinition\": {\"family\": \"f\", \"cpu\": 1024}}",
	    "provdoc: error: expected a string, found an integer\n"
	    "  at doc.json#/taskDefinition/cpu\n");
	expect_err("{\"containerInstances\": [{\"containerInstanceArn\": \"a\","
	    " \"runningTasksCount\": 99999999999}]}",
	    "provdoc: error: expected an integer between -2147483648 and "
	    "2147483647, found 99999999999\n"
	    "  at doc.json#/containerInstances/0/runningTasksCount\n");
	expect_err("{\"containerInstances\": [{\"containerInstanceArn\": \"a\","
	    " \"registeredAt\": \"yesterday\"}]}",
	    "provdoc: error: expected a timestamp (epoch seconds or ISO-8601), "
	    "found 'yesterday'\n"
	    "  at doc.json#/containerInstances/0/registeredAt\n");
	expect_err("{\"tasks\": [{\"taskArn\": \"a\", \"createdAt\": "
	    "\"0x10\"}]}",
	    "provdoc: error: expected a timestamp (epoch seconds or ISO-8601), "
	    "found '0x10'\n"
	    "  at doc.json#/tasks/0/createdAt\n");
	/* Milliseconds (pasted from a JavaScript tool) and junk epochs. */
	expect_err("{\"services\": [{\"serviceName\": \"s\", \"events\": "
	    "[{\"createdAt\": 1796032867512, \"message\": \"m\"}]}]}",
	    "provdoc: error: epoch 1796032867512 is after the year 9999: it "
	    "looks like milliseconds; the AWS CLI and API give seconds\n"
	    "  at doc.json#/services/0/events/0/createdAt\n");
	expect_err("{\"containerInstances\": [{\"containerInstanceArn\": \"a\","
	    " \"registeredAt\": 1e300}]}",
	    "provdoc: error: epoch 1e+300 is outside 1970 to 9999; expected "
	    "epoch seconds or ISO-8601\n"
	    "  at doc.json#/containerInstances/0/registeredAt\n");
	expect_err("{\"tasks\": [{\"taskArn\": \"a\", \"createdAt\": -5}]}",
	    "provdoc: error: epoch -5 is outside 1970 to 9999; expected "
	    "epoch seconds or ISO-8601\n"
	    "  at doc.json#/tasks/0/createdAt\n");
	expect_err("{\"tasks\": [{\"taskArn\": \"a\", \"createdAt\": "
	    "\"1796032867512\"}]}",
	    "provdoc: error: epoch 1796032867512 is after the year 9999: it "
	    "looks like milliseconds; the AWS CLI and API give seconds\n"
	    "  at doc.json#/tasks/0/createdAt\n");
	expect_err("{\"containerInstances\": [\"a\"]}",
	    "provdoc: error: expected an object, found a string\n"
	    "  at doc.json#/containerInstances/0\n");
	expect_err("{\"containerInstances\": [{\"status\": \"ACTIVE\"}]}",
	    "provdoc: error: missing 'containerInstanceArn'\n"
	    "  at doc.json#/containerInstances/0\n");
	expect_err("{\"containerInstances\": {}}",
	    "provdoc: error: expected an array, found an object\n"
	    "  at doc.json#/containerInstances\n");
	expect_err("{\"tasks\": [{\"taskArn\": \"t\", \"containers\": [{"
	    "\"gpuIds\": [\"GPU-1\", 7]}]}]}",
	    "provdoc: error: expected a string, found an integer\n"
	    "  at doc.json#/tasks/0/containers/0/gpuIds/1\n");
	expect_err("{\"services\": [{\"serviceName\": \"s\", "
	    "\"networkConfiguration\": {\"awsvpcConfiguration\": {\"subnets\":"
	    " \"subnet-1\"}}}]}",
	    "provdoc: error: expected an array, found a string\n"
	    "  at doc.json#/services/0/networkConfiguration/"
	    "awsvpcConfiguration/subnets\n");
	expect_err("{\"containerInstances\": [{\"containerInstanceArn\": \"a\","
	    " \"attributes\": [{\"name\": \"a/b~c\", \"value\": 1}]}]}",
	    "provdoc: error: expected a string, found an integer\n"
	    "  at doc.json#/containerInstances/0/attributes/0/value\n");
	expect_err("{\"clusters\": [{\"clusterName\": \"c\", "
	    "\"capacityProviders\": [null]}]}",
	    "provdoc: error: expected a string, found null\n"
	    "  at doc.json#/clusters/0/capacityProviders/0\n");
}

static void
test_err_documents(void **state)
{
	(void)state;
	expect_err("{\"foo\": 1, \"bar\": [], \"nextToken\": null}",
	    "provdoc: error: unrecognised document: its top-level keys are "
	    "'foo', 'bar', 'nextToken'; expected one of the keys "
	    "containerInstances, containerInstanceArns, taskDefinition, "
	    "services, tasks, taskArns, clusters, failures, Parameters, "
	    "capacityProviders, or a provdoc manifest\n  in doc.json\n");
	expect_err("{}",
	    "provdoc: error: unrecognised document: the top-level object is "
	    "empty; expected one of the keys containerInstances, "
	    "containerInstanceArns, taskDefinition, services, tasks, taskArns, "
	    "clusters, failures, Parameters, capacityProviders, or a provdoc "
	    "manifest\n  in doc.json\n");
	expect_err("{\"containerInstanceArn\": \"arn:x\", \"ec2InstanceId\": "
	    "\"i-1\", \"status\": \"ACTIVE\"}",
	    "provdoc: error: this looks like a single container instance, not "
	    "a whole response; paste the whole describe-container-instances "
	    "output\n  in doc.json\n");
	expect_err("{\"taskArn\": \"t\", \"taskDefinitionArn\": \"td\"}",
	    "provdoc: error: this looks like a single task, not a whole "
	    "response; paste the whole describe-tasks output\n  in doc.json\n");
	expect_err("{\"serviceName\": \"s\", \"taskDefinition\": \"td\"}",
	    "provdoc: error: this looks like a single service, not a whole "
	    "response; paste the whole describe-services output\n"
	    "  in doc.json\n");
	expect_err("{\"clusterArn\": \"c\", \"capacityProviders\": []}",
	    "provdoc: error: this looks like a single cluster, not a whole "
	    "response; paste the whole describe-clusters output\n"
	    "  in doc.json\n");
	expect_err("[{\"containerInstanceArn\": \"a\"}]",
	    "provdoc: error: expected a JSON object at the top level, found "
	    "an array of what looks like container instances; paste the whole "
	    "describe-container-instances output\n  in doc.json\n");
	/* describe-tasks --query 'tasks[]': tasks name their instance too. */
	expect_err("[{\"taskArn\": \"t\", \"containerInstanceArn\": "
	    "\"arn:aws:ecs:r:1:container-instance/c/1\"}]",
	    "provdoc: error: expected a JSON object at the top level, found "
	    "an array of what looks like tasks; paste the whole "
	    "describe-tasks output\n  in doc.json\n");
	expect_err("{\"taskArn\": \"t\", \"containerInstanceArn\": \"a\", "
	    "\"lastStatus\": \"PROVISIONING\"}",
	    "provdoc: error: this looks like a single task, not a whole "
	    "response; paste the whole describe-tasks output\n  in doc.json\n");
	expect_err("[\"arn:aws:ecs:r:1:container-instance/c/1\"]",
	    "provdoc: error: expected a JSON object at the top level, found "
	    "an array of container-instance ARNs; paste the whole "
	    "list-container-instances output\n  in doc.json\n");
	expect_err("[]",
	    "provdoc: error: expected a JSON object at the top level, found "
	    "an array\n  in doc.json\n");
	expect_err("{\"schema\": \"provdoc.manifest/v9\"}",
	    "provdoc: error: unsupported manifest schema 'provdoc.manifest/v9';"
	    " this provdoc reads provdoc.manifest/v1\n  in doc.json\n");
	expect_err("{\"schema\": \"provdoc.report/v1\", \"verdict\": {}}",
	    "provdoc: error: a document with schema 'provdoc.report/v1' is not "
	    "part of a bundle; expected an AWS response or a "
	    "provdoc.manifest/v1 manifest\n  in doc.json\n");
	expect_err("{\"schema\": \"provdoc.manifest/v1\", \"target\": "
	    "\"svc\"}",
	    "provdoc: error: expected an object, found a string\n"
	    "  at doc.json#/target\n");
	expect_err("{\"taskDefinition\": \"web:3\"}",
	    "provdoc: error: expected an object, found a string\n"
	    "  at doc.json#/taskDefinition\n");
	expect_err("{\"containerInstances\": null}",
	    "provdoc: error: 'containerInstances' is null\n  in doc.json\n");
}

static void
test_err_second_manifest(void **state)
{
	struct model *m = model_new();
	char *msg;

	(void)state;
	assert_int_equal(load_str(m, "a.json", "{\"provdoc_manifest\": 1}",
	    &msg), 0);
	free(msg);
	assert_true(m->have & HAVE_MANIFEST);
	assert_int_equal(load_str(m, "b.json", "{\"schema\": "
	    "\"provdoc.manifest/v1\"}", &msg), -1);
	assert_string_equal(msg, "provdoc: error: a second manifest; a bundle "
	    "has at most one\n  in b.json\n");
	free(msg);
	model_free(m);
}

/* load_json_document works on trees built without any file (live mode). */
static void
test_live_tree(void **state)
{
	struct model *m = model_new();
	struct diag d;
	json_t *root;

	(void)state;
	diag_init(&d);
	root = json_pack("{s:[{s:s, s:s}]}", "containerInstances",
	    "containerInstanceArn", "arn:aws:ecs:r:1:container-instance/c/x",
	    "ec2InstanceId", "i-9");
	assert_int_equal(load_json_document(m, "DescribeContainerInstances",
	    root, &d), 0);
	json_decref(root);
	model_link(m);
	assert_string_equal(model_find_instance(m, "i-9")->origin.source,
	    "DescribeContainerInstances");
	assert_string_equal(m->derived_cluster, "c");
	diag_clear(&d);
	model_free(m);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bundle_counts),
		cmocka_unit_test(test_bundle_instances),
		cmocka_unit_test(test_bundle_tasks_services),
		cmocka_unit_test(test_bundle_other_docs),
		cmocka_unit_test(test_dir_skips_special),
		cmocka_unit_test(test_files_and_pages),
		cmocka_unit_test(test_resources_by_type),
		cmocka_unit_test(test_bare_taskdef),
		cmocka_unit_test(test_run_task_and_kinds),
		cmocka_unit_test(test_merge_duplicates),
		cmocka_unit_test(test_filter_pages),
		cmocka_unit_test(test_timestamps),
		cmocka_unit_test(test_timestamp_forms),
		cmocka_unit_test(test_err_malformed),
		cmocka_unit_test(test_err_file_kinds),
		cmocka_unit_test(test_err_in_directory),
		cmocka_unit_test(test_err_buffer_positions),
		cmocka_unit_test(test_bom_files),
		cmocka_unit_test(test_err_types),
		cmocka_unit_test(test_err_documents),
		cmocka_unit_test(test_err_second_manifest),
		cmocka_unit_test(test_live_tree),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
