/*
 * capture: "provdoc capture -o DIR": fetch from AWS what the runbook
 * needs (source/live.c) and save it as a bundle (source/capture.c). Notes
 * about optional calls go to stderr; a failed required call exits 3 with
 * the operation and the IAM action named. PROVDOC_TRACE_HTTP=1 prints
 * each request and answer to stderr with credentials redacted. This file
 * only maps options.
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmd-capture.h"
#include "cli/cmd.h"
#include "cli/session.h"
#include "source/capture.h"
#include "source/live.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/banned.h"

static void
trace_stderr(void *ud, const char *line)
{
	(void)ud;
	fprintf(stderr, "provdoc: trace: %s\n", line);
}

void
cmd_capture_live_opts(const struct session *s, struct live_opts *o)
{
	const char *tr = getenv("PROVDOC_TRACE_HTTP");

	memset(o, 0, sizeof(*o));
	o->creds.profile = s->o.profile;
	o->creds.region = s->o.region;
	o->creds.endpoint_url = s->o.endpoint_url;
	o->curl.ca_bundle = s->o.ca_bundle;
	o->curl.insecure = s->o.insecure;
	o->curl.connect_timeout_ms = s->o.connect_timeout * 1000;
	o->curl.request_timeout_ms = s->o.request_timeout * 1000;
	o->curl.concurrency = s->o.concurrency;
	o->target = s->o.req;
	if (tr != NULL && strcmp(tr, "1") == 0)
		o->trace = trace_stderr;
}

static int
run_capture(struct session *s, int argc, char **argv)
{
	struct live_opts lo;
	struct live_result r;
	struct capture_opts co;
	struct diag d;
	size_t i;
	int n, rc = PD_EXIT_INCONCLUSIVE;

	(void)argc;
	(void)argv;
	if (s->o.output_dir == NULL) {
		error("capture needs -o DIR");
		return PD_EXIT_USAGE;
	}
	if (s->o.req.cluster == NULL) {
		error("capture needs --cluster NAME");
		return PD_EXIT_USAGE;
	}
	diag_init(&d);
	cmd_capture_live_opts(s, &lo);
	co.dir = s->o.output_dir;
	co.force = s->o.force;
	co.redact = s->o.redact;
	if (live_fetch(&lo, &r, &d) < 0) {
		error("capture: %s", d.message);
		goto out;
	}
	for (i = 0; i < r.nnotes; i++)
		note("%s", r.notes[i]);
	n = capture_write(&r, &co, &d);
	if (n < 0) {
		error("capture: %s", d.message);
		rc = PD_EXIT_USAGE;
		goto out;
	}
	if (s->fmt == FMT_JSON)
		out_json(s, json_pack("{s:s, s:i, s:i, s:s}", "directory",
		    co.dir, "files", n, "calls", r.calls, "region", r.region));
	else
		out_printf(s, "captured %d files from %d calls into '%s'\n",
		    n, r.calls, co.dir);
	rc = PD_EXIT_OK;
out:
	live_result_free(&r);
	diag_clear(&d);
	return rc;
}

const struct cmd_def cmd_capture = {
	.name = "capture",
	.usage = "",
	.summary = "save what the runbook needs from AWS as a bundle",
	.help = "Fetches the cluster, its container instances, the target "
	    "service or task definition, the tasks (running and stopped), the "
	    "memberOf filter answers and the GPU AMI parameters, and writes "
	    "them under their canonical names with manifest.json into DIR "
	    "(created 0700, files 0600, written atomically). A non-empty DIR "
	    "needs --force. --redact replaces account ids consistently. A "
	    "missing permission on an optional call is noted; on a required "
	    "call provdoc exits 3 naming the operation and the IAM action.",
	.options = "output force redact cluster service task-definition task "
	    "constraint profile region endpoint-url ca-bundle "
	    "insecure-skip-tls-verify connect-timeout request-timeout "
	    "concurrency",
	.min_args = 0,
	.max_args = 0,
	.needs = CMD_NEEDS_NONE,
	.modes = CMD_MODE_ALL,
	.run = run_capture,
};
