/*
 * repl: the interactive session on a terminal, built on libedit's native
 * API: a prompt naming the cluster, the target and the next step; tab
 * completion from the command table and the model (instance and task ids,
 * finding codes, attribute names and values in expressions); a private
 * history file that never receives lines carrying secrets; Ctrl-C cancels
 * the current command or clears the line, Ctrl-D quits. Lines go through
 * script_split and cmd_run like any script. This is the only file that
 * includes libedit; it does not know any command's behaviour.
 */
#include <errno.h>
#include <fcntl.h>
#include <histedit.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <sys/stat.h>
#include <unistd.h>
#include <wchar.h>

#include "cli/cmd.h"
#include "cli/repl.h"
#include "cli/script.h"
#include "cli/session.h"
#include "explain/explain.h"
#include "report/report.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define REPL_HISTORY_MAX	1000	/* lines kept in memory and on disk */

static volatile sig_atomic_t repl_sigint;
static struct session *repl_session;	/* for the libedit callbacks */
static char *repl_prompt_text;

static void
on_sigint(int sig)
{
	(void)sig;
	repl_sigint = 1;
}

/* ---- secrets never reach the history file ---- */

static bool
base64ish_run(const char *s)
{
	size_t run = 0;
	bool upper = false, lower = false, digit = false;

	for (; *s != '\0'; s++) {
		char c = *s;

		if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
		    (c >= '0' && c <= '9') || c == '+' || c == '/' ||
		    c == '=') {
			run++;
			upper |= c >= 'A' && c <= 'Z';
			lower |= c >= 'a' && c <= 'z';
			digit |= c >= '0' && c <= '9';
			/* Secret access keys are 40; session tokens longer. */
			if (run >= 32 && upper && lower && digit)
				return true;
		} else {
			run = 0;
			upper = lower = digit = false;
		}
	}
	return false;
}

static bool
has_word_ci(const char *s, const char *w)
{
	size_t n = strlen(w), i;

	for (; *s != '\0'; s++) {
		for (i = 0; i < n && s[i] != '\0'; i++) {
			char c = s[i];

			if (c >= 'A' && c <= 'Z')
				c = (char)(c - 'A' + 'a');
			if (c != w[i])
				break;
		}
		if (i == n)
			return true;
	}
	return false;
}

bool
repl_line_is_secret(const char *line)
{
	static const char *const words[] = { "aws_secret_access_key",
	    "aws_secret", "aws_session_token", "secret_access_key", "token",
	    "password", "authorization" };
	const char *p;
	size_t i;

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (has_word_ci(line, words[i]))
			return true;
	/* Access key ids: AKIA/ASIA, then 16 upper-case letters or digits. */
	for (p = line; *p != '\0'; p++) {
		if (strncmp(p, "AKIA", 4) != 0 && strncmp(p, "ASIA", 4) != 0)
			continue;
		for (i = 4; i < 20; i++)
			if (!((p[i] >= 'A' && p[i] <= 'Z') ||
			    (p[i] >= '0' && p[i] <= '9')))
				break;
		if (i == 20)
			return true;
	}
	return base64ish_run(line);
}

/* ---- the history file ---- */

/* $XDG_STATE_HOME/provdoc/history, else ~/.local/state/provdoc/history. */
static char *
history_path(void)
{
	const char *xdg = getenv("XDG_STATE_HOME"), *home = getenv("HOME");

	if (xdg != NULL && xdg[0] == '/')
		return xasprintf("%s/provdoc/history", xdg);
	if (home != NULL && home[0] != '\0')
		return xasprintf("%s/.local/state/provdoc/history", home);
	return NULL;
}

/* mkdir -p of path's directory, mode 0700 for what it creates. */
static int
make_parent_dirs(const char *path)
{
	char *dir = xstrdup(path), *p, save;
	int rc = 0;

	p = strrchr(dir, '/');
	if (p != NULL)
		*p = '\0';
	for (p = dir + 1; rc == 0; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		save = *p;
		*p = '\0';
		if (mkdir(dir, 0700) < 0 && errno != EEXIST)
			rc = -1;
		*p = save;
		if (save == '\0')
			break;
	}
	free(dir);
	return rc;
}

static void
history_load(History *h, const char *path)
{
	HistEvent ev;
	char line[4096];
	FILE *fp;
	size_t n;

	fp = fopen(path, "r");
	if (fp == NULL)
		return;
	while (fgets(line, sizeof(line), fp) != NULL) {
		n = strlen(line);
		if (n > 0 && line[n - 1] == '\n')
			line[--n] = '\0';
		if (n > 0 && !repl_line_is_secret(line))
			history(h, &ev, H_ENTER, line);
	}
	fclose(fp);
}

