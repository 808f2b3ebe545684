/*
 * creds: the credential chain, region, endpoint and retry settings as the
 * AWS CLI resolves them (facts sheet 6.5). Order of the chain: environment
 * (skipped when --profile names a profile explicitly), SSO and role
 * profiles (through "aws configure export-credentials" of an AWS CLI v2),
 * the shared credentials file, credential_process, static keys in the
 * config file, ECS container credentials, IMDSv2. The INI parser reports
 * file and line. Metadata endpoints are reached with libcurl directly and
 * short timeouts, never through a proxy.
 *
 * It does not sign requests, cache credentials or refresh them, and it
 * never prints: a secret only ever lives in struct creds and in buffers
 * that are wiped before they are freed.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <unistd.h>

#include <curl/curl.h>
#include <jansson.h>
#include <openssl/crypto.h>

#include "aws/creds.h"
#include "util/buf.h"
#include "util/xmalloc.h"
#include "util/banned.h"

extern char **environ;

#define CREDS_FILE_MAX		(4 * 1024 * 1024)	/* bytes of a config file */
#define CREDS_PROC_MAX		(1024 * 1024)		/* bytes of process output */
#define CREDS_HTTP_MAX		(64 * 1024)		/* bytes of a metadata answer */
#define CREDS_IMDS_TTL		"21600"			/* seconds of an IMDSv2 token */
#define CREDS_CONTAINER_HOST	"http://169.254.170.2"
#define CREDS_IMDS_V4		"http://169.254.169.254"
#define CREDS_IMDS_V6		"http://[fd00:ec2::254]"

static void
wipe_buf(struct buf *b)
{
	if (b->len > 0)
		OPENSSL_cleanse(b->data, b->len);
	buf_free(b);
}

static void
wipe_str(char *s)
{
	if (s != NULL) {
		OPENSSL_cleanse(s, strlen(s));
		free(s);
	}
}

static const char *
env(const char *name)
{
	const char *v = getenv(name);

	return (v != NULL && v[0] != '\0') ? v : NULL;
}

static bool
env_true(const char *name)
{
	const char *v = env(name);

	return v != NULL && strcasecmp(v, "true") == 0;
}

void
creds_free(struct creds *cr)
{
	free(cr->access_key_id);
	wipe_str(cr->secret_access_key);
	wipe_str(cr->session_token);
	free(cr->expiration);
	memset(cr, 0, sizeof(*cr));
}

/* ---- INI files ---------------------------------------------------- */

static void
ini_add(struct creds_ini *ini, const char *section, const char *key,
    const char *value, size_t vlen, unsigned line)
{
	struct creds_ini_entry *e;
	size_t i;

	if (ini->n == ini->cap) {
		ini->cap = ini->cap ? ini->cap * 2 : 16;
		ini->e = xreallocarray(ini->e, ini->cap, sizeof(*ini->e));
	}
	e = &ini->e[ini->n++];
	e->section = xstrdup(section);
	e->key = xstrdup(key);
	for (i = 0; e->key[i] != '\0'; i++)
		e->key[i] = (char)tolower((unsigned char)e->key[i]);
	e->value = xstrndup(value, vlen);
	e->line = line;
}

static void
trim(const char **s, size_t *n)
{
	while (*n > 0 && isspace((unsigned char)**s)) {
		(*s)++;
		(*n)--;
	}
	while (*n > 0 && isspace((unsigned char)(*s)[*n - 1]))
		(*n)--;
}

static int
ini_fail(struct diag *d, const char *path, unsigned line, const char *what)
{
	diag_setf(d, "%s in '%s' line %u", what, path, line);
	diag_pos(d, path, line, 1);
	return -1;
}

