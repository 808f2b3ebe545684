/*
 * replay: reads a capture bundle (directories of *.json files, or files)
 * into a model, through the same loader the live source feeds. It does
 * not fetch anything and never writes to the bundle.
 *
 * Evidence names: a file given by path is named as the user wrote the
 * path; a file found in a directory is named by its file name alone
 * (e.g. "describe-container-instances.json"), so reports do not depend on
 * where the bundle lives. When two directories hold the same file name,
 * the later file is named by its joined path. A UTF-8 byte-order mark is
 * skipped; a UTF-16 file is refused with the way to convert it.
 *
 * Ownership: the model returned is the caller's (model_free). On failure
 * the diag borrows the failing file's name and text from storage inside
 * this module, valid until the next replay_load call.
 */
#ifndef PROVDOC_REPLAY_H
#define PROVDOC_REPLAY_H

#include <stddef.h>

struct diag;
struct model;

/*
 * Load every path: a directory means each *.json file directly in it
 * (sorted by name, hidden files skipped, manifest.json included), a file
 * means that file. Any error fails the whole load: returns -1 with a
 * positioned diag (file:line:column for malformed JSON, file#pointer for
 * a wrong type) and *out NULL. On success returns 0 and *out is a linked
 * model (model_link done); caller frees.
 */
int	replay_load(const char *const *paths, size_t npaths,
	    struct model **out, struct diag *d);

/*
 * Load one document held in memory (len bytes, need not be
 * NUL-terminated) into m under the evidence name name. Returns 0, or -1
 * with d set; d borrows name and data, which must outlive it. Does not
 * link: call model_link after the last document.
 */
int	replay_load_buffer(struct model *m, const char *name, const char *data,
	    size_t len, struct diag *d);

#endif
