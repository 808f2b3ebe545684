/*
 * test-creds: the credential chain, region, endpoint and max_attempts
 * resolution with a temporary HOME, fake config files, a credential_process
 * script, a fake "aws" on PATH and a tiny in-process HTTP server on
 * 127.0.0.1 standing in for the container and instance metadata
 * endpoints. Every AWS_* variable is cleared before each test and instance
 * metadata stays disabled unless a test points it at the local server.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "aws/creds.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

extern char **environ;

static char tmpdir[256];
static char *orig_path;

static void
write_file(const char *name, const char *text, int mode)
{
	char *path = xasprintf("%s/%s", tmpdir, name);
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	chmod(path, (mode_t)mode);
	free(path);
}

static void
clear_aws_env(void)
{
	char **names = NULL, *eq;
	size_t n = 0, i;

	for (i = 0; environ[i] != NULL; i++) {
		if (strncmp(environ[i], "AWS_", 4) != 0)
			continue;
		eq = strchr(environ[i], '=');
		names = xreallocarray(names, n + 1, sizeof(*names));
		names[n++] = xstrndup(environ[i], (size_t)(eq - environ[i]));
	}
	for (i = 0; i < n; i++) {
		unsetenv(names[i]);
		free(names[i]);
	}
	free(names);
	setenv("AWS_EC2_METADATA_DISABLED", "true", 1);
}

static int
setup(void **state)
{
	char *p;

	(void)state;
	snprintf(tmpdir, sizeof(tmpdir), "/tmp/provdoc-creds-XXXXXX");
	assert_non_null(mkdtemp(tmpdir));
	clear_aws_env();
	setenv("HOME", tmpdir, 1);
	p = xasprintf("%s/.aws", tmpdir);
	mkdir(p, 0700);
	free(p);
	if (orig_path == NULL)
		orig_path = xstrdup(getenv("PATH") ? getenv("PATH") :
		    "/usr/bin:/bin");
	setenv("PATH", orig_path, 1);
	return 0;
}

static int
teardown(void **state)
{
	char *cmd;

	(void)state;
	cmd = xasprintf("rm -rf '%s'", tmpdir);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	return 0;
}

/* Resolves with the given --profile; returns creds_resolve's result. */
static int
resolve(const char *profile, struct creds *cr, struct diag *d)
{
	struct creds_opts o = { .profile = profile };
	struct creds_config c;
	int rc;

	if (creds_config_load(&c, &o, d) < 0) {
		creds_config_free(&c);
		return -2;
	}
	rc = creds_resolve(&c, &o, cr, d);
	creds_config_free(&c);
	return rc;
}

static void
test_ini(void **state)
{
	struct creds_ini ini;
	struct diag d;
	static const char text[] =
	    "# comment\n[default]\nregion = eu-west-1\n; other\n"
	    "[services dev]\necs =\n  endpoint_url = http://127.0.0.1:1\n"
	    "  other = x\nKey: v2\n";
	static const char bad[] = "[a]\nx = 1\nthis is wrong\n";
	static const char orphan[] = "x = 1\n";

	(void)state;
	diag_init(&d);
	assert_int_equal(creds_ini_parse(&ini, "f", text, sizeof(text) - 1,
	    &d), 0);
	assert_string_equal(creds_ini_get(&ini, "default", "region"),
	    "eu-west-1");
	assert_string_equal(creds_ini_get(&ini, "services dev",
	    "ecs.endpoint_url"), "http://127.0.0.1:1");
	assert_string_equal(creds_ini_get(&ini, "services dev", "key"), "v2");
	assert_null(creds_ini_get(&ini, "default", "nothing"));
	assert_true(creds_ini_has_section(&ini, "services dev"));
	creds_ini_free(&ini);

	assert_int_equal(creds_ini_parse(&ini, "cfg", bad, sizeof(bad) - 1,
	    &d), -1);
	assert_int_equal(d.line, 3);
	assert_non_null(strstr(d.message, "'cfg' line 3"));
	creds_ini_free(&ini);
	assert_int_equal(creds_ini_parse(&ini, "cfg", orphan,
	    sizeof(orphan) - 1, &d), -1);
	assert_int_equal(d.line, 1);
	creds_ini_free(&ini);
	diag_clear(&d);
}

