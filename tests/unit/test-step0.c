/*
 * test-step0: step 0 (checks/step0-taskdef.c): the task-level cpu/memory
 * string forms, every GPU value form, the fractional rules (PD003), the
 * Fargate and Windows cases (PD001, PD006), memory nowhere (PD004), and
 * the reservation rules (task-level wins, else sums with memoryReservation
 * before memory), host ports, network mode and task group.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "checks/check.h"
#include "checks/step0.h"
#include "model/model.h"
#include "report/report.h"
#include "util/arena.h"
#include "util/banned.h"

static void
test_parse_cpu(void **state)
{
	(void)state;
	assert_int_equal(check_parse_cpu("1024"), 1024);
	assert_int_equal(check_parse_cpu(" 256 "), 256);
	assert_int_equal(check_parse_cpu("1 vCPU"), 1024);
	assert_int_equal(check_parse_cpu("0.5 vCPU"), 512);
	assert_int_equal(check_parse_cpu("0.25 vcpu"), 256);
	assert_int_equal(check_parse_cpu("2vCPU"), 2048);
	assert_int_equal(check_parse_cpu("4 vCPUs"), 4096);
	assert_int_equal(check_parse_cpu("0.5"), -1);
	assert_int_equal(check_parse_cpu("-1"), -1);
	assert_int_equal(check_parse_cpu("1 core"), -1);
	assert_int_equal(check_parse_cpu(""), -1);
	assert_int_equal(check_parse_cpu(NULL), -1);
}

static void
test_parse_memory(void **state)
{
	(void)state;
	assert_int_equal(check_parse_memory("2048"), 2048);
	assert_int_equal(check_parse_memory("2 GB"), 2048);
	assert_int_equal(check_parse_memory("2GB"), 2048);
	assert_int_equal(check_parse_memory("0.5 GB"), 512);
	assert_int_equal(check_parse_memory("16 gb"), 16384);
	assert_int_equal(check_parse_memory("2 GiB"), 2048);
	assert_int_equal(check_parse_memory("512 MiB"), 512);
	assert_int_equal(check_parse_memory("1.5"), -1);
	assert_int_equal(check_parse_memory("2 TB"), -1);
	assert_int_equal(check_parse_memory("lots"), -1);
	assert_int_equal(check_parse_memory(NULL), -1);
}

static void
test_parse_gpu(void **state)
{
	double v;

	(void)state;
	assert_int_equal(check_parse_gpu("1", &v), GPUV_INTEGER);
	assert_true(v == 1);
	assert_int_equal(check_parse_gpu("8", &v), GPUV_INTEGER);
	assert_true(v == 8);
	assert_int_equal(check_parse_gpu("ALL", &v), GPUV_ALL);
	assert_int_equal(check_parse_gpu("all", &v), GPUV_ALL);
	assert_int_equal(check_parse_gpu("0.125", &v), GPUV_FRACTION);
	assert_true(v == 0.125);
	assert_int_equal(check_parse_gpu("0.25", &v), GPUV_FRACTION);
	assert_int_equal(check_parse_gpu("0.5", &v), GPUV_FRACTION);
	assert_int_equal(check_parse_gpu(".5", &v), GPUV_FRACTION);
	assert_int_equal(check_parse_gpu("0", &v), GPUV_INVALID);
	assert_int_equal(check_parse_gpu("-1", &v), GPUV_INVALID);
	assert_int_equal(check_parse_gpu("2.5", &v), GPUV_INVALID);
	assert_int_equal(check_parse_gpu("0.3", &v), GPUV_INVALID);
	assert_int_equal(check_parse_gpu("1.0", &v), GPUV_INVALID);
	assert_int_equal(check_parse_gpu("one", &v), GPUV_INVALID);
	assert_int_equal(check_parse_gpu("", &v), GPUV_INVALID);
	assert_int_equal(check_parse_gpu("1e2", &v), GPUV_INVALID);
	assert_int_equal(check_parse_gpu(NULL, &v), GPUV_INVALID);
}

/* A task definition of up to 3 containers, run through step 0 alone. */
struct w {
	struct model		 m;
	struct instance		 in;
	struct taskdef		 td;
	struct container_def	 c[3];
	struct resreq		 q[3];
	struct portmap		 p[3];
	struct service		 svc;
	struct cp_item		 cp;
	struct target		 t;
	struct report		 r;
	struct check_ctx	 ctx;
};

