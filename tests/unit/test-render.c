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

/*
 * ---- exact outputs ----
 * One string per line: C17 only promises string literals of 4095 bytes.
 */

static const char *const expect_text[] = {
	"Target: cluster gpu-cluster, service trainer, task definition trainer:7, region us-west-2, source replay\n",
	"\n",
	"Step 0/4 task definition: pass (3 in, 3 out)\n",
	"  task  PD005 warning: container \"train\" sets no NVIDIA_DRIVER_CAPABILITIES and image \"acme/train:1\" is not on a CUDA base\n",
	"          evidence: describe-task-definition.json#/taskDefinition/containerDefinitions/0/environment\n",
	"          fix: set NVIDIA_DRIVER_CAPABILITIES=compute,utility\n",
	"  pass  i-0a1b2c3d4e5f60718 (g5.xlarge)\n",
	"  pass  i-0fedcba9876543210 (g5.xlarge)\n",
	"  pass  11112222333344445555666677778888\n",
	"Step 1/4 GPU registration: FAIL (3 in, 0 out)\n",
	"  FAIL  i-0a1b2c3d4e5f60718 (g5.xlarge)\n",
	"        PD101 error: g5.xlarge has 1 NVIDIA GPU but registered none\n",
	"          evidence: describe-container-instances.json#/containerInstances/0/registeredResources\n",
	"  FAIL  i-0fedcba9876543210 (g5.xlarge)\n",
	"        PD101 error: g5.xlarge has 1 NVIDIA GPU but registered none\n",
	"          evidence: describe-container-instances.json#/containerInstances/1/registeredResources\n",
	"  FAIL  11112222333344445555666677778888\n",
	"        PD106 error: instance is DRAINING | not ACTIVE\n",
	"          evidence: describe-container-instances.json#/containerInstances/2/status\n",
	"Step 2/4 remaining devices: inconclusive: not implemented\n",
	"Step 3/4 CPU, memory and the rest: inconclusive (0 in, 0 out, 1 undecided): no describe-tasks.json in the bundle\n",
	"  FAIL  i-0a1b2c3d4e5f60718 (g5.xlarge)  [out at step 1]\n",
	"        [what-if] PD302 error: needs 16384 MiB, 15000 MiB remaining of 15742\n",
	"          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/1\n",
	"  pass  i-0fedcba9876543210 (g5.xlarge)  [out at step 1]\n",
	"  ?     11112222333344445555666677778888  [out at step 1]\n",
	"Step 4/4 constraints: skip (n/a: no placement constraints)\n",
	"  task  PD403 warning: `attribute:ecs.instance-type =~ g5.*` also matches g5g | arm64\n",
	"          evidence: describe-services.json#/services/0/placementConstraints/0\n",
	"          fix (expression):\n",
	"              attribute:ecs.instance-type =~ g5\\..*\n",
	"\n",
	"Verdict: BLOCKED by PD101 (GPU-family instance advertises no GPU)\n",
	"  2 g5.xlarge instances registered no GPU; the third is DRAINING\n",
	"  0/3 instances can take the task: 2 PD101 (GPU-family instance advertises no GPU), 1 PD106 (container instance not ACTIVE)\n",
	"What still blocks after the fix:\n",
	"  i-0a1b2c3d4e5f60718  PD302  needs 16384 MiB, 15000 MiB remaining\n",
	"Fix:\n",
	"  1. Enable GPU support in the launch template user data, then replace the instances:\n",
	"  2. user-data:\n",
	"       #!/bin/bash\n",
	"       echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config\n",
	"  3. command:\n",
	"       aws ecs describe-container-instances --cluster gpu-cluster \\\n",
	"           --container-instances 7c1e2f0a9b8d4c3e8f6a5b4c3d2e1f00 \\\n",
	"           --query 'containerInstances[].registeredResources'\n",
	"Next:\n",
	"  - check the Auto Scaling group's launch template\n",
	"ECS said:\n",
	"  2026-08-05T10:00:00Z  service trainer was unable to place a task because no container instance met all of its requirements.\n",
	"    provdoc agrees: no instance has a free GPU\n",
	"    evidence: describe-services.json#/services/0/events/0\n",
	NULL,
};

static const char *const expect_step1[] = {
	"Step 1/4 GPU registration: FAIL (3 in, 0 out)\n",
	"  FAIL  i-0a1b2c3d4e5f60718 (g5.xlarge)\n",
	"        PD101 error: g5.xlarge has 1 NVIDIA GPU but registered none\n",
	"          evidence: describe-container-instances.json#/containerInstances/0/registeredResources\n",
	"          fix (user-data):\n",
	"              echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config\n",
	"  FAIL  i-0fedcba9876543210 (g5.xlarge)\n",
	"        PD101 error: g5.xlarge has 1 NVIDIA GPU but registered none\n",
	"          evidence: describe-container-instances.json#/containerInstances/1/registeredResources\n",
	"  FAIL  11112222333344445555666677778888\n",
	"        PD106 error: instance is DRAINING | not ACTIVE\n",
	"          evidence: describe-container-instances.json#/containerInstances/2/status\n",
	NULL,
};

