/*
 * main: argv -> mode (one-shot command, REPL, or script) -> dispatch. The
 * only place that exits and maps failures to exit statuses.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "cli/cmd.h"
#include "cli/help.h"
#include "cli/options.h"
#include "cli/repl.h"
#include "cli/script.h"
#include "cli/session.h"
#include "report/render.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/banned.h"

static int
read_all(FILE *fp, struct buf *b)
{
	char chunk[8192];
	size_t n;

	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		buf_add(b, chunk, n);
	return ferror(fp) ? -1 : 0;
}

static int
run_script_file(struct session *s, const char *path)
{
	struct buf b = BUF_INIT;
	FILE *fp;
	int st;

	fp = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
	if (fp == NULL) {
		error("cannot open script '%s': %s", path, strerror(errno));
		return PD_EXIT_USAGE;
	}
	if (read_all(fp, &b) < 0) {
		error("cannot read script '%s': %s", path, strerror(errno));
		if (fp != stdin)
			fclose(fp);
		buf_free(&b);
		return PD_EXIT_USAGE;
	}
	if (fp != stdin)
		fclose(fp);
	st = script_run(s, b.data, b.len, strcmp(path, "-") == 0 ?
	    "<stdin>" : path);
	buf_free(&b);
	return st;
}

/* Colour only on a terminal, never with NO_COLOR, --no-color or TERM=dumb. */
static void
setup_output(struct session *s)
{
	const char *term = getenv("TERM"), *force = getenv("PROVDOC_FORCE_TTY");
	struct winsize ws;
	bool tty;

	tty = isatty(STDOUT_FILENO) || (force != NULL && *force == '1');
	s->color = tty && !s->o.no_color && getenv("NO_COLOR") == NULL &&
	    (term == NULL || strcmp(term, "dumb") != 0);
	s->width = 0;
	if (tty && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		s->width = ws.ws_col;
}

int
main(int argc, char **argv)
{
	struct session s;
	struct buf b = BUF_INIT;
	int first = 0, want_help = 0, want_version = 0, st;

	session_init(&s);
	if (opt_parse(argc, argv, &s.o, &first, &want_help,
	    &want_version) < 0) {
		session_free(&s);
		return PD_EXIT_USAGE;
	}
	if (s.o.format != NULL && render_parse_format(s.o.format, &s.fmt) < 0) {
		error("unknown format '%s' (text, json or markdown)",
		    s.o.format);
		session_free(&s);
		return PD_EXIT_USAGE;
	}
	setup_output(&s);
	if (s.fmt != FMT_TEXT)
		s.color = false;

	if (want_help || want_version) {
		if (want_help)
			help_main(&b);
		else
			buf_addf(&b, "provdoc %s\n", PROVDOC_VERSION);
		fputs(b.data, stdout);
		buf_free(&b);
		session_free(&s);
		return PD_EXIT_OK;
	}

	if (first < argc) {
		s.mode = CMD_MODE_ARGV;
		st = cmd_run(&s, argc - first, argv + first);
		session_flush(&s, argv[first], st);
	} else if (s.o.command_string != NULL)
		st = script_run(&s, s.o.command_string,
		    strlen(s.o.command_string), "<-c>");
	else if (s.o.script_file != NULL)
		st = run_script_file(&s, s.o.script_file);
	else if (isatty(STDIN_FILENO)) {
		s.interactive = true;
		st = repl_run(&s);
	} else
		st = run_script_file(&s, "-");
	session_free(&s);
	return st;
}
