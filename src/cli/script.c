/*
 * script: command-text splitting and the scripted mode's loop (see
 * script.h). It runs commands through cmd_run and flushes their output;
 * it does not know any command.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/script.h"
#include "cli/session.h"
#include "util/buf.h"
#include "util/exitcode.h"
#include "util/xmalloc.h"
#include "util/banned.h"

static void
push_word(struct cmdline *c, struct buf *w)
{
	c->argv = xreallocarray(c->argv, (size_t)c->argc + 2,
	    sizeof(*c->argv));
	c->argv[c->argc++] = buf_detach(w);
	c->argv[c->argc] = NULL;
}

static void
push_line(struct cmdline **v, size_t *n, struct cmdline *c)
{
	if (c->argc == 0) {
		free(c->argv);
	} else {
		*v = xreallocarray(*v, *n + 1, sizeof(**v));
		(*v)[(*n)++] = *c;
	}
	memset(c, 0, sizeof(*c));
}

int
script_split(const char *text, size_t len, const char *name,
    struct cmdline **out, size_t *n, struct diag *d)
{
	struct cmdline cur;
	struct buf w = BUF_INIT;
	bool inword = false;
	unsigned line = 1;
	size_t i, qstart;
	char q;

	*out = NULL;
	*n = 0;
	memset(&cur, 0, sizeof(cur));
	for (i = 0; i < len; i++) {
		char c = text[i];

		if (cur.argc == 0 && !inword)
			cur.line = line;
		if (c == '\'' || c == '"') {
			q = c;
			qstart = i;
			inword = true;
			for (i++; i < len && text[i] != q; i++) {
				if (text[i] == '\n')
					line++;
				if (q == '"' && text[i] == '\\' && i + 1 < len &&
				    (text[i + 1] == '"' || text[i + 1] == '\\'))
					i++;
				buf_addc(&w, text[i]);
			}
			if (i >= len) {
				diag_setf(d, "unterminated %s quote",
				    q == '"' ? "double" : "single");
				diag_span(d, name, text, len, qstart,
				    qstart + 1);
				goto fail;
			}
			continue;
		}
		if (c == '\\' && i + 1 < len && text[i + 1] != '\n') {
			buf_addc(&w, text[++i]);
			inword = true;
			continue;
		}
		if (c == '#' && !inword) {
			while (i < len && text[i] != '\n')
				i++;
			i--;
			continue;
		}
		if (c == ' ' || c == '\t' || c == '\r' || c == ';' ||
		    c == '\n') {
			if (inword) {
				push_word(&cur, &w);
				inword = false;
			}
			if (c == ';' || c == '\n')
				push_line(out, n, &cur);
			if (c == '\n')
				line++;
			continue;
		}
		if (c == '\0') {
			diag_setf(d, "NUL byte in command text");
			diag_span(d, name, text, len, i, i + 1);
			goto fail;
		}
		buf_addc(&w, c);
		inword = true;
	}
	if (inword)
		push_word(&cur, &w);
	push_line(out, n, &cur);
	buf_free(&w);
	return 0;
fail:
	buf_free(&w);
	for (qstart = 0; qstart < (size_t)cur.argc; qstart++)
		free(cur.argv[qstart]);
	free(cur.argv);
	script_free_lines(*out, *n);
	*out = NULL;
	*n = 0;
	return -1;
}

void
script_free_lines(struct cmdline *v, size_t n)
{
	size_t i;
	int j;

	if (v == NULL)
		return;
	for (i = 0; i < n; i++) {
		for (j = 0; j < v[i].argc; j++)
			free(v[i].argv[j]);
		free(v[i].argv);
	}
	free(v);
}

static bool
is_verdict_command(const char *name)
{
	const struct cmd_def *c = cmd_find(name, false);

	return c != NULL && (strcmp(c->name, "diagnose") == 0 ||
	    strcmp(c->name, "run") == 0 || strcmp(c->name, "verdict") == 0);
}

int
script_run(struct session *s, const char *text, size_t len, const char *name)
{
	struct cmdline *v;
	struct diag d;
	size_t n, i;
	int st, last = PD_EXIT_OK, j;
	bool failed = false;

	diag_init(&d);
	if (script_split(text, len, name, &v, &n, &d) < 0) {
		diag_print(&d);
		diag_clear(&d);
		return PD_EXIT_USAGE;
	}
	for (i = 0; i < n; i++) {
		if (s->o.echo) {
			struct buf e = BUF_INIT;

			buf_adds(&e, "> ");
			for (j = 0; j < v[i].argc; j++)
				buf_addf(&e, "%s%s", j ? " " : "", v[i].argv[j]);
			buf_addc(&e, '\n');
			fputs(e.data, stdout);
			buf_free(&e);
		}
		s->mode = CMD_MODE_SCRIPT;
		st = cmd_run(s, v[i].argc, v[i].argv);
		session_flush(s, v[i].argv[0], st);
		if (st == PD_EXIT_USAGE) {
			failed = true;
			fprintf(stderr, "provdoc: error: %s:%u: command '%s' "
			    "failed\n", name, v[i].line, v[i].argv[0]);
			if (!s->o.keep_going)
				break;
		} else if (is_verdict_command(v[i].argv[0]))
			last = st;
		if (s->quit)
			break;
	}
	script_free_lines(v, n);
	return failed ? PD_EXIT_USAGE : last;
}