static const char *const expect_markdown[] = {
	"**BLOCKED** by **`PD101`** (GPU-family instance advertises no GPU): 2 g5.xlarge instances registered no GPU; the third is DRAINING\n",
	"\n",
	"0/3 instances can take the task: 2 `PD101` (GPU-family instance advertises no GPU), 1 `PD106` (container instance not ACTIVE).\n",
	"\n",
	"Target: cluster `gpu-cluster`, service `trainer`, task definition `trainer:7`, region `us-west-2`, source `replay`\n",
	"\n",
	"### Fix\n",
	"\n",
	"Enable GPU support in the launch template user data, then replace the instances:\n",
	"\n",
	"User data:\n",
	"\n",
	"```sh\n",
	"#!/bin/bash\n",
	"echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config\n",
	"```\n",
	"\n",
	"```sh\n",
	"aws ecs describe-container-instances --cluster gpu-cluster \\\n",
	"    --container-instances 7c1e2f0a9b8d4c3e8f6a5b4c3d2e1f00 \\\n",
	"    --query 'containerInstances[].registeredResources'\n",
	"```\n",
	"\n",
	"### What still blocks after the fix\n",
	"\n",
	"- `i-0a1b2c3d4e5f60718`: `PD302` needs 16384 MiB, 15000 MiB remaining\n",
	"\n",
	"### Next\n",
	"\n",
	"- check the Auto Scaling group's launch template\n",
	"\n",
	"### ECS said\n",
	"\n",
	"- `2026-08-05T10:00:00Z`: service trainer was unable to place a task because no container instance met all of its requirements.\n",
	"  - provdoc agrees: no instance has a free GPU (evidence `describe-services.json#/services/0/events/0`)\n",
	"\n",
	"### Steps\n",
	"\n",
	"#### Step 0/4 task definition: pass (3 in, 3 out)\n",
	"\n",
	"- task: `PD005` warning: container \"train\" sets no NVIDIA_DRIVER_CAPABILITIES and image \"acme/train:1\" is not on a CUDA base\n",
	"  - evidence: `describe-task-definition.json#/taskDefinition/containerDefinitions/0/environment`\n",
	"\n",
	"| instance | type | status | findings |\n",
	"|---|---|---|---|\n",
	"| `i-0a1b2c3d4e5f60718` | `g5.xlarge` | pass |  |\n",
	"| `i-0fedcba9876543210` | `g5.xlarge` | pass |  |\n",
	"| `11112222333344445555666677778888` |  | pass |  |\n",
	"\n",
	"#### Step 1/4 GPU registration: **FAIL** (3 in, 0 out)\n",
	"\n",
	"| instance | type | status | findings |\n",
	"|---|---|---|---|\n",
	"| `i-0a1b2c3d4e5f60718` | `g5.xlarge` | **FAIL** | `PD101` error: g5.xlarge has 1 NVIDIA GPU but registered none |\n",
	"| `i-0fedcba9876543210` | `g5.xlarge` | **FAIL** | `PD101` error: g5.xlarge has 1 NVIDIA GPU but registered none |\n",
	"| `11112222333344445555666677778888` |  | **FAIL** | `PD106` error: instance is DRAINING \\| not ACTIVE |\n",
	"\n",
	"#### Step 2/4 remaining devices: inconclusive: not implemented\n",
	"\n",
	"#### Step 3/4 CPU, memory and the rest: inconclusive (0 in, 0 out, 1 undecided): no describe-tasks.json in the bundle\n",
	"\n",
	"| instance | type | status | findings |\n",
	"|---|---|---|---|\n",
	"| `i-0a1b2c3d4e5f60718` | `g5.xlarge` | **FAIL** (out at step 1) | \\[what-if\\] `PD302` error: needs 16384 MiB, 15000 MiB remaining of 15742 |\n",
	"| `i-0fedcba9876543210` | `g5.xlarge` | pass (out at step 1) |  |\n",
	"| `11112222333344445555666677778888` |  | inconclusive (out at step 1) |  |\n",
	"\n",
	"#### Step 4/4 constraints: skip (n/a: no placement constraints)\n",
	"\n",
	"- task: `PD403` warning: \\`attribute:ecs.instance-type =\\~ g5.\\*\\` also matches g5g \\| arm64\n",
	"  - evidence: `describe-services.json#/services/0/placementConstraints/0`\n",
	"\n",
	"### Instances\n",
	"\n",
	"<details><summary>i-0a1b2c3d4e5f60718 (g5.xlarge): excluded at step 1</summary>\n",
	"\n",
	"Container instance `7c1e2f0a9b8d4c3e8f6a5b4c3d2e1f00`.\n",
	"\n",
	"- Step 0 task definition: pass\n",
	"- Step 1 GPU registration: **FAIL**\n",
	"  - `PD101` error: g5.xlarge has 1 NVIDIA GPU but registered none\n",
	"    - evidence: `describe-container-instances.json#/containerInstances/0/registeredResources`\n",
	"- Step 2 remaining devices: inconclusive\n",
	"- Step 3 CPU, memory and the rest: **FAIL**\n",
	"  - \\[what-if\\] `PD302` error: needs 16384 MiB, 15000 MiB remaining of 15742\n",
	"    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`\n",
	"- Step 4 constraints: skip\n",
	"\n",
	"</details>\n",
	"\n",
	"<details><summary>i-0fedcba9876543210 (g5.xlarge): excluded at step 1</summary>\n",
	"\n",
	"Container instance `0d9c8b7a6f5e4d3c2b1a098765432100`.\n",
	"\n",
	"- Step 0 task definition: pass\n",
	"- Step 1 GPU registration: **FAIL**\n",
	"  - `PD101` error: g5.xlarge has 1 NVIDIA GPU but registered none\n",
	"    - evidence: `describe-container-instances.json#/containerInstances/1/registeredResources`\n",
	"- Step 2 remaining devices: inconclusive\n",
	"- Step 3 CPU, memory and the rest: pass\n",
	"- Step 4 constraints: skip\n",
	"\n",
	"</details>\n",
	"\n",
	"<details><summary>11112222333344445555666677778888: excluded at step 1</summary>\n",
	"\n",
	"Container instance `11112222333344445555666677778888`.\n",
	"\n",
	"- Step 0 task definition: pass\n",
	"- Step 1 GPU registration: **FAIL**\n",
	"  - `PD106` error: instance is DRAINING \\| not ACTIVE\n",
	"    - evidence: `describe-container-instances.json#/containerInstances/2/status`\n",
	"- Step 2 remaining devices: inconclusive\n",
	"- Step 3 CPU, memory and the rest: inconclusive\n",
	"- Step 4 constraints: skip\n",
	"\n",
	"</details>\n",
	NULL,
};

