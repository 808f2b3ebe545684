/*
 * test-runbook: the whole runbook (checks/runbook.c over steps 0-4) on
 * small hand-built models: the seed-like PD101 case with and without the
 * SSM answer, a cause at a later step, placeable with next hints, the
 * inconclusive cases, a task without GPUs, PD203/PD205, PD304 and the
 * event cross-check. It does not load bundles.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "checks/runbook.h"
#include "model/model.h"
#include "report/report.h"
#include "util/exitcode.h"
#include "util/banned.h"

#define NI	4

struct inst {
	struct resource		 reg[3], rem[3];
	struct attribute	 attrs[3];
	char			 arn[96], id[32], ec2[32], ptr[32];
};

struct w {
	struct model		 m;
	struct instance		 in[NI];
	struct inst		 x[NI];
	const char		*gpu_reg[NI][4], *gpu_rem[NI][4];
	struct taskdef		 td;
	struct container_def	 c;
	struct resreq		 q;
	struct service		 svc;
	struct svc_event	 ev[2];
	struct ssm_param	 ssm;
	struct task		 task;
	struct task_container	 tc;
	struct task		*tptr[1];
	struct target		 t;
	struct report		 r;
};

static void
res(struct resource *r, const char *name, int64_t v, int index)
{
	r->name = name;
	r->type = RES_INTEGER;
	r->ival = v;
	r->index = index;
}

/* An instance: type, CPU/MEMORY registered and free, GPUs registered/free. */
static void
inst(struct w *w, size_t i, const char *type, int64_t cpu, int64_t cpu_free,
    int64_t mem, int64_t mem_free, int gpus, int gpus_free)
{
	struct instance *in = &w->in[i];
	struct inst *x = &w->x[i];
	int g;

	snprintf(x->id, sizeof(x->id), "ci%zu", i);
	snprintf(x->arn, sizeof(x->arn),
	    "arn:aws:ecs:us-east-1:1:container-instance/inference/ci%zu", i);
	snprintf(x->ec2, sizeof(x->ec2), "i-%zu", i);
	snprintf(x->ptr, sizeof(x->ptr), "/containerInstances/%zu", i);
	in->arn = x->arn;
	in->id = x->id;
	in->ec2_id = x->ec2;
	in->status = "ACTIVE";
	in->agent_connected = 1;
	in->running_tasks = 0;
	in->pending_tasks = 0;
	in->origin.source = "describe-container-instances.json";
	in->origin.pointer = x->ptr;
	res(&x->reg[0], "CPU", cpu, 0);
	res(&x->reg[1], "MEMORY", mem, 1);
	res(&x->rem[0], "CPU", cpu_free, 0);
	res(&x->rem[1], "MEMORY", mem_free, 1);
	in->registered.v = x->reg;
	in->registered.n = 2;
	in->registered.present = true;
	in->remaining.v = x->rem;
	in->remaining.n = 2;
	in->remaining.present = true;
	if (gpus > 0) {
		for (g = 0; g < gpus; g++)
			w->gpu_reg[i][g] = g == 0 ? "GPU-a" : g == 1 ? "GPU-b" :
			    g == 2 ? "GPU-c" : "GPU-d";
		for (g = 0; g < gpus_free; g++)
			w->gpu_rem[i][g] = w->gpu_reg[i][gpus - 1 - g];
		x->reg[2] = (struct resource){ .name = "GPU",
		    .type = RES_STRINGSET, .set = w->gpu_reg[i],
		    .nset = (size_t)gpus, .index = 2 };
		x->rem[2] = (struct resource){ .name = "GPU",
		    .type = RES_STRINGSET, .set = w->gpu_rem[i],
		    .nset = (size_t)gpus_free, .index = 2 };
		in->registered.n = 3;
		in->remaining.n = 3;
	}
	x->attrs[0] = (struct attribute){ "ecs.instance-type", type, 0 };
	x->attrs[1] = (struct attribute){ "ecs.ami-id", "ami-gpu", 1 };
	x->attrs[2] = (struct attribute){ "ecs.os-type", "linux", 2 };
	in->attrs = x->attrs;
	in->nattrs = 3;
	in->attrs_present = true;
	if (i + 1 > w->m.ninstances)
		w->m.ninstances = i + 1;
}