static void
test_env(void **state)
{
	struct creds cr;
	struct diag d;

	(void)state;
	diag_init(&d);
	setenv("AWS_ACCESS_KEY_ID", "AKIDENV", 1);
	setenv("AWS_SECRET_ACCESS_KEY", "secretenv", 1);
	setenv("AWS_SECURITY_TOKEN", "legacytoken", 1);
	assert_int_equal(resolve(NULL, &cr, &d), 0);
	assert_string_equal(cr.access_key_id, "AKIDENV");
	assert_string_equal(cr.session_token, "legacytoken");
	assert_string_equal(cr.source, "env");
	creds_free(&cr);
	setenv("AWS_SESSION_TOKEN", "newtoken", 1);
	assert_int_equal(resolve(NULL, &cr, &d), 0);
	assert_string_equal(cr.session_token, "newtoken");
	creds_free(&cr);

	/* Half a key pair is an error, not a fall-through. */
	unsetenv("AWS_SECRET_ACCESS_KEY");
	assert_int_equal(resolve(NULL, &cr, &d), -1);
	assert_non_null(strstr(d.message, "only one of"));
	creds_free(&cr);
	diag_clear(&d);
}

static void
test_profiles(void **state)
{
	struct creds cr;
	struct diag d;
	char *cfg;

	(void)state;
	diag_init(&d);
	write_file(".aws/credentials", "[default]\naws_access_key_id = AKDEF\n"
	    "aws_secret_access_key = sdef\n[dev]\naws_access_key_id=AKDEV\n"
	    "aws_secret_access_key=sdev\naws_session_token=tdev\n", 0600);
	write_file(".aws/config", "[default]\nregion = us-west-2\n"
	    "[profile cfgonly]\naws_access_key_id = AKCFG\n"
	    "aws_secret_access_key = scfg\n", 0600);
	assert_int_equal(resolve(NULL, &cr, &d), 0);
	assert_string_equal(cr.access_key_id, "AKDEF");
	assert_string_equal(cr.source, "shared-credentials-file");
	creds_free(&cr);

	/* An explicit --profile wins over environment keys. */
	setenv("AWS_ACCESS_KEY_ID", "AKIDENV", 1);
	setenv("AWS_SECRET_ACCESS_KEY", "secretenv", 1);
	assert_int_equal(resolve("dev", &cr, &d), 0);
	assert_string_equal(cr.access_key_id, "AKDEV");
	assert_string_equal(cr.session_token, "tdev");
	creds_free(&cr);
	/* AWS_PROFILE does not. */
	setenv("AWS_PROFILE", "dev", 1);
	assert_int_equal(resolve(NULL, &cr, &d), 0);
	assert_string_equal(cr.access_key_id, "AKIDENV");
	creds_free(&cr);
	unsetenv("AWS_ACCESS_KEY_ID");
	unsetenv("AWS_SECRET_ACCESS_KEY");
	assert_int_equal(resolve(NULL, &cr, &d), 0);
	assert_string_equal(cr.access_key_id, "AKDEV");
	creds_free(&cr);
	unsetenv("AWS_PROFILE");

	assert_int_equal(resolve("cfgonly", &cr, &d), 0);
	assert_string_equal(cr.access_key_id, "AKCFG");
	assert_string_equal(cr.source, "config-file");
	creds_free(&cr);

	assert_int_equal(resolve("missing", &cr, &d), -1);
	assert_non_null(strstr(d.message, "'missing' could not be found"));
	creds_free(&cr);

	/* Other file locations through the environment. */
	cfg = xasprintf("%s/other-creds", tmpdir);
	write_file("other-creds", "[default]\naws_access_key_id = AKOTHER\n"
	    "aws_secret_access_key = sother\n", 0600);
	setenv("AWS_SHARED_CREDENTIALS_FILE", cfg, 1);
	assert_int_equal(resolve(NULL, &cr, &d), 0);
	assert_string_equal(cr.access_key_id, "AKOTHER");
	creds_free(&cr);
	free(cfg);

	/* A malformed file names its line. */
	write_file(".aws/config", "[default]\nregion = x\nbroken line\n",
	    0600);
	assert_int_equal(resolve(NULL, &cr, &d), -2);
	assert_non_null(strstr(d.message, "line 3"));
	creds_free(&cr);
	diag_clear(&d);
}

