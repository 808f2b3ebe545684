/*
 * fuzz-load: the bundle loader on one arbitrary document. Covers jansson
 * decode errors turned into positioned diagnostics (and their rendering
 * with carets), document recognition by top-level keys, the excerpt and
 * top-level-array refusals, every typed field getter with its JSON
 * pointer, resources chosen by type, the ISO-8601 parser, page growth,
 * model_link (dedup, indexes, join), target inference and model_clone.
 * Input is capped at 1 MiB; everything is freed on every path.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "model/load.h"
#include "model/model.h"
#include "source/replay.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/banned.h"

#define FUZZ_MAX	(1024 * 1024)	/* bytes */
#define TIME_MAX	64		/* bytes also tried as a timestamp */

int	LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
try_time(const uint8_t *data, size_t size)
{
	char s[TIME_MAX + 1];
	double t;

	if (size > TIME_MAX)
		return;
	memcpy(s, data, size);
	s[size] = '\0';
	(void)load_parse_time(s, &t);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct model *m, *c;
	struct diag d;
	struct buf b = BUF_INIT;
	struct target_req req;
	struct target t;

	if (size > FUZZ_MAX)
		return 0;
	try_time(data, size);
	m = model_new();
	diag_init(&d);
	if (replay_load_buffer(m, "fuzz.json", (const char *)data, size,
	    &d) < 0) {
		diag_render(&d, &b);
	} else {
		model_link(m);
		memset(&req, 0, sizeof(req));
		if (model_resolve_target(m, &req, &t, &d) < 0)
			diag_render(&d, &b);
		c = model_clone(m);
		model_free(c);
	}
	buf_free(&b);
	diag_clear(&d);
	model_free(m);
	return 0;
}