/* A service embed-worker, task definition embed-worker:3 asking cpu/mem/gpu. */
static void
w_init(struct w *w, int cpu, int mem, const char *gpu)
{
	memset(w, 0, sizeof(*w));
	w->m.instances = w->in;
	w->m.have = HAVE_INSTANCES | HAVE_TASKDEF | HAVE_SERVICE;
	w->td.family = "embed-worker";
	w->td.revision = 3;
	w->td.network_mode = "bridge";
	w->td.containers = &w->c;
	w->td.ncontainers = 1;
	w->td.origin.source = "describe-task-definition.json";
	w->td.origin.pointer = "/taskDefinition";
	w->c.name = "server";
	w->c.image = "nvidia/cuda:12.4.1-runtime";
	w->c.cpu = cpu;
	w->c.memory = mem;
	w->c.memory_reservation = -1;
	if (gpu != NULL) {
		w->q.type = "GPU";
		w->q.value = gpu;
		w->c.reqs = &w->q;
		w->c.nreqs = 1;
	}
	w->svc.name = "embed-worker";
	w->svc.launch_type = "EC2";
	w->svc.origin.source = "describe-services.json";
	w->svc.origin.pointer = "/services/0";
	w->t.cluster = "inference";
	w->t.region = "us-east-1";
	w->t.taskdef = &w->td;
	w->t.service = &w->svc;
	report_init(&w->r);
}

static void
w_run(struct w *w)
{
	assert_int_equal(runbook_run(&w->m, &w->t, &w->r), 0);
}

static const struct finding *
find(const struct w *w, const char *code, const char *instance)
{
	size_t i;

	for (i = 0; i < w->r.nfindings; i++) {
		const struct finding *f = &w->r.findings[i];

		if (strcmp(f->code, code) != 0)
			continue;
		if (instance == NULL || (f->instance != NULL &&
		    strcmp(f->instance, instance) == 0))
			return f;
	}
	return NULL;
}

static bool
fix_has(const struct fix_step *v, size_t n, const char *text)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (strstr(v[i].text, text) != NULL)
			return true;
	}
	return false;
}

static void
seed(struct w *w)
{
	w_init(w, 3584, 14000, "1");
	inst(w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 0, 0);
	inst(w, 1, "g5.xlarge", 4096, 4096, 15563, 15563, 0, 0);
	inst(w, 2, "g5.xlarge", 4096, 4096, 15563, 15563, 0, 0);
	inst(w, 3, "m5.large", 2048, 2048, 7680, 7680, 0, 0);
	w->x[3].attrs[1].value = "ami-std";
}

static void
test_seed_pd101(void **state)
{
	struct w w;

	(void)state;
	seed(&w);
	w_run(&w);
	assert_int_equal(w.r.verdict.kind, VERDICT_BLOCKED);
	assert_string_equal(w.r.verdict.cause, "PD101");
	assert_int_equal(report_exit_status(&w.r), PD_EXIT_BLOCKED);
	assert_string_equal(w.r.verdict.summary, "none of 4 instances can take "
	    "embed-worker:3: 3 g5.xlarge registered no GPU (PD101), "
	    "1 m5.large has no GPU (PD102)");
	assert_int_equal(w.r.steps[0].status, STEP_PASS);
	assert_int_equal(w.r.steps[1].status, STEP_FAIL);
	assert_int_equal(w.r.steps[1].in, 4);
	assert_int_equal(w.r.steps[1].out, 0);
	assert_non_null(find(&w, "PD102", "i-3"));
	assert_null(find(&w, "PD101", "i-3"));
	assert_int_equal(w.r.insts[0].excluded_at, 1);
	/* The m5 would not fit even with a GPU: still evaluated at step 3. */
	assert_non_null(find(&w, "PD303", "i-3"));
	/* After PD101's fix, nothing blocks the g5s: no blockers. */
	assert_int_equal(w.r.verdict.nblockers, 0);
	/* No SSM answer: both sub-causes, one command naming all three ids. */
	assert_true(fix_has(w.r.verdict.fix, w.r.verdict.nfix,
	    "--instance-ids i-0 i-1 i-2 --region us-east-1"));
	assert_true(fix_has(w.r.verdict.fix, w.r.verdict.nfix,
	    "ECS_ENABLE_GPU_SUPPORT=true"));
	assert_true(fix_has(w.r.verdict.fix, w.r.verdict.nfix,
	    "aws ssm get-parameters --names /aws/service/ecs/optimized-ami/"
	    "amazon-linux-2023/gpu/recommended --region us-east-1 --query "
	    "'Parameters[0].Value'"));
	report_free(&w.r);
}

