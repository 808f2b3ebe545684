/*
 * cql-test: the table-driven runner of the tests/cql .test files. A file
 * is groups separated by blank lines; '#' lines outside groups are comments.
 *
 *	EXPR / INSTANCE-JSON / RESULT [sub=RESULT]	evaluate
 *	%%FAIL / EXPR / diagnostic lines		parse error, exact text
 *	%%WARN / EXPR / diagnostic lines		the notes, exact text
 *	%%NORMAL / EXPR / normal form			the printer
 *
 * RESULT is true, false or inconclusive; sub= asserts the result under
 * substring regex semantics. INSTANCE-JSON is a DescribeContainerInstances
 * entry (ec2InstanceId, agentConnected, versionInfo.agentVersion,
 * registeredAt, runningTasksCount, attributes) plus "tasks":
 * [{"group", "desiredStatus"}] for task:group. It does not test the CLI.
 */
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cql/cql.h"
#include "model/model.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

struct fake {
	struct instance		 in;
	struct task		*tasks;
	struct task		**ptrs;
	json_t			*root;
};

static const char *
jstr(json_t *o, const char *k)
{
	json_t *v = json_object_get(o, k);

	return json_is_string(v) ? json_string_value(v) : NULL;
}

static int
fake_load(struct fake *f, const char *line)
{
	json_error_t err;
	json_t *a, *v;
	size_t i, n;

	memset(f, 0, sizeof(*f));
	f->root = json_loads(line, 0, &err);
	if (!json_is_object(f->root)) {
		fprintf(stderr, "bad instance JSON: %s\n", err.text);
		json_decref(f->root);
		f->root = NULL;
		return -1;
	}
	f->in.agent_connected = -1;
	f->in.running_tasks = -1;
	f->in.registered_at = NAN;
	f->in.ec2_id = jstr(f->root, "ec2InstanceId");
	v = json_object_get(f->root, "agentConnected");
	if (json_is_boolean(v))
		f->in.agent_connected = json_is_true(v);
	v = json_object_get(f->root, "versionInfo");
	if (json_is_object(v))
		f->in.agent_version = jstr(v, "agentVersion");
	v = json_object_get(f->root, "runningTasksCount");
	if (json_is_integer(v))
		f->in.running_tasks = (int)json_integer_value(v);
	v = json_object_get(f->root, "registeredAt");
	if (json_is_number(v))
		f->in.registered_at = json_number_value(v);
	else if (json_is_string(v))
		(void)cql_parse_time(json_string_value(v),
		    &f->in.registered_at);
	a = json_object_get(f->root, "attributes");
	n = json_array_size(a);
	f->in.attrs_present = a != NULL;
	if (n > 0) {
		f->in.attrs = xcalloc(n, sizeof(*f->in.attrs));
		f->in.nattrs = n;
		for (i = 0; i < n; i++) {
			f->in.attrs[i].name = jstr(json_array_get(a, i),
			    "name");
			f->in.attrs[i].value = jstr(json_array_get(a, i),
			    "value");
			f->in.attrs[i].index = (int)i;
		}
	}
	a = json_object_get(f->root, "tasks");
	n = json_array_size(a);
	if (n > 0) {
		f->tasks = xcalloc(n, sizeof(*f->tasks));
		f->ptrs = xcalloc(n, sizeof(*f->ptrs));
		for (i = 0; i < n; i++) {
			f->tasks[i].group = jstr(json_array_get(a, i), "group");
			f->tasks[i].desired_status = jstr(json_array_get(a, i),
			    "desiredStatus");
			f->ptrs[i] = &f->tasks[i];
		}
		f->in.tasks = f->ptrs;
		f->in.ntasks = n;
	}
	return 0;
}

static void
fake_free(struct fake *f)
{
	free(f->in.attrs);
	free(f->tasks);
	free(f->ptrs);
	json_decref(f->root);
}

struct group {
	char	**lines;
	size_t	  n;
	size_t	  lineno;	/* of the first line */
};

static int failures, passes;

