/*
 * options: the flag table and its getopt_long parser. It stores what was
 * given; it does not validate combinations (the commands and the session
 * do) and never loads data.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/options.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

/* The order here is the order of --help and of the man page OPTIONS. */
const struct opt_def opt_table[] = {
	{ "replay", 'r', "PATH", "source",
	    "diagnose a captured bundle (directory or file; repeatable) instead of live AWS" },
	{ "cluster", 0, "NAME", "target", "the ECS cluster" },
	{ "service", 's', "NAME", "target", "the service whose tasks do not start" },
	{ "task-definition", 't', "FAMILY[:REV]", "target",
	    "the task definition (run-task target)" },
	{ "task", 0, "ARN", "target", "a task stuck in PROVISIONING" },
	{ "constraint", 0, "EXPR", "target",
	    "a run-task memberOf expression (repeatable)" },
	{ "format", 'F', "FMT", "output", "text, json or markdown (default: text)" },
	{ "no-color", 0, NULL, "output", "no colour even on a terminal" },
	{ "command", 'c', "CMDS", "script",
	    "run commands separated by ';' and exit" },
	{ "file", 'f', "FILE", "script", "run commands from FILE ('#' comments)" },
	{ "echo", 0, NULL, "script", "print each command before its output" },
	{ "keep-going", 'k', NULL, "script",
	    "do not stop a script at the first failing command" },
	{ "profile", 0, "NAME", "live", "AWS profile (as the AWS CLI)" },
	{ "region", 0, "REGION", "live", "AWS region" },
	{ "endpoint-url", 0, "URL", "live", "override the ECS/SSM endpoint" },
	{ "ca-bundle", 0, "FILE", "live", "CA certificates for TLS (AWS_CA_BUNDLE)" },
	{ "insecure-skip-tls-verify", 0, NULL, "live",
	    "do not verify TLS certificates (warns on every run)" },
	{ "connect-timeout", 0, "SECONDS", "live", "connection timeout" },
	{ "request-timeout", 0, "SECONDS", "live", "whole-request timeout" },
	{ "concurrency", 0, "N", "live", "requests in flight at once (default 8)" },
	{ "output", 'o', "DIR", "capture", "capture: the directory to write" },
	{ "capture", 0, "DIR", "capture",
	    "diagnose: also save the responses used as a bundle" },
	{ "force", 0, NULL, "capture", "capture: write into a non-empty directory" },
	{ "redact", 0, NULL, "capture", "capture: replace account ids consistently" },
	{ "date", 0, "YYYYMMDDTHHMMSSZ", "debug", "debug sign-request: the signing time" },
	{ "signing-service", 0, "NAME", "debug",
	    "debug sign-request: the service in the scope (default ecs)" },
	{ "help", 'h', NULL, "general", "show help and exit" },
	{ "version", 'V', NULL, "general", "show the version and exit" },
	{ NULL, 0, NULL, NULL, NULL },
};

static void
push(const char ***v, size_t *n, const char *s)
{
	*v = xreallocarray(*v, *n + 1, sizeof(**v));
	(*v)[(*n)++] = s;
}

static int
parse_long(const char *name, const char *s, long *out)
{
	char *end;
	long v;

	v = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || v < 0 || v > 86400)
		return error("--%s takes a whole number of seconds or a count, "
		    "not '%s'", name, s);
	*out = v;
	return 0;
}