static const char *const expect_json[] = {
	"{\n",
	"  \"schema\": \"provdoc.report/v1\",\n",
	"  \"provdoc_version\": \"0.1.0\",\n",
	"  \"target\": {\n",
	"    \"cluster\": \"gpu-cluster\",\n",
	"    \"service\": \"trainer\",\n",
	"    \"task_definition\": \"trainer:7\",\n",
	"    \"task\": null,\n",
	"    \"region\": \"us-west-2\",\n",
	"    \"source\": \"replay\"\n",
	"  },\n",
	"  \"steps\": [\n",
	"    {\n",
	"      \"step\": 0,\n",
	"      \"name\": \"task definition\",\n",
	"      \"status\": \"pass\",\n",
	"      \"candidates_in\": 3,\n",
	"      \"candidates_out\": 3,\n",
	"      \"unknown\": 0,\n",
	"      \"note\": null\n",
	"    },\n",
	"    {\n",
	"      \"step\": 1,\n",
	"      \"name\": \"GPU registration\",\n",
	"      \"status\": \"fail\",\n",
	"      \"candidates_in\": 3,\n",
	"      \"candidates_out\": 0,\n",
	"      \"unknown\": 0,\n",
	"      \"note\": null\n",
	"    },\n",
	"    {\n",
	"      \"step\": 2,\n",
	"      \"name\": \"remaining devices\",\n",
	"      \"status\": \"inconclusive\",\n",
	"      \"candidates_in\": 0,\n",
	"      \"candidates_out\": 0,\n",
	"      \"unknown\": 0,\n",
	"      \"note\": \"not implemented\"\n",
	"    },\n",
	"    {\n",
	"      \"step\": 3,\n",
	"      \"name\": \"CPU, memory and the rest\",\n",
	"      \"status\": \"inconclusive\",\n",
	"      \"candidates_in\": 0,\n",
	"      \"candidates_out\": 0,\n",
	"      \"unknown\": 1,\n",
	"      \"note\": \"no describe-tasks.json in the bundle\"\n",
	"    },\n",
	"    {\n",
	"      \"step\": 4,\n",
	"      \"name\": \"constraints\",\n",
	"      \"status\": \"skip\",\n",
	"      \"candidates_in\": 0,\n",
	"      \"candidates_out\": 0,\n",
	"      \"unknown\": 0,\n",
	"      \"note\": \"n/a: no placement constraints\"\n",
	"    }\n",
	"  ],\n",
	"  \"instances\": [\n",
	"    {\n",
	"      \"instance\": \"i-0a1b2c3d4e5f60718\",\n",
	"      \"container_instance\": \"7c1e2f0a9b8d4c3e8f6a5b4c3d2e1f00\",\n",
	"      \"ec2_instance_id\": \"i-0a1b2c3d4e5f60718\",\n",
	"      \"instance_type\": \"g5.xlarge\",\n",
	"      \"steps\": [\n",
	"        \"pass\",\n",
	"        \"fail\",\n",
	"        \"inconclusive\",\n",
	"        \"fail\",\n",
	"        \"skip\"\n",
	"      ],\n",
	"      \"excluded_at\": 1,\n",
	"      \"findings\": [\n",
	"        \"PD101\",\n",
	"        \"PD302\"\n",
	"      ]\n",
	"    },\n",
	"    {\n",
	"      \"instance\": \"i-0fedcba9876543210\",\n",
	"      \"container_instance\": \"0d9c8b7a6f5e4d3c2b1a098765432100\",\n",
	"      \"ec2_instance_id\": \"i-0fedcba9876543210\",\n",
	"      \"instance_type\": \"g5.xlarge\",\n",
	"      \"steps\": [\n",
	"        \"pass\",\n",
	"        \"fail\",\n",
	"        \"inconclusive\",\n",
	"        \"pass\",\n",
	"        \"skip\"\n",
	"      ],\n",
	"      \"excluded_at\": 1,\n",
	"      \"findings\": [\n",
	"        \"PD101\"\n",
	"      ]\n",
	"    },\n",
	"    {\n",
	"      \"instance\": \"11112222333344445555666677778888\",\n",
	"      \"container_instance\": \"11112222333344445555666677778888\",\n",
	"      \"ec2_instance_id\": null,\n",
	"      \"instance_type\": null,\n",
	"      \"steps\": [\n",
	"        \"pass\",\n",
	"        \"fail\",\n",
	"        \"inconclusive\",\n",
	"        \"inconclusive\",\n",
	"        \"skip\"\n",
	"      ],\n",
	"      \"excluded_at\": 1,\n",
	"      \"findings\": [\n",
	"        \"PD106\"\n",
	"      ]\n",
	"    }\n",
	"  ],\n",
	"  \"findings\": [\n",
	"    {\n",
	"      \"code\": \"PD005\",\n",
	"      \"severity\": \"warning\",\n",
	"      \"step\": 0,\n",
	"      \"instance\": null,\n",
	"      \"message\": \"container \\\"train\\\" sets no NVIDIA_DRIVER_CAPABILITIES and image \\\"acme/train:1\\\" is not on a CUDA base\",\n",
	"      \"evidence\": [\n",
	"        {\n",
	"          \"source\": \"describe-task-definition.json\",\n",
	"          \"pointer\": \"/taskDefinition/containerDefinitions/0/environment\"\n",
	"        }\n",
	"      ],\n",
	"      \"fix\": [\n",
	"        {\n",
	"          \"kind\": \"note\",\n",
	"          \"text\": \"set NVIDIA_DRIVER_CAPABILITIES=compute,utility\"\n",
	"        }\n",
	"      ],\n",
	"      \"hypothetical\": false\n",
	"    },\n",
	"    {\n",
	"      \"code\": \"PD101\",\n",
	"      \"severity\": \"error\",\n",
	"      \"step\": 1,\n",
	"      \"instance\": \"i-0a1b2c3d4e5f60718\",\n",
	"      \"message\": \"g5.xlarge has 1 NVIDIA GPU but registered none\",\n",
	"      \"evidence\": [\n",
	"        {\n",
	"          \"source\": \"describe-container-instances.json\",\n",
	"          \"pointer\": \"/containerInstances/0/registeredResources\"\n",
	"        }\n",
	"      ],\n",
	"      \"fix\": [\n",
	"        {\n",
	"          \"kind\": \"user-data\",\n",
	"          \"text\": \"echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config\"\n",
	"        }\n",
	"      ],\n",
	"      \"hypothetical\": false\n",
	"    },\n",
	"    {\n",
	"      \"code\": \"PD101\",\n",
	"      \"severity\": \"error\",\n",
	"      \"step\": 1,\n",
	"      \"instance\": \"i-0fedcba9876543210\",\n",
	"      \"message\": \"g5.xlarge has 1 NVIDIA GPU but registered none\",\n",
	"      \"evidence\": [\n",
	"        {\n",
	"          \"source\": \"describe-container-instances.json\",\n",
	"          \"pointer\": \"/containerInstances/1/registeredResources\"\n",
	"        }\n",
	"      ],\n",
	"      \"fix\": [\n",
	"        {\n",
	"          \"kind\": \"user-data\",\n",
	"          \"text\": \"echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config\"\n",
	"        }\n",
	"      ],\n",
	"      \"hypothetical\": false\n",
	"    },\n",
	"    {\n",
	"      \"code\": \"PD106\",\n",
	"      \"severity\": \"error\",\n",
	"      \"step\": 1,\n",
	"      \"instance\": \"11112222333344445555666677778888\",\n",
	"      \"message\": \"instance is DRAINING | not ACTIVE\",\n",
	"      \"evidence\": [\n",
	"        {\n",
	"          \"source\": \"describe-container-instances.json\",\n",
	"          \"pointer\": \"/containerInstances/2/status\"\n",
	"        }\n",
	"      ],\n",
	"      \"fix\": [],\n",
	"      \"hypothetical\": false\n",
	"    },\n",
	"    {\n",
	"      \"code\": \"PD302\",\n",
	"      \"severity\": \"error\",\n",
	"      \"step\": 3,\n",
	"      \"instance\": \"i-0a1b2c3d4e5f60718\",\n",
	"      \"message\": \"needs 16384 MiB, 15000 MiB remaining of 15742\",\n",
	"      \"evidence\": [\n",
	"        {\n",
	"          \"source\": \"describe-container-instances.json\",\n",
	"          \"pointer\": \"/containerInstances/0/remainingResources/1\"\n",
	"        }\n",
	"      ],\n",
	"      \"fix\": [],\n",
	"      \"hypothetical\": true\n",
	"    },\n",
	"    {\n",
	"      \"code\": \"PD403\",\n",
	"      \"severity\": \"warning\",\n",
	"      \"step\": 4,\n",
	"      \"instance\": null,\n",
	"      \"message\": \"`attribute:ecs.instance-type =~ g5.*` also matches g5g | arm64\",\n",
	"      \"evidence\": [\n",
	"        {\n",
	"          \"source\": \"describe-services.json\",\n",
	"          \"pointer\": \"/services/0/placementConstraints/0\"\n",
	"        }\n",
	"      ],\n",
	"      \"fix\": [\n",
	"        {\n",
	"          \"kind\": \"expression\",\n",
	"          \"text\": \"attribute:ecs.instance-type =~ g5\\\\..*\"\n",
	"        }\n",
	"      ],\n",
	"      \"hypothetical\": false\n",
	"    }\n",
	"  ],\n",
	"  \"ecs_said\": [\n",
	"    {\n",
	"      \"text\": \"service trainer was unable to place a task because no container instance met all of its requirements.\",\n",
	"      \"when\": \"2026-08-05T10:00:00Z\",\n",
	"      \"instance\": null,\n",
	"      \"reason\": null,\n",
	"      \"agrees\": true,\n",
	"      \"comment\": \"no instance has a free GPU\",\n",
	"      \"evidence\": {\n",
	"        \"source\": \"describe-services.json\",\n",
	"        \"pointer\": \"/services/0/events/0\"\n",
	"      }\n",
	"    }\n",
	"  ],\n",
	"  \"verdict\": {\n",
	"    \"placeable\": false,\n",
	"    \"status\": \"blocked\",\n",
	"    \"exit_status\": 1,\n",
	"    \"cause\": \"PD101\",\n",
	"    \"summary\": \"2 g5.xlarge instances registered no GPU; the third is DRAINING\",\n",
	"    \"candidates_left\": 0,\n",
	"    \"instances_total\": 3,\n",
	"    \"exclusions\": [\n",
	"      {\n",
	"        \"step\": 1,\n",
	"        \"code\": \"PD101\",\n",
	"        \"status\": \"fail\",\n",
	"        \"count\": 2\n",
	"      },\n",
	"      {\n",
	"        \"step\": 1,\n",
	"        \"code\": \"PD106\",\n",
	"        \"status\": \"fail\",\n",
	"        \"count\": 1\n",
	"      }\n",
	"    ],\n",
	"    \"blockers_after_fix\": [\n",
	"      {\n",
	"        \"instance\": \"i-0a1b2c3d4e5f60718\",\n",
	"        \"code\": \"PD302\",\n",
	"        \"message\": \"needs 16384 MiB, 15000 MiB remaining\"\n",
	"      }\n",
	"    ],\n",
	"    \"placeable_on\": [],\n",
	"    \"next\": [\n",
	"      \"check the Auto Scaling group's launch template\"\n",
	"    ],\n",
	"    \"fix\": [\n",
	"      {\n",
	"        \"kind\": \"note\",\n",
	"        \"text\": \"Enable GPU support in the launch template user data, then replace the instances:\"\n",
	"      },\n",
	"      {\n",
	"        \"kind\": \"user-data\",\n",
	"        \"text\": \"#!/bin/bash\\necho ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config\"\n",
	"      },\n",
	"      {\n",
	"        \"kind\": \"command\",\n",
	"        \"text\": \"aws ecs describe-container-instances --cluster gpu-cluster \\\\\\n    --container-instances 7c1e2f0a9b8d4c3e8f6a5b4c3d2e1f00 \\\\\\n    --query 'containerInstances[].registeredResources'\"\n",
	"      }\n",
	"    ]\n",
	"  },\n",
	"  \"changes\": []\n",
	"}\n",
	NULL,
};