int
creds_ini_parse(struct creds_ini *ini, const char *path, const char *text,
    size_t len, struct diag *d)
{
	const char *p = text, *end = text + len, *nl, *s, *sep, *k, *v;
	size_t n, kn, vn;
	unsigned line = 0;
	char *section = NULL, *parent = NULL, *key;
	bool indented;

	memset(ini, 0, sizeof(*ini));
	ini->path = xstrdup(path);
	for (; p < end; p = nl ? nl + 1 : end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		line++;
		indented = n > 0 && (p[0] == ' ' || p[0] == '\t');
		s = p;
		trim(&s, &n);
		if (n == 0 || s[0] == '#' || s[0] == ';')
			continue;
		if (s[0] == '[' && !indented) {
			if (s[n - 1] != ']') {
				free(section);
				free(parent);
				return ini_fail(d, path, line,
				    "expected ']' at the end of a section "
				    "header");
			}
			k = s + 1;
			kn = n - 2;
			trim(&k, &kn);
			free(section);
			section = xstrndup(k, kn);
			free(parent);
			parent = NULL;
			ini->sections = xreallocarray(ini->sections,
			    ini->nsections + 1, sizeof(*ini->sections));
			ini->sections[ini->nsections++] = xstrdup(section);
			continue;
		}
		if (section == NULL) {
			free(parent);
			return ini_fail(d, path, line,
			    "expected a '[section]' header before settings");
		}
		sep = memchr(s, '=', n);
		if (sep == NULL)
			sep = memchr(s, ':', n);
		if (sep == NULL || sep == s) {
			free(section);
			free(parent);
			return ini_fail(d, path, line,
			    "expected '[section]' or 'key = value'");
		}
		k = s;
		kn = (size_t)(sep - s);
		trim(&k, &kn);
		v = sep + 1;
		vn = n - (size_t)(v - s);
		trim(&v, &vn);
		if (indented && parent != NULL) {
			/* A nested block such as "ecs =\n  endpoint_url = x". */
			key = xasprintf("%s.%.*s", parent, (int)kn, k);
			ini_add(ini, section, key, v, vn, line);
			free(key);
			continue;
		}
		free(parent);
		parent = NULL;
		key = xstrndup(k, kn);
		ini_add(ini, section, key, v, vn, line);
		if (vn == 0)
			parent = key;
		else
			free(key);
	}
	free(section);
	free(parent);
	return 0;
}

void
creds_ini_free(struct creds_ini *ini)
{
	size_t i;

	for (i = 0; i < ini->n; i++) {
		free(ini->e[i].section);
		free(ini->e[i].key);
		wipe_str(ini->e[i].value);
	}
	for (i = 0; i < ini->nsections; i++)
		free(ini->sections[i]);
	free(ini->sections);
	free(ini->e);
	free(ini->path);
	memset(ini, 0, sizeof(*ini));
}

const char *
creds_ini_get(const struct creds_ini *ini, const char *section,
    const char *key)
{
	size_t i;
	const char *hit = NULL;

	/* A later duplicate wins, as with configparser. */
	for (i = 0; i < ini->n; i++)
		if (strcmp(ini->e[i].section, section) == 0 &&
		    strcasecmp(ini->e[i].key, key) == 0)
			hit = ini->e[i].value;
	return hit;
}

bool
creds_ini_has_section(const struct creds_ini *ini, const char *section)
{
	size_t i;

	for (i = 0; i < ini->nsections; i++)
		if (strcmp(ini->sections[i], section) == 0)
			return true;
	return false;
}

/* ---- loading the two files --------------------------------------- */

static char *
expand_home(const char *path)
{
	const char *home = env("HOME");

	if (path[0] == '~' && (path[1] == '/' || path[1] == '\0') &&
	    home != NULL)
		return xasprintf("%s%s", home, path + 1);
	return xstrdup(path);
}

static int
load_ini(struct creds_ini *ini, const char *envname, const char *def,
    struct diag *d)
{
	const char *name = env(envname);
	char *path, tmp[4096];
	struct buf text = BUF_INIT;
	FILE *f;
	size_t n;
	int rc;

	path = expand_home(name ? name : def);
	f = fopen(path, "rb");
	if (f == NULL) {
		memset(ini, 0, sizeof(*ini));
		ini->path = path;
		if (errno == ENOENT || errno == ENOTDIR)
			return 0;
		return diag_setf(d, "cannot read '%s': %s", path,
		    strerror(errno));
	}
	while ((n = fread(tmp, 1, sizeof(tmp), f)) > 0 &&
	    text.len < CREDS_FILE_MAX)
		buf_add(&text, tmp, n);
	fclose(f);
	rc = creds_ini_parse(ini, path, text.data, text.len, d);
	wipe_buf(&text);
	OPENSSL_cleanse(tmp, sizeof(tmp));
	free(path);
	return rc;
}

static char *
config_section(const char *profile)
{
	if (strcmp(profile, "default") == 0)
		return xstrdup("default");
	return xasprintf("profile %s", profile);
}

int
creds_config_load(struct creds_config *c, const struct creds_opts *o,
    struct diag *d)
{
	const char *p;
	char *sect;