static void
history_append(const char *path, const char *line)
{
	int fd;
	size_t n = strlen(line);

	if (path == NULL || make_parent_dirs(path) < 0)
		return;
	fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
	if (fd < 0)
		return;
	/* A file made by an older version or by hand: keep it private. */
	(void)fchmod(fd, 0600);
	if (write(fd, line, n) != (ssize_t)n || write(fd, "\n", 1) != 1)
		warning("cannot write the history file '%s'", path);
	close(fd);
}

/* Keep the file at most twice REPL_HISTORY_MAX lines. */
static void
history_trim(const char *path)
{
	struct buf b = BUF_INIT;
	char chunk[8192], *p, *tmp;
	size_t n, lines = 0, skip;
	FILE *fp;
	int fd;

	fp = fopen(path, "r");
	if (fp == NULL)
		return;
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		buf_add(&b, chunk, n);
	fclose(fp);
	for (p = b.data; *p != '\0'; p++)
		lines += *p == '\n';
	if (lines <= 2 * REPL_HISTORY_MAX) {
		buf_free(&b);
		return;
	}
	skip = lines - REPL_HISTORY_MAX;
	for (p = b.data; *p != '\0' && skip > 0; p++)
		skip -= *p == '\n';
	tmp = xasprintf("%s.tmp", path);
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd >= 0) {
		n = strlen(p);
		if (write(fd, p, n) == (ssize_t)n && close(fd) == 0)
			(void)rename(tmp, path);
		else
			(void)unlink(tmp);
	}
	free(tmp);
	buf_free(&b);
}

/* ---- the prompt ---- */

static void
build_prompt(struct session *s)
{
	struct buf b = BUF_INIT;
	const struct target *t = &s->target;

	if (s->have_target && t->cluster != NULL) {
		buf_adds(&b, t->cluster);
		if (t->service != NULL && t->service->name != NULL)
			buf_addf(&b, "/%s", t->service->name);
		else if (t->task != NULL && t->task->id != NULL)
			buf_addf(&b, "/%s", t->task->id);
		else if (t->taskdef != NULL && t->taskdef->family != NULL)
			buf_addf(&b, "/%s", t->taskdef->family);
		if (s->next_step < REPORT_NSTEPS)
			buf_addf(&b, " step %d/%d", s->next_step,
			    REPORT_NSTEPS - 1);
		else
			buf_adds(&b, " verdict");
		if (s->whatif != NULL && s->report.nchanges > 0)
			buf_addf(&b, " what-if:%zu", s->report.nchanges);
	} else
		buf_adds(&b, "provdoc");
	buf_adds(&b, "> ");
	free(repl_prompt_text);
	repl_prompt_text = buf_detach(&b);
}

static char *
prompt_fn(EditLine *el)
{
	(void)el;
	return repl_prompt_text != NULL ? repl_prompt_text : (char *)"> ";
}

/* ---- completion ---- */

struct cands {
	char	**v;
	size_t	  n;
};

static void
cand_add(struct cands *c, const char *prefix, const char *s, size_t plen)
{
	if (s == NULL || strncmp(s, prefix, plen) != 0)
		return;
	c->v = xreallocarray(c->v, c->n + 1, sizeof(*c->v));
	c->v[c->n++] = xstrdup(s);
}

static int
cand_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void
cand_sort_unique(struct cands *c)
{
	size_t i, n = 0;

	if (c->n == 0)
		return;
	qsort(c->v, c->n, sizeof(*c->v), cand_cmp);
	for (i = 0; i < c->n; i++) {
		if (n > 0 && strcmp(c->v[n - 1], c->v[i]) == 0)
			free(c->v[i]);
		else
			c->v[n++] = c->v[i];
	}
	c->n = n;
}

static void
cand_free(struct cands *c)
{
	size_t i;

	for (i = 0; i < c->n; i++)
		free(c->v[i]);
	free(c->v);
}

static void
add_words(struct cands *c, const char *w, size_t wl,
    const char *const *list)
{
	size_t i;

	for (i = 0; list[i] != NULL; i++)
		cand_add(c, w, list[i], wl);
}

static void
add_instances(struct cands *c, const struct model *m, const char *w,
    size_t wl)
{
	size_t i;

	for (i = 0; m != NULL && i < m->ninstances; i++) {
		cand_add(c, w, m->instances[i].ec2_id, wl);
		cand_add(c, w, m->instances[i].id, wl);
	}
}

