/*
 * capture: writes a live_result as a bundle (DESIGN.md section 4): one
 * file per operation under its canonical name, with the response bytes
 * as returned (several pages or batches merged into one document), plus
 * manifest.json. Files are written atomically (temporary file, then
 * rename), the directory is created 0700 and files 0600; a non-empty
 * directory is refused unless forced. --redact replaces AWS account ids
 * consistently across all files. It fetches nothing and never prints.
 *
 * Ownership: everything is borrowed.
 */
#ifndef PROVDOC_CAPTURE_H
#define PROVDOC_CAPTURE_H

#include <stdbool.h>

#include "source/live.h"
#include "util/buf.h"
#include "util/diag.h"

struct capture_opts {
	const char	*dir;		/* -o DIR */
	bool		 force;		/* write into a non-empty directory */
	bool		 redact;	/* replace account ids */
};

/* Writes r to o->dir. Returns the number of files written, or -1 with d
 * set. */
int	capture_write(const struct live_result *r, const struct capture_opts *o,
	    struct diag *d);

/*
 * Replaces every AWS account id (the 12-digit field of an ARN, and the
 * same digits anywhere else in the texts) in texts[0..n) with
 * 000000000001, 000000000002, ... in order of first appearance, the same
 * id always by the same number.
 */
void	capture_redact_accounts(struct buf *texts, size_t n);

#endif