static void
w_init(struct w *w, size_t ncont)
{
	size_t i;

	memset(w, 0, sizeof(*w));
	w->in.ec2_id = "i-1";
	w->m.instances = &w->in;
	w->m.ninstances = 1;
	w->td.family = "embed";
	w->td.revision = 2;
	w->td.containers = w->c;
	w->td.ncontainers = ncont;
	w->td.origin.source = "describe-task-definition.json";
	w->td.origin.pointer = "/taskDefinition";
	for (i = 0; i < 3; i++) {
		w->c[i].name = i == 0 ? "a" : i == 1 ? "b" : "c";
		w->c[i].image = "nvidia/cuda:12.4.1-runtime";
		w->c[i].cpu = -1;
		w->c[i].memory = -1;
		w->c[i].memory_reservation = -1;
		w->c[i].index = (int)i;
		w->q[i].type = "GPU";
		w->q[i].index = 0;
	}
	w->svc.name = "web";
	w->t.cluster = "c";
	w->t.taskdef = &w->td;
	w->r.insts = calloc(1, sizeof(*w->r.insts));
	w->r.ninsts = 1;
	w->r.insts[0].inst = &w->in;
	w->ctx.m = &w->m;
	w->ctx.t = &w->t;
	w->ctx.r = &w->r;
	w->ctx.scratch = arena_new();
}

static void
gpu(struct w *w, size_t i, const char *value)
{
	w->q[i].value = value;
	w->c[i].reqs = &w->q[i];
	w->c[i].nreqs = 1;
}

static void
w_run(struct w *w)
{
	check_step0_taskdef.run(&w->ctx);
}

static void
w_free(struct w *w)
{
	arena_free(w->ctx.scratch);
	report_free(&w->r);
}

static size_t
count(const struct w *w, const char *code)
{
	size_t i, n = 0;

	for (i = 0; i < w->r.nfindings; i++)
		n += strcmp(w->r.findings[i].code, code) == 0;
	return n;
}

static void
test_reservation_sums(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 3);
	w.c[0].cpu = 1024;
	w.c[0].memory = 4096;
	w.c[0].memory_reservation = 2048;	/* wins over memory */
	w.c[1].memory = 1000;			/* no cpu: counts 0 */
	w.c[2].cpu = 256;			/* no memory at all */
	w_run(&w);
	assert_true(w.ctx.want.known);
	assert_int_equal(w.ctx.want.cpu, 1280);
	assert_int_equal(w.ctx.want.memory, 3048);
	assert_false(w.ctx.want.cpu_task_level);
	assert_int_equal(w.r.insts[0].step[0], STEP_PASS);
	assert_int_equal(w.r.nfindings, 0);
	assert_true(w.ctx.want.gpus == 0);
	assert_string_equal(w.ctx.want.network_mode, "bridge");
	assert_string_equal(w.ctx.want.group, "family:embed");
	w_free(&w);
}

static void
test_reservation_task_level(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 1);
	w.td.cpu = "2 vCPU";
	w.td.memory = "8 GB";
	w.c[0].cpu = 512;
	w.c[0].memory = 1024;
	w.t.service = &w.svc;
	w_run(&w);
	assert_int_equal(w.ctx.want.cpu, 2048);
	assert_int_equal(w.ctx.want.memory, 8192);
	assert_true(w.ctx.want.cpu_task_level);
	assert_true(w.ctx.want.memory_task_level);
	assert_string_equal(w.ctx.want.group, "service:web");
	w_free(&w);

	w_init(&w, 1);
	w.td.cpu = "4 cores";
	w.c[0].memory = 1024;
	w_run(&w);
	assert_int_equal(count(&w, "PD091"), 1);
	assert_true(w.ctx.want.reservation_unknown);
	assert_int_equal(w.r.insts[0].step[0], STEP_PASS);
	w_free(&w);
}

