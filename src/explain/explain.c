/*
 * explain: lookups in the compiled table of explain pages. It does not
 * render Markdown; the CLI prints the page as it is.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "explain/explain.h"
#include "util/banned.h"

const char *
explain_lookup(const char *code)
{
	size_t i;

	for (i = 0; explain_table[i].code != NULL; i++)
		if (strcasecmp(explain_table[i].code, code) == 0)
			return explain_table[i].text;
	return NULL;
}

void
explain_field(const char *text, const char *field, char *buf, size_t len)
{
	const char *p, *e;
	size_t flen = strlen(field);

	buf[0] = '\0';
	if (strncmp(text, "---\n", 4) != 0)
		return;
	for (p = text + 4; *p != '\0' && strncmp(p, "---", 3) != 0;
	    p = e + 1) {
		e = strchr(p, '\n');
		if (e == NULL)
			return;
		if (strncmp(p, field, flen) == 0 && p[flen] == ':') {
			p += flen + 1;
			while (*p == ' ')
				p++;
			snprintf(buf, len, "%.*s", (int)(e - p), p);
			return;
		}
	}
}

void
explain_title(const char *text, char *buf, size_t len)
{
	explain_field(text, "title", buf, len);
}
