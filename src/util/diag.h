/*
 * diag: every message provdoc prints about itself, and positioned
 * diagnostics with a caret under the span (STYLE.md section 4).
 *
 * error(), warning() and note() print "provdoc: error: ..." to stderr;
 * error() returns -1 so that "return error(...)" works. A struct diag
 * carries a positioned problem from the code that found it to the code
 * that prints it. Ownership: diag_set and diag_setf copy the message (the
 * diag owns it); source_name and source_text are borrowed and must stay
 * valid until the diag is printed or cleared; diag_clear frees.
 */
#ifndef PROVDOC_DIAG_H
#define PROVDOC_DIAG_H

#include <stdbool.h>
#include <stddef.h>

#include "util/buf.h"

int	error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void	warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void	note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void	BUG_at(const char *file, int line, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4), noreturn));
#define BUG(...) BUG_at(__FILE__, __LINE__, __VA_ARGS__)

enum diag_sev { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE };

struct diag {
	enum diag_sev	 sev;
	char		 code[16];	/* short tag shown as [code], "" for none */
	char		*message;	/* owned, one line, no full stop */
	const char	*source_name;	/* borrowed: file name or "<expr>" */
	const char	*source_text;	/* borrowed: text the span points into, or NULL */
	size_t		 source_len;	/* bytes of source_text */
	size_t		 start;		/* half-open byte span in source_text */
	size_t		 end;
	unsigned	 line;		/* 1-based, 0 when unknown (used when no text) */
	unsigned	 column;	/* 1-based, 0 when unknown */
	char		*pointer;	/* owned JSON pointer, or NULL */
};

void	diag_init(struct diag *d);
void	diag_clear(struct diag *d);
int	diag_setf(struct diag *d, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
void	diag_span(struct diag *d, const char *name, const char *text,
	    size_t len, size_t start, size_t end);
void	diag_pos(struct diag *d, const char *name, unsigned line,
	    unsigned column);
void	diag_pointer(struct diag *d, const char *name, const char *pointer);
void	diag_render(const struct diag *d, struct buf *out);
int	diag_print(const struct diag *d);
void	diag_line_col(const char *text, size_t len, size_t off,
	    unsigned *line, unsigned *col);

#endif