static void
test_process(void **state)
{
	struct creds cr;
	struct diag d;
	char *cfg;

	(void)state;
	diag_init(&d);
	write_file("good.sh", "#!/bin/sh\necho '{\"Version\": 1, "
	    "\"AccessKeyId\": \"AKPROC\", \"SecretAccessKey\": \"sproc\", "
	    "\"SessionToken\": \"tproc\", \"Expiration\": "
	    "\"2030-01-01T00:00:00Z\"}'\n", 0700);
	write_file("v2.sh", "#!/bin/sh\necho '{\"Version\": 2, "
	    "\"AccessKeyId\": \"A\", \"SecretAccessKey\": \"s\"}'\n", 0700);
	write_file("fail.sh", "#!/bin/sh\necho 'token expired' >&2\nexit 4\n",
	    0700);
	cfg = xasprintf("[default]\ncredential_process = %s/good.sh "
	    "--arg 'two words'\n[profile v2]\ncredential_process = %s/v2.sh\n"
	    "[profile fail]\ncredential_process = \"%s/fail.sh\"\n"
	    "[profile quote]\ncredential_process = 'unterminated\n",
	    tmpdir, tmpdir, tmpdir);
	write_file(".aws/config", cfg, 0600);
	free(cfg);
	assert_int_equal(resolve(NULL, &cr, &d), 0);
	assert_string_equal(cr.access_key_id, "AKPROC");
	assert_string_equal(cr.session_token, "tproc");
	assert_string_equal(cr.expiration, "2030-01-01T00:00:00Z");
	assert_string_equal(cr.source, "custom-process");
	creds_free(&cr);
	assert_int_equal(resolve("v2", &cr, &d), -1);
	assert_non_null(strstr(d.message, "Version 2"));
	creds_free(&cr);
	assert_int_equal(resolve("fail", &cr, &d), -1);
	assert_non_null(strstr(d.message, "status 4: token expired"));
	creds_free(&cr);
	assert_int_equal(resolve("quote", &cr, &d), -1);
	assert_non_null(strstr(d.message, "unterminated"));
	creds_free(&cr);
	diag_clear(&d);
}

static void
test_split(void **state)
{
	char **a;

	(void)state;
	a = creds_split_command("  a 'b c' \"d \\\"e\\\"\" f\\ g ");
	assert_non_null(a);
	assert_string_equal(a[0], "a");
	assert_string_equal(a[1], "b c");
	assert_string_equal(a[2], "d \"e\"");
	assert_string_equal(a[3], "f g");
	assert_null(a[4]);
	creds_free_argv(a);
	assert_null(creds_split_command("'open"));
}

static void
test_sso(void **state)
{
	struct creds cr;
	struct diag d;
	char *path;

	(void)state;
	diag_init(&d);
	write_file(".aws/config", "[profile sso]\nsso_session = corp\n"
	    "sso_account_id = 111122223333\n[profile role]\n"
	    "role_arn = arn:aws:iam::111122223333:role/r\n"
	    "source_profile = default\n", 0600);
	path = xasprintf("%s/bin", tmpdir);
	mkdir(path, 0700);
	free(path);
	/* A v1 CLI cannot export credentials: a clear error instead. */
	write_file("bin/aws", "#!/bin/sh\nif [ \"$1\" = --version ]; then "
	    "echo 'aws-cli/1.29.0 Python/3' >&2; exit 0; fi\nexit 9\n", 0700);
	path = xasprintf("%s/bin:%s", tmpdir, orig_path);
	setenv("PATH", path, 1);
	free(path);
	assert_int_equal(resolve("sso", &cr, &d), -1);
	assert_non_null(strstr(d.message, "aws configure export-credentials "
	    "--profile sso"));
	creds_free(&cr);
	write_file("bin/aws", "#!/bin/sh\nif [ \"$1\" = --version ]; then "
	    "echo 'aws-cli/2.9.19 Python/3'; exit 0; fi\n"
	    "[ \"$2 $3 $4 $5 $6\" = \"export-credentials --profile role "
	    "--format process\" ] || exit 7\n"
	    "echo '{\"Version\":1,\"AccessKeyId\":\"AKROLE\","
	    "\"SecretAccessKey\":\"srole\",\"SessionToken\":\"trole\"}'\n",
	    0700);
	assert_int_equal(resolve("role", &cr, &d), 0);
	assert_string_equal(cr.access_key_id, "AKROLE");
	assert_string_equal(cr.source, "aws-cli-export-credentials");
	creds_free(&cr);
	diag_clear(&d);
}

