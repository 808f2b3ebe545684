/*
 * replay: the bundle reader (see replay.h). It lists directories, parses
 * each file with jansson as a stream (the text is not kept: the JSON tree
 * is converted and freed before the next file, so memory stays near one
 * file's tree plus the model) and hands the tree to load_json_document.
 * Only on a parse error is the file read again, to show the excerpt. It
 * does not interpret documents (model/load.c does).
 */
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/load.h"
#include "model/model.h"
#include "source/replay.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/hmap.h"
#include "util/xmalloc.h"
#include "util/banned.h"

/* Bytes re-read at most to show a parse error's excerpt. */
#define EXCERPT_MAX	(256u * 1024 * 1024)

/* The failing file's name and text: the caller's diag borrows them. */
static struct {
	char	*name;
	char	*text;
} keep;

struct entry {
	char	*path;		/* to open */
	char	*name;		/* evidence name */
};

struct entries {
	struct entry	*v;
	size_t		 n;
	size_t		 cap;
};

static void
keep_reset(void)
{
	free(keep.name);
	free(keep.text);
	keep.name = NULL;
	keep.text = NULL;
}

static void
add_entry(struct entries *e, char *path, char *name)
{
	if (e->n == e->cap) {
		e->cap = e->cap ? e->cap * 2 : 16;
		e->v = xreallocarray(e->v, e->cap, sizeof(*e->v));
	}
	e->v[e->n].path = path;
	e->v[e->n].name = name;
	e->n++;
}

static void
free_entries(struct entries *e)
{
	size_t i;

	for (i = 0; i < e->n; i++) {
		free(e->v[i].path);
		free(e->v[i].name);
	}
	free(e->v);
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool
is_json_name(const char *s)
{
	size_t n = strlen(s);

	return s[0] != '.' && n > 5 && strcmp(s + n - 5, ".json") == 0;
}

static int
list_dir(const char *dir, struct entries *e, struct diag *d)
{
	DIR *dp;
	struct dirent *de;
	struct stat st;
	char **names = NULL, *path;
	size_t n = 0, cap = 0, i, added = 0;
	size_t dl = strlen(dir);
	const char *sep = dl > 0 && dir[dl - 1] == '/' ? "" : "/";

	dp = opendir(dir);
	if (dp == NULL)
		return diag_setf(d, "cannot read directory '%s': %s", dir,
		    strerror(errno));
	while ((de = readdir(dp)) != NULL) {
		if (!is_json_name(de->d_name))
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 16;
			names = xreallocarray(names, cap, sizeof(*names));
		}
		names[n++] = xstrdup(de->d_name);
	}
	closedir(dp);
	if (n > 0)
		qsort(names, n, sizeof(*names), cmp_str);
	for (i = 0; i < n; i++) {
		path = xasprintf("%s%s%s", dir, sep, names[i]);
		/*
		 * A directory called x.json is not a document; nor is a
		 * FIFO or socket left in the bundle, and opening one would
		 * wait for a writer forever. (A FIFO named on the command
		 * line, as from <(aws ...), is read: that is the path.)
		 */
		if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
			free(path);
			free(names[i]);
			continue;
		}
		add_entry(e, path, names[i]);
		added++;
	}
	free(names);
	if (added == 0)
		return diag_setf(d, "no *.json files in directory '%s'", dir);
	return 0;
}

/* Read a whole file for an excerpt; NULL when it cannot be read again. */
static char *
slurp(const char *path, size_t *len)
{
	FILE *f;
	struct buf b = BUF_INIT;
	char chunk[65536];
	size_t n;

	f = fopen(path, "rb");
	if (f == NULL)
		return NULL;
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0) {
		buf_add(&b, chunk, n);
		if (b.len > EXCERPT_MAX)
			break;
	}
	if (ferror(f) || b.len > EXCERPT_MAX) {
		fclose(f);
		buf_free(&b);
		return NULL;
	}
	fclose(f);
	*len = b.len;
	return buf_detach(&b);
}

/*
 * A jansson decode error as a positioned diag. jansson's position is the
 * byte after the last one it read, which is where it gave up: the caret
 * goes on that character (its first byte).
 */