static void
test_no_memory(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 2);
	w_run(&w);
	assert_int_equal(count(&w, "PD004"), 1);
	assert_int_equal(w.ctx.want.memory, -1);
	assert_int_equal(w.r.insts[0].step[0], STEP_FAIL);
	w_free(&w);
}

static void
test_gpu_values(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 2);
	w.c[0].memory = 100;
	gpu(&w, 0, "2");
	gpu(&w, 1, "1");
	w_run(&w);
	assert_true(w.ctx.want.gpus == 3);
	assert_true(w.ctx.want.gpu_valid);
	assert_int_equal(w.ctx.want.gpu_containers, 2);
	assert_int_equal(w.r.nfindings, 0);
	w_free(&w);

	w_init(&w, 1);
	w.c[0].memory = 100;
	gpu(&w, 0, "ALL");
	w_run(&w);
	assert_true(w.ctx.want.gpu_all);
	w_free(&w);

	w_init(&w, 1);
	w.c[0].memory = 100;
	gpu(&w, 0, "1.5");
	w_run(&w);
	assert_int_equal(count(&w, "PD002"), 1);
	assert_false(w.ctx.want.gpu_valid);
	assert_int_equal(w.r.insts[0].step[0], STEP_FAIL);
	assert_string_equal(w.r.findings[0].ev[0].pointer, "/taskDefinition/"
	    "containerDefinitions/0/resourceRequirements/0");
	w_free(&w);
}

static void
test_fractional_rules(void **state)
{
	struct w w;

	(void)state;
	/* One fractional container alone: fine. */
	w_init(&w, 2);
	w.c[0].memory = 100;
	gpu(&w, 0, "0.25");
	w_run(&w);
	assert_true(w.ctx.want.gpu_fractional);
	assert_true(w.ctx.want.gpus == 0.25);
	assert_int_equal(w.r.nfindings, 0);
	w_free(&w);

	/* Two fractional containers. */
	w_init(&w, 2);
	w.c[0].memory = 100;
	gpu(&w, 0, "0.25");
	gpu(&w, 1, "0.25");
	w_run(&w);
	assert_int_equal(count(&w, "PD003"), 1);
	assert_false(w.ctx.want.gpu_valid);
	w_free(&w);

	/* Fractional mixed with a whole GPU. */
	w_init(&w, 2);
	w.c[0].memory = 100;
	gpu(&w, 0, "0.5");
	gpu(&w, 1, "1");
	w_run(&w);
	assert_int_equal(count(&w, "PD003"), 1);
	w_free(&w);

	/* Fractional on ECS Anywhere. */
	w_init(&w, 1);
	w.c[0].memory = 100;
	gpu(&w, 0, "0.125");
	w.td.requires_compat = (const char *[]){ "EXTERNAL" };
	w.td.nrequires_compat = 1;
	w_run(&w);
	assert_int_equal(count(&w, "PD003"), 1);
	w_free(&w);
}

static void
test_fargate_and_windows(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 1);
	w.c[0].memory = 100;
	gpu(&w, 0, "1");
	w.svc.launch_type = "FARGATE";
	w.t.service = &w.svc;
	w_run(&w);
	assert_int_equal(count(&w, "PD001"), 1);
	assert_int_equal(w.r.insts[0].step[0], STEP_FAIL);
	w_free(&w);

	/* A capacity provider strategy of Fargate providers only. */
	w_init(&w, 1);
	w.c[0].memory = 100;
	gpu(&w, 0, "1");
	w.cp.provider = "FARGATE_SPOT";
	w.svc.cp_strategy = &w.cp;
	w.svc.ncp_strategy = 1;
	w.t.service = &w.svc;
	w_run(&w);
	assert_int_equal(count(&w, "PD001"), 1);
	w_free(&w);

	w_init(&w, 1);
	w.c[0].memory = 100;
	gpu(&w, 0, "1");
	w.td.os_family = "WINDOWS_SERVER_2022_CORE";
	w_run(&w);
	assert_int_equal(count(&w, "PD006"), 1);
	w_free(&w);
}