static void
add_tasks(struct cands *c, const struct model *m, const char *w, size_t wl)
{
	size_t i;

	for (i = 0; m != NULL && i < m->ntasks; i++)
		cand_add(c, w, m->tasks[i].id, wl);
}

static void
add_codes(struct cands *c, const struct session *s, const char *w,
    size_t wl, bool all)
{
	size_t i;

	if (s->have_report)
		for (i = 0; i < s->report.nfindings; i++)
			cand_add(c, w, s->report.findings[i].code, wl);
	for (i = 0; all && explain_table[i].code != NULL; i++)
		cand_add(c, w, explain_table[i].code, wl);
}

/* Expression words: subjects, attribute names, and the values of one. */
static void
add_expr(struct cands *c, const struct model *m, char **words, int nw,
    const char *w, size_t wl)
{
	static const char *const subjects[] = { "agentConnected",
	    "agentVersion", "attribute:", "ec2InstanceId", "registeredAt",
	    "runningTasksCount", "task:group", "and", "or", "not", "in",
	    "exists", "==", "!=", "=~", "!~", NULL };
	const char *attr = NULL;
	size_t i, k;

	/* "attribute:NAME OP value": the attribute is one or two words back. */
	for (i = 2; i <= 3 && (int)i <= nw; i++)
		if (strncmp(words[nw - (int)i], "attribute:", 10) == 0) {
			attr = words[nw - (int)i] + 10;
			break;
		}
	if (strncmp(w, "attribute:", 10) == 0) {
		for (i = 0; m != NULL && i < m->ninstances; i++)
			for (k = 0; k < m->instances[i].nattrs; k++) {
				char *full = xasprintf("attribute:%s",
				    m->instances[i].attrs[k].name);

				cand_add(c, w, full, wl);
				free(full);
			}
		return;
	}
	if (attr != NULL) {
		const char *val;

		for (i = 0; m != NULL && i < m->ninstances; i++) {
			val = model_attr_value(&m->instances[i], attr);
			cand_add(c, w, val, wl);
		}
		return;
	}
	add_words(c, w, wl, subjects);
}

/*
 * Candidates for the word being typed (words[nw-1], possibly empty)
 * after words[0..nw-2].
 */
static void
candidates(struct session *s, char **words, int nw, struct cands *c)
{
	static const char *const show_kinds[] = { "instance", "task",
	    "taskdef", "service", "finding", NULL };
	static const char *const set_keys[] = { "memory", "cpu", "gpu",
	    "network", "constraint", NULL };
	static const char *const unset_keys[] = { "all", "memory", "cpu",
	    "gpu", "network", "constraint", NULL };
	static const char *const networks[] = { "awsvpc", "bridge", "host",
	    NULL };
	static const char *const formats[] = { "text", "json", "markdown",
	    NULL };
	static const char *const steps[] = { "0", "1", "2", "3", "4", NULL };
	const struct cmd_def *cmd;
	const struct model *m = s->model;
	const char *w = words[nw - 1];
	size_t i, wl = strlen(w);

	if (nw == 1) {
		for (i = 0; cmd_table[i] != NULL; i++) {
			if ((cmd_table[i]->modes & CMD_MODE_REPL) == 0)
				continue;
			cand_add(c, w, cmd_table[i]->name, wl);
			cand_add(c, w, cmd_table[i]->alias, wl);
		}
		return;
	}
	cmd = cmd_find(words[0], true);
	if (cmd == NULL)
		return;
	if (strcmp(cmd->name, "why") == 0 || strcmp(cmd->name, "drain") == 0 ||
	    (strcmp(cmd->name, "register-gpus") == 0 && nw == 2))
		add_instances(c, m, w, wl);
	else if (strcmp(cmd->name, "stop") == 0)
		add_tasks(c, m, w, wl);
	else if (strcmp(cmd->name, "explain") == 0)
		add_codes(c, s, w, wl, true);
	else if (strcmp(cmd->name, "evidence") == 0) {
		if (nw == 2)
			add_codes(c, s, w, wl, false);
		else
			add_instances(c, m, w, wl);
	} else if (strcmp(cmd->name, "show") == 0) {
		if (nw == 2)
			add_words(c, w, wl, show_kinds);
		else if (strcmp(words[1], "instance") == 0)
			add_instances(c, m, w, wl);
		else if (strcmp(words[1], "task") == 0)
			add_tasks(c, m, w, wl);
		else if (strcmp(words[1], "finding") == 0)
			add_codes(c, s, w, wl, false);
	} else if (strcmp(cmd->name, "set") == 0) {
		if (nw == 2)
			add_words(c, w, wl, set_keys);
		else if (strcmp(words[1], "network") == 0)
			add_words(c, w, wl, networks);
		else if (strcmp(words[1], "constraint") == 0)
			add_expr(c, m, words + 2, nw - 2, w, wl);
	} else if (strcmp(cmd->name, "unset") == 0 && nw == 2)
		add_words(c, w, wl, unset_keys);
	else if (strcmp(cmd->name, "format") == 0)
		add_words(c, w, wl, formats);
	else if (strcmp(cmd->name, "step") == 0)
		add_words(c, w, wl, steps);
	else if (strcmp(cmd->name, "help") == 0) {
		for (i = 0; cmd_table[i] != NULL; i++)
			cand_add(c, w, cmd_table[i]->name, wl);
	} else if (strcmp(cmd->name, "instances") == 0 ||
	    strcmp(cmd->name, "eval") == 0)
		add_expr(c, m, words + 1, nw - 1, w, wl);
}