static void
test_pd101_ssm(void **state)
{
	struct w w;

	(void)state;
	/* The instances run the recommended GPU AMI: the flag is off. */
	seed(&w);
	w.ssm.name = "/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/"
	    "recommended";
	w.ssm.image_id = "ami-gpu";
	w.m.ssm = &w.ssm;
	w.m.nssm = 1;
	w.m.have |= HAVE_SSM;
	w_run(&w);
	assert_string_equal(w.r.verdict.cause, "PD101");
	assert_non_null(strstr(find(&w, "PD101", "i-0")->message,
	    "although it runs the recommended ECS GPU-optimized AMI"));
	assert_true(fix_has(w.r.verdict.fix, w.r.verdict.nfix,
	    "echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config"));
	assert_true(fix_has(w.r.verdict.fix, w.r.verdict.nfix,
	    "sudo systemctl restart ecs"));
	assert_true(fix_has(w.r.verdict.fix, w.r.verdict.nfix,
	    "ls /var/lib/ecs/gpu/nvidia-gpu-info.json"));
	assert_false(fix_has(w.r.verdict.fix, w.r.verdict.nfix,
	    "create-launch-template-version"));
	report_free(&w.r);

	/* A different AMI: relaunch from the GPU AMI. */
	seed(&w);
	w.ssm.name = "/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/"
	    "recommended";
	w.ssm.image_id = "ami-newgpu";
	w.m.ssm = &w.ssm;
	w.m.nssm = 1;
	w_run(&w);
	assert_non_null(strstr(find(&w, "PD101", "i-1")->message,
	    "is not the recommended ECS GPU-optimized AMI ami-newgpu"));
	assert_true(fix_has(w.r.verdict.fix, w.r.verdict.nfix,
	    "\"ImageId\":\"ami-newgpu\""));
	assert_false(fix_has(w.r.verdict.fix, w.r.verdict.nfix,
	    "systemctl restart ecs"));
	report_free(&w.r);
}

static void
test_unsupported_families(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 1024, 4000, "1");
	inst(&w, 0, "g4ad.xlarge", 4096, 4096, 15000, 15000, 0, 0);
	inst(&w, 1, "g5g.xlarge", 4096, 4096, 7600, 7600, 0, 0);
	inst(&w, 2, "g4dn.xlarge", 4096, 4096, 15000, 15000, 0, 0);
	w.x[2].attrs[2].value = "windows";
	inst(&w, 3, "x9.huge", 4096, 4096, 15000, 15000, 0, 0);
	w_run(&w);
	assert_non_null(find(&w, "PD103", "i-0"));
	assert_non_null(find(&w, "PD103", "i-1"));
	assert_non_null(find(&w, "PD103", "i-2"));
	assert_null(find(&w, "PD101", NULL));
	assert_non_null(strstr(find(&w, "PD107", "i-3")->message,
	    "instance type x9.huge is not in provdoc's table"));
	assert_string_equal(w.r.verdict.cause, "PD103");
	report_free(&w.r);
}

