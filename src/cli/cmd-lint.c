/*
 * lint: checks placement constraints before deploy, with no cluster:
 * task definitions (as registered, or as describe-task-definition prints
 * them), service JSON (describe-services, create-service input or
 * output), or plain files of expressions, one a line, '#' comments. For
 * every memberOf expression: the syntax (PD405, with the caret), and/or
 * mixed without parentheses (PD406), regexes broader than the family they
 * name, against the known instance types (PD403), and the notes of
 * provdoc-expressions(7); per task definition or service, the
 * 10-constraint limit (PD407) and the constraint types. Step 0 checks of
 * the task definition are "diagnose"'s, not lint's. Exit 1 on an error.
 */
#include <ctype.h>
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks/itypes.h"
#include "cli/cmd.h"
#include "cli/session.h"
#include "cql/cql.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/xmalloc.h"
#include "util/banned.h"

struct lint {
	struct session	 *s;
	json_t		 *findings;	/* JSON mode: every finding, in order */
	size_t		  errors;
	size_t		  warnings;
	size_t		  expressions;
	const char	**types;	/* known instance type names */
	size_t		  ntypes;
	bool		  bad_input;
};

/*
 * A JSON string for text that may not be UTF-8 (a file name, a Latin-1
 * expression): json_string refuses those, and a NULL in json_pack drops
 * the whole object. Bytes past ASCII become '?' then.
 */
static json_t *
json_lossy(const char *text)
{
	json_t *j;
	char *c;
	size_t i;

	if (text == NULL)
		return NULL;
	if ((j = json_string(text)) != NULL)
		return j;
	c = xstrdup(text);
	for (i = 0; c[i] != '\0'; i++)
		if ((unsigned char)c[i] >= 0x80)
			c[i] = '?';
	j = json_string(c);
	free(c);
	return j;
}

/* One finding: text through diag_render onto stdout, or a JSON object. */
static void
emit(struct lint *L, const char *file, const char *pointer, unsigned line,
    const struct diag *d, const char *expr, const char *fix)
{
	struct buf b = BUF_INIT;

	if (d->sev == DIAG_ERROR)
		L->errors++;
	else
		L->warnings++;
	if (L->findings != NULL) {
		json_array_append_new(L->findings, json_pack("{s:s?, s:s, "
		    "s:o, s:o, s:o?, s:i, s:i, s:o?, s:o?}",
		    "code", d->code[0] ? d->code : NULL,
		    "severity", d->sev == DIAG_ERROR ? "error" : "warning",
		    "message", json_lossy(d->message ? d->message : ""),
		    "file", json_lossy(file), "pointer", json_lossy(pointer),
		    "line", (json_int_t)line, "column", (json_int_t)d->column,
		    "expression", json_lossy(expr), "fix", json_lossy(fix)));
		return;
	}
	diag_render(d, &b);
	if (fix != NULL)
		buf_addf(&b, "  fix: %s\n", fix);
	out_puts(L->s, b.data);
	buf_free(&b);
}

/* A problem with no position in an expression (types, limits). */
static void
emit_plain(struct lint *L, const char *file, const char *pointer,
    enum diag_sev sev, const char *code, const char *msg)
{
	struct diag d;

	diag_init(&d);
	diag_setf(&d, "%s", msg);
	d.sev = sev;
	snprintf(d.code, sizeof(d.code), "%s", code);
	diag_pointer(&d, file, pointer);
	emit(L, file, pointer, 0, &d, NULL, NULL);
	diag_clear(&d);
}

static void
lint_broad(struct lint *L, const struct cql_expr *e, const char *name,
    const char *file, const char *pointer, unsigned line)
{
	struct cql_broad *b;
	struct buf msg = BUF_INIT, fix = BUF_INIT;
	struct diag d;
	size_t nb, i, j;

	nb = cql_find_broad(e, L->types, L->ntypes, &b);
	for (i = 0; i < nb; i++) {
		const struct cql_value *v = &b[i].leaf->values[0];

		buf_reset(&msg);
		buf_addf(&msg, "'%s' names family %s but also matches ",
		    v->text, b[i].family);
		for (j = 0; j < b[i].nothers; j++)
			buf_addf(&msg, "%s%s (%s)", j ? ", " : "",
			    b[i].others[j], b[i].examples[j]);
		buf_adds(&msg, ": '.' matches any character");
		buf_reset(&fix);
		if (b[i].fixed != NULL)
			cql_replace_span(e, v->quote ? (struct cql_span){
			    v->span.start + 1, v->span.end - 1 } : v->span,
			    b[i].fixed, &fix);
		diag_init(&d);
		diag_setf(&d, "%s", msg.data);
		d.sev = DIAG_WARNING;
		snprintf(d.code, sizeof(d.code), "PD403");
		diag_span(&d, name, e->text, e->len, v->span.start,
		    v->span.end);
		if (line > 0)
			d.line = line;
		emit(L, file, pointer, line ? line : 1, &d, e->text,
		    b[i].fixed != NULL ? fix.data : NULL);
		diag_clear(&d);
	}
	cql_broad_free(b, nb);
	buf_free(&msg);
	buf_free(&fix);
}

