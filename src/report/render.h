/*
 * render: turns a report into text, JSON (provdoc.report/v1) or Markdown.
 * Deterministic byte for byte: no clocks, no addresses, fixed key order.
 * Each renderer appends to a buffer the caller owns; none writes to a
 * stream, so the CLI decides where output goes.
 */
#ifndef PROVDOC_RENDER_H
#define PROVDOC_RENDER_H

#include <stdbool.h>

#include "report/report.h"
#include "util/buf.h"

enum out_format {
	FMT_TEXT = 0,
	FMT_JSON,
	FMT_MARKDOWN,
};

/* render_opts.only_step value: the verdict section alone (REPL 'verdict'). */
#define RENDER_VERDICT_ONLY	REPORT_NSTEPS

struct render_opts {
	bool		 color;		/* ANSI colour (text only; only on a TTY) */
	int		 width;		/* terminal width, 0 for no wrapping */
	int		 only_step;	/* -1 the whole report, 0..4 one step's section,
					   RENDER_VERDICT_ONLY the verdict */
	const char	*version;	/* provdoc_version for JSON */
};

void	render_text(const struct report *r, const struct render_opts *o,
	    struct buf *out);
void	render_json(const struct report *r, const struct render_opts *o,
	    struct buf *out);
/* The JSON document itself (a json_t *; caller json_decrefs). */
void	*render_json_doc(const struct report *r, const struct render_opts *o);
void	render_markdown(const struct report *r, const struct render_opts *o,
	    struct buf *out);
void	render_report(enum out_format f, const struct report *r,
	    const struct render_opts *o, struct buf *out);
int	render_parse_format(const char *name, enum out_format *f);

#endif
