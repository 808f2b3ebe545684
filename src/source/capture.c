/*
 * capture: the bundle writer. It merges the pages of each operation
 * (aws/ecs.c), adds the "filter" key to memberOf filter answers so the
 * loader recognises them, optionally redacts account ids, and writes every
 * file atomically with mode 0600 into a 0700 directory, manifest.json
 * last. Response bodies never hold credentials and no request header is
 * written. It does not fetch and does not print.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>

#include "source/capture.h"
#include "util/xmalloc.h"
#include "util/banned.h"

static bool
dir_empty(const char *path)
{
	DIR *dp = opendir(path);
	struct dirent *de;
	bool empty = true;

	if (dp == NULL)
		return true;
	while ((de = readdir(dp)) != NULL)
		if (strcmp(de->d_name, ".") != 0 &&
		    strcmp(de->d_name, "..") != 0) {
			empty = false;
			break;
		}
	closedir(dp);
	return empty;
}

static int
write_atomic(const char *dir, const char *name, const struct buf *b,
    struct diag *d)
{
	char *tmp, *dst;
	int fd, rc = -1;
	size_t off = 0;
	ssize_t n;

	tmp = xasprintf("%s/.%s.XXXXXX", dir, name);
	dst = xasprintf("%s/%s", dir, name);
	fd = mkstemp(tmp);
	if (fd < 0) {
		diag_setf(d, "cannot create a file in '%s': %s", dir,
		    strerror(errno));
		goto out;
	}
	if (fchmod(fd, 0600) < 0)
		goto fail;
	while (off < b->len) {
		n = write(fd, b->data + off, b->len - off);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			goto fail;
		}
		off += (size_t)n;
	}
	if (fsync(fd) < 0)
		goto fail;
	if (close(fd) < 0) {
		fd = -1;
		goto fail;
	}
	fd = -1;
	if (rename(tmp, dst) < 0)
		goto fail;
	rc = 0;
	goto out;
fail:
	diag_setf(d, "cannot write '%s': %s", dst, strerror(errno));
	if (fd >= 0)
		close(fd);
	unlink(tmp);
out:
	free(tmp);
	free(dst);
	return rc;
}

struct idmap {
	char	**from;		/* owned 12-digit ids in order of appearance */
	size_t	  n;
};

static size_t
idmap_index(struct idmap *m, const char *id)
{
	size_t i;

	for (i = 0; i < m->n; i++)
		if (strncmp(m->from[i], id, 12) == 0)
			return i;
	m->from = xreallocarray(m->from, m->n + 1, sizeof(*m->from));
	m->from[m->n] = xstrndup(id, 12);
	return m->n++;
}

/* Whether s[0..12) is a 12-digit run not touching other digits. */
static bool
twelve_digits(const char *base, const char *s, const char *end)
{
	int i;

	if (end - s < 12 || (s > base && isdigit((unsigned char)s[-1])))
		return false;
	for (i = 0; i < 12; i++)
		if (!isdigit((unsigned char)s[i]))
			return false;
	return s + 12 == end || !isdigit((unsigned char)s[12]);
}

void
capture_redact_accounts(struct buf *texts, size_t n)
{
	struct idmap m = { NULL, 0 };
	struct buf out;
	const char *p, *end, *q;
	size_t i, k;
	int colons;

	/* First pass: ids in ARN account fields ("arn:P:S:R:ACCOUNT:"). */
	for (i = 0; i < n; i++) {
		end = texts[i].data + texts[i].len;
		for (p = texts[i].data; (p = strstr(p, "arn:")) != NULL; p++) {
			for (q = p, colons = 0; q < end && colons < 4; q++)
				if (*q == ':')
					colons++;
				else if (*q == '"' ||
				    isspace((unsigned char)*q))
					break;
			if (colons == 4 && twelve_digits(texts[i].data, q, end))
				idmap_index(&m, q);
		}
	}
	if (m.n == 0)
		return;
	/* Second pass: every standalone occurrence of a known id. */
	for (i = 0; i < n; i++) {
		buf_init(&out);
		end = texts[i].data + texts[i].len;
		for (p = texts[i].data; p < end;) {
			if (isdigit((unsigned char)*p) &&
			    twelve_digits(texts[i].data, p, end)) {
				for (k = 0; k < m.n; k++)
					if (strncmp(m.from[k], p, 12) == 0)
						break;
				if (k < m.n) {
					buf_addf(&out, "%012zu", k + 1);
					p += 12;
					continue;
				}
			}
			buf_addc(&out, *p++);
		}
		buf_free(&texts[i]);
		texts[i] = out;
	}
	for (k = 0; k < m.n; k++)
		free(m.from[k]);
	free(m.from);
}