static void
test_region_endpoint_attempts(void **state)
{
	struct creds_opts o = { 0 };
	struct creds_config c;
	struct diag d;
	char *r, *e;

	(void)state;
	diag_init(&d);
	write_file(".aws/config", "[default]\nregion = eu-central-1\n"
	    "services = local\nendpoint_url = http://127.0.0.1:9/all\n"
	    "max_attempts = 5\n[services local]\nssm =\n"
	    "  endpoint_url = http://127.0.0.1:9/ssm\n", 0600);
	assert_int_equal(creds_config_load(&c, &o, &d), 0);
	r = creds_region(&c, &o, &d);
	assert_string_equal(r, "eu-central-1");
	free(r);
	setenv("AWS_DEFAULT_REGION", "us-east-2", 1);
	r = creds_region(&c, &o, &d);
	assert_string_equal(r, "us-east-2");
	free(r);
	setenv("AWS_REGION", "ap-south-1", 1);
	r = creds_region(&c, &o, &d);
	assert_string_equal(r, "ap-south-1");
	free(r);
	o.region = "cn-north-1";
	r = creds_region(&c, &o, &d);
	assert_string_equal(r, "cn-north-1");
	e = creds_endpoint(&c, &o, r, "ECS", "ecs", "ecs");
	assert_string_equal(e, "http://127.0.0.1:9/all");
	free(e);
	e = creds_endpoint(&c, &o, r, "SSM", "ssm", "ssm");
	assert_string_equal(e, "http://127.0.0.1:9/ssm");
	free(e);
	setenv("AWS_ENDPOINT_URL", "http://127.0.0.1:9/env", 1);
	e = creds_endpoint(&c, &o, r, "SSM", "ssm", "ssm");
	assert_string_equal(e, "http://127.0.0.1:9/env");
	free(e);
	setenv("AWS_ENDPOINT_URL_ECS", "http://127.0.0.1:9/envecs", 1);
	e = creds_endpoint(&c, &o, r, "ECS", "ecs", "ecs");
	assert_string_equal(e, "http://127.0.0.1:9/envecs");
	free(e);
	setenv("AWS_IGNORE_CONFIGURED_ENDPOINT_URLS", "true", 1);
	e = creds_endpoint(&c, &o, r, "ECS", "ecs", "ecs");
	assert_string_equal(e, "https://ecs.cn-north-1.amazonaws.com.cn");
	free(e);
	free(r);
	o.endpoint_url = "http://127.0.0.1:9/flag";
	e = creds_endpoint(&c, &o, "us-east-1", "ECS", "ecs", "ecs");
	assert_string_equal(e, "http://127.0.0.1:9/flag");
	free(e);
	o.region = "Bad Region";
	assert_null(creds_region(&c, &o, &d));
	assert_int_equal(creds_max_attempts(&c, &d), 5);
	setenv("AWS_MAX_ATTEMPTS", "2", 1);
	assert_int_equal(creds_max_attempts(&c, &d), 2);
	setenv("AWS_MAX_ATTEMPTS", "zero", 1);
	assert_int_equal(creds_max_attempts(&c, &d), -1);
	creds_config_free(&c);

	/* No region anywhere. */
	clear_aws_env();
	write_file(".aws/config", "[default]\n", 0600);
	o.region = NULL;
	assert_int_equal(creds_config_load(&c, &o, &d), 0);
	assert_null(creds_region(&c, &o, &d));
	assert_non_null(strstr(d.message, "no region"));
	assert_int_equal(creds_max_attempts(&c, &d), 3);
	creds_config_free(&c);
	diag_clear(&d);
}