	memset(c, 0, sizeof(*c));
	p = o->profile;
	if (p == NULL)
		p = env("AWS_PROFILE");
	if (p == NULL)
		p = env("AWS_DEFAULT_PROFILE");
	c->explicit_profile = p != NULL;
	c->profile = xstrdup(p ? p : "default");
	if (load_ini(&c->config, "AWS_CONFIG_FILE", "~/.aws/config", d) < 0)
		return -1;
	if (load_ini(&c->credentials, "AWS_SHARED_CREDENTIALS_FILE",
	    "~/.aws/credentials", d) < 0)
		return -1;
	sect = config_section(c->profile);
	c->profile_found = creds_ini_has_section(&c->config, sect) ||
	    creds_ini_has_section(&c->credentials, c->profile) ||
	    (strcmp(c->profile, "default") == 0 &&
	    creds_ini_has_section(&c->config, "profile default"));
	free(sect);
	return 0;
}

void
creds_config_free(struct creds_config *c)
{
	free(c->profile);
	creds_ini_free(&c->config);
	creds_ini_free(&c->credentials);
	memset(c, 0, sizeof(*c));
}

const char *
creds_config_get(const struct creds_config *c, const char *key)
{
	char *sect;
	const char *v;

	if (c->profile == NULL)
		return NULL;
	sect = config_section(c->profile);
	v = creds_ini_get(&c->config, sect, key);
	free(sect);
	if (v == NULL && strcmp(c->profile, "default") == 0)
		v = creds_ini_get(&c->config, "profile default", key);
	return v;
}

static const char *
credfile_get(const struct creds_config *c, const char *key)
{
	return creds_ini_get(&c->credentials, c->profile, key);
}

/* ---- running a process ------------------------------------------- */

char **
creds_split_command(const char *cmd)
{
	char **argv = NULL;
	size_t n = 0;
	struct buf w = BUF_INIT;
	const char *p = cmd;
	char q;

	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (*p == '\0')
			break;
		buf_reset(&w);
		while (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\n') {
			if (*p == '\'' || *p == '"') {
				q = *p++;
				while (*p != '\0' && *p != q) {
					if (q == '"' && *p == '\\' &&
					    (p[1] == '"' || p[1] == '\\' ||
					    p[1] == '$' || p[1] == '`'))
						p++;
					buf_addc(&w, *p++);
				}
				if (*p != q)
					goto bad;
				p++;
			} else if (*p == '\\' && p[1] != '\0') {
				buf_addc(&w, p[1]);
				p += 2;
			} else {
				buf_addc(&w, *p++);
			}
		}
		argv = xreallocarray(argv, n + 2, sizeof(*argv));
		argv[n++] = xstrdup(w.data);
		argv[n] = NULL;
	}
	buf_free(&w);
	if (argv == NULL)
		argv = xcalloc(1, sizeof(*argv));
	return argv;
bad:
	buf_free(&w);
	if (argv != NULL) {
		argv[n] = NULL;
		creds_free_argv(argv);
	}
	return NULL;
}

void
creds_free_argv(char **argv)
{
	size_t i;

	if (argv == NULL)
		return;
	for (i = 0; argv[i] != NULL; i++)
		free(argv[i]);
	free(argv);
}

/* Runs argv, collecting stdout and stderr. Returns the exit status (or
 * 128 + signal), or -1 with d set when it cannot run. */
static int
run_capture(char *const argv[], struct buf *out, struct buf *err,
    struct diag *d)
{
	posix_spawn_file_actions_t fa;
	int po[2] = { -1, -1 }, pe[2] = { -1, -1 }, status, rc, open_fds;
	struct pollfd pfd[2];
	pid_t pid;
	char tmp[4096];
	ssize_t n;
	int i;