/* Split the line up to the cursor into words (a fresh empty last word). */
static int
line_words(const char *start, const char *end, char ***out)
{
	char **v = NULL;
	int n = 0;
	const char *p = start, *ws;

	for (;;) {
		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		if (p >= end)
			break;
		ws = p;
		while (p < end && *p != ' ' && *p != '\t')
			p++;
		v = xreallocarray(v, (size_t)n + 1, sizeof(*v));
		v[n++] = xstrndup(ws, (size_t)(p - ws));
	}
	if (n == 0 || end[-1] == ' ' || end[-1] == '\t') {
		v = xreallocarray(v, (size_t)n + 1, sizeof(*v));
		v[n++] = xstrdup("");
	}
	*out = v;
	return n;
}

/* Words after the last ';' only: each command completes on its own. */
static const char *
command_start(const char *start, const char *end)
{
	const char *p;

	for (p = end; p > start; p--)
		if (p[-1] == ';')
			return p;
	return start;
}

static unsigned char
complete_fn(EditLine *el, int ch)
{
	const LineInfo *li = el_line(el);
	struct cands c = { NULL, 0 };
	char **words;
	const char *w;
	size_t wl, common, i;
	int nw, k;
	unsigned char rc = CC_REFRESH;

	(void)ch;
	nw = line_words(command_start(li->buffer, li->cursor), li->cursor,
	    &words);
	if (nw == 0)
		return CC_ERROR;
	candidates(repl_session, words, nw, &c);
	cand_sort_unique(&c);
	w = words[nw - 1];
	wl = strlen(w);
	if (c.n == 0)
		rc = CC_ERROR;
	else if (c.n == 1) {
		el_insertstr(el, c.v[0] + wl);
		if (c.v[0][strlen(c.v[0]) - 1] != ':')
			el_insertstr(el, " ");
	} else {
		common = strlen(c.v[0]);
		for (i = 1; i < c.n; i++) {
			size_t j = 0;

			while (j < common && c.v[i][j] == c.v[0][j])
				j++;
			common = j;
		}
		if (common > wl) {
			char *ins = xstrndup(c.v[0] + wl, common - wl);

			el_insertstr(el, ins);
			free(ins);
		} else {
			fputc('\n', stdout);
			for (i = 0; i < c.n && i < 200; i++)
				fprintf(stdout, "%s%s", c.v[i],
				    i + 1 < c.n ? "  " : "\n");
			if (c.n > 200)
				fprintf(stdout, "... (%zu more)\n", c.n - 200);
			fflush(stdout);
			rc = CC_REDISPLAY;
		}
	}
	cand_free(&c);
	for (k = 0; k < nw; k++)
		free(words[k]);
	free(words);
	return rc;
}

/* ---- reading keys ---- */

/*
 * Wait for input or Ctrl-C without a race: SIGINT stays blocked except
 * inside pselect, so a signal that arrives just before the wait still
 * wakes it. Returns 0 when input is ready, -1 on Ctrl-C or an error.
 */
