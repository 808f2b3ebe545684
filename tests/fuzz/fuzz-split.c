/*
 * fuzz-split: the command-text splitter used by -c, -f, non-tty stdin and
 * the REPL (script_split) on arbitrary bytes: quotes, escapes, ';' and
 * newlines, '#' comments, NUL bytes, and the positioned diagnostic of an
 * unterminated quote (rendered with its caret). It also checks the
 * splitter's invariants (argv NULL-terminated, no empty command, line
 * numbers within the text) and runs each line through the REPL's
 * secret-line filter. Input is capped at 64 KiB; everything is freed on
 * every path.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli/repl.h"
#include "cli/script.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/banned.h"

#define FUZZ_MAX	(64 * 1024)	/* bytes */

int	LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct cmdline *v;
	struct diag d;
	struct buf b = BUF_INIT;
	char *text;
	size_t n, i, lines = 1;
	int j;

	if (size > FUZZ_MAX)
		return 0;
	for (i = 0; i < size; i++)
		lines += data[i] == '\n';
	diag_init(&d);
	if (script_split((const char *)data, size, "<fuzz>", &v, &n, &d) < 0) {
		diag_render(&d, &b);
		if (v != NULL || n != 0)
			abort();
	} else {
		for (i = 0; i < n; i++) {
			if (v[i].argc < 1 || v[i].argv[v[i].argc] != NULL ||
			    v[i].line < 1 || v[i].line > lines)
				abort();
			for (j = 0; j < v[i].argc; j++)
				buf_adds(&b, v[i].argv[j]);
		}
		script_free_lines(v, n);
	}
	diag_clear(&d);
	buf_free(&b);
	/* The history filter sees whole lines as typed. */
	text = malloc(size + 1);
	if (text == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	(void)repl_line_is_secret(text);
	free(text);
	return 0;
}