	if (pipe(po) < 0 || pipe(pe) < 0) {
		rc = errno;
		if (po[0] >= 0) {
			close(po[0]);
			close(po[1]);
		}
		return diag_setf(d, "cannot run '%s': %s", argv[0],
		    strerror(rc));
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, po[1], 1);
	posix_spawn_file_actions_adddup2(&fa, pe[1], 2);
	posix_spawn_file_actions_addclose(&fa, po[0]);
	posix_spawn_file_actions_addclose(&fa, pe[0]);
	rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	close(po[1]);
	close(pe[1]);
	if (rc != 0) {
		close(po[0]);
		close(pe[0]);
		return diag_setf(d, "cannot run '%s': %s", argv[0],
		    strerror(rc));
	}
	pfd[0].fd = po[0];
	pfd[1].fd = pe[0];
	pfd[0].events = pfd[1].events = POLLIN;
	open_fds = 2;
	while (open_fds > 0) {
		if (poll(pfd, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		for (i = 0; i < 2; i++) {
			if (pfd[i].fd < 0 || pfd[i].revents == 0)
				continue;
			n = read(pfd[i].fd, tmp, sizeof(tmp));
			if (n > 0) {
				struct buf *b = i == 0 ? out : err;

				if (b->len < CREDS_PROC_MAX)
					buf_add(b, tmp, (size_t)n);
				continue;
			}
			if (n < 0 && errno == EINTR)
				continue;
			close(pfd[i].fd);
			pfd[i].fd = -1;
			open_fds--;
		}
	}
	OPENSSL_cleanse(tmp, sizeof(tmp));
	for (i = 0; i < 2; i++)
		if (pfd[i].fd >= 0)
			close(pfd[i].fd);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return diag_setf(d, "cannot wait for '%s': %s",
			    argv[0], strerror(errno));
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

/* Fills out from a JSON object with the given member names. */
static int
creds_from_json(const char *text, size_t len, const char *k_id,
    const char *k_secret, const char *k_token, const char *what,
    struct creds *out, struct diag *d)
{
	json_t *root;
	json_error_t je;
	const char *id, *secret, *token, *exp;

	root = json_loadb(text, len, 0, &je);
	if (root == NULL || !json_is_object(root)) {
		json_decref(root);
		/* je.text may quote input; only the position is safe. */
		return diag_setf(d, "%s: the answer is not a JSON object "
		    "(line %d, column %d)", what, je.line, je.column);
	}
	id = json_string_value(json_object_get(root, k_id));
	secret = json_string_value(json_object_get(root, k_secret));
	token = json_string_value(json_object_get(root, k_token));
	exp = json_string_value(json_object_get(root, "Expiration"));
	if (id == NULL || secret == NULL || id[0] == '\0' ||
	    secret[0] == '\0') {
		json_decref(root);
		return diag_setf(d, "%s: the answer has no %s or %s", what,
		    k_id, k_secret);
	}
	out->access_key_id = xstrdup(id);
	out->secret_access_key = xstrdup(secret);
	out->session_token = (token && token[0]) ? xstrdup(token) : NULL;
	out->expiration = exp ? xstrdup(exp) : NULL;
	/* jansson keeps its own copy; it is freed here, not wiped. */
	json_decref(root);
	return 0;
}

int
creds_run_process(char *const argv[], const char *what, struct creds *out,
    struct diag *d)
{
	struct buf o = BUF_INIT, e = BUF_INIT;
	json_t *root = NULL;
	json_error_t je;
	json_int_t version;
	int st, rc = -1;

	st = run_capture(argv, &o, &e, d);
	if (st < 0)
		goto out;
	if (st != 0) {
		/* stderr of the helper is its own diagnostic: show its
		 * first line only, it never carries the credentials. */
		char *nl = strchr(e.data, '\n');

		if (nl != NULL)
			*nl = '\0';
		diag_setf(d, "%s exited with status %d%s%s", what, st,
		    e.len ? ": " : "", e.data);
		goto out;
	}
	root = json_loadb(o.data, o.len, 0, &je);
	if (root == NULL || !json_is_object(root)) {
		diag_setf(d, "%s printed no JSON object (line %d, column %d)",
		    what, je.line, je.column);
		goto out;
	}
	version = json_integer_value(json_object_get(root, "Version"));
	if (version != 1) {
		diag_setf(d, "%s printed Version %lld; only Version 1 is "
		    "supported", what, (long long)version);
		goto out;
	}
	rc = creds_from_json(o.data, o.len, "AccessKeyId", "SecretAccessKey",
	    "SessionToken", what, out, d);
out:
	json_decref(root);
	wipe_buf(&o);
	buf_free(&e);
	return rc;
}

/* ---- metadata HTTP ------------------------------------------------ */

static size_t
collect(char *ptr, size_t size, size_t nmemb, void *ud)
{
	struct buf *b = ud;

	if (b->len + size * nmemb > CREDS_HTTP_MAX)
		return 0;
	buf_add(b, ptr, size * nmemb);
	return size * nmemb;
}

/* One metadata request. Returns the HTTP status, 0 when the endpoint
 * cannot be reached. */
static long
meta_http(const char *method, const char *url, const char *h1,
    const char *h2, long timeout_ms, struct buf *body)
{
	CURL *c;
	struct curl_slist *hl = NULL;
	long status = 0;

	c = curl_easy_init();
	if (c == NULL)
		return 0;
	curl_easy_setopt(c, CURLOPT_URL, url);
	curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, method);
	if (strcmp(method, "PUT") == 0) {
		curl_easy_setopt(c, CURLOPT_POSTFIELDS, "");
		curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE, 0L);
	}
	curl_easy_setopt(c, CURLOPT_NOPROXY, "*");
	curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
	curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);
	curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
	curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, timeout_ms * 2);
	curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, collect);
	curl_easy_setopt(c, CURLOPT_WRITEDATA, body);
	if (h1 != NULL)
		hl = curl_slist_append(hl, h1);
	if (h2 != NULL)
		hl = curl_slist_append(hl, h2);
	hl = curl_slist_append(hl, "Expect:");
	curl_easy_setopt(c, CURLOPT_HTTPHEADER, hl);
	if (curl_easy_perform(c) == CURLE_OK)
		curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
	curl_slist_free_all(hl);
	curl_easy_cleanup(c);
	return status;
}

