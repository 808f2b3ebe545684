/*
 * test-explain: the explain pages (explain/PDxxx.md, compiled into the
 * binary as explain_table) against the finding-code contract: every code
 * of DESIGN.md section 3 has a page; every page has the front matter
 * (code, title, severity, check, since, see-also, in that order) and the
 * fixed headings; the code matches the file name and the check names the
 * code's step; see-also names pages that exist; the compiled table holds
 * exactly the files; no page is orphaned (its code is in DESIGN.md or
 * mentioned in the sources under src/ or checks/); provdoc(1) lists each
 * DESIGN.md code with the page's severity and title.
 *
 * DESIGN.md is read from $PROVDOC_SHARED (the test environment sets it);
 * when it cannot be read, a copy of its code list below is used and the
 * test says so. Sources are found from $PROVDOC_SOURCE_DIR, else ".".
 * It does not judge the pages' prose.
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "explain/explain.h"
#include "util/buf.h"
#include "util/xmalloc.h"
#include "util/banned.h"

/* DESIGN.md section 3 as of 0.1.0, used only when the file is missing. */
static const char *const design_copy[] = {
	"PD001", "PD002", "PD003", "PD004", "PD005",
	"PD100", "PD101", "PD102", "PD103", "PD104", "PD105", "PD106",
	"PD201", "PD202", "PD203", "PD204",
	"PD301", "PD302", "PD303", "PD304", "PD305", "PD306", "PD307",
	"PD401", "PD402", "PD403", "PD404", "PD405", "PD406",
};

/* The front matter fields, in their required order. */
static const char *const fields[] = { "code", "title", "severity", "check",
	"since", "see-also" };

/* The level-2 headings, in their required order. */
static const char *const headings[] = { "What it means", "Why it happens",
	"How to confirm", "How to fix", "Example" };

/* Set while the checker tests itself, so expected problems stay silent. */
static bool quiet;

static const char *const checks[] = { "step0-taskdef", "step1-gpu",
	"step2-devices", "step3-resources", "step4-constraints" };

struct codes {
	char	(*v)[8];
	size_t	 n;
};

static void
codes_add(struct codes *c, const char *code)
{
	c->v = xreallocarray(c->v, c->n + 1, sizeof(*c->v));
	snprintf(c->v[c->n], sizeof(c->v[c->n]), "%.5s", code);
	c->n++;
}

static bool
codes_has(const struct codes *c, const char *code)
{
	size_t i;

	for (i = 0; i < c->n; i++)
		if (strncmp(c->v[i], code, 5) == 0)
			return true;
	return false;
}

static bool
is_code(const char *s)
{
	return s[0] == 'P' && s[1] == 'D' && s[2] >= '0' && s[2] <= '9' &&
	    s[3] >= '0' && s[3] <= '9' && s[4] >= '0' && s[4] <= '9';
}

/* A whole file into b. Returns 0, or -1 when it cannot be read. */
static int
slurp(const char *path, struct buf *b)
{
	FILE *f;
	char chunk[4096];
	size_t n;

	f = fopen(path, "rb");
	if (f == NULL)
		return -1;
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0)
		buf_add(b, chunk, n);
	fclose(f);
	return 0;
}

static const char *
source_dir(void)
{
	const char *d = getenv("PROVDOC_SOURCE_DIR");

	return d != NULL && d[0] != '\0' ? d : ".";
}

/*
 * The codes of DESIGN.md section 3: table rows "| PDsnn | ..." between the
 * "## 3." and "## 4." headings.
 */
static void
design_codes(struct codes *out)
{
	const char *shared = getenv("PROVDOC_SHARED");
	struct buf b = BUF_INIT;
	char *path, *p, *end;
	size_t i;

	path = xasprintf("%s/DESIGN.md", shared ? shared : "../shared");
	if (slurp(path, &b) == 0) {
		p = strstr(b.data, "\n## 3.");
		end = p ? strstr(p + 1, "\n## 4.") : NULL;
		for (; p != NULL && p < end; p = strchr(p + 1, '\n')) {
			if (strncmp(p, "\n| ", 3) == 0 && is_code(p + 3) &&
			    p[8] == ' ')
				codes_add(out, p + 3);
		}
	}
	if (out->n == 0) {
		print_message("note: cannot read the codes of '%s'; using the "
		    "copy in test-explain.c\n", path);
		for (i = 0; i < sizeof(design_copy) / sizeof(*design_copy); i++)
			codes_add(out, design_copy[i]);
	}
	free(path);
	buf_free(&b);
}