int
opt_parse(int argc, char **argv, struct session_opts *o, int *first,
    int *want_help, int *want_version)
{
	struct option lo[64];
	char shorts[64];
	size_t i, n = 0, ns = 0;
	int c, idx;
	long v;

	shorts[ns++] = ':';
	for (i = 0; opt_table[i].name != NULL; i++) {
		lo[n].name = opt_table[i].name;
		lo[n].has_arg = opt_table[i].arg ? required_argument : no_argument;
		lo[n].flag = NULL;
		lo[n].val = (int)(256 + i);
		n++;
		if (opt_table[i].shortopt) {
			shorts[ns++] = (char)opt_table[i].shortopt;
			if (opt_table[i].arg)
				shorts[ns++] = ':';
		}
	}
	memset(&lo[n], 0, sizeof(lo[n]));
	shorts[ns] = '\0';

	opterr = 0;
	optind = 1;
	while ((c = getopt_long(argc, argv, shorts, lo, &idx)) != -1) {
		const char *name;

		if (c == '?') {
			if (optopt)
				return error("unknown option '-%c' (see "
				    "'provdoc --help')", optopt);
			return error("unknown option '%s' (see 'provdoc "
			    "--help')", argv[optind - 1]);
		}
		if (c == ':')
			return error("option '%s' needs an argument",
			    argv[optind - 1]);
		if (c < 256) {
			for (i = 0; opt_table[i].name != NULL; i++)
				if (opt_table[i].shortopt == c)
					break;
		} else
			i = (size_t)(c - 256);
		name = opt_table[i].name;
		if (strcmp(name, "replay") == 0)
			push(&o->replay, &o->nreplay, optarg);
		else if (strcmp(name, "cluster") == 0)
			o->req.cluster = optarg;
		else if (strcmp(name, "service") == 0)
			o->req.service = optarg;
		else if (strcmp(name, "task-definition") == 0)
			o->req.task_definition = optarg;
		else if (strcmp(name, "task") == 0)
			o->req.task = optarg;
		else if (strcmp(name, "constraint") == 0)
			push(&o->req.constraints, &o->req.nconstraints, optarg);
		else if (strcmp(name, "format") == 0)
			o->format = optarg;
		else if (strcmp(name, "no-color") == 0)
			o->no_color = true;
		else if (strcmp(name, "command") == 0)
			o->command_string = optarg;
		else if (strcmp(name, "file") == 0)
			o->script_file = optarg;
		else if (strcmp(name, "echo") == 0)
			o->echo = true;
		else if (strcmp(name, "keep-going") == 0)
			o->keep_going = true;
		else if (strcmp(name, "profile") == 0)
			o->profile = optarg;
		else if (strcmp(name, "region") == 0)
			o->region = optarg;
		else if (strcmp(name, "endpoint-url") == 0)
			o->endpoint_url = optarg;
		else if (strcmp(name, "ca-bundle") == 0)
			o->ca_bundle = optarg;
		else if (strcmp(name, "insecure-skip-tls-verify") == 0)
			o->insecure = true;
		else if (strcmp(name, "connect-timeout") == 0) {
			if (parse_long(name, optarg, &o->connect_timeout) < 0)
				return -1;
		} else if (strcmp(name, "request-timeout") == 0) {
			if (parse_long(name, optarg, &o->request_timeout) < 0)
				return -1;
		} else if (strcmp(name, "concurrency") == 0) {
			if (parse_long(name, optarg, &v) < 0)
				return -1;
			if (v < 1 || v > 64)
				return error("--concurrency takes 1 to 64, not "
				    "'%s'", optarg);
			o->concurrency = (int)v;
		} else if (strcmp(name, "output") == 0)
			o->output_dir = optarg;
		else if (strcmp(name, "capture") == 0)
			o->capture_dir = optarg;
		else if (strcmp(name, "force") == 0)
			o->force = true;
		else if (strcmp(name, "redact") == 0)
			o->redact = true;
		else if (strcmp(name, "date") == 0)
			o->date = optarg;
		else if (strcmp(name, "signing-service") == 0)
			o->service_name = optarg;
		else if (strcmp(name, "help") == 0)
			*want_help = 1;
		else if (strcmp(name, "version") == 0)
			*want_version = 1;
		else
			BUG("option '%s' has no handler", name);
	}
	*first = optind;
	return 0;
}

void
opt_help(struct buf *b)
{
	static const char *const groups[][2] = {
		{ "source", "Data source" },
		{ "target", "Target" },
		{ "output", "Output" },
		{ "script", "Scripted mode" },
		{ "live", "Live AWS" },
		{ "capture", "Capture" },
		{ "debug", "Debugging" },
		{ "general", "General" },
	};
	size_t g, i, len;

	for (g = 0; g < sizeof(groups) / sizeof(groups[0]); g++) {
		buf_addf(b, "\n%s options:\n", groups[g][1]);
		for (i = 0; opt_table[i].name != NULL; i++) {
			const struct opt_def *d = &opt_table[i];

			if (strcmp(d->group, groups[g][0]) != 0)
				continue;
			len = b->len;
			if (d->shortopt)
				buf_addf(b, "  -%c, --%s", d->shortopt, d->name);
			else
				buf_addf(b, "      --%s", d->name);
			if (d->arg)
				buf_addf(b, " %s", d->arg);
			if (b->len - len < 32)
				buf_pad(b, ' ', 32 - (b->len - len));
			else {
				buf_addc(b, '\n');
				buf_pad(b, ' ', 32);
			}
			buf_addf(b, "%s\n", d->help);
		}
	}
}
