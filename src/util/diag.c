/*
 * diag: the one printer of provdoc's own messages (error, warning, note)
 * and of positioned diagnostics with carets. It does not decide exit
 * statuses; only main.c does.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define DIAG_WINDOW	72	/* columns of source shown around a span */

static void vmsg(const char *level, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));

static void
vmsg(const char *level, const char *fmt, va_list ap)
{
	struct buf b = BUF_INIT;

	buf_addf(&b, "provdoc: %s: ", level);
	buf_vaddf(&b, fmt, ap);
	buf_addc(&b, '\n');
	fputs(b.data, stderr);
	fflush(stderr);
	buf_free(&b);
}

int
error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg("error", fmt, ap);
	va_end(ap);
	return -1;
}

void
warning(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg("warning", fmt, ap);
	va_end(ap);
}

void
note(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg("note", fmt, ap);
	va_end(ap);
}

void
BUG_at(const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "provdoc: BUG: %s:%d: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

void
diag_init(struct diag *d)
{
	memset(d, 0, sizeof(*d));
}

void
diag_clear(struct diag *d)
{
	free(d->message);
	free(d->pointer);
	diag_init(d);
}

int
diag_setf(struct diag *d, const char *fmt, ...)
{
	va_list ap;
	struct buf b = BUF_INIT;

	va_start(ap, fmt);
	buf_vaddf(&b, fmt, ap);
	va_end(ap);
	free(d->message);
	d->message = buf_detach(&b);
	return -1;
}

void
diag_span(struct diag *d, const char *name, const char *text, size_t len,
    size_t start, size_t end)
{
	d->source_name = name;
	d->source_text = text;
	d->source_len = len;
	d->start = start > len ? len : start;
	d->end = end < d->start ? d->start : (end > len ? len : end);
	diag_line_col(text, len, d->start, &d->line, &d->column);
}

void
diag_pos(struct diag *d, const char *name, unsigned line, unsigned column)
{
	d->source_name = name;
	d->line = line;
	d->column = column;
}

void
diag_pointer(struct diag *d, const char *name, const char *pointer)
{
	d->source_name = name;
	free(d->pointer);
	d->pointer = pointer ? xstrdup(pointer) : NULL;
}

/* Columns count UTF-8 characters, not bytes: continuation bytes are skipped. */
void
diag_line_col(const char *text, size_t len, size_t off, unsigned *line,
    unsigned *col)
{
	size_t i;

	*line = 1;
	*col = 1;
	for (i = 0; i < off && i < len; i++) {
		if (text[i] == '\n') {
			(*line)++;
			*col = 1;
		} else if (((unsigned char)text[i] & 0xC0) != 0x80)
			(*col)++;
	}
}

static void
render_excerpt(const struct diag *d, struct buf *out)
{
	const char *t = d->source_text;
	size_t ls, le, i, from, to, caret_from, caret_to, width;

	ls = d->start;
	while (ls > 0 && t[ls - 1] != '\n')
		ls--;
	le = d->start;
	while (le < d->source_len && t[le] != '\n')
		le++;
	/* Clip long lines to a window that keeps the span in view. */
	from = ls;
	to = le;
	if (to - from > DIAG_WINDOW) {
		if (d->start - from > DIAG_WINDOW / 2)
			from = d->start - DIAG_WINDOW / 2;
		if (to - from > DIAG_WINDOW)
			to = from + DIAG_WINDOW;
		if (to < d->start + 1 && d->start < le)
			to = d->start + 1;
	}
	buf_adds(out, "    ");
	if (from > ls)
		buf_adds(out, "...");
	for (i = from; i < to; i++) {
		unsigned char c = (unsigned char)t[i];

		buf_addc(out, c == '\t' || c < 0x20 ? ' ' : (char)c);
	}
	if (to < le)
		buf_adds(out, "...");
	buf_addc(out, '\n');
	buf_adds(out, "    ");
	if (from > ls)
		buf_adds(out, "   ");
	for (i = from; i < d->start && i < to; i++)
		if (((unsigned char)t[i] & 0xC0) != 0x80)
			buf_addc(out, ' ');
	caret_from = d->start;
	caret_to = d->end > d->start ? d->end : d->start + 1;
	if (caret_to > to + 1)
		caret_to = to > caret_from ? to : caret_from + 1;
	width = 0;
	for (i = caret_from; i < caret_to; i++)
		if (i >= d->source_len || ((unsigned char)t[i] & 0xC0) != 0x80)
			width++;
	buf_pad(out, '^', width ? width : 1);
	buf_addc(out, '\n');
}

void
diag_render(const struct diag *d, struct buf *out)
{
	static const char *const lv[] = { "error", "warning", "note" };

	buf_addf(out, "provdoc: %s: %s", lv[d->sev],
	    d->message ? d->message : "unknown problem");
	if (d->code[0] != '\0')
		buf_addf(out, " [%s]", d->code);
	buf_addc(out, '\n');
	if (d->source_name == NULL)
		return;
	if (d->pointer != NULL)
		buf_addf(out, "  at %s#%s\n", d->source_name, d->pointer);
	else if (d->line != 0)
		buf_addf(out, "  at %s:%u:%u\n", d->source_name, d->line,
		    d->column);
	else
		buf_addf(out, "  in %s\n", d->source_name);
	if (d->source_text != NULL && d->pointer == NULL)
		render_excerpt(d, out);
}

int
diag_print(const struct diag *d)
{
	struct buf b = BUF_INIT;

	diag_render(d, &b);
	fputs(b.data, stderr);
	fflush(stderr);
	buf_free(&b);
	return -1;
}
