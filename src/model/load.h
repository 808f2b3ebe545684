/*
 * load: turns one parsed JSON document (an AWS CLI or API response, a
 * bare task definition, or a provdoc manifest) into model entities, with
 * evidence origins. Documents are recognised by their top-level keys,
 * never by file name. It reads no files (source/replay.c does) and does
 * not link (call model_link once everything is loaded).
 *
 * Ownership: the JSON tree stays the caller's; everything taken from it is
 * copied into the model's arena, so the caller may json_decref the tree
 * right after the call.
 */
#ifndef PROVDOC_LOAD_H
#define PROVDOC_LOAD_H

#include <jansson.h>
#include <stdbool.h>

struct diag;
struct model;

/*
 * Add the document root (named source_name in evidence) to m. Returns 0,
 * or -1 with the reason in d: the message says what was expected, and the
 * diag names source_name (borrowed: it must outlive the diag) and, for a
 * wrong type, the JSON pointer of the value. After a failure m holds part
 * of the document: it is still valid for model_free, but must not be used
 * for a diagnosis.
 */
int	load_json_document(struct model *m, const char *source_name,
	    json_t *root, struct diag *d);

/*
 * Parse an ISO-8601 date-time ("2026-11-30T10:15:02.123000+00:00", "...Z",
 * "+0100" offsets, a space instead of 'T'; no offset means UTC) into
 * epoch seconds. Returns 0, or -1 when s is not such a timestamp.
 */
int	load_parse_time(const char *s, double *out);

#endif