static void
test_later_step_cause(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 3584, 14000, "1");
	inst(&w, 0, "g5.xlarge", 4096, 512, 15563, 1563, 1, 0);
	inst(&w, 1, "g5.2xlarge", 8192, 8192, 31540, 11540, 1, 1);
	w_run(&w);
	assert_int_equal(w.r.verdict.kind, VERDICT_BLOCKED);
	assert_string_equal(w.r.verdict.cause, "PD302");
	assert_int_equal(w.r.insts[0].excluded_at, 2);
	assert_int_equal(w.r.insts[1].excluded_at, 3);
	assert_int_equal(w.r.steps[2].status, STEP_PASS);
	assert_int_equal(w.r.steps[3].status, STEP_FAIL);
	assert_non_null(find(&w, "PD201", "i-0"));
	/* Tasks not captured: who holds the GPU is unknown. */
	assert_int_equal(find(&w, "PD290", "i-0")->sev, SEV_INCONCLUSIVE);
	assert_string_equal(w.r.verdict.summary, "none of 2 instances can "
	    "take embed-worker:3: 1 g5.xlarge has no free GPU (PD201), "
	    "1 g5.2xlarge has too little free memory (PD302)");
	assert_non_null(strstr(find(&w, "PD302", "i-1")->message,
	    "the task needs 14000 MiB, 11540 MiB free of 31540 registered"));
	report_free(&w.r);
}

static void
test_placeable(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 3584, 14000, "1");
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 1);
	inst(&w, 1, "m5.large", 2048, 2048, 7680, 7680, 0, 0);
	w.ev[0] = (struct svc_event){ "e1", 1764495667.0, "service "
	    "embed-worker was unable to place a task because no container "
	    "instance met all of its requirements.", 0 };
	w.svc.events = w.ev;
	w.svc.nevents = 1;
	w_run(&w);
	assert_int_equal(w.r.verdict.kind, VERDICT_PLACEABLE);
	assert_int_equal(report_exit_status(&w.r), PD_EXIT_OK);
	assert_int_equal(w.r.verdict.nplaceable_on, 1);
	assert_string_equal(w.r.verdict.placeable_on[0], "i-0");
	assert_string_equal(w.r.verdict.cause, "");
	/* ECS's generic event contradicts "placeable now": a stale hint. */
	assert_int_equal(w.r.nsaid, 1);
	assert_int_equal(w.r.said[0].agrees, 0);
	assert_string_equal(w.r.said[0].when, "2025-11-30T09:41:07Z");
	assert_true(w.r.verdict.nnext >= 1);
	assert_non_null(strstr(w.r.verdict.next[w.r.verdict.nnext - 1],
	    "predates"));
	report_free(&w.r);
}

static void
test_inconclusive(void **state)
{
	struct w w;

	(void)state;
	/* The only GPU instance has no registeredResources in the data. */
	w_init(&w, 1024, 4000, "1");
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 1);
	inst(&w, 1, "m5.large", 2048, 2048, 7680, 7680, 0, 0);
	w.in[0].registered.present = false;
	w.in[0].registered.n = 0;
	w_run(&w);
	assert_int_equal(w.r.verdict.kind, VERDICT_INCONCLUSIVE);
	assert_int_equal(report_exit_status(&w.r), PD_EXIT_INCONCLUSIVE);
	assert_int_equal(find(&w, "PD190", "i-0")->sev, SEV_INCONCLUSIVE);
	assert_int_equal(w.r.steps[1].status, STEP_INCONCLUSIVE);
	assert_int_equal(w.r.steps[1].unknown, 1);
	report_free(&w.r);

	/* Listed but not described: never "blocked" by what is described. */
	w_init(&w, 1024, 4000, "1");
	inst(&w, 0, "m5.large", 2048, 2048, 7680, 7680, 0, 0);
	w.m.instance_arns = (const char *[]){ w.x[0].arn,
	    "arn:aws:ecs:us-east-1:1:container-instance/inference/zz" };
	w.m.ninstance_arns = 2;
	w_run(&w);
	assert_int_equal(w.r.verdict.kind, VERDICT_INCONCLUSIVE);
	assert_non_null(find(&w, "PD190", NULL));
	report_free(&w.r);

	/* No instance data at all. */
	w_init(&w, 1024, 4000, "1");
	w.m.have = HAVE_TASKDEF | HAVE_SERVICE;
	w_run(&w);
	assert_int_equal(w.r.verdict.kind, VERDICT_INCONCLUSIVE);
	assert_null(find(&w, "PD100", NULL));
	report_free(&w.r);
}