static void
check_exact(enum out_format f, int only_step, const char *const *want)
{
	struct fixture fx;
	struct buf w = BUF_INIT;
	char *got;

	for (; *want != NULL; want++)
		buf_adds(&w, *want);
	build(&fx);
	got = render(f, &fx.r, only_step, false, 0);
	assert_string_equal(got, w.data);
	free(got);
	buf_free(&w);
	report_free(&fx.r);
}

static void
test_text_exact(void **state)
{
	(void)state;
	check_exact(FMT_TEXT, -1, expect_text);
}

static void
test_text_only_step(void **state)
{
	(void)state;
	check_exact(FMT_TEXT, 1, expect_step1);
}

static void
test_markdown_exact(void **state)
{
	(void)state;
	check_exact(FMT_MARKDOWN, -1, expect_markdown);
}

static void
test_json_exact(void **state)
{
	(void)state;
	check_exact(FMT_JSON, -1, expect_json);
}

/* ---- properties ---------------------------------------------------------- */

static void
test_deterministic(void **state)
{
	struct fixture fx;
	int f;

	(void)state;
	build(&fx);
	for (f = FMT_TEXT; f <= FMT_MARKDOWN; f++) {
		char *a = render((enum out_format)f, &fx.r, -1, false, 0);
		char *b = render((enum out_format)f, &fx.r, -1, false, 0);

		assert_string_equal(a, b);
		free(a);
		free(b);
	}
	report_free(&fx.r);
}