/* ---- a tiny HTTP server on 127.0.0.1 ----------------------------- */

struct route {
	const char	*method;
	const char	*path;
	int		 status;
	const char	*body;
};

struct server {
	int			 fd;
	int			 port;
	int			 max;		/* connections to serve */
	const struct route	*routes;
	struct buf		 log;		/* every request head seen */
	pthread_t		 th;
};

static void *
serve(void *arg)
{
	struct server *s = arg;
	char req[8192], method[16], path[512], *resp;
	const struct route *r;
	ssize_t n;
	size_t got;
	int i, c, status;
	const char *body;

	for (i = 0; i < s->max; i++) {
		c = accept(s->fd, NULL, NULL);
		if (c < 0)
			break;
		got = 0;
		while (got < sizeof(req) - 1) {
			n = read(c, req + got, sizeof(req) - 1 - got);
			if (n <= 0)
				break;
			got += (size_t)n;
			req[got] = '\0';
			if (strstr(req, "\r\n\r\n") != NULL)
				break;
		}
		req[got] = '\0';
		buf_add(&s->log, req, got);
		status = 404;
		body = "";
		if (sscanf(req, "%15s %511s", method, path) == 2) {
			for (r = s->routes; r->method != NULL; r++) {
				if (strcmp(r->method, method) == 0 &&
				    strcmp(r->path, path) == 0) {
					status = r->status;
					body = r->body;
					break;
				}
			}
		}
		resp = xasprintf("HTTP/1.1 %d X\r\nContent-Length: %zu\r\n"
		    "Connection: close\r\n\r\n%s", status, strlen(body), body);
		if (write(c, resp, strlen(resp)) < 0)
			break;
		free(resp);
		close(c);
	}
	return NULL;
}