static void
test_gpu_entry_unreadable(void **state)
{
	struct w w;

	(void)state;
	/*
	 * No GPU entry, but the agent reports a driver: provdoc cannot read
	 * the GPUs from this data and must not claim PD101.
	 */
	w_init(&w, 1024, 4000, "1");
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 0, 0);
	w.x[0].attrs[2] = (struct attribute){
	    "ecs.capability.gpu-driver-version", "580.178.04", 2 };
	w_run(&w);
	assert_null(find(&w, "PD101", NULL));
	assert_int_equal(find(&w, "PD190", "i-0")->sev, SEV_INCONCLUSIVE);
	assert_int_equal(w.r.verdict.kind, VERDICT_INCONCLUSIVE);
	report_free(&w.r);
}

static void
test_no_instances(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 1024, 4000, "1");
	w_run(&w);
	assert_int_equal(w.r.verdict.kind, VERDICT_BLOCKED);
	assert_string_equal(w.r.verdict.cause, "PD100");
	assert_true(fix_has(w.r.verdict.fix, w.r.verdict.nfix,
	    "echo ECS_CLUSTER=inference >> /etc/ecs/ecs.config"));
	report_free(&w.r);
}

static void
test_no_gpu_task(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 1024, 2000, NULL);
	inst(&w, 0, "m5.large", 2048, 2048, 7680, 7680, 0, 0);
	inst(&w, 1, "m5.large", 2048, 2048, 7680, 7680, 0, 0);
	w.in[1].status = "DRAINING";
	w_run(&w);
	assert_int_equal(w.r.verdict.kind, VERDICT_PLACEABLE);
	assert_int_equal(w.r.steps[2].status, STEP_SKIP);
	assert_string_equal(w.r.steps[2].note, "n/a: the task requests no GPU");
	assert_non_null(find(&w, "PD106", "i-1"));
	assert_null(find(&w, "PD102", NULL));
	report_free(&w.r);

	w_init(&w, 1024, 2000, NULL);
	inst(&w, 0, "m5.large", 2048, 2048, 7680, 7680, 0, 0);
	w_run(&w);
	assert_int_equal(w.r.steps[1].status, STEP_SKIP);
	assert_string_equal(w.r.steps[1].note, "n/a: the task requests no GPU");
	report_free(&w.r);
}

