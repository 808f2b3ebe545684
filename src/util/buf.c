/*
 * buf: growable NUL-terminated byte buffer (see buf.h for the invariants).
 * It does no I/O and knows nothing of encodings.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/buf.h"
#include "util/xmalloc.h"
#include "util/banned.h"

char buf_empty_[1];

void
buf_init(struct buf *b)
{
	b->data = buf_empty_;
	b->len = 0;
	b->cap = 0;
}

void
buf_free(struct buf *b)
{
	if (b->cap != 0)
		free(b->data);
	buf_init(b);
}

void
buf_reset(struct buf *b)
{
	buf_truncate(b, 0);
}

void
buf_grow(struct buf *b, size_t extra)
{
	size_t want, ncap;

	want = b->len + extra + 1;
	if (want <= b->cap)
		return;
	ncap = b->cap ? b->cap : 64;
	while (ncap < want)
		ncap *= 2;
	if (b->cap == 0) {
		b->data = xmalloc(ncap);
		b->data[0] = '\0';
	} else
		b->data = xrealloc(b->data, ncap);
	b->cap = ncap;
}

void
buf_add(struct buf *b, const void *p, size_t n)
{
	if (n == 0)
		return;
	buf_grow(b, n);
	memcpy(b->data + b->len, p, n);
	b->len += n;
	b->data[b->len] = '\0';
}

void
buf_adds(struct buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

void
buf_addc(struct buf *b, char c)
{
	buf_add(b, &c, 1);
}

/*
 * One vsnprintf into the spare capacity, which is nearly always enough;
 * only a longer result is formatted a second time after growing.
 */
void
buf_vaddf(struct buf *b, const char *fmt, va_list ap)
{
	va_list cp;
	size_t avail;
	int n;

	buf_grow(b, 128);
	avail = b->cap - b->len;
	va_copy(cp, ap);
	n = vsnprintf(b->data + b->len, avail, fmt, cp);
	va_end(cp);
	if (n < 0) {
		b->data[b->len] = '\0';
		return;
	}
	if ((size_t)n >= avail) {
		buf_grow(b, (size_t)n);
		vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
	}
	b->len += (size_t)n;
}

void
buf_addf(struct buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	buf_vaddf(b, fmt, ap);
	va_end(ap);
}

void
buf_pad(struct buf *b, char c, size_t n)
{
	if (n == 0)
		return;
	buf_grow(b, n);
	memset(b->data + b->len, c, n);
	b->len += n;
	b->data[b->len] = '\0';
}

void
buf_truncate(struct buf *b, size_t len)
{
	if (len >= b->len)
		return;
	b->len = len;
	b->data[len] = '\0';
}

char *
buf_detach(struct buf *b)
{
	char *p;

	if (b->cap == 0)
		p = xstrdup("");
	else
		p = b->data;
	buf_init(b);
	return p;
}