/* Whether host may be reached over plain HTTP for container credentials. */
static bool
container_host_ok(const char *host)
{
	if (strcmp(host, "localhost") == 0 || strcmp(host, "::1") == 0 ||
	    strcmp(host, "[::1]") == 0 || strncmp(host, "127.", 4) == 0 ||
	    strcmp(host, "169.254.170.2") == 0 ||
	    strcmp(host, "169.254.170.23") == 0 ||
	    strcasecmp(host, "fd00:ec2::23") == 0 ||
	    strcasecmp(host, "[fd00:ec2::23]") == 0)
		return true;
	return false;
}

static int
read_token_file(const char *path, char **token, struct diag *d)
{
	FILE *f;
	struct buf b = BUF_INIT;
	char tmp[1024];
	size_t n;

	f = fopen(path, "rb");
	if (f == NULL)
		return diag_setf(d, "cannot read "
		    "AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE '%s': %s", path,
		    strerror(errno));
	while ((n = fread(tmp, 1, sizeof(tmp), f)) > 0 && b.len < 65536)
		buf_add(&b, tmp, n);
	fclose(f);
	OPENSSL_cleanse(tmp, sizeof(tmp));
	while (b.len > 0 && isspace((unsigned char)b.data[b.len - 1]))
		buf_truncate(&b, b.len - 1);
	*token = buf_detach(&b);
	return 0;
}

static int
container_creds(struct creds *out, struct diag *d)
{
	const char *rel = env("AWS_CONTAINER_CREDENTIALS_RELATIVE_URI");
	const char *full = env("AWS_CONTAINER_CREDENTIALS_FULL_URI");
	const char *tokfile = env("AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE");
	char *url = NULL, *token = NULL, *auth = NULL, *host = NULL,
	    *scheme = NULL;
	struct buf body = BUF_INIT;
	CURLU *u = NULL;
	long st;
	int rc = -1;

	if (rel != NULL) {
		url = xasprintf("%s%s%s", CREDS_CONTAINER_HOST,
		    rel[0] == '/' ? "" : "/", rel);
	} else {
		u = curl_url();
		if (curl_url_set(u, CURLUPART_URL, full, 0) != CURLUE_OK ||
		    curl_url_get(u, CURLUPART_HOST, &host, 0) != CURLUE_OK ||
		    curl_url_get(u, CURLUPART_SCHEME, &scheme, 0) !=
		    CURLUE_OK) {
			diag_setf(d, "AWS_CONTAINER_CREDENTIALS_FULL_URI is "
			    "not a URL");
			goto out;
		}
		if (strcasecmp(scheme, "https") != 0 &&
		    (strcasecmp(scheme, "http") != 0 ||
		    !container_host_ok(host))) {
			diag_setf(d, "AWS_CONTAINER_CREDENTIALS_FULL_URI host "
			    "'%s' is not allowed over %s (only loopback, "
			    "169.254.170.2, 169.254.170.23 or fd00:ec2::23, "
			    "or HTTPS)", host, scheme);
			goto out;
		}
		url = xstrdup(full);
	}
	if (tokfile != NULL) {
		if (read_token_file(tokfile, &token, d) < 0)
			goto out;
	} else if (env("AWS_CONTAINER_AUTHORIZATION_TOKEN") != NULL) {
		token = xstrdup(env("AWS_CONTAINER_AUTHORIZATION_TOKEN"));
	}
	if (token != NULL) {
		if (strpbrk(token, "\r\n") != NULL) {
			diag_setf(d, "the container authorization token holds "
			    "a line break");
			goto out;
		}
		auth = xasprintf("Authorization: %s", token);
	}
	st = meta_http("GET", url, auth, "Accept: application/json", 2000,
	    &body);
	if (st != 200) {
		if (st == 0)
			diag_setf(d, "cannot reach the container credentials "
			    "endpoint");
		else
			diag_setf(d, "the container credentials endpoint "
			    "answered HTTP %ld", st);
		goto out;
	}
	rc = creds_from_json(body.data, body.len, "AccessKeyId",
	    "SecretAccessKey", "Token", "container credentials", out, d);
	if (rc == 0)
		out->source = "container-role";
out:
	wipe_buf(&body);
	wipe_str(token);
	wipe_str(auth);
	free(url);
	curl_free(host);
	curl_free(scheme);
	curl_url_cleanup(u);
	return rc;
}