static void
test_gpu_counts(void **state)
{
	struct w w;

	(void)state;
	/* 8 GPUs on a cluster of 1- and 4-GPU types: PD203, unplaceable. */
	w_init(&w, 1024, 4000, "8");
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 1);
	inst(&w, 1, "g5.12xlarge", 49152, 49152, 189730, 189730, 4, 4);
	w_run(&w);
	assert_string_equal(w.r.verdict.cause, "PD203");
	assert_null(find(&w, "PD205", NULL));
	report_free(&w.r);

	/* 4 GPUs: the g5.12xlarge is busy, the g5.xlarge too small. */
	w_init(&w, 1024, 4000, "4");
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 1);
	inst(&w, 1, "g5.12xlarge", 49152, 49152, 189730, 189730, 4, 2);
	w_run(&w);
	assert_null(find(&w, "PD203", NULL));
	assert_non_null(find(&w, "PD205", "i-0"));
	assert_non_null(find(&w, "PD201", "i-1"));
	report_free(&w.r);

	/*
	 * A type not in provdoc's table (p6-b200.48xlarge, 8 GPUs) or no
	 * ecs.instance-type at all: its size is unknown, so no PD203 ("no
	 * type has more than 0"); PD205 says what the instances registered.
	 */
	w_init(&w, 1024, 4000, "2");
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 1);
	inst(&w, 1, "p6-b200.48xlarge", 4096, 4096, 15563, 15563, 1, 1);
	w_run(&w);
	assert_null(find(&w, "PD203", NULL));
	assert_string_equal(w.r.verdict.cause, "PD205");
	assert_non_null(find(&w, "PD205", "i-1"));
	report_free(&w.r);
	w_init(&w, 1024, 4000, "2");
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 1);
	inst(&w, 1, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 1);
	w.in[0].nattrs = w.in[1].nattrs = 0;
	w_run(&w);
	assert_null(find(&w, "PD203", NULL));
	assert_string_equal(w.r.verdict.cause, "PD205");
	/* Untyped instances are counted in the plural. */
	assert_non_null(strstr(w.r.verdict.summary,
	    "2 instances have too few GPUs"));
	report_free(&w.r);
	/* A non-GPU family outside the table (m5) still allows PD203. */
	w_init(&w, 1024, 4000, "2");
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 1);
	inst(&w, 1, "m5.large", 2048, 2048, 7680, 7680, 0, 0);
	w_run(&w);
	assert_string_equal(w.r.verdict.cause, "PD203");
	report_free(&w.r);

	/* A p3.8xlarge that registered 3 of its 4 GPUs: PD104 is the cause. */
	w_init(&w, 1024, 4000, "4");
	inst(&w, 0, "p3.8xlarge", 32768, 32768, 240000, 240000, 3, 3);
	w_run(&w);
	assert_string_equal(w.r.verdict.cause, "PD104");
	report_free(&w.r);
}

/* A task target's run-task overrides replace the task definition's asks. */
static void
test_task_overrides(void **state)
{
	struct w w;
	struct resreq gpu2 = { "GPU", "2", 0 };
	struct container_ovr o;

	(void)state;
	/* Task definition: 1 GPU, which the free g5.xlarge has. */
	w_init(&w, 1024, 4000, "1");
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 1);
	w.task.id = "t1";
	w.task.arn = "arn:aws:ecs:us-east-1:1:task/inference/t1";
	w.task.desired_status = "RUNNING";
	w.task.last_status = "PROVISIONING";
	w.task.origin.source = "describe-tasks.json";
	w.task.origin.pointer = "/tasks/0";
	w.t.task = &w.task;
	w.t.service = NULL;
	w_run(&w);
	assert_int_equal(w.r.verdict.kind, VERDICT_PLACEABLE);
	report_free(&w.r);

	/* --overrides asked the server container for 2 GPUs. */
	memset(&o, 0, sizeof(o));
	o.name = "server";
	o.cpu = o.memory = o.memory_reservation = -1;
	o.reqs = &gpu2;
	o.nreqs = 1;
	o.has_reqs = true;
	w.task.ovr = &o;
	w.task.novr = 1;
	report_init(&w.r);
	w_run(&w);
	assert_string_equal(w.r.verdict.cause, "PD203");
	/* The model's task definition is untouched. */
	assert_string_equal(w.td.containers[0].reqs[0].value, "1");
	report_free(&w.r);

	/* Only memory overridden, at the task level: never fits. */
	w.task.novr = 0;
	w.task.ovr_memory = "20000";
	report_init(&w.r);
	w_run(&w);
	assert_string_equal(w.r.verdict.cause, "PD303");
	report_free(&w.r);
}