static int
wait_input(int fd)
{
	sigset_t block, old;
	fd_set rfds;
	int r;

	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigprocmask(SIG_BLOCK, &block, &old);
	for (;;) {
		if (repl_sigint) {
			r = -1;
			break;
		}
		FD_ZERO(&rfds);
		FD_SET(fd, &rfds);
		r = pselect(fd + 1, &rfds, NULL, NULL, NULL, &old);
		if (r > 0) {
			r = 0;
			break;
		}
		if (r < 0 && errno != EINTR)
			break;
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	return r;
}

/* libedit's character reader, with Ctrl-C ending el_gets (UTF-8 aware). */
static int
getc_fn(EditLine *el, wchar_t *wc)
{
	static mbstate_t mbs;
	char byte;
	size_t n;
	ssize_t got;

	(void)el;
	for (;;) {
		if (wait_input(STDIN_FILENO) < 0) {
			memset(&mbs, 0, sizeof(mbs));
			return -1;
		}
		got = read(STDIN_FILENO, &byte, 1);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			return got == 0 ? 0 : -1;
		n = mbrtowc(wc, &byte, 1, &mbs);
		if (n == (size_t)-2)
			continue;
		if (n == (size_t)-1) {
			memset(&mbs, 0, sizeof(mbs));
			*wc = (unsigned char)byte;
		}
		return 1;
	}
}

/* ---- the loop ---- */

static void
update_width(struct session *s)
{
	struct winsize ws;

	if (s->width > 0 && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 &&
	    ws.ws_col > 0)
		s->width = ws.ws_col;
}

static void
run_line(struct session *s, const char *line)
{
	struct cmdline *v;
	struct diag d;
	size_t n, i;
	int st;

	diag_init(&d);
	if (script_split(line, strlen(line), "<repl>", &v, &n, &d) < 0) {
		diag_print(&d);
		diag_clear(&d);
		return;
	}
	diag_clear(&d);
	for (i = 0; i < n && !repl_sigint && !s->quit; i++) {
		s->mode = CMD_MODE_REPL;
		st = cmd_run(s, v[i].argc, v[i].argv);
		if (repl_sigint) {
			/* Cancelled: drop the half-made output. */
			buf_reset(&s->out);
			out_json(s, NULL);
			fputs("^C (cancelled)\n", stderr);
			break;
		}
		session_flush(s, v[i].argv[0], st);
	}
	script_free_lines(v, n);
}

int
repl_run(struct session *s)
{
	struct sigaction sa, old_sa;
	HistEvent ev;
	EditLine *el;
	History *hist;
	const char *line;
	char *path, *copy;
	int count;
	size_t len;

	repl_session = s;
	s->interrupted = &repl_sigint;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_sigint;
	sigemptyset(&sa.sa_mask);
	/* No SA_RESTART: a read at the prompt returns so the line clears. */
	sigaction(SIGINT, &sa, &old_sa);

	/* Load now so the prompt can name the target; errors are shown. */
	if (session_need(s, CMD_NEEDS_REPORT) < 0)
		fputs("provdoc: note: no diagnosis loaded; 'help' lists the "
		    "commands, 'reload' tries again\n", stderr);

	hist = history_init();
	history(hist, &ev, H_SETSIZE, REPL_HISTORY_MAX);
	history(hist, &ev, H_SETUNIQUE, 1);
	path = history_path();
	if (path != NULL) {
		history_trim(path);
		history_load(hist, path);
	}
	el = el_init("provdoc", stdin, stdout, stderr);
	el_set(el, EL_EDITOR, "emacs");
	el_set(el, EL_PROMPT, prompt_fn);
	el_set(el, EL_HIST, history, hist);
	el_set(el, EL_GETCFN, getc_fn);
	/* Wide strings: el_set would copy them and el_end never frees those. */
	el_wset(el, EL_ADDFN, L"provdoc-complete", L"complete a word",
	    complete_fn);
	el_set(el, EL_BIND, "^I", "provdoc-complete", NULL);
	el_source(el, NULL);

	while (!s->quit) {
		build_prompt(s);
		update_width(s);
		repl_sigint = 0;
		line = el_gets(el, &count);
		if (line == NULL && repl_sigint) {
			/* Ctrl-C at the prompt: forget the line, ask again. */
			fputs("^C\n", stdout);
			fflush(stdout);
			el_reset(el);
			continue;
		}
		if (line == NULL || count <= 0) {
			fputc('\n', stdout);
			break;
		}
		copy = xstrdup(line);
		len = strlen(copy);
		while (len > 0 && (copy[len - 1] == '\n' ||
		    copy[len - 1] == '\r'))
			copy[--len] = '\0';
		if (len > 0 && !repl_line_is_secret(copy)) {
			history(hist, &ev, H_ENTER, copy);
			history_append(path, copy);
		}
		if (len > 0)
			run_line(s, copy);
		free(copy);
	}
	el_end(el);
	history_end(hist);
	free(path);
	free(repl_prompt_text);
	repl_prompt_text = NULL;
	sigaction(SIGINT, &old_sa, NULL);
	s->interrupted = NULL;
	repl_session = NULL;
	return s->last_verdict;
}