/*
 * One expression. name is what diagnostics show ("FILE" for a line of an
 * expression file, "FILE#/pointer" for JSON); line > 0 replaces the line
 * number the diagnostic would compute from the expression alone.
 */
static void
lint_expr(struct lint *L, const char *file, const char *pointer,
    unsigned line, const char *text)
{
	struct buf name = BUF_INIT, nf = BUF_INIT;
	struct cql_expr *e;
	struct diag d;
	size_t i;

	L->expressions++;
	if (pointer != NULL)
		buf_addf(&name, "%s#%s", file, pointer);
	else
		buf_adds(&name, file);
	diag_init(&d);
	e = cql_parse(text, strlen(text), name.data, &d);
	if (e == NULL) {
		if (line > 0)
			d.line = line;
		emit(L, file, pointer, line ? line : 1, &d, text, NULL);
		goto out;
	}
	for (i = 0; i < e->nnotes; i++) {
		struct diag nd;

		diag_init(&nd);
		cql_note_diag(e, &e->notes[i], &nd);
		nd.source_name = name.data;
		if (line > 0)
			nd.line = line;
		buf_reset(&nf);
		if (e->notes[i].kind == CQL_NOTE_PRECEDENCE) {
			struct cql_expr *o;
			struct buf other = BUF_INIT;

			o = cql_parse_flags(text, strlen(text), name.data,
			    CQL_PARSE_OR_FIRST, &d);
			if (o != NULL) {
				cql_format(o, NULL, &other);
				diag_setf(&nd, "%s; the other reading is: %s",
				    e->notes[i].message, other.data);
			}
			cql_free(o);
			buf_free(&other);
			cql_format(e, NULL, &nf);
		}
		emit(L, file, pointer, line ? line : 1, &nd, text,
		    nf.len ? nf.data : NULL);
		diag_clear(&nd);
	}
	lint_broad(L, e, name.data, file, pointer, line);
out:
	cql_free(e);
	diag_clear(&d);
	buf_free(&name);
	buf_free(&nf);
}

static void lint_array(struct lint *L, const char *file, json_t *arr,
    const char *base, bool taskdef);

/* The placementConstraints of one task definition or service. */
static void
lint_constraints(struct lint *L, const char *file, json_t *obj,
    const char *base, bool taskdef)
{
	struct buf ptr = BUF_INIT;

	buf_addf(&ptr, "%s/placementConstraints", base);
	lint_array(L, file, json_object_get(obj, "placementConstraints"),
	    ptr.data, taskdef);
	buf_free(&ptr);
}