static void
test_fragmentation(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 1024, 14000, "1");
	inst(&w, 0, "g5.2xlarge", 8192, 8192, 31540, 11540, 1, 1);
	inst(&w, 1, "g5.2xlarge", 8192, 8192, 31540, 11540, 1, 1);
	inst(&w, 2, "g5.2xlarge", 8192, 8192, 31540, 11540, 1, 1);
	w_run(&w);
	assert_string_equal(w.r.verdict.cause, "PD304");
	report_free(&w.r);

	/* Two instances 270 MiB short each: a shortage, not fragmentation. */
	w_init(&w, 1024, 14000, "1");
	inst(&w, 0, "g5.12xlarge", 49152, 49152, 189730, 13730, 4, 4);
	inst(&w, 1, "g5.12xlarge", 49152, 49152, 189730, 13730, 4, 4);
	w_run(&w);
	assert_string_equal(w.r.verdict.cause, "PD302");
	assert_null(find(&w, "PD304", NULL));
	report_free(&w.r);
}

static void
test_stopping_holder(void **state)
{
	struct w w;

	(void)state;
	/* ECS lists the GPU free; a stopping task still holds it. */
	w_init(&w, 1024, 4000, "1");
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 1);
	w.m.have |= HAVE_TASKS;
	w.tc.gpu_ids = w.gpu_reg[0];
	w.tc.ngpu_ids = 1;
	w.task.id = "old1";
	w.task.arn = "arn:aws:ecs:us-east-1:1:task/inference/old1";
	w.task.desired_status = "STOPPED";
	w.task.last_status = "RUNNING";
	w.task.stopping_at = 1764495000.0;
	w.task.containers = &w.tc;
	w.task.ncontainers = 1;
	w.task.origin.source = "describe-tasks.json";
	w.task.origin.pointer = "/tasks/0";
	w.tptr[0] = &w.task;
	w.in[0].tasks = w.tptr;
	w.in[0].ntasks = 1;
	w_run(&w);
	assert_int_equal(w.r.verdict.kind, VERDICT_PLACEABLE);
	assert_int_equal(find(&w, "PD202", "i-0")->sev, SEV_WARNING);
	assert_non_null(strstr(w.r.verdict.next[0], "PD202"));
	report_free(&w.r);

	/* The GPU is not free and the stopping task holds it: blocking. */
	w_init(&w, 1024, 4000, "1");
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 0);
	w.m.have |= HAVE_TASKS;
	w.tc.gpu_ids = w.gpu_reg[0];
	w.tc.ngpu_ids = 1;
	w.task.id = "old1";
	w.task.desired_status = "STOPPED";
	w.task.last_status = "DEACTIVATING";
	w.task.containers = &w.tc;
	w.task.ncontainers = 1;
	w.tptr[0] = &w.task;
	w.in[0].tasks = w.tptr;
	w.in[0].ntasks = 1;
	w_run(&w);
	assert_int_equal(find(&w, "PD202", "i-0")->sev, SEV_ERROR);
	assert_non_null(strstr(find(&w, "PD201", "i-0")->message,
	    "held by old1"));
	assert_null(find(&w, "PD290", NULL));
	assert_string_equal(w.r.verdict.cause, "PD202");
	report_free(&w.r);
}