/*
 * IMDSv2, falling back to v1 on 403/404/405 unless v1 is disabled.
 * Returns 0 with out filled, 1 when no metadata service answers (the end
 * of the chain), -1 with d set on a real failure.
 */
static int
imds_fetch(long timeout_ms, struct creds *out, struct diag *d)
{
	const char *base = env("AWS_EC2_METADATA_SERVICE_ENDPOINT");
	const char *mode = env("AWS_EC2_METADATA_SERVICE_ENDPOINT_MODE");
	struct buf tok = BUF_INIT, role = BUF_INIT, body = BUF_INIT;
	char *url = NULL, *th = NULL, *nl;
	size_t blen;
	long st;
	int rc = 1;

	if (base == NULL)
		base = (mode && strcasecmp(mode, "IPv6") == 0) ?
		    CREDS_IMDS_V6 : CREDS_IMDS_V4;
	blen = strlen(base);
	while (blen > 0 && base[blen - 1] == '/')
		blen--;
	url = xasprintf("%.*s/latest/api/token", (int)blen, base);
	st = meta_http("PUT", url, "X-aws-ec2-metadata-token-ttl-seconds: "
	    CREDS_IMDS_TTL, NULL, timeout_ms, &tok);
	free(url);
	if (st == 0)
		goto out;
	if (st == 200 && tok.len > 0) {
		th = xasprintf("X-aws-ec2-metadata-token: %s", tok.data);
	} else if ((st == 403 || st == 404 || st == 405) &&
	    !env_true("AWS_EC2_METADATA_V1_DISABLED")) {
		th = NULL;
	} else {
		rc = diag_setf(d, "instance metadata refused a token (HTTP "
		    "%ld)", st);
		goto out;
	}
	url = xasprintf("%.*s/latest/meta-data/iam/security-credentials/",
	    (int)blen, base);
	st = meta_http("GET", url, th, NULL, timeout_ms, &role);
	free(url);
	if (st == 404) {
		rc = diag_setf(d, "this instance has no IAM role (instance "
		    "metadata has no security credentials)");
		goto out;
	}
	if (st != 200 || role.len == 0) {
		rc = st == 0 ? 1 : diag_setf(d, "instance metadata answered "
		    "HTTP %ld for the role name", st);
		goto out;
	}
	nl = strchr(role.data, '\n');
	if (nl != NULL)
		buf_truncate(&role, (size_t)(nl - role.data));
	url = xasprintf("%.*s/latest/meta-data/iam/security-credentials/%s",
	    (int)blen, base, role.data);
	st = meta_http("GET", url, th, NULL, timeout_ms, &body);
	free(url);
	if (st != 200) {
		rc = diag_setf(d, "instance metadata answered HTTP %ld for "
		    "the credentials of role '%s'", st, role.data);
		goto out;
	}
	rc = creds_from_json(body.data, body.len, "AccessKeyId",
	    "SecretAccessKey", "Token", "instance metadata", out, d);
	if (rc == 0)
		out->source = "iam-role";
out:
	wipe_buf(&tok);
	wipe_buf(&body);
	buf_free(&role);
	wipe_str(th);
	return rc;
}

/* ---- the chain ---------------------------------------------------- */

static bool
cli_v2_on_path(void)
{
	char *argv[] = { (char *)"aws", (char *)"--version", NULL };
	struct buf o = BUF_INIT, e = BUF_INIT;
	struct diag d;
	bool v2;

	diag_init(&d);
	v2 = run_capture(argv, &o, &e, &d) == 0 &&
	    (strstr(o.data, "aws-cli/2.") != NULL ||
	    strstr(e.data, "aws-cli/2.") != NULL);
	buf_free(&o);
	buf_free(&e);
	diag_clear(&d);
	return v2;
}