/* An empty report: every key present, nulls, steps not run are inconclusive. */
static void
test_json_nulls_and_not_run(void **state)
{
	struct report r;
	json_t *doc, *v;
	json_error_t err;
	char *s;
	size_t i;
	static const char *const top[] = { "schema", "provdoc_version",
	    "target", "steps", "instances", "findings", "ecs_said", "verdict",
	    "changes" };
	static const char *const tkeys[] = { "cluster", "service",
	    "task_definition", "task", "region", "source" };
	const char *key;
	json_t *val;

	(void)state;
	report_init(&r);
	r.verdict.kind = VERDICT_INCONCLUSIVE;
	s = render(FMT_JSON, &r, -1, false, 0);
	assert_int_equal(s[strlen(s) - 1], '\n');
	doc = json_loads(s, 0, &err);
	assert_non_null(doc);
	/* Top-level keys exactly, in order. */
	i = 0;
	json_object_foreach(doc, key, val) {
		assert_true(i < 9);
		assert_string_equal(key, top[i]);
		i++;
	}
	assert_int_equal(i, 9);
	for (i = 0; i < 6; i++)
		assert_true(json_is_null(json_object_get(
		    json_object_get(doc, "target"), tkeys[i])));
	v = json_object_get(doc, "steps");
	assert_int_equal(json_array_size(v), 5);
	for (i = 0; i < 5; i++) {
		json_t *st = json_array_get(v, i);

		assert_int_equal(json_integer_value(json_object_get(st,
		    "step")), (json_int_t)i);
		assert_string_equal(json_string_value(json_object_get(st,
		    "status")), "inconclusive");
		assert_string_equal(json_string_value(json_object_get(st,
		    "note")), "not implemented");
	}
	v = json_object_get(doc, "verdict");
	assert_true(json_is_false(json_object_get(v, "placeable")));
	assert_string_equal(json_string_value(json_object_get(v, "status")),
	    "inconclusive");
	assert_int_equal(json_integer_value(json_object_get(v,
	    "exit_status")), 3);
	assert_true(json_is_null(json_object_get(v, "cause")));
	assert_true(json_is_null(json_object_get(v, "summary")));
	assert_int_equal(json_array_size(json_object_get(v,
	    "blockers_after_fix")), 0);
	assert_int_equal(json_array_size(json_object_get(doc, "instances")),
	    0);
	assert_int_equal(json_array_size(json_object_get(doc, "changes")), 0);
	json_decref(doc);
	free(s);
	report_free(&r);
}