/* An array of constraints at pointer base (run-task's own file, too). */
static void
lint_array(struct lint *L, const char *file, json_t *arr, const char *base,
    bool taskdef)
{
	struct buf ptr = BUF_INIT, msg = BUF_INIT;
	size_t i, n = json_array_size(arr);

	if (n > CQL_MAX_CONSTRAINTS) {
		buf_adds(&ptr, base);
		/* A service read "task definition and task definition". */
		buf_addf(&msg, "%zu placement constraints in this %s; ECS "
		    "accepts at most %d per task, the task definition's and "
		    "the service's or run-task's together", n, taskdef ?
		    "task definition" : "service or run-task",
		    CQL_MAX_CONSTRAINTS);
		emit_plain(L, file, ptr.data, DIAG_ERROR, "PD407", msg.data);
	}
	for (i = 0; i < n; i++) {
		json_t *c = json_array_get(arr, i);
		const char *type = json_string_value(json_object_get(c,
		    "type"));
		const char *x = json_string_value(json_object_get(c,
		    "expression"));

		buf_reset(&ptr);
		buf_addf(&ptr, "%s/%zu", base, i);
		buf_reset(&msg);
		if (!json_is_object(c)) {
			emit_plain(L, file, ptr.data, DIAG_ERROR, "PD405",
			    "a placement constraint must be an object with "
			    "'type' and 'expression'");
			continue;
		}
		if (type == NULL) {
			emit_plain(L, file, ptr.data, DIAG_ERROR, "PD405",
			    json_object_get(c, "type") == NULL ?
			    "constraint without a type (memberOf or "
			    "distinctInstance)" : "constraint type is not a "
			    "string");
			continue;
		}
		if (strcmp(type, "distinctInstance") == 0) {
			if (taskdef)
				emit_plain(L, file, ptr.data, DIAG_ERROR,
				    "PD405", "a task definition may only hold "
				    "memberOf constraints, not "
				    "distinctInstance");
			else if (x != NULL)
				emit_plain(L, file, ptr.data, DIAG_ERROR,
				    "PD405", "distinctInstance takes no "
				    "expression");
			continue;
		}
		if (strcmp(type, "memberOf") != 0) {
			buf_addf(&msg, "unknown constraint type '%s' "
			    "(memberOf or distinctInstance)", type);
			emit_plain(L, file, ptr.data, DIAG_ERROR, "PD405",
			    msg.data);
			continue;
		}
		if (x == NULL) {
			emit_plain(L, file, ptr.data, DIAG_ERROR, "PD405",
			    json_object_get(c, "expression") == NULL ?
			    "memberOf without an expression" :
			    "memberOf expression is not a string");
			continue;
		}
		buf_adds(&ptr, "/expression");
		lint_expr(L, file, ptr.data, 0, x);
	}
	buf_free(&ptr);
	buf_free(&msg);
}

/* A template (Resources) or one resource ("Type": "AWS::ECS::..."). */
static bool
is_cloudformation(json_t *root)
{
	const char *type = json_string_value(json_object_get(root, "Type"));

	return json_object_get(root, "AWSTemplateFormatVersion") != NULL ||
	    json_is_object(json_object_get(root, "Resources")) ||
	    (type != NULL && strncmp(type, "AWS::", 5) == 0);
}

static int
lint_json(struct lint *L, const char *file, const char *text, size_t len)
{
	json_error_t err;
	json_t *root, *v;
	struct buf base = BUF_INIT;
	size_t i;

	root = json_loadb(text, len, 0, &err);
	if (root == NULL) {
		error("cannot parse '%s': line %d, column %d: %s", file,
		    err.line, err.column, err.text);
		return -1;
	}
	if (json_is_object(v = json_object_get(root, "taskDefinition")))
		lint_constraints(L, file, v, "/taskDefinition", true);
	else if (json_is_array(v = json_object_get(root, "services"))) {
		for (i = 0; i < json_array_size(v); i++) {
			buf_reset(&base);
			buf_addf(&base, "/services/%zu", i);
			lint_constraints(L, file, json_array_get(v, i),
			    base.data, false);
		}
	} else if (json_is_object(v = json_object_get(root, "service")))
		lint_constraints(L, file, v, "/service", false);
	else if (json_object_get(root, "containerDefinitions") != NULL ||
	    json_object_get(root, "family") != NULL)
		lint_constraints(L, file, root, "", true);
	else if (json_object_get(root, "serviceName") != NULL)
		lint_constraints(L, file, root, "", false);
	/* run-task --cli-input-json: taskDefinition is a name, not a body. */
	else if (json_is_string(json_object_get(root, "taskDefinition")) &&
	    json_is_array(json_object_get(root, "placementConstraints")))
		lint_constraints(L, file, root, "", false);
	/* run-task --placement-constraints file://x.json: the bare array. */
	else if (json_is_array(root) && json_array_size(root) > 0 &&
	    json_is_object(json_array_get(root, 0)) &&
	    json_object_get(json_array_get(root, 0), "type") != NULL)
		lint_array(L, file, root, "", false);
	else if (is_cloudformation(root)) {
		error("'%s' is a CloudFormation template or resource; lint "
		    "reads ECS JSON (register-task-definition input, "
		    "describe-task-definition, describe-services), not "
		    "CloudFormation's PlacementConstraints properties", file);
		json_decref(root);
		buf_free(&base);
		return -1;
	} else {
		error("'%s' is neither a task definition, a service nor a "
		    "list of placement constraints (no taskDefinition, "
		    "services, service, containerDefinitions or serviceName)",
		    file);
		json_decref(root);
		buf_free(&base);
		return -1;
	}
	json_decref(root);
	buf_free(&base);
	return 0;
}