static int
export_credentials(const struct creds_config *c, const char *why,
    struct creds *out, struct diag *d)
{
	char *argv[] = { (char *)"aws", (char *)"configure",
	    (char *)"export-credentials", (char *)"--profile", c->profile,
	    (char *)"--format", (char *)"process", NULL };
	char *what;
	int rc;

	if (!cli_v2_on_path())
		return diag_setf(d, "profile '%s' uses %s, which provdoc "
		    "resolves through the AWS CLI v2: install it, or run "
		    "'eval \"$(aws configure export-credentials --profile %s "
		    "--format env)\"' and try again", c->profile, why,
		    c->profile);
	what = xasprintf("'aws configure export-credentials --profile %s'",
	    c->profile);
	rc = creds_run_process(argv, what, out, d);
	free(what);
	if (rc == 0)
		out->source = "aws-cli-export-credentials";
	return rc;
}

static int
static_keys(const char *id, const char *secret, const char *token,
    const char *source, const char *where, struct creds *out,
    struct diag *d)
{
	if (id == NULL && secret == NULL)
		return 1;
	if (id == NULL || secret == NULL || id[0] == '\0' ||
	    secret[0] == '\0')
		return diag_setf(d, "%s has only one of the access key id and "
		    "the secret access key", where);
	out->access_key_id = xstrdup(id);
	out->secret_access_key = xstrdup(secret);
	out->session_token = (token && token[0]) ? xstrdup(token) : NULL;
	out->source = source;
	return 0;
}

int
creds_resolve(const struct creds_config *c, const struct creds_opts *o,
    struct creds *out, struct diag *d)
{
	const char *v, *tok;
	char **argv, *what;
	int rc;

	memset(out, 0, sizeof(*out));
	/* An explicit --profile wins over environment keys, as in the CLI. */
	if (o->profile == NULL) {
		tok = env("AWS_SESSION_TOKEN");
		if (tok == NULL)
			tok = env("AWS_SECURITY_TOKEN");
		rc = static_keys(env("AWS_ACCESS_KEY_ID"),
		    env("AWS_SECRET_ACCESS_KEY"), tok, "env",
		    "the environment (AWS_ACCESS_KEY_ID, "
		    "AWS_SECRET_ACCESS_KEY)", out, d);
		if (rc <= 0) {
			if (rc == 0 && env("AWS_CREDENTIAL_EXPIRATION"))
				out->expiration = xstrdup(
				    env("AWS_CREDENTIAL_EXPIRATION"));
			return rc;
		}
	}
	if (c->explicit_profile && !c->profile_found)
		return diag_setf(d, "the config profile '%s' could not be "
		    "found in '%s' or '%s'", c->profile, c->config.path,
		    c->credentials.path);

	if (creds_config_get(c, "role_arn") != NULL)
		return export_credentials(c, "role assumption (role_arn)", out,
		    d);
	if (creds_config_get(c, "sso_session") != NULL ||
	    creds_config_get(c, "sso_start_url") != NULL ||
	    creds_config_get(c, "sso_account_id") != NULL)
		return export_credentials(c, "IAM Identity Center (sso_*)", out,
		    d);
	if (creds_config_get(c, "web_identity_token_file") != NULL)
		return export_credentials(c, "web identity "
		    "(web_identity_token_file)", out, d);

	what = xasprintf("profile '%s' in '%s'", c->profile,
	    c->credentials.path);
	rc = static_keys(credfile_get(c, "aws_access_key_id"),
	    credfile_get(c, "aws_secret_access_key"),
	    credfile_get(c, "aws_session_token") ?
	    credfile_get(c, "aws_session_token") :
	    credfile_get(c, "aws_security_token"), "shared-credentials-file",
	    what, out, d);
	free(what);
	if (rc <= 0)
		return rc;

	v = creds_config_get(c, "credential_process");
	if (v == NULL)
		v = credfile_get(c, "credential_process");
	if (v != NULL) {
		argv = creds_split_command(v);
		if (argv == NULL || argv[0] == NULL) {
			creds_free_argv(argv);
			return diag_setf(d, "profile '%s': credential_process "
			    "is empty or has an unterminated quote",
			    c->profile);
		}
		what = xasprintf("credential_process of profile '%s'",
		    c->profile);
		rc = creds_run_process(argv, what, out, d);
		free(what);
		creds_free_argv(argv);
		if (rc == 0)
			out->source = "custom-process";
		return rc;
	}