static void
test_text_not_run(void **state)
{
	struct report r;
	char *s;

	(void)state;
	report_init(&r);
	r.steps[1].status = STEP_SKIP;
	r.steps[1].note = xstrdup("n/a: the task requests no GPU");
	r.steps[3].status = STEP_NOT_RUN;
	r.steps[3].note = xstrdup("describe-tasks failed");
	s = render(FMT_TEXT, &r, -1, false, 0);
	assert_non_null(strstr(s,
	    "\nStep 2/4 remaining devices: inconclusive: not implemented\n"));
	assert_non_null(strstr(s, "\nStep 1/4 GPU registration: skip "
	    "(n/a: the task requests no GPU)\n"));
	assert_non_null(strstr(s, "\nStep 3/4 CPU, memory and the rest: "
	    "inconclusive: describe-tasks failed\n"));
	assert_non_null(strstr(s, "\nVerdict: PLACEABLE\n"));
	assert_null(strstr(s, "instances can take"));
	free(s);
	report_free(&r);
}

/* JSON strings: quotes, backslashes, newlines, control and non-UTF-8 bytes. */
static void
test_json_escaping(void **state)
{
	struct report r;
	struct finding *f;
	json_t *doc, *fj;
	json_error_t err;
	char *s;

	(void)state;
	report_init(&r);
	r.target.cluster = xstrdup("c\"1\\");
	f = report_add_finding(&r, "PD405", SEV_ERROR, 4, NULL,
	    "bad \"expr\"\tat\ncolumn 3 \x01 \xff");
	finding_add_fix(f, "expression", "a =~ g6\\..*");
	s = render(FMT_JSON, &r, -1, false, 0);
	assert_non_null(strstr(s, "\"cluster\": \"c\\\"1\\\\\""));
	assert_non_null(strstr(s, "\"text\": \"a =~ g6\\\\..*\""));
	assert_non_null(strstr(s, "\\t"));
	assert_non_null(strstr(s, "\\n"));
	assert_non_null(strstr(s, "\\u0001"));
	doc = json_loads(s, 0, &err);
	assert_non_null(doc);
	fj = json_array_get(json_object_get(doc, "findings"), 0);
	assert_string_equal(json_string_value(json_object_get(fj, "message")),
	    "bad \"expr\"\tat\ncolumn 3 \x01 ?");
	assert_true(json_is_null(json_object_get(fj, "instance")));
	assert_true(json_is_false(json_object_get(fj, "hypothetical")));
	assert_int_equal(json_integer_value(json_object_get(fj, "step")), 4);
	json_decref(doc);
	free(s);
	report_free(&r);
}