/*
 * What a document that fails on its first line was pasted as instead of
 * JSON, going by that line: an AWS CLI output format, or the shell
 * command in front of it. NULL when it looks like none of them.
 */
static const char *
not_json_hint(const char *text, size_t len)
{
	size_t n = 0, i;
	bool colon = false, tab = false, upper = true;

	while (n < len && text[n] != '\n' && text[n] != '\r')
		n++;
	if (n == 0)
		return NULL;
	if (text[0] == '-' || text[0] == '+' || text[0] == '|')
		return "this looks like AWS CLI --output table; run the "
		    "command again with --output json";
	if (text[0] == '$' || (n > 4 && strncmp(text, "aws ", 4) == 0))
		return "the shell command was pasted too; keep only the JSON "
		    "it printed";
	for (i = 0; i < n; i++) {
		if (text[i] == '\t')
			tab = true;
		else if (text[i] == ':' && !tab)
			colon = true;
		if (!tab && !(text[i] >= 'A' && text[i] <= 'Z') &&
		    text[i] != '_')
			upper = false;
	}
	if (tab && upper)
		return "this looks like AWS CLI --output text; run the command "
		    "again with --output json";
	if (colon && text[0] != '{' && text[0] != '[' && text[0] != '"')
		return "this looks like AWS CLI --output yaml; run the command "
		    "again with --output json";
	return NULL;
}

static int
parse_error(struct diag *d, const char *name, const char *text, size_t len,
    const json_error_t *err)
{
	size_t start;
	const char *hint = err->line <= 1 && text != NULL ?
	    not_json_hint(text, len) : NULL;

	if (hint != NULL)
		diag_setf(d, "malformed JSON: %s; %s", err->text, hint);
	else
		diag_setf(d, "malformed JSON: %s", err->text);
	/* A pipe read twice gives less: fall back to jansson's position. */
	if (text == NULL || (size_t)err->position > len) {
		diag_pos(d, name, err->line > 0 ? (unsigned)err->line : 0,
		    err->column > 0 ? (unsigned)err->column : 0);
		return -1;
	}
	start = err->position > 0 ? (size_t)err->position - 1 : 0;
	if (start > len)
		start = len;
	while (start > 0 && start < len &&
	    ((unsigned char)text[start] & 0xC0) == 0x80)
		start--;
	diag_span(d, name, text, len, start, start + 1);
	return -1;
}

/* A file read in chunks, after its first bytes were looked at. */
struct reader {
	FILE		*f;
	unsigned char	 head[4];	/* first bytes, served first */
	size_t		 nhead;
	size_t		 off;		/* bytes of head already served */
};

static size_t
read_chunk(void *buffer, size_t buflen, void *data)
{
	struct reader *r = data;
	size_t n;

	if (r->off < r->nhead) {
		n = r->nhead - r->off;
		if (n > buflen)
			n = buflen;
		memcpy(buffer, r->head + r->off, n);
		r->off += n;
		return n;
	}
	n = fread(buffer, 1, buflen, r->f);
	if (n == 0 && ferror(r->f))
		return (size_t)-1;
	return n;
}

/*
 * Byte-order marks: a UTF-8 one (Windows editors) is skipped; UTF-16 (what
 * PowerShell's '>' writes) is refused with the fix. Returns the bytes to
 * skip, or -1 for UTF-16.
 */
static int
bom(const unsigned char *p, size_t n)
{
	if (n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF)
		return 3;
	if (n >= 2 && ((p[0] == 0xFF && p[1] == 0xFE) ||
	    (p[0] == 0xFE && p[1] == 0xFF)))
		return -1;
	return 0;
}

static int
utf16_error(struct diag *d, const char *name)
{
	diag_setf(d, "the file is UTF-16 encoded; save it as UTF-8 (in "
	    "PowerShell: | Out-File -Encoding utf8)");
	diag_pos(d, name, 0, 0);
	return -1;
}