static void
test_driver_caps(void **state)
{
	struct w w;
	struct envvar e = { "NVIDIA_DRIVER_CAPABILITIES", "compute,utility" };

	(void)state;
	w_init(&w, 1);
	w.c[0].memory = 100;
	w.c[0].image = "111122223333.dkr.ecr.us-east-1.amazonaws.com/embed:3";
	gpu(&w, 0, "1");
	w_run(&w);
	assert_int_equal(count(&w, "PD005"), 1);
	assert_int_equal(w.r.findings[0].sev, SEV_INFO);
	assert_int_equal(w.r.insts[0].step[0], STEP_PASS);
	w_free(&w);

	w_init(&w, 1);
	w.c[0].memory = 100;
	w.c[0].image = "111122223333.dkr.ecr.us-east-1.amazonaws.com/embed:3";
	w.c[0].env = &e;
	w.c[0].nenv = 1;
	gpu(&w, 0, "1");
	w_run(&w);
	assert_int_equal(count(&w, "PD005"), 0);
	w_free(&w);
}

static void
test_ports(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 1);
	w.c[0].memory = 100;
	w.p[0] = (struct portmap){ 80, 8080, NULL, NULL };
	w.p[1] = (struct portmap){ 81, 0, NULL, NULL };		/* dynamic */
	w.p[2] = (struct portmap){ 53, 53, "udp", NULL };
	w.c[0].ports = w.p;
	w.c[0].nports = 3;
	w_run(&w);
	assert_int_equal(w.ctx.want.nports, 2);
	assert_int_equal(w.ctx.want.ports[0].port, 8080);
	assert_string_equal(w.ctx.want.ports[0].protocol, "tcp");
	assert_string_equal(w.ctx.want.ports[1].protocol, "udp");
	w_free(&w);

	/* Host mode: an unset host port is the container port. */
	w_init(&w, 1);
	w.c[0].memory = 100;
	w.td.network_mode = "host";
	w.p[0] = (struct portmap){ 9000, -1, NULL, NULL };
	w.c[0].ports = w.p;
	w.c[0].nports = 1;
	w_run(&w);
	assert_int_equal(w.ctx.want.nports, 1);
	assert_int_equal(w.ctx.want.ports[0].port, 9000);
	w_free(&w);

	/* awsvpc: no host ports on the instance. */
	w_init(&w, 1);
	w.c[0].memory = 100;
	w.td.network_mode = "awsvpc";
	w.p[0] = (struct portmap){ 80, 80, NULL, NULL };
	w.c[0].ports = w.p;
	w.c[0].nports = 1;
	w_run(&w);
	assert_int_equal(w.ctx.want.nports, 0);
	w_free(&w);
}

static void
test_no_taskdef(void **state)
{
	struct w w;

	(void)state;
	w_init(&w, 1);
	w.t.taskdef = NULL;
	w_run(&w);
	assert_false(w.ctx.want.known);
	assert_int_equal(count(&w, "PD090"), 1);
	assert_int_equal(w.r.insts[0].step[0], STEP_INCONCLUSIVE);
	w_free(&w);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_cpu),
		cmocka_unit_test(test_parse_memory),
		cmocka_unit_test(test_parse_gpu),
		cmocka_unit_test(test_reservation_sums),
		cmocka_unit_test(test_reservation_task_level),
		cmocka_unit_test(test_no_memory),
		cmocka_unit_test(test_gpu_values),
		cmocka_unit_test(test_fractional_rules),
		cmocka_unit_test(test_fargate_and_windows),
		cmocka_unit_test(test_driver_caps),
		cmocka_unit_test(test_ports),
		cmocka_unit_test(test_no_taskdef),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