/* Markdown: pipes in cells, backticks in code spans and fences, HTML. */
static void
test_markdown_escaping(void **state)
{
	static struct attribute at[] = { { "ecs.instance-type", "g5|x", 0 } };
	struct instance in;
	struct report r;
	struct finding *f;
	char *s;

	(void)state;
	memset(&in, 0, sizeof(in));
	in.id = "ci`1";
	in.ec2_id = "i-`0<b>";
	in.attrs = at;
	in.nattrs = 1;
	report_init(&r);
	r.insts = xcalloc(1, sizeof(*r.insts));
	r.ninsts = 1;
	r.insts[0].inst = &in;
	r.insts[0].step[4] = STEP_FAIL;
	r.insts[0].excluded_at = 4;
	r.steps[4].status = STEP_FAIL;
	r.steps[4].in = 1;
	f = report_add_finding(&r, "PD401", SEV_ERROR, 4, "i-`0<b>",
	    "`a | b` *is* false_ish");
	finding_add_evidence(f, "x.json", "/a|b");
	r.verdict.kind = VERDICT_BLOCKED;
	snprintf(r.verdict.cause, sizeof(r.verdict.cause), "PD401");
	verdict_add_fix(&r.verdict, "command", "echo '```'");
	s = render(FMT_MARKDOWN, &r, -1, false, 0);
	/* A table cell: the pipe of the type and of the message escaped. */
	assert_non_null(strstr(s, "| ``i-`0<b>`` | `g5\\|x` | **FAIL** | "
	    "`PD401` error: \\`a \\| b\\` \\*is\\* false_ish |\n"));
	/* Outside tables, code spans keep their pipes. */
	assert_non_null(strstr(s, "- evidence: `x.json#/a|b`\n"));
	/* A fence longer than the backtick run in the command. */
	assert_non_null(strstr(s, "````sh\necho '```'\n````\n"));
	/* HTML-escaped in <summary>. */
	assert_non_null(strstr(s, "<details><summary>i-`0&lt;b&gt; (g5|x): "
	    "excluded at step 4</summary>"));
	/* The first line is the verdict. */
	assert_memory_equal(s, "**BLOCKED** by **`PD401`**", 25);
	free(s);
	report_free(&r);
}

/* Control characters from a bundle never reach the terminal. */
static void
test_control_chars(void **state)
{
	struct fixture fx;
	char *s;

	(void)state;
	build(&fx);
	report_add_finding(&fx.r, "PD403", SEV_WARNING, 4, NULL,
	    "value \033[2J\033]0;pwned\a cleared\r over");
	s = render(FMT_TEXT, &fx.r, -1, true, 0);
	assert_non_null(strstr(s, "value ?[2J?]0;pwned? cleared? over"));
	/* The renderer's own colour stays. */
	assert_non_null(strstr(s, "\033[1;31mFAIL\033[0m"));
	free(s);
	s = render(FMT_TEXT, &fx.r, -1, false, 0);
	assert_null(strchr(s, '\033'));
	assert_null(strchr(s, '\a'));
	free(s);
	s = render(FMT_MARKDOWN, &fx.r, -1, false, 0);
	assert_null(strchr(s, '\033'));
	assert_null(strchr(s, '\r'));
	free(s);
	/* JSON escapes them instead: \u001B. */
	s = render(FMT_JSON, &fx.r, -1, false, 0);
	assert_null(strchr(s, '\033'));
	assert_non_null(strstr(s, "\\u001B[2J"));
	free(s);
	report_free(&fx.r);
}

static void
test_text_color_and_width(void **state)
{
	struct fixture fx;
	char *s, *line, *save = NULL;

	(void)state;
	build(&fx);
	s = render(FMT_TEXT, &fx.r, -1, false, 0);
	assert_null(strchr(s, '\033'));
	free(s);
	s = render(FMT_TEXT, &fx.r, 1, true, 0);
	assert_non_null(strstr(s, "\033[1;31mFAIL\033[0m  i-0a1b2c3d4e5f60718"));
	free(s);
	s = render(FMT_TEXT, &fx.r, -1, false, 50);
	/*
	 * Prose wraps at 50; evidence, commands, headers and instance lines
	 * never wrap.
	 */
	assert_non_null(strstr(s, "        PD101 error: g5.xlarge has 1 NVIDIA GPU\n"
	    "          but registered none\n"));
	assert_non_null(strstr(s, "Step 2/4 remaining devices: inconclusive: not\n"
	    "    implemented\n"));
	assert_null(strstr(s, " \n"));
	assert_non_null(strstr(s, "          evidence: describe-container-"
	    "instances.json#/containerInstances/0/registeredResources\n"));
	for (line = strtok_r(s, "\n", &save); line != NULL;
	    line = strtok_r(NULL, "\n", &save))
		if (strlen(line) > 50)
			assert_true(strstr(line, "evidence: ") != NULL ||
			    strncmp(line, "       ", 7) == 0 ||
			    strncmp(line, "Step ", 5) == 0 ||
			    strncmp(line, "Verdict: ", 9) == 0 ||
			    strstr(line, "[out at step ") != NULL);
	free(s);
	report_free(&fx.r);
}

/*
 * The breakdown names a task-level code when the instances have none of
 * their own, and a placeable verdict lists where the task fits.
 */