	what = xasprintf("profile '%s' in '%s'", c->profile, c->config.path);
	rc = static_keys(creds_config_get(c, "aws_access_key_id"),
	    creds_config_get(c, "aws_secret_access_key"),
	    creds_config_get(c, "aws_session_token"), "config-file", what,
	    out, d);
	free(what);
	if (rc <= 0)
		return rc;

	if (env("AWS_CONTAINER_CREDENTIALS_RELATIVE_URI") != NULL ||
	    env("AWS_CONTAINER_CREDENTIALS_FULL_URI") != NULL)
		return container_creds(out, d);

	if (!env_true("AWS_EC2_METADATA_DISABLED")) {
		rc = imds_fetch(o->imds_timeout_ms > 0 ? o->imds_timeout_ms :
		    1000, out, d);
		if (rc <= 0)
			return rc;
	}
	return diag_setf(d, "no AWS credentials found (tried the environment, "
	    "profile '%s' in '%s' and '%s', container credentials and "
	    "instance metadata): run 'aws configure', set AWS_ACCESS_KEY_ID "
	    "and AWS_SECRET_ACCESS_KEY, or pass --profile", c->profile,
	    c->credentials.path, c->config.path);
}

/* ---- region, endpoint, retries ----------------------------------- */

static bool
region_ok(const char *r)
{
	if (r[0] == '\0')
		return false;
	for (; *r != '\0'; r++)
		if (!islower((unsigned char)*r) &&
		    !isdigit((unsigned char)*r) && *r != '-')
			return false;
	return true;
}

char *
creds_region(const struct creds_config *c, const struct creds_opts *o,
    struct diag *d)
{
	const char *r = o->region, *from = "--region";

	if (r == NULL && (r = env("AWS_REGION")) != NULL)
		from = "AWS_REGION";
	if (r == NULL && (r = env("AWS_DEFAULT_REGION")) != NULL)
		from = "AWS_DEFAULT_REGION";
	if (r == NULL && (r = creds_config_get(c, "region")) != NULL)
		from = "the config file";
	if (r == NULL) {
		diag_setf(d, "no region: pass --region, set AWS_REGION, or add "
		    "'region' to profile '%s'", c->profile ? c->profile :
		    "default");
		return NULL;
	}
	if (!region_ok(r)) {
		diag_setf(d, "malformed region '%s' (from %s)", r, from);
		return NULL;
	}
	return xstrdup(r);
}

char *
creds_endpoint(const struct creds_config *c, const struct creds_opts *o,
    const char *region, const char *service_id, const char *config_key,
    const char *prefix)
{
	const char *v, *svc;
	char *name, *key;
	bool ignore;

	if (o->endpoint_url != NULL)
		return xstrdup(o->endpoint_url);
	v = creds_config_get(c, "ignore_configured_endpoint_urls");
	ignore = env_true("AWS_IGNORE_CONFIGURED_ENDPOINT_URLS") ||
	    (v != NULL && strcasecmp(v, "true") == 0);
	if (!ignore) {
		name = xasprintf("AWS_ENDPOINT_URL_%s", service_id);
		v = env(name);
		free(name);
		if (v != NULL)
			return xstrdup(v);
		if ((v = env("AWS_ENDPOINT_URL")) != NULL)
			return xstrdup(v);
		svc = creds_config_get(c, "services");
		if (svc != NULL) {
			name = xasprintf("services %s", svc);
			key = xasprintf("%s.endpoint_url", config_key);
			v = creds_ini_get(&c->config, name, key);
			free(name);
			free(key);
			if (v != NULL)
				return xstrdup(v);
		}
		if ((v = creds_config_get(c, "endpoint_url")) != NULL)
			return xstrdup(v);
	}
	return xasprintf("https://%s.%s.%s", prefix, region,
	    strncmp(region, "cn-", 3) == 0 ? "amazonaws.com.cn" :
	    "amazonaws.com");
}

int
creds_max_attempts(const struct creds_config *c, struct diag *d)
{
	const char *v = env("AWS_MAX_ATTEMPTS"), *from = "AWS_MAX_ATTEMPTS";
	char *end;
	long n;

	if (v == NULL) {
		v = creds_config_get(c, "max_attempts");
		from = "max_attempts";
	}
	if (v == NULL)
		return 3;
	errno = 0;
	n = strtol(v, &end, 10);
	if (errno != 0 || *end != '\0' || n < 1 || n > 20)
		return diag_setf(d, "%s must be a whole number from 1 to 20, "
		    "not '%s'", from, v);
	return (int)n;
}