static int
doc_complete(const struct live_doc *doc)
{
	size_t i;

	if (doc->failed || doc->npages == 0)
		return 0;
	for (i = 0; i < doc->npages; i++)
		if (!doc->page_done[i])
			return 0;
	return 1;
}

/* Adds "filter": EXPR in front of a filter answer. */
static int
with_filter(const char *expr, struct buf *b, struct diag *d)
{
	json_t *root, *o;
	const char *k;
	json_t *v;
	char *text;

	root = json_loadb(b->data, b->len, 0, NULL);
	if (!json_is_object(root)) {
		json_decref(root);
		return diag_setf(d, "filter answer is not a JSON object");
	}
	o = json_pack("{s:s}", "filter", expr);
	json_object_foreach(root, k, v)
		if (strcmp(k, "nextToken") != 0)
			json_object_set(o, k, v);
	json_decref(root);
	text = json_dumps(o, JSON_INDENT(4) | JSON_PRESERVE_ORDER);
	json_decref(o);
	buf_reset(b);
	buf_adds(b, text);
	buf_addc(b, '\n');
	free(text);
	return 0;
}

int
capture_write(const struct live_result *r, const struct capture_opts *o,
    struct diag *d)
{
	struct buf *texts;
	const char **names;
	json_t *manifest;
	char *mtext;
	struct stat st;
	size_t n = 0, i;
	int rc = -1;

	if (o->dir == NULL || o->dir[0] == '\0')
		return diag_setf(d, "capture needs -o DIR");
	if (stat(o->dir, &st) == 0) {
		if (!S_ISDIR(st.st_mode))
			return diag_setf(d, "'%s' exists and is not a "
			    "directory", o->dir);
		if (!o->force && !dir_empty(o->dir))
			return diag_setf(d, "'%s' is not empty (use --force to "
			    "write into it)", o->dir);
	} else if (mkdir(o->dir, 0700) < 0) {
		return diag_setf(d, "cannot create '%s': %s", o->dir,
		    strerror(errno));
	}
	texts = xcalloc(r->ndocs + 1, sizeof(*texts));
	names = xcalloc(r->ndocs + 1, sizeof(*names));
	for (i = 0; i < r->ndocs; i++) {
		const struct live_doc *doc = &r->docs[i];

		if (!doc_complete(doc))
			continue;
		buf_init(&texts[n]);
		if (ecs_merge_pages(doc->pages, doc->npages, &texts[n],
		    d) < 0 ||
		    (doc->filter != NULL &&
		    with_filter(doc->filter, &texts[n], d) < 0)) {
			n++;
			goto out;
		}
		names[n++] = doc->file;
	}
	manifest = live_manifest(r);
	mtext = json_dumps(manifest, JSON_INDENT(4) | JSON_PRESERVE_ORDER);
	json_decref(manifest);
	buf_init(&texts[n]);
	buf_adds(&texts[n], mtext);
	buf_addc(&texts[n], '\n');
	free(mtext);
	names[n++] = "manifest.json";
	if (o->redact)
		capture_redact_accounts(texts, n);
	/* manifest.json last: its presence means the bundle is whole. */
	for (i = 0; i < n; i++)
		if (write_atomic(o->dir, names[i], &texts[i], d) < 0)
			goto out;
	rc = (int)n;
out:
	for (i = 0; i < n; i++)
		buf_free(&texts[i]);
	free(texts);
	free(names);
	return rc;
}