static void
test_step3_rest(void **state)
{
	struct w w;
	struct attribute need[2] = {
		{ "com.amazonaws.ecs.capability.docker-remote-api.1.43", NULL,
		    0 },
		{ "stack", "prod", 1 },
	};
	struct attribute have[2][4];
	struct portmap pm = { 80, 8080, NULL, NULL };
	const char *used[2][1] = { { "8080" }, { "22" } };
	size_t i;

	(void)state;
	w_init(&w, 1024, 4000, NULL);
	inst(&w, 0, "m5.large", 2048, 2048, 7680, 7680, 0, 0);
	inst(&w, 1, "m5.large", 2048, 2048, 7680, 7680, 0, 0);
	w.td.requires_attrs = need;
	w.td.nrequires_attrs = 2;
	w.c.ports = &pm;
	w.c.nports = 1;
	for (i = 0; i < 2; i++) {
		have[i][0] = w.x[i].attrs[0];
		have[i][1] = (struct attribute){ i == 0 ?
		    "com.amazonaws.ecs.capability.docker-remote-api.1.44" :
		    "com.amazonaws.ecs.capability.docker-remote-api.1.39",
		    NULL, 1 };
		have[i][2] = (struct attribute){ "stack",
		    i == 0 ? "prod" : "dev", 2 };
		w.in[i].attrs = have[i];
		w.in[i].nattrs = 3;
		w.x[i].rem[2] = (struct resource){ .name = "PORTS",
		    .type = RES_STRINGSET, .set = used[i], .nset = 1,
		    .index = 2 };
		w.in[i].remaining.n = 3;
	}
	w_run(&w);
	/* i-0: 1.44 satisfies 1.43 and stack matches; port 8080 is taken. */
	assert_non_null(find(&w, "PD305", "i-0"));
	assert_null(find(&w, "PD307", "i-0"));
	/* i-1: Docker API too old, stack differs, the port is free. */
	assert_null(find(&w, "PD305", "i-1"));
	assert_non_null(strstr(find(&w, "PD307", "i-1")->message,
	    "the task needs Docker remote API 1.43, the instance offers "
	    "1.39"));
	assert_int_equal(w.r.verdict.kind, VERDICT_BLOCKED);
	report_free(&w.r);

	/* awsvpc on a g5.xlarge without trunking: 3 task ENIs at most. */
	w_init(&w, 1024, 4000, "1");
	w.td.network_mode = "awsvpc";
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 1);
	w.in[0].running_tasks = 2;
	w_run(&w);
	assert_int_equal(w.r.verdict.kind, VERDICT_PLACEABLE);
	report_free(&w.r);

	w_init(&w, 1024, 4000, "1");
	w.td.network_mode = "awsvpc";
	inst(&w, 0, "g5.xlarge", 4096, 4096, 15563, 15563, 1, 1);
	w.in[0].running_tasks = 3;
	w_run(&w);
	assert_int_equal(find(&w, "PD391", "i-0")->sev, SEV_INCONCLUSIVE);
	assert_int_equal(w.r.verdict.kind, VERDICT_INCONCLUSIVE);
	report_free(&w.r);
}

static void
test_event_crosscheck(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 3584, 14000, "1");
	inst(&w, 0, "g5.2xlarge", 8192, 8192, 31540, 11540, 1, 1);
	w.ev[0] = (struct svc_event){ "e2", 1764495667.0, "service "
	    "embed-worker was unable to place a task because no container "
	    "instance met all of its requirements. The closest matching "
	    "container-instance ci0 has insufficient memory available.", 0 };
	w.ev[1] = (struct svc_event){ "e1", 1764490000.0, "service "
	    "embed-worker was unable to place a task because no container "
	    "instance met all of its requirements. The closest matching "
	    "container-instance gone1 has insufficient CPU units available.",
	    1 };
	w.svc.events = w.ev;
	w.svc.nevents = 2;
	w_run(&w);
	assert_string_equal(w.r.verdict.cause, "PD302");
	assert_int_equal(w.r.nsaid, 2);
	assert_int_equal(w.r.said[0].agrees, 1);
	assert_string_equal(w.r.said[0].instance, "i-0");
	assert_string_equal(w.r.said[0].reason, "RESOURCE:MEMORY");
	assert_string_equal(w.r.said[0].ev.pointer, "/services/0/events/0");
	assert_int_equal(w.r.said[1].agrees, -1);
	report_free(&w.r);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_seed_pd101),
		cmocka_unit_test(test_pd101_ssm),
		cmocka_unit_test(test_unsupported_families),
		cmocka_unit_test(test_later_step_cause),
		cmocka_unit_test(test_placeable),
		cmocka_unit_test(test_inconclusive),
		cmocka_unit_test(test_gpu_entry_unreadable),
		cmocka_unit_test(test_no_instances),
		cmocka_unit_test(test_no_gpu_task),
		cmocka_unit_test(test_gpu_counts),
		cmocka_unit_test(test_task_overrides),
		cmocka_unit_test(test_fragmentation),
		cmocka_unit_test(test_stopping_holder),
		cmocka_unit_test(test_step3_rest),
		cmocka_unit_test(test_event_crosscheck),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