static void
server_start(struct server *s, const struct route *routes, int max)
{
	struct sockaddr_in a;
	socklen_t al = sizeof(a);
	int one = 1;

	memset(s, 0, sizeof(*s));
	buf_init(&s->log);
	s->routes = routes;
	s->max = max;
	s->fd = socket(AF_INET, SOCK_STREAM, 0);
	assert_true(s->fd >= 0);
	setsockopt(s->fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	memset(&a, 0, sizeof(a));
	a.sin_family = AF_INET;
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	assert_int_equal(bind(s->fd, (struct sockaddr *)&a, sizeof(a)), 0);
	assert_int_equal(listen(s->fd, 8), 0);
	assert_int_equal(getsockname(s->fd, (struct sockaddr *)&a, &al), 0);
	s->port = ntohs(a.sin_port);
	assert_int_equal(pthread_create(&s->th, NULL, serve, s), 0);
}

static void
server_stop(struct server *s)
{
	shutdown(s->fd, SHUT_RDWR);
	close(s->fd);
	pthread_join(s->th, NULL);
	buf_free(&s->log);
}

static const struct route container_routes[] = {
	{ "GET", "/creds", 200, "{\"AccessKeyId\":\"AKCONT\","
	    "\"SecretAccessKey\":\"scont\",\"Token\":\"tcont\","
	    "\"Expiration\":\"2030-01-01T00:00:00Z\"}" },
	{ "GET", "/denied", 403, "{}" },
	{ NULL, NULL, 0, NULL },
};

static void
test_container(void **state)
{
	struct server s;
	struct creds cr;
	struct diag d;
	char *url;

	(void)state;
	diag_init(&d);
	server_start(&s, container_routes, 2);
	url = xasprintf("http://127.0.0.1:%d/creds", s.port);
	setenv("AWS_CONTAINER_CREDENTIALS_FULL_URI", url, 1);
	free(url);
	write_file("token", "Bearer abc\n", 0600);
	url = xasprintf("%s/token", tmpdir);
	setenv("AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE", url, 1);
	setenv("AWS_CONTAINER_AUTHORIZATION_TOKEN", "ignored", 1);
	free(url);
	assert_int_equal(resolve(NULL, &cr, &d), 0);
	assert_string_equal(cr.access_key_id, "AKCONT");
	assert_string_equal(cr.session_token, "tcont");
	assert_string_equal(cr.source, "container-role");
	creds_free(&cr);
	url = xasprintf("http://127.0.0.1:%d/denied", s.port);
	setenv("AWS_CONTAINER_CREDENTIALS_FULL_URI", url, 1);
	free(url);
	assert_int_equal(resolve(NULL, &cr, &d), -1);
	assert_non_null(strstr(d.message, "HTTP 403"));
	creds_free(&cr);
	server_stop(&s);

	/* A plain-HTTP host outside the allowed set is refused unsent. */
	setenv("AWS_CONTAINER_CREDENTIALS_FULL_URI",
	    "http://192.0.2.1/creds", 1);
	assert_int_equal(resolve(NULL, &cr, &d), -1);
	assert_non_null(strstr(d.message, "not allowed"));
	creds_free(&cr);
	diag_clear(&d);
}

static void
test_container_log(void **state)
{
	struct server s;
	struct creds cr;
	struct diag d;
	char *url;

	(void)state;
	diag_init(&d);
	server_start(&s, container_routes, 1);
	url = xasprintf("http://127.0.0.1:%d/creds", s.port);
	setenv("AWS_CONTAINER_CREDENTIALS_FULL_URI", url, 1);
	free(url);
	setenv("AWS_CONTAINER_AUTHORIZATION_TOKEN", "Basic xyz", 1);
	assert_int_equal(resolve(NULL, &cr, &d), 0);
	creds_free(&cr);
	pthread_join(s.th, NULL);
	assert_non_null(strstr(s.log.data, "Authorization: Basic xyz\r\n"));
	close(s.fd);
	buf_free(&s.log);
	diag_clear(&d);
}

static const struct route imds_routes[] = {
	{ "PUT", "/latest/api/token", 200, "TOKEN123" },
	{ "GET", "/latest/meta-data/iam/security-credentials/", 200,
	    "my-role\n" },
	{ "GET", "/latest/meta-data/iam/security-credentials/my-role", 200,
	    "{\"Code\":\"Success\",\"AccessKeyId\":\"AKIMDS\","
	    "\"SecretAccessKey\":\"simds\",\"Token\":\"timds\","
	    "\"Expiration\":\"2030-01-01T00:00:00Z\"}" },
	{ NULL, NULL, 0, NULL },
};

static void
test_imds(void **state)
{
	struct server s;
	struct creds cr;
	struct diag d;
	char *url;

	(void)state;
	diag_init(&d);
	server_start(&s, imds_routes, 3);
	url = xasprintf("http://127.0.0.1:%d/", s.port);
	setenv("AWS_EC2_METADATA_SERVICE_ENDPOINT", url, 1);
	free(url);
	unsetenv("AWS_EC2_METADATA_DISABLED");
	assert_int_equal(resolve(NULL, &cr, &d), 0);
	assert_string_equal(cr.access_key_id, "AKIMDS");
	assert_string_equal(cr.source, "iam-role");
	creds_free(&cr);
	pthread_join(s.th, NULL);
	assert_non_null(strstr(s.log.data,
	    "X-aws-ec2-metadata-token-ttl-seconds: 21600"));
	assert_non_null(strstr(s.log.data,
	    "X-aws-ec2-metadata-token: TOKEN123"));
	close(s.fd);
	buf_free(&s.log);

	/* Disabled: the chain ends with a message saying what to do. */
	setenv("AWS_EC2_METADATA_DISABLED", "true", 1);
	assert_int_equal(resolve(NULL, &cr, &d), -1);
	assert_non_null(strstr(d.message, "no AWS credentials found"));
	creds_free(&cr);
	diag_clear(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_ini, setup, teardown),
		cmocka_unit_test_setup_teardown(test_env, setup, teardown),
		cmocka_unit_test_setup_teardown(test_profiles, setup, teardown),
		cmocka_unit_test_setup_teardown(test_process, setup, teardown),
		cmocka_unit_test_setup_teardown(test_split, setup, teardown),
		cmocka_unit_test_setup_teardown(test_sso, setup, teardown),
		cmocka_unit_test_setup_teardown(test_region_endpoint_attempts,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_container, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_container_log, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_imds, setup, teardown),
	};
	int rc;

	rc = cmocka_run_group_tests(tests, NULL, NULL);
	free(orig_path);
	return rc;
}