/* The codes of explain/PD*.md files (directory listing, sorted). */
static int
cmp_code(const void *a, const void *b)
{
	return strcmp(a, b);
}

static void
page_files(struct codes *out)
{
	char *path = xasprintf("%s/explain", source_dir());
	DIR *d = opendir(path);
	struct dirent *e;

	assert_non_null(d);
	while ((e = readdir(d)) != NULL) {
		size_t n = strlen(e->d_name);

		if (n == 8 && is_code(e->d_name) &&
		    strcmp(e->d_name + 5, ".md") == 0)
			codes_add(out, e->d_name);
	}
	closedir(d);
	free(path);
	if (out->n > 1)
		qsort(out->v, out->n, sizeof(*out->v), cmp_code);
}

/* Every code mentioned in the .c/.h/.def files under dir, recursively. */
static void
scan_sources(const char *dir, struct codes *out)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	if (d == NULL)
		return;
	while ((e = readdir(d)) != NULL) {
		char *path;
		struct stat st;
		size_t n = strlen(e->d_name);

		if (e->d_name[0] == '.')
			continue;
		path = xasprintf("%s/%s", dir, e->d_name);
		if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
			scan_sources(path, out);
		else if ((n > 2 && strcmp(e->d_name + n - 2, ".c") == 0) ||
		    (n > 2 && strcmp(e->d_name + n - 2, ".h") == 0) ||
		    (n > 4 && strcmp(e->d_name + n - 4, ".def") == 0)) {
			struct buf b = BUF_INIT;
			const char *p;

			if (slurp(path, &b) == 0)
				for (p = strstr(b.data, "PD"); p != NULL;
				    p = strstr(p + 2, "PD"))
					if (is_code(p) && !codes_has(out, p))
						codes_add(out, p);
			buf_free(&b);
		}
		free(path);
	}
	closedir(d);
}

/* The value of front-matter field f of page text, or NULL. Caller frees. */
static char *
field(const char *text, const char *f)
{
	char v[256];

	explain_field(text, f, v, sizeof(v));
	return v[0] != '\0' ? xstrdup(v) : NULL;
}

/*
 * Checks one page; returns the number of problems, each printed with the
 * code so a failure says what to fix.
 */
static int
check_page(const char *code, const char *text, const struct codes *pages)
{
	int bad = 0, step;
	const char *p, *fm_end, *next;
	size_t i, nh = 0, nt = 0;
	bool fence = false;
	char *v, *title = NULL, want[320];

#define PROBLEM(...) do { if (!quiet) { print_error("%s: ", code); \
	print_error(__VA_ARGS__); print_error("\n"); } bad++; } while (0)

	if (strncmp(text, "---\n", 4) != 0) {
		PROBLEM("does not start with front matter '---'");
		return bad;
	}
	fm_end = strstr(text + 4, "\n---\n");
	if (fm_end == NULL) {
		PROBLEM("front matter is not closed by '---'");
		return bad;
	}
	/* Exactly the six fields, in order, one per line. */
	p = text + 4;
	for (i = 0; i < sizeof(fields) / sizeof(*fields); i++) {
		size_t n = strlen(fields[i]);

		if (strncmp(p, fields[i], n) != 0 || p[n] != ':' ||
		    p[n + 1] != ' ' || p[n + 2] == '\n')
			PROBLEM("front matter line %zu is not '%s: VALUE'",
			    i + 1, fields[i]);
		p = strchr(p, '\n');
		if (p == NULL || p > fm_end)
			break;
		p++;
	}
	if (p != fm_end + 1)
		PROBLEM("front matter has other lines than the six fields");

	v = field(text, "code");
	if (v == NULL || strcmp(v, code) != 0)
		PROBLEM("front matter code '%s' is not the file name's",
		    v ? v : "");
	free(v);
	v = field(text, "severity");
	if (v == NULL || (strcmp(v, "error") != 0 &&
	    strcmp(v, "warning") != 0 && strcmp(v, "info") != 0 &&
	    strcmp(v, "inconclusive") != 0))
		PROBLEM("severity '%s' is not error, warning, info or "
		    "inconclusive", v ? v : "");
	free(v);
	v = field(text, "check");
	step = code[2] - '0';
	if (step > 4)
		PROBLEM("code of no step (0-4)");
	else if (v == NULL || strcmp(v, checks[step]) != 0)
		PROBLEM("check '%s' is not the check of step %d (%s)",
		    v ? v : "", step, checks[step]);
	free(v);
	v = field(text, "since");
	if (v == NULL || strspn(v, "0123456789.") != strlen(v) ||
	    strchr(v, '.') == NULL)
		PROBLEM("since '%s' is not a version", v ? v : "");
	free(v);
	v = field(text, "see-also");
	if (v != NULL) {
		const char *s;

		for (s = v; *s != '\0'; s++) {
			if (!is_code(s))
				continue;
			if (!codes_has(pages, s))
				PROBLEM("see-also names %.5s, which has no "
				    "page", s);
			if (strncmp(s, code, 5) == 0)
				PROBLEM("see-also names the page itself");
			s += 4;
		}
	} else
		PROBLEM("see-also is empty");
	free(v);

	/* Headings outside fenced blocks: one title, then the five. */
	title = field(text, "title");
	snprintf(want, sizeof(want), "# %s: %s", code, title ? title : "");
	free(title);
	for (p = fm_end + 5; *p != '\0'; p = next) {
		const char *e = strchr(p, '\n');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		const char *q = p + strspn(p, " ");

		next = e ? e + 1 : p + len;
		if (strncmp(q, "```", 3) == 0) {
			fence = !fence;
			continue;
		}
		if (fence)
			continue;
		if (strncmp(p, "# ", 2) == 0) {
			if (nt++ > 0 || nh > 0)
				PROBLEM("a second or late '# ' heading");
			else if (len != strlen(want) ||
			    strncmp(p, want, len) != 0)
				PROBLEM("title heading is not '%s'", want);
		} else if (strncmp(p, "## ", 3) == 0) {
			if (nh >= sizeof(headings) / sizeof(*headings))
				PROBLEM("an extra heading '%.*s'", (int)len, p);
			else if (len != strlen(headings[nh]) + 3 ||
			    strncmp(p + 3, headings[nh], len - 3) != 0)
				PROBLEM("heading %zu is '%.*s', expected "
				    "'## %s'", nh + 1, (int)len, p,
				    headings[nh]);
			nh++;
		}
	}
	if (nt != 1)
		PROBLEM("no '%s' heading", want);
	if (nh != sizeof(headings) / sizeof(*headings))
		PROBLEM("%zu of the 5 '## ' headings", nh);
	if (fence)
		PROBLEM("a fenced block is not closed");
	if (text[strlen(text) - 1] != '\n')
		PROBLEM("does not end with a newline");