static int
load_file(struct model *m, const struct entry *e, struct diag *d)
{
	FILE *f;
	json_t *root;
	json_error_t err;
	struct stat st;
	struct reader r;
	size_t len = 0;
	int rc, saved, skip;

	f = fopen(e->path, "rb");
	if (f == NULL)
		return diag_setf(d, "cannot read '%s': %s", e->path,
		    strerror(errno));
	if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
		fclose(f);
		return diag_setf(d, "cannot read '%s': %s", e->path,
		    strerror(EISDIR));
	}
	memset(&r, 0, sizeof(r));
	r.f = f;
	r.nhead = fread(r.head, 1, 3, f);
	if (r.nhead == 0 && !ferror(f)) {
		fclose(f);
		keep.name = xstrdup(e->name);
		diag_setf(d, "empty file; expected a JSON document");
		diag_pos(d, keep.name, 0, 0);
		return -1;
	}
	skip = bom(r.head, r.nhead);
	if (skip < 0) {
		fclose(f);
		keep.name = xstrdup(e->name);
		return utf16_error(d, keep.name);
	}
	r.off = (size_t)skip;
	root = json_load_callback(read_chunk, &r, 0, &err);
	saved = ferror(f) ? errno : 0;
	fclose(f);
	if (root == NULL) {
		keep.name = xstrdup(e->name);
		if (saved != 0)
			return diag_setf(d, "cannot read '%s': %s", e->path,
			    strerror(saved));
		keep.text = slurp(e->path, &len);
		err.position += skip;
		return parse_error(d, keep.name, keep.text, len, &err);
	}
	rc = load_json_document(m, e->name, root, d);
	json_decref(root);
	if (rc < 0) {
		keep.name = xstrdup(e->name);
		d->source_name = keep.name;
	}
	return rc;
}

static int
collect(const char *const *paths, size_t npaths, struct entries *e,
    struct diag *d)
{
	struct stat st;
	size_t i;

	if (npaths == 0)
		return diag_setf(d, "no bundle given");
	for (i = 0; i < npaths; i++) {
		if (stat(paths[i], &st) < 0)
			return diag_setf(d, "cannot read '%s': %s", paths[i],
			    strerror(errno));
		if (S_ISDIR(st.st_mode)) {
			if (list_dir(paths[i], e, d) < 0)
				return -1;
		} else
			add_entry(e, xstrdup(paths[i]), xstrdup(paths[i]));
	}
	return 0;
}

/* Two directories with the same file name: name the later by its path. */
static void
unique_names(struct entries *e)
{
	struct hmap seen;
	size_t i;

	hmap_init(&seen);
	for (i = 0; i < e->n; i++) {
		if (hmap_get(&seen, e->v[i].name) != NULL) {
			free(e->v[i].name);
			e->v[i].name = xstrdup(e->v[i].path);
		}
		hmap_put(&seen, e->v[i].name, e->v[i].name);
	}
	hmap_free(&seen);
}

int
replay_load(const char *const *paths, size_t npaths, struct model **out,
    struct diag *d)
{
	struct entries e = { NULL, 0, 0 };
	struct model *m;
	size_t i;

	*out = NULL;
	keep_reset();
	if (collect(paths, npaths, &e, d) < 0) {
		free_entries(&e);
		return -1;
	}
	unique_names(&e);
	m = model_new();
	for (i = 0; i < e.n; i++) {
		if (load_file(m, &e.v[i], d) < 0) {
			free_entries(&e);
			model_free(m);
			return -1;
		}
	}
	free_entries(&e);
	model_link(m);
	*out = m;
	return 0;
}

int
replay_load_buffer(struct model *m, const char *name, const char *data,
    size_t len, struct diag *d)
{
	json_t *root;
	json_error_t err;
	int rc, skip;

	if (len == 0) {
		diag_setf(d, "empty file; expected a JSON document");
		diag_pos(d, name, 0, 0);
		return -1;
	}
	skip = bom((const unsigned char *)data, len);
	if (skip < 0)
		return utf16_error(d, name);
	root = json_loadb(data + skip, len - (size_t)skip, 0, &err);
	if (root == NULL) {
		err.position += skip;
		return parse_error(d, name, data, len, &err);
	}
	rc = load_json_document(m, name, root, d);
	json_decref(root);
	return rc;
}