static void
lint_lines(struct lint *L, const char *file, char *text)
{
	char *line = text, *nl, *end, *p;
	unsigned lineno = 0;

	while (line != NULL && *line != '\0') {
		lineno++;
		nl = strchr(line, '\n');
		if (nl != NULL)
			*nl = '\0';
		end = line + strlen(line);
		while (end > line && isspace((unsigned char)end[-1]))
			*--end = '\0';
		/* "   # note" is a comment too; columns keep the indent. */
		for (p = line; isspace((unsigned char)*p); p++)
			;
		if (*p != '\0' && *p != '#')
			lint_expr(L, file, NULL, lineno, line);
		line = nl != NULL ? nl + 1 : NULL;
	}
}

static char *
slurp(const char *file, size_t *len)
{
	FILE *fp = fopen(file, "rb");
	struct buf b = BUF_INIT;
	char chunk[8192];
	size_t n;

	if (fp == NULL)
		return NULL;
	errno = 0;
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		buf_add(&b, chunk, n);
	if (ferror(fp)) {
		int err = errno;

		fclose(fp);
		buf_free(&b);
		errno = err;
		return NULL;
	}
	fclose(fp);
	*len = b.len;
	return buf_detach(&b);
}

static int
run_lint(struct session *s, int argc, char **argv)
{
	struct lint L;
	size_t i, len;
	char *text, *p;
	int k;

	memset(&L, 0, sizeof(L));
	L.s = s;
	L.ntypes = itype_count();
	L.types = xcalloc(L.ntypes ? L.ntypes : 1, sizeof(*L.types));
	for (i = 0; i < L.ntypes; i++)
		L.types[i] = itype_at(i)->name;
	if (s->fmt == FMT_JSON)
		L.findings = json_array();
	for (k = 1; k < argc; k++) {
		text = slurp(argv[k], &len);
		if (text == NULL) {
			error("cannot read '%s': %s", argv[k], errno == EISDIR ?
			    "it is a directory (name the files)" :
			    strerror(errno));
			L.bad_input = true;
			continue;
		}
		if (memchr(text, '\0', len) != NULL) {
			error("'%s' holds a NUL byte: not a text file", argv[k]);
			L.bad_input = true;
			free(text);
			continue;
		}
		/* A UTF-8 byte order mark, as some editors save. */
		p = text;
		if (len >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0)
			memset(p, ' ', 3);
		for (; isspace((unsigned char)*p); p++)
			;
		if (*p == '\0') {
			error("'%s' is empty: no task definition, service or "
			    "expression to check", argv[k]);
			L.bad_input = true;
			free(text);
			continue;
		}
		if (*p == '{' || *p == '[') {
			if (lint_json(&L, argv[k], text, len) < 0)
				L.bad_input = true;
		} else
			lint_lines(&L, argv[k], text);
		free(text);
	}
	if (L.findings != NULL)
		out_json(s, json_pack("{s:o, s:{s:i, s:i, s:i, s:i}}",
		    "findings", L.findings, "summary",
		    "files", (json_int_t)(argc - 1),
		    "expressions", (json_int_t)L.expressions,
		    "errors", (json_int_t)L.errors,
		    "warnings", (json_int_t)L.warnings));
	else
		out_printf(s, "%zu expression%s in %d file%s: %zu error%s, "
		    "%zu warning%s\n", L.expressions, L.expressions == 1 ?
		    "" : "s", argc - 1, argc == 2 ? "" : "s", L.errors,
		    L.errors == 1 ? "" : "s", L.warnings, L.warnings == 1 ?
		    "" : "s");
	free(L.types);
	if (L.bad_input)
		return PD_EXIT_USAGE;
	return L.errors > 0 ? PD_EXIT_BLOCKED : PD_EXIT_OK;
}

const struct cmd_def cmd_lint = {
	.name = "lint",
	.usage = "FILE...",
	.summary = "check the placement constraints of files before deploy",
	.help = "Checks every placement constraint in task definitions (as "
	    "registered or as describe-task-definition prints them), service "
	    "JSON, or files of expressions (one a line, '#' starts a "
	    "comment): syntax (PD405), and/or without parentheses (PD406), "
	    "regexes broader than the instance family they name (PD403), "
	    "more than 10 constraints (PD407). Needs no cluster. Exits 1 "
	    "when an error was found.",
	.min_args = 1,
	.max_args = -1,
	.needs = CMD_NEEDS_NONE,
	.modes = CMD_MODE_ALL,
	.run = run_lint,
};