#undef PROBLEM
	return bad;
}

static void
test_every_design_code_has_a_page(void **state)
{
	struct codes design = { NULL, 0 }, files = { NULL, 0 };
	size_t i;
	int bad = 0;

	(void)state;
	design_codes(&design);
	page_files(&files);
	assert_true(design.n >= 29);
	for (i = 0; i < design.n; i++) {
		if (!codes_has(&files, design.v[i])) {
			print_error("%s: no explain/%s.md\n", design.v[i],
			    design.v[i]);
			bad++;
		}
		if (explain_lookup(design.v[i]) == NULL) {
			print_error("%s: not in the compiled explain table\n",
			    design.v[i]);
			bad++;
		}
	}
	free(design.v);
	free(files.v);
	assert_int_equal(bad, 0);
}

/* The compiled table is exactly the files, in code order. */
static void
test_table_matches_files(void **state)
{
	struct codes files = { NULL, 0 };
	size_t i;

	(void)state;
	page_files(&files);
	assert_int_equal(explain_count, files.n);
	for (i = 0; i < files.n; i++) {
		assert_non_null(explain_table[i].code);
		assert_string_equal(explain_table[i].code, files.v[i]);
	}
	assert_null(explain_table[files.n].code);
	free(files.v);
}

/* Each page as compiled equals its file, and is well-formed. */
static void
test_pages_well_formed(void **state)
{
	struct codes files = { NULL, 0 };
	size_t i;
	int bad = 0;

	(void)state;
	page_files(&files);
	for (i = 0; i < files.n; i++) {
		struct buf b = BUF_INIT;
		char *path = xasprintf("%s/explain/%s.md", source_dir(),
		    files.v[i]);
		const char *text = explain_lookup(files.v[i]);

		assert_int_equal(slurp(path, &b), 0);
		if (text == NULL || strcmp(text, b.data) != 0) {
			print_error("%s: the compiled page differs from %s "
			    "(rebuild)\n", files.v[i], path);
			bad++;
		} else
			bad += check_page(files.v[i], text, &files);
		buf_free(&b);
		free(path);
	}
	free(files.v);
	assert_int_equal(bad, 0);
}