static void
fail(const char *file, const struct group *g, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
fail(const char *file, const struct group *g, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s:%zu: FAIL: ", file, g->lineno);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	failures++;
}

static void
join(const struct group *g, size_t from, struct buf *b)
{
	size_t i;

	for (i = from; i < g->n; i++) {
		buf_adds(b, g->lines[i]);
		buf_addc(b, '\n');
	}
}

static void
run_diag(const char *file, const struct group *g, bool warn)
{
	struct diag d;
	struct cql_expr *e;
	struct buf got = BUF_INIT, want = BUF_INIT;
	const char *x = g->lines[1];
	size_t i;

	diag_init(&d);
	e = cql_parse(x, strlen(x), "<expr>", &d);
	if (!warn) {
		if (e != NULL)
			fail(file, g, "'%s' parsed but should fail", x);
		else
			diag_render(&d, &got);
	} else if (e == NULL) {
		diag_render(&d, &got);
		fail(file, g, "'%s' failed:\n%s", x, got.data);
		goto out;
	} else {
		for (i = 0; i < e->nnotes; i++) {
			struct diag nd;

			diag_init(&nd);
			cql_note_diag(e, &e->notes[i], &nd);
			diag_render(&nd, &got);
			diag_clear(&nd);
		}
	}
	join(g, 2, &want);
	if (strcmp(got.data, want.data) != 0 && (e == NULL || warn))
		fail(file, g, "diagnostic differs\n--- want\n%s--- got\n%s",
		    want.data, got.data);
	else if (e == NULL || warn)
		passes++;
out:
	cql_free(e);
	diag_clear(&d);
	buf_free(&got);
	buf_free(&want);
}

static void
run_normal(const char *file, const struct group *g)
{
	struct diag d;
	struct cql_expr *e, *again;
	struct buf got = BUF_INIT, twice = BUF_INIT;

	diag_init(&d);
	e = cql_parse(g->lines[1], strlen(g->lines[1]), "<expr>", &d);
	if (e == NULL || g->n != 3) {
		diag_render(&d, &got);
		fail(file, g, "bad normal-form group: %s", got.data);
		goto out;
	}
	cql_format(e, NULL, &got);
	if (strcmp(got.data, g->lines[2]) != 0) {
		fail(file, g, "normal form '%s', want '%s'", got.data,
		    g->lines[2]);
		goto out;
	}
	/* The normal form is a fixed point. */
	again = cql_parse(got.data, got.len, "<expr>", &d);
	if (again == NULL) {
		fail(file, g, "normal form does not parse");
		goto out;
	}
	cql_format(again, NULL, &twice);
	cql_free(again);
	if (strcmp(got.data, twice.data) != 0)
		fail(file, g, "normal form not stable: '%s'", twice.data);
	else
		passes++;
out:
	cql_free(e);
	diag_clear(&d);
	buf_free(&got);
	buf_free(&twice);
}

static void
run_eval(const char *file, const struct group *g)
{
	struct diag d;
	struct cql_expr *e;
	struct cql_eval ev;
	struct fake f;
	struct buf b = BUF_INIT;
	char want[32] = "", wantsub[32] = "";
	enum cql_tv r;

	diag_init(&d);
	if (g->n != 3) {
		fail(file, g, "an evaluation group has 3 lines, not %zu", g->n);
		return;
	}
	if (sscanf(g->lines[2], "%31s sub=%31s", want, wantsub) < 1) {
		fail(file, g, "bad result line");
		return;
	}
	e = cql_parse(g->lines[0], strlen(g->lines[0]), "<expr>", &d);
	if (e == NULL) {
		diag_render(&d, &b);
		fail(file, g, "does not parse:\n%s", b.data);
		buf_free(&b);
		diag_clear(&d);
		return;
	}
	if (fake_load(&f, g->lines[1]) < 0) {
		fail(file, g, "bad instance");
		cql_free(e);
		return;
	}
	cql_eval_init(&ev, e);
	r = cql_eval(e, &f.in, &ev);
	if (strcmp(cql_tv_name(r), want) != 0)
		fail(file, g, "'%s' is %s, want %s", g->lines[0],
		    cql_tv_name(r), want);
	else if (wantsub[0] != '\0' &&
	    strcmp(cql_tv_name(ev.result_sub), wantsub) != 0)
		fail(file, g, "'%s' is %s under substring semantics, want %s",
		    g->lines[0], cql_tv_name(ev.result_sub), wantsub);
	else
		passes++;
	cql_eval_free(&ev);
	fake_free(&f);
	cql_free(e);
}

static void
run_group(const char *file, const struct group *g)
{
	if (g->n == 0)
		return;
	if (strcmp(g->lines[0], "%%FAIL") == 0 && g->n >= 3)
		run_diag(file, g, false);
	else if (strcmp(g->lines[0], "%%WARN") == 0 && g->n >= 2)
		run_diag(file, g, true);
	else if (strcmp(g->lines[0], "%%NORMAL") == 0)
		run_normal(file, g);
	else
		run_eval(file, g);
}

static void
free_group(struct group *g)
{
	size_t i;

	for (i = 0; i < g->n; i++)
		free(g->lines[i]);
	free(g->lines);
	memset(g, 0, sizeof(*g));
}

static int
run_file(const char *file)
{
	FILE *fp = fopen(file, "r");
	char *line = NULL;
	size_t cap = 0, lineno = 0;
	ssize_t n;
	struct group g;

	if (fp == NULL) {
		perror(file);
		return -1;
	}
	memset(&g, 0, sizeof(g));
	while ((n = getline(&line, &cap, fp)) >= 0) {
		lineno++;
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = '\0';
		if (n == 0) {
			run_group(file, &g);
			free_group(&g);
			continue;
		}
		if (g.n == 0 && line[0] == '#')
			continue;
		if (g.n == 0)
			g.lineno = lineno;
		g.lines = xreallocarray(g.lines, g.n + 1, sizeof(*g.lines));
		g.lines[g.n++] = xstrdup(line);
	}
	run_group(file, &g);
	free_group(&g);
	free(line);
	fclose(fp);
	return 0;
}

int
main(int argc, char **argv)
{
	int i;

	/* cql-test --bless EXPR...: print %%FAIL/%%WARN groups to review. */
	if (argc > 1 && strcmp(argv[1], "--bless") == 0) {
		for (i = 2; i < argc; i++) {
			struct diag d;
			struct cql_expr *e;
			struct buf b = BUF_INIT;
			size_t k;

			diag_init(&d);
			e = cql_parse(argv[i], strlen(argv[i]), "<expr>", &d);
			if (e == NULL)
				diag_render(&d, &b);
			for (k = 0; e != NULL && k < e->nnotes; k++) {
				struct diag nd;

				diag_init(&nd);
				cql_note_diag(e, &e->notes[k], &nd);
				diag_render(&nd, &b);
				diag_clear(&nd);
			}
			printf("%s\n%s\n%s\n", e == NULL ? "%%FAIL" :
			    "%%WARN", argv[i], b.data);
			buf_free(&b);
			diag_clear(&d);
			cql_free(e);
		}
		return 0;
	}
	for (i = 1; i < argc; i++)
		if (run_file(argv[i]) < 0)
			return 2;
	printf("%d passed, %d failed\n", passes, failures);
	return failures ? 1 : 0;
}
