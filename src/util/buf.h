/*
 * buf: a growable byte buffer. Invariants: data is never NULL and is always
 * NUL-terminated; len counts bytes before the NUL. buf_detach hands the
 * bytes to the caller (caller frees) and leaves the buffer empty and valid.
 * Ownership: the struct is the caller's; buf_free releases the bytes.
 */
#ifndef PROVDOC_BUF_H
#define PROVDOC_BUF_H

#include <stdarg.h>
#include <stddef.h>

struct buf {
	char	*data;		/* bytes, NUL-terminated, never NULL */
	size_t	 len;		/* bytes used, excluding the NUL */
	size_t	 cap;		/* bytes allocated, 0 while data is the static empty string */
};

#define BUF_INIT { buf_empty_, 0, 0 }
extern char buf_empty_[1];

void	 buf_init(struct buf *b);
void	 buf_free(struct buf *b);
void	 buf_reset(struct buf *b);
void	 buf_grow(struct buf *b, size_t extra);
void	 buf_add(struct buf *b, const void *p, size_t n);
void	 buf_adds(struct buf *b, const char *s);
void	 buf_addc(struct buf *b, char c);
void	 buf_addf(struct buf *b, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
void	 buf_vaddf(struct buf *b, const char *fmt, va_list ap)
	    __attribute__((format(printf, 2, 0)));
void	 buf_pad(struct buf *b, char c, size_t n);
void	 buf_truncate(struct buf *b, size_t len);
char	*buf_detach(struct buf *b);

#endif