/* A page's code is in DESIGN.md or mentioned under src/ or checks/. */
static void
test_no_orphan_pages(void **state)
{
	struct codes design = { NULL, 0 }, files = { NULL, 0 };
	struct codes used = { NULL, 0 };
	char *dir;
	size_t i;
	int bad = 0;

	(void)state;
	design_codes(&design);
	page_files(&files);
	dir = xasprintf("%s/src", source_dir());
	scan_sources(dir, &used);
	free(dir);
	dir = xasprintf("%s/checks", source_dir());
	scan_sources(dir, &used);
	free(dir);
	for (i = 0; i < files.n; i++) {
		if (codes_has(&design, files.v[i]) ||
		    codes_has(&used, files.v[i]))
			continue;
		print_error("%s: orphan page: the code is neither in DESIGN.md "
		    "nor in src/ or checks/\n", files.v[i]);
		bad++;
	}
	free(design.v);
	free(files.v);
	free(used.v);
	assert_int_equal(bad, 0);
}

/*
 * man/provdoc.1 FINDING CODES lists each DESIGN.md code as its page says:
 * ".B CODE" then "\fISEVERITY\fP: TITLE". Pages of codes added since
 * (PD190, ...) only get a note, so adding a page never breaks the build.
 */
static void
test_man_page_lists_codes(void **state)
{
	struct codes design = { NULL, 0 }, files = { NULL, 0 };
	struct buf man = BUF_INIT;
	char *path;
	size_t i;
	int bad = 0;

	(void)state;
	design_codes(&design);
	page_files(&files);
	path = xasprintf("%s/man/provdoc.1", source_dir());
	assert_int_equal(slurp(path, &man), 0);
	for (i = 0; i < files.n; i++) {
		const char *text = explain_lookup(files.v[i]);
		char *title, *sev, *want;

		if (text == NULL)
			continue;
		title = field(text, "title");
		sev = field(text, "severity");
		want = xasprintf(".B %s\n\\fI%s\\fP: %s\n", files.v[i],
		    sev ? sev : "", title ? title : "");
		if (strstr(man.data, want) == NULL) {
			if (codes_has(&design, files.v[i])) {
				print_error("%s: %s lacks, under FINDING CODES:"
				    "\n%s", files.v[i], path, want);
				bad++;
			} else
				print_message("note: %s is not in %s yet\n",
				    files.v[i], path);
		}
		free(want);
		free(sev);
		free(title);
	}
	buf_free(&man);
	free(path);
	free(design.v);
	free(files.v);
	assert_int_equal(bad, 0);
}

/* The checker itself: a broken page is caught. */
static void
test_checker_catches_problems(void **state)
{
	struct codes pages = { NULL, 0 };
	static const char good[] =
	    "---\ncode: PD499\ntitle: T\nseverity: error\ncheck: step4-"
	    "constraints\nsince: 0.1.0\nsee-also: PD401\n---\n\n# PD499: T\n\n"
	    "## What it means\n\nx\n\n## Why it happens\n\n```\n## not a "
	    "heading\n```\n\n## How to confirm\n\n## How to fix\n\n"
	    "## Example\n";
	static const char bad_sev[] =
	    "---\ncode: PD499\ntitle: T\nseverity: fatal\ncheck: step4-"
	    "constraints\nsince: 0.1.0\nsee-also: PD401\n---\n\n# PD499: T\n\n"
	    "## What it means\n\n## Why it happens\n\n## How to confirm\n\n"
	    "## How to fix\n\n## Example\n";
	static const char bad_order[] =
	    "---\ncode: PD499\ntitle: T\ncheck: step4-constraints\nseverity: "
	    "error\nsince: 0.1.0\nsee-also: PD401\n---\n\n# PD499: T\n\n"
	    "## What it means\n\n## How to confirm\n\n## Why it happens\n\n"
	    "## How to fix\n\n## Example\n";

	(void)state;
	codes_add(&pages, "PD401");
	quiet = true;
	assert_int_equal(check_page("PD499", good, &pages), 0);
	assert_int_equal(check_page("PD499", bad_sev, &pages), 1);
	assert_true(check_page("PD499", bad_order, &pages) >= 2);
	assert_true(check_page("PD498", good, &pages) >= 2);
	quiet = false;
	free(pages.v);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_checker_catches_problems),
		cmocka_unit_test(test_every_design_code_has_a_page),
		cmocka_unit_test(test_table_matches_files),
		cmocka_unit_test(test_pages_well_formed),
		cmocka_unit_test(test_no_orphan_pages),
		cmocka_unit_test(test_man_page_lists_codes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