static void
test_breakdown_and_placeable(void **state)
{
	struct instance in[2];
	struct report r;
	struct finding *f;
	char *s;
	size_t i;

	(void)state;
	memset(in, 0, sizeof(in));
	in[0].ec2_id = "i-1";
	in[1].ec2_id = "i-2";
	report_init(&r);
	r.insts = xcalloc(2, sizeof(*r.insts));
	r.ninsts = 2;
	for (i = 0; i < 2; i++) {
		r.insts[i].inst = &in[i];
		r.insts[i].step[0] = STEP_FAIL;
		r.insts[i].excluded_at = 0;
	}
	f = report_add_finding(&r, "PD001", SEV_ERROR, 0, NULL,
	    "asks for 1 GPU on FARGATE");
	/* A finding about an instance the report does not list. */
	f = report_add_finding(&r, "PD105", SEV_ERROR, 1, "i-9",
	    "agent disconnected");
	finding_add_evidence(f, "d.json", "/containerInstances/2");
	r.verdict.kind = VERDICT_BLOCKED;
	snprintf(r.verdict.cause, sizeof(r.verdict.cause), "PD001");
	s = render(FMT_TEXT, &r, -1, false, 0);
	assert_non_null(strstr(s, "\n  0/2 instances can take the task: 2 PD001 "
	    "(GPU requested on Fargate)\n"));
	assert_non_null(strstr(s, "\nWhat still blocks after the fix: "
	    "nothing found\n"));
	assert_non_null(strstr(s, "\n        i-9: PD105 error: agent "
	    "disconnected\n          evidence: d.json#/containerInstances/2\n"));
	free(s);
	s = render(FMT_MARKDOWN, &r, 1, false, 0);
	assert_non_null(strstr(s, "\n- `i-9`: `PD105` error: agent "
	    "disconnected\n  - evidence: `d.json#/containerInstances/2`\n"));
	free(s);
	s = render(FMT_JSON, &r, -1, false, 0);
	assert_non_null(strstr(s, "\"exclusions\": [\n      {\n"
	    "        \"step\": 0,\n        \"code\": \"PD001\",\n"
	    "        \"status\": \"fail\",\n        \"count\": 2\n"));
	free(s);

	/* Now placeable on i-2. */
	r.insts[1].step[0] = STEP_PASS;
	r.insts[1].excluded_at = -1;
	r.verdict.kind = VERDICT_PLACEABLE;
	r.verdict.cause[0] = '\0';
	r.verdict.placeable_on = xcalloc(1, sizeof(char *));
	r.verdict.placeable_on[0] = xstrdup("i-2");
	r.verdict.nplaceable_on = 1;
	s = render(FMT_TEXT, &r, -1, false, 0);
	assert_non_null(strstr(s, "\nVerdict: PLACEABLE\n"
	    "  1/2 instances can take the task: 1 PD001 (GPU requested on "
	    "Fargate)\n  Placeable now on: i-2\n"));
	assert_null(strstr(s, "What still blocks"));
	free(s);
	s = render(FMT_MARKDOWN, &r, -1, false, 0);
	assert_memory_equal(s, "**PLACEABLE**\n\n1/2 instances", 28);
	assert_non_null(strstr(s, "### Placeable now on\n\n- `i-2`\n"));
	free(s);
	report_free(&r);
}

static void
test_parse_format(void **state)
{
	enum out_format f = FMT_TEXT;

	(void)state;
	assert_int_equal(render_parse_format("json", &f), 0);
	assert_int_equal(f, FMT_JSON);
	assert_int_equal(render_parse_format("markdown", &f), 0);
	assert_int_equal(f, FMT_MARKDOWN);
	assert_int_equal(render_parse_format("md", &f), 0);
	assert_int_equal(f, FMT_MARKDOWN);
	assert_int_equal(render_parse_format("text", &f), 0);
	assert_int_equal(f, FMT_TEXT);
	assert_int_equal(render_parse_format("yaml", &f), -1);
	assert_int_equal(render_parse_format("JSON", &f), -1);
	assert_int_equal(render_parse_format(NULL, &f), -1);
}

/* --dump FORMAT [STEP]: print a rendering of the sample (to review changes). */
static int
dump(int argc, char **argv)
{
	struct fixture fx;
	enum out_format f;
	char *s;

	if (argc < 3 || render_parse_format(argv[2], &f) != 0) {
		fputs("usage: test-render --dump text|json|markdown [STEP]\n",
		    stderr);
		return 2;
	}
	build(&fx);
	s = render(f, &fx.r, argc > 3 ? atoi(argv[3]) : -1, false, 0);
	fputs(s, stdout);
	free(s);
	report_free(&fx.r);
	return 0;
}

int
main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_text_exact),
		cmocka_unit_test(test_text_only_step),
		cmocka_unit_test(test_markdown_exact),
		cmocka_unit_test(test_json_exact),
		cmocka_unit_test(test_deterministic),
		cmocka_unit_test(test_json_nulls_and_not_run),
		cmocka_unit_test(test_text_not_run),
		cmocka_unit_test(test_json_escaping),
		cmocka_unit_test(test_markdown_escaping),
		cmocka_unit_test(test_control_chars),
		cmocka_unit_test(test_text_color_and_width),
		cmocka_unit_test(test_breakdown_and_placeable),
		cmocka_unit_test(test_parse_format),
	};

	if (argc > 1 && strcmp(argv[1], "--dump") == 0)
		return dump(argc, argv);
	return cmocka_run_group_tests(tests, NULL, NULL);
}
