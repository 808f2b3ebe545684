/*
 * debug: developer aids. "debug sign-request FILE" signs the raw HTTP
 * request in FILE (the SigV4 test-suite .req format) with the credentials
 * in AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN and
 * prints the canonical request, the string to sign and the Authorization
 * header. The secret key and the token are never printed. The signing
 * logic lives in src/aws/sign-debug.c; this file only maps options.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "aws/sign-debug.h"
#include "cli/cmd.h"
#include "cli/session.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/banned.h"

static const char *
env_nonempty(const char *name)
{
	const char *v = getenv(name);

	return (v != NULL && v[0] != '\0') ? v : NULL;
}

static int
run_debug(struct session *s, int argc, char **argv)
{
	struct sign_debug_opts o;
	struct buf out = BUF_INIT;
	struct diag d;
	int rc = PD_EXIT_USAGE;

	if (argc != 3 || strcmp(argv[1], "sign-request") != 0) {
		error("unknown debug subcommand '%s' (known: sign-request)",
		    argc > 1 ? argv[1] : "");
		return PD_EXIT_USAGE;
	}
	diag_init(&d);
	o.access_key_id = env_nonempty("AWS_ACCESS_KEY_ID");
	o.secret_access_key = env_nonempty("AWS_SECRET_ACCESS_KEY");
	o.session_token = env_nonempty("AWS_SESSION_TOKEN");
	if (o.session_token == NULL)
		o.session_token = env_nonempty("AWS_SECURITY_TOKEN");
	o.region = s->o.region;
	if (o.region == NULL)
		o.region = env_nonempty("AWS_REGION");
	if (o.region == NULL)
		o.region = env_nonempty("AWS_DEFAULT_REGION");
	if (o.region == NULL)
		o.region = "us-east-1";
	o.service = s->o.service_name ? s->o.service_name : "ecs";
	o.amz_date = s->o.date;
	if (sign_debug_request(argv[2], &o, &out, &d) < 0) {
		error("debug sign-request: %s", d.message);
		goto out;
	}
	if (s->fmt == FMT_JSON)
		out_json(s, json_pack("{s:s, s:s}", "request", argv[2],
		    "text", out.data));
	else
		out_puts(s, out.data);
	rc = PD_EXIT_OK;
out:
	buf_free(&out);
	diag_clear(&d);
	return rc;
}

const struct cmd_def cmd_debug = {
	.name = "debug",
	.usage = "sign-request FILE",
	.summary = "show how a raw HTTP request is signed (SigV4)",
	.help = "sign-request FILE reads a raw HTTP request (request line, "
	    "headers, an empty line and the body, as in the SigV4 test "
	    "suite) and prints its canonical request, string to sign and "
	    "Authorization header. Credentials come from AWS_ACCESS_KEY_ID, "
	    "AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN; with a token and no "
	    "X-Amz-Security-Token header in FILE, the header is added and "
	    "signed. --date, --region and --signing-service (default ecs) "
	    "set the scope. The secret key and the token are shown as "
	    "<redacted>.",
	.options = "date region signing-service",
	.min_args = 2,
	.max_args = 2,
	.needs = CMD_NEEDS_NONE,
	.modes = CMD_MODE_ALL,
	.run = run_debug,
};
