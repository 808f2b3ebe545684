/*
 * parse: the recursive-descent parser of the cluster query language and
 * the printer of its normal form. Grammar (precedence not > and > or):
 *
 *	expr    := or
 *	or      := and { ("or" | "||") and }
 *	and     := unary { ("and" | "&&") unary }
 *	unary   := ("not" | "!") unary | primary
 *	primary := "(" or ")" | subject operator [value | list]
 *	list    := "[" value { "," value } "]"
 *
 * It checks what can be checked without a cluster (subjects, operators
 * per subject, dates, numbers, versions, patterns) and reports the first
 * error with its span. It does not evaluate; eval.c does.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cql/cql-int.h"
#include "util/arena.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

struct parser {
	struct cql_expr	*e;
	const char	*s;		/* the caller's text (diagnostics borrow it) */
	size_t		 len;
	size_t		 pos;
	struct diag	*d;
	const char	*name;		/* the caller's source name */
	bool		 failed;
	bool		 noted_case;
	bool		 swap;		/* 'or' binds tighter than 'and' */
	struct cql_token last;		/* the last token consumed */
	struct cql_token prev;		/* the one before it */
	struct buf	 scratch;
};

/* Built-in attributes offered by "did you mean" (facts sheet 1.9). */
static const char *const builtin_attrs[] = {
	"attribute:ecs.instance-type", "attribute:ecs.availability-zone",
	"attribute:ecs.ami-id", "attribute:ecs.os-type",
	"attribute:ecs.os-family", "attribute:ecs.cpu-architecture",
	"attribute:ecs.vpc-id", "attribute:ecs.subnet-id",
	"attribute:ecs.os-type-detailed", "attribute:ecs.awsvpc-trunk-id",
	"attribute:ecs.outpost-arn",
	"attribute:ecs.capability.gpu-driver-version", NULL,
};

static void
describe_tok(struct parser *p, const struct cql_token *t, struct buf *b)
{
	size_t n = t->end - t->start;

	if (t->kind == CQL_T_EOF) {
		buf_adds(b, "end of expression");
		return;
	}
	buf_addc(b, '\'');
	if (n > 40) {
		/* Cut on a character boundary: messages stay UTF-8. */
		n = 37;
		while (n > 0 && ((unsigned char)p->s[t->start + n] & 0xC0) ==
		    0x80)
			n--;
		buf_add(b, p->s + t->start, n);
		buf_adds(b, "...");
	} else
		buf_add(b, p->s + t->start, n);
	buf_addc(b, '\'');
}

static void
fail_span(struct parser *p, size_t start, size_t end, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void
fail_span(struct parser *p, size_t start, size_t end, const char *fmt, ...)
{
	va_list ap;
	struct buf b = BUF_INIT;

	if (p->failed)
		return;
	p->failed = true;
	va_start(ap, fmt);
	buf_vaddf(&b, fmt, ap);
	va_end(ap);
	diag_setf(p->d, "%s", b.data);
	buf_free(&b);
	p->d->sev = DIAG_ERROR;
	snprintf(p->d->code, sizeof(p->d->code), "PD405");
	diag_span(p->d, p->name, p->s, p->len, start, end);
}

/* "expected WHAT[ after 'LAST'], found TOKEN" at the token's span. */
static void
fail_expected(struct parser *p, const struct cql_token *t, const char *what,
    bool after)
{
	struct buf b = BUF_INIT;
	const struct cql_token *before = &p->last;

	if (t->kind == CQL_T_BAD && t->error != NULL) {
		fail_span(p, t->start, t->end, "%s", t->error);
		return;
	}
	/* The token before the failing one, whether it was consumed or not. */
	if (t->start == p->last.start && t->end == p->last.end &&
	    t->kind == p->last.kind)
		before = &p->prev;
	buf_addf(&b, "expected %s", what);
	if (after && before->end > before->start) {
		buf_adds(&b, " after ");
		describe_tok(p, before, &b);
	}
	if (t->kind != CQL_T_EOF) {
		buf_adds(&b, ", found ");
		describe_tok(p, t, &b);
	}
	fail_span(p, t->start, t->end, "%s", b.data);
	buf_free(&b);
}

static void
add_note(struct parser *p, enum cql_note_kind kind, const char *code,
    size_t start, size_t end, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));

static void
add_note(struct parser *p, enum cql_note_kind kind, const char *code,
    size_t start, size_t end, const char *fmt, ...)
{
	struct cql_expr *e = p->e;
	struct cql_note *n;
	struct buf b = BUF_INIT;
	va_list ap;

	if (e->nnotes == e->capnotes) {
		e->capnotes = e->capnotes ? e->capnotes * 2 : 4;
		e->notes = xreallocarray(e->notes, e->capnotes,
		    sizeof(*e->notes));
	}
	n = &e->notes[e->nnotes++];
	va_start(ap, fmt);
	buf_vaddf(&b, fmt, ap);
	va_end(ap);
	n->kind = kind;
	n->code = code;
	n->message = arena_strdup(e->arena, b.data);
	n->span.start = start;
	n->span.end = end;
	buf_free(&b);
}

static void
peek(struct parser *p, enum cql_lex_mode mode, struct cql_token *t)
{
	size_t pos = p->pos;

	cql_lex(p->s, p->len, &pos, mode, t);
}

static void
next(struct parser *p, enum cql_lex_mode mode, struct cql_token *t)
{
	cql_lex(p->s, p->len, &p->pos, mode, t);
	p->prev = p->last;
	p->last = *t;
	if (t->upper && !p->noted_case) {
		p->noted_case = true;
		add_note(p, CQL_NOTE_CASE, "", t->start, t->end,
		    "'%.*s' is not in the documented lower case; provdoc "
		    "accepts it, ECS may not", (int)(t->end - t->start),
		    p->s + t->start);
	}
}

static struct cql_node *
new_node(struct parser *p, enum cql_node_kind kind, size_t start)
{
	struct cql_node *n = arena_alloc(p->e->arena, sizeof(*n));

	n->kind = kind;
	n->span.start = start;
	n->span.end = start;
	return n;
}

static void
add_kid(struct parser *p, struct cql_node *n, struct cql_node *k)
{
	struct cql_node **kids;

	kids = arena_array(p->e->arena, n->nkids + 1, sizeof(*kids));
	if (n->nkids > 0)
		memcpy(kids, n->kids, n->nkids * sizeof(*kids));
	kids[n->nkids++] = k;
	n->kids = kids;
	n->span.end = k->span.end;
}

static struct cql_node *parse_or(struct parser *p);

static const char *
suggest(const char *word, const char *const *cands, size_t ncands,
    const char *const *more)
{
	const char *best = NULL;
	size_t bestd = (size_t)-1, i, d, lim;

	for (i = 0; i < ncands; i++) {
		if (cands[i] == NULL)
			continue;
		d = strcasecmp(word, cands[i]) == 0 ? 0 :
		    cql_edit_distance(word, cands[i]);
		if (d < bestd) {
			bestd = d;
			best = cands[i];
		}
	}
	for (i = 0; more != NULL && more[i] != NULL; i++) {
		d = cql_edit_distance(word, more[i]);
		if (d < bestd) {
			bestd = d;
			best = more[i];
		}
	}
	lim = strlen(word) / 3;
	if (lim < 1)
		lim = 1;
	return bestd <= lim ? best : NULL;
}

/* Lower case without '-', '.', '_' and ':', for loose subject hints. */
static void
squash(const char *s, char *out, size_t cap)
{
	size_t n = 0;

	for (; *s != '\0' && n + 1 < cap; s++)
		if (!strchr("-._:", *s))
			out[n++] = (char)tolower((unsigned char)*s);
	out[n] = '\0';
}

/* "instanceType" -> "attribute:ecs.instance-type". */
static const char *
builtin_hint(const char *word)
{
	char a[64], b[64];
	size_t i;

	squash(word, a, sizeof(a));
	for (i = 0; builtin_attrs[i] != NULL; i++) {
		squash(builtin_attrs[i] + 14, b, sizeof(b));
		if (strcmp(a, b) == 0)
			return builtin_attrs[i];
	}
	return NULL;
}

static bool
is_whole_number(const char *s, int64_t *out)
{
	char *end;
	long long v;

	if (*s == '\0' || (!isdigit((unsigned char)*s) && *s != '-' &&
	    *s != '+'))
		return false;
	errno = 0;
	v = strtoll(s, &end, 10);
	/* 99999999999999999999 is not LLONG_MAX. */
	if (*end != '\0' || errno == ERANGE)
		return false;
	*out = v;
	return true;
}

/* Whether the flags of "(?flags)" or "(?flags:" at s include flag. */
static bool
inline_flag(const char *s, char flag)
{
	bool has = false;

	for (; isalpha((unsigned char)*s) || *s == '-'; s++)
		if (*s == flag)
			has = true;
	return has && (*s == ')' || *s == ':');
}

static void
java_regex_notes(struct parser *p, const struct cql_value *v)
{
	const char *t = v->text;
	int inclass = 0;
	size_t i;

	/*
	 * A bare pattern holds a space only inside a class ("a[ ]b"); ECS
	 * does not say how it splits values, and "[x and attribute:b =~ y]"
	 * may be a missing ']' rather than one class.
	 */
	if (v->quote == 0 && strpbrk(t, " \t\n\r\f\v") != NULL)
		add_note(p, CQL_NOTE_REGEX, "", v->span.start, v->span.end,
		    "pattern holds a space inside '[...]'; ECS documents no "
		    "quoting rules for patterns: quote it or use \\s");
	for (i = 0; t[i] != '\0'; i++) {
		if (t[i] == '\\' && t[i + 1] != '\0') {
			if (t[i + 1] == 'p' && t[i + 2] == '{' &&
			    (strncmp(t + i + 3, "java", 4) == 0 ||
			    strncmp(t + i + 3, "In", 2) == 0))
				add_note(p, CQL_NOTE_REGEX, "", v->span.start,
				    v->span.end, "'\\p{%s' is Java-only "
				    "syntax; PCRE2 does not read it the same "
				    "way", t[i + 3] == 'j' ? "java..." :
				    "In...");
			i++;
			continue;
		}
		if (inclass == 0 && t[i] == '(' && t[i + 1] == '?' &&
		    inline_flag(t + i + 2, 'U')) {
			add_note(p, CQL_NOTE_REGEX, "", v->span.start,
			    v->span.end, "'(?U' means ungreedy in PCRE2 but "
			    "Unicode classes in Java");
			return;
		}
		if (t[i] == '[')
			inclass++;
		else if (t[i] == ']' && inclass > 0)
			inclass--;
		else if (inclass > 0 && t[i] == '&' && t[i + 1] == '&') {
			add_note(p, CQL_NOTE_REGEX, "", v->span.start,
			    v->span.end, "'&&' in a character class is a "
			    "Java intersection; PCRE2 reads it as literal "
			    "'&' characters");
			return;
		} else if (inclass == 0 && t[i] == '(') {
			add_note(p, CQL_NOTE_REGEX, "", v->span.start,
			    v->span.end, "ECS documents that a single "
			    "expression can't contain parentheses; this "
			    "pattern's group may be rejected (use 'or')");
			return;
		}
	}
}

static bool
is_version(const char *s)
{
	if (!isdigit((unsigned char)*s))
		return false;
	for (; *s != '\0'; s++)
		if (!isdigit((unsigned char)*s) && *s != '.')
			return false;
	return s[-1] != '.';
}

/* Check one value against its subject and operator; compile patterns. */
static void
check_value(struct parser *p, struct cql_node *n, struct cql_value *v)
{
	const char *errmsg = NULL;
	size_t erroff = 0, at;
	bool order = (CQL_OPS_ORDER >> n->op) & 1;

	v->is_num = is_whole_number(v->text, &v->num);
	if (n->op == CQL_OP_MATCH || n->op == CQL_OP_NMATCH) {
		n->re = cql_regex_new(v->text, strlen(v->text), &errmsg,
		    &erroff);
		if (n->re == NULL) {
			at = v->span.start + (v->quote ? 1 : 0) + erroff;
			if (at >= v->span.end && v->span.end > v->span.start)
				at = v->span.end - (v->quote ? 2 : 1);
			/*
			 * \p{javaLowerCase}, \p{InGreek}, \p{IsLatin}: valid
			 * Java, so ECS may accept what provdoc cannot read.
			 */
			fail_span(p, at, at + 1, "invalid regular expression "
			    "'%s': %s%s", v->text, errmsg,
			    strstr(v->text, "\\p{") != NULL ||
			    strstr(v->text, "\\P{") != NULL ?
			    " (a Java-only property ECS may accept; PCRE2 "
			    "cannot evaluate it, use a character class such "
			    "as [a-z])" : "");
			return;
		}
		if (p->e->nregexes == p->e->capregexes) {
			p->e->capregexes = p->e->capregexes ?
			    p->e->capregexes * 2 : 4;
			p->e->regexes = xreallocarray(p->e->regexes,
			    p->e->capregexes, sizeof(*p->e->regexes));
		}
		p->e->regexes[p->e->nregexes++] = n->re;
		java_regex_notes(p, v);
		return;
	}
	switch (n->subject) {
	case CQL_S_REGISTERED_AT:
		if (cql_parse_time(v->text, &v->time) < 0)
			fail_span(p, v->span.start, v->span.end, "invalid date "
			    "'%s' for registeredAt (expected "
			    "2018-06-18T22:28:28+00:00, 2018-06-18T22:28:28Z, "
			    "2018-06-18T22:28:28 or 2018-06-18)", v->text);
		break;
	case CQL_S_RUNNING_TASKS_COUNT:
		if (!v->is_num || v->num < 0)
			fail_span(p, v->span.start, v->span.end, "expected a "
			    "whole number for runningTasksCount, found '%s'",
			    v->text);
		break;
	case CQL_S_AGENT_VERSION:
		if (order && !is_version(v->text))
			fail_span(p, v->span.start, v->span.end, "expected a "
			    "version such as 1.14.5 for agentVersion, found "
			    "'%s'", v->text);
		break;
	default:
		break;
	}
}

static bool
parse_value(struct parser *p, struct cql_node *n, struct cql_value *v,
    enum cql_lex_mode mode, const char *what)
{
	struct cql_token t;

	next(p, mode, &t);
	if (t.kind == CQL_T_WORD && t.end > t.start) {
		v->text = arena_strndup(p->e->arena, p->s + t.start,
		    t.end - t.start);
		v->quote = 0;
	} else if (t.kind == CQL_T_QUOTED) {
		v->text = arena_strndup(p->e->arena, p->s + t.start + 1,
		    t.end - t.start - 2);
		v->quote = p->s[t.start];
		if (v->quote == '"')
			add_note(p, CQL_NOTE_QUOTE, "", t.start, t.end,
			    "double quotes are not documented by ECS; only "
			    "single quotes appear in its examples");
	} else {
		if (t.kind == CQL_T_LBRACKET && n->op != CQL_OP_IN &&
		    n->op != CQL_OP_NIN)
			fail_span(p, t.start, t.end, "expected %s after '%s', "
			    "found '[' (a list needs 'in' or '!in')", what,
			    cql_op_symbols[n->op]);
		else
			fail_expected(p, &t, what, true);
		return false;
	}
	v->span.start = t.start;
	v->span.end = t.end;
	n->span.end = t.end;
	check_value(p, n, v);
	return !p->failed;
}

static bool
parse_list(struct parser *p, struct cql_node *n)
{
	struct cql_token t;
	struct cql_value *vals = NULL;
	size_t nv = 0, cap = 0;
	bool ok = false;

	next(p, CQL_LEX_VALUE, &t);
	if (t.kind != CQL_T_LBRACKET) {
		fail_expected(p, &t, "'['", true);
		return false;
	}
	n->list = true;
	for (;;) {
		if (nv == cap) {
			struct cql_value *nvals;

			cap = cap ? cap * 2 : 4;
			nvals = arena_array(p->e->arena, cap, sizeof(*vals));
			if (nv > 0)
				memcpy(nvals, vals, nv * sizeof(*vals));
			vals = nvals;
		}
		if (!parse_value(p, n, &vals[nv], CQL_LEX_VALUE, "a value"))
			goto out;
		nv++;
		next(p, CQL_LEX_VALUE, &t);
		if (t.kind == CQL_T_RBRACKET)
			break;
		if (t.kind != CQL_T_COMMA) {
			fail_expected(p, &t, "',' or ']'", true);
			goto out;
		}
	}
	n->span.end = t.end;
	ok = true;
out:
	n->values = vals;
	n->nvalues = nv;
	return ok;
}

static void
ops_list(unsigned mask, struct buf *b)
{
	int o;
	bool first = true;

	for (o = 0; o < CQL_OP__COUNT; o++) {
		if (!((mask >> o) & 1))
			continue;
		buf_addf(b, "%s%s", first ? "" : " ", cql_op_symbols[o]);
		first = false;
	}
}

/* A near miss of a built-in ecs.* attribute is probably a typo. */
static void
attr_hint(struct parser *p, const struct cql_node *n)
{
	size_t i, d;

	if (strncmp(n->attr, "ecs.", 4) != 0 ||
	    strncmp(n->attr, "ecs.capability.", 15) == 0)
		return;
	for (i = 0; builtin_attrs[i] != NULL; i++) {
		if (strcmp(n->attr, builtin_attrs[i] + 10) == 0)
			return;
	}
	for (i = 0; builtin_attrs[i] != NULL; i++) {
		d = cql_edit_distance(n->attr, builtin_attrs[i] + 10);
		if (d <= 2) {
			add_note(p, CQL_NOTE_ATTRIBUTE, "",
			    n->subject_span.start, n->subject_span.end,
			    "'%s' is not a built-in "
			    "attribute; did you mean '%s'?", n->subject_text,
			    builtin_attrs[i]);
			return;
		}
	}
}

static struct cql_node *
parse_cmp(struct parser *p)
{
	struct cql_token t;
	struct cql_node *n;
	const char *w, *sug;
	size_t wl;
	int s;
	static const char *opnames[2 * CQL_OP__COUNT + 1];

	next(p, CQL_LEX_TERM, &t);
	n = new_node(p, CQL_N_CMP, t.start);
	w = arena_strndup(p->e->arena, p->s + t.start, t.end - t.start);
	wl = t.end - t.start;
	n->subject_text = w;
	n->subject_span.start = t.start;
	n->subject_span.end = t.end;
	n->span.end = t.end;
	n->subject = CQL_S__COUNT;
	if (wl >= 10 && strncmp(w, "attribute:", 10) == 0) {
		n->subject = CQL_S_ATTRIBUTE;
		n->attr = w + 10;
		if (*n->attr == '\0') {
			fail_span(p, t.end - 1, t.end, "expected an attribute "
			    "name after 'attribute:'");
			return NULL;
		}
		attr_hint(p, n);
	} else {
		for (s = 0; s < CQL_S__COUNT; s++)
			if (s != CQL_S_ATTRIBUTE &&
			    strcmp(w, cql_subject_names[s]) == 0)
				n->subject = (enum cql_subject)s;
	}
	if (n->subject == CQL_S__COUNT) {
		sug = suggest(w, cql_subject_names, CQL_S__COUNT,
		    builtin_attrs);
		if (sug != NULL && strcmp(sug, "attribute:") == 0)
			sug = NULL;
		if (sug == NULL)
			sug = builtin_hint(w);
		/* "Attribute:a": the prefix is case-sensitive, the name kept. */
		if (sug == NULL && wl > 10 &&
		    strncasecmp(w, "attribute:", 10) == 0) {
			buf_reset(&p->scratch);
			buf_addf(&p->scratch, "attribute:%s", w + 10);
			sug = p->scratch.data;
		}
		if (sug != NULL)
			fail_span(p, t.start, t.end, "unknown subject '%s'; "
			    "did you mean '%s'?", w, sug);
		else
			fail_span(p, t.start, t.end, "unknown subject '%s' "
			    "(subjects: agentConnected, agentVersion, "
			    "attribute:NAME, ec2InstanceId, registeredAt, "
			    "runningTasksCount, task:group)", w);
		return NULL;
	}
	next(p, CQL_LEX_OPERATOR, &t);
	if (t.kind != CQL_T_OPERATOR || t.op < 0) {
		if (t.kind == CQL_T_OPERATOR && opnames[0] == NULL) {
			for (s = 0; s < CQL_OP__COUNT; s++) {
				opnames[2 * s] = cql_op_symbols[s];
				opnames[2 * s + 1] = cql_op_words[s];
			}
		}
		buf_reset(&p->scratch);
		buf_add(&p->scratch, p->s + t.start, t.end - t.start);
		sug = t.kind == CQL_T_OPERATOR ? suggest(p->scratch.data,
		    opnames, 2 * CQL_OP__COUNT, NULL) : NULL;
		if (sug != NULL)
			fail_span(p, t.start, t.end, "unknown operator '%s'; "
			    "did you mean '%s'?", p->scratch.data, sug);
		else
			fail_expected(p, &t, "an operator", true);
		return NULL;
	}
	n->op = (enum cql_op)t.op;
	n->op_span.start = t.start;
	n->op_span.end = t.end;
	n->span.end = t.end;
	if (!((cql_subject_ops[n->subject] >> n->op) & 1)) {
		buf_reset(&p->scratch);
		ops_list(cql_subject_ops[n->subject], &p->scratch);
		fail_span(p, t.start, t.end, "operator '%s' is not valid for "
		    "'%s' (ECS documents: %s)", cql_op_symbols[n->op],
		    n->subject == CQL_S_ATTRIBUTE ? "attribute:" : w,
		    p->scratch.data);
		return NULL;
	}
	switch (n->op) {
	case CQL_OP_EXISTS:
	case CQL_OP_NEXISTS:
		return n;
	case CQL_OP_IN:
	case CQL_OP_NIN:
		return parse_list(p, n) ? n : NULL;
	default:
		n->values = arena_alloc(p->e->arena, sizeof(*n->values));
		n->nvalues = 1;
		if (!parse_value(p, n, n->values, n->op == CQL_OP_MATCH ||
		    n->op == CQL_OP_NMATCH ? CQL_LEX_REGEX : CQL_LEX_VALUE,
		    n->op == CQL_OP_MATCH || n->op == CQL_OP_NMATCH ?
		    "a pattern" : "a value"))
			return NULL;
		return n;
	}
}

static struct cql_node *
parse_primary(struct parser *p)
{
	struct cql_token t, open;
	struct cql_node *n;
	struct buf b = BUF_INIT;

	peek(p, CQL_LEX_TERM, &t);
	if (t.kind == CQL_T_LPAREN) {
		next(p, CQL_LEX_TERM, &open);
		n = parse_or(p);
		if (n == NULL)
			return NULL;
		next(p, CQL_LEX_TERM, &t);
		if (t.kind != CQL_T_RPAREN) {
			unsigned line, col;

			diag_line_col(p->s, p->len, open.start, &line, &col);
			if (t.kind == CQL_T_EOF)
				buf_addf(&b, "')' to close the '(' at column "
				    "%u", col);
			else
				buf_adds(&b, "')', 'and' or 'or'");
			fail_expected(p, &t, b.data, false);
			buf_free(&b);
			return NULL;
		}
		n->parens = true;
		n->span.start = open.start;
		n->span.end = t.end;
		return n;
	}
	if (t.kind == CQL_T_WORD)
		return parse_cmp(p);
	if (p->last.end == 0 && t.kind == CQL_T_EOF)
		fail_span(p, 0, 0, "empty expression");
	else
		fail_expected(p, &t, "an expression", true);
	return NULL;
}

static struct cql_node *
parse_unary(struct parser *p)
{
	struct cql_token t;
	struct cql_node *n, *k;

	peek(p, CQL_LEX_TERM, &t);
	if (t.kind != CQL_T_NOT)
		return parse_primary(p);
	next(p, CQL_LEX_TERM, &t);
	n = new_node(p, CQL_N_NOT, t.start);
	k = parse_unary(p);
	if (k == NULL)
		return NULL;
	add_kid(p, n, k);
	return n;
}

static struct cql_node *
parse_binary(struct parser *p, enum cql_token_kind tk)
{
	struct cql_token t;
	struct cql_node *n, *k;
	size_t i;
	enum cql_token_kind outer = p->swap ? CQL_T_AND : CQL_T_OR;
	enum cql_token_kind inner = p->swap ? CQL_T_OR : CQL_T_AND;

	k = tk == outer ? parse_binary(p, inner) : parse_unary(p);
	if (k == NULL)
		return NULL;
	peek(p, CQL_LEX_TERM, &t);
	if (t.kind != tk)
		return k;
	n = new_node(p, tk == CQL_T_OR ? CQL_N_OR : CQL_N_AND, k->span.start);
	add_kid(p, n, k);
	while (t.kind == tk) {
		next(p, CQL_LEX_TERM, &t);
		k = tk == outer ? parse_binary(p, inner) : parse_unary(p);
		if (k == NULL)
			return NULL;
		add_kid(p, n, k);
		peek(p, CQL_LEX_TERM, &t);
	}
	if (tk == CQL_T_OR && !p->swap) {
		for (i = 0; i < n->nkids; i++)
			if (n->kids[i]->kind == CQL_N_AND &&
			    !n->kids[i]->parens)
				break;
		if (i < n->nkids) {
			buf_reset(&p->scratch);
			cql_format(p->e, n, &p->scratch);
			add_note(p, CQL_NOTE_PRECEDENCE, "PD406",
			    n->span.start, n->span.end, "'and' and 'or' "
			    "mixed without parentheses; ECS documents no "
			    "precedence, provdoc reads it as: %s",
			    p->scratch.data);
		}
	}
	return n;
}

static struct cql_node *
parse_or(struct parser *p)
{
	return parse_binary(p, p->swap ? CQL_T_AND : CQL_T_OR);
}

static void
number(struct cql_expr *e, struct cql_node *n, size_t *cap)
{
	size_t i;

	if (e->nnodes == *cap) {
		*cap = *cap ? *cap * 2 : 16;
		e->nodes = xreallocarray(e->nodes, *cap, sizeof(*e->nodes));
	}
	n->id = (unsigned)e->nnodes;
	e->nodes[e->nnodes++] = n;
	for (i = 0; i < n->nkids; i++)
		number(e, n->kids[i], cap);
}

/*
 * The length of the valid UTF-8 sequence at s (at most n bytes), or 0:
 * no overlong forms, surrogates or code points past U+10FFFF, as JSON
 * (and so the ECS API) requires.
 */
static size_t
utf8_seq(const unsigned char *s, size_t n)
{
	unsigned cp;
	size_t k, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xC2 && s[0] <= 0xDF) {
		k = 2;
		cp = s[0] & 0x1Fu;
	} else if (s[0] >= 0xE0 && s[0] <= 0xEF) {
		k = 3;
		cp = s[0] & 0x0Fu;
	} else if (s[0] >= 0xF0 && s[0] <= 0xF4) {
		k = 4;
		cp = s[0] & 0x07u;
	} else
		return 0;
	if (n < k)
		return 0;
	for (i = 1; i < k; i++) {
		if ((s[i] & 0xC0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3Fu);
	}
	if ((k == 3 && cp < 0x800) || (k == 4 && (cp < 0x10000 ||
	    cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF))
		return 0;
	return k;
}

struct cql_expr *
cql_parse(const char *text, size_t len, const char *source_name,
    struct diag *d)
{
	return cql_parse_flags(text, len, source_name, 0, d);
}

struct cql_expr *
cql_parse_flags(const char *text, size_t len, const char *source_name,
    unsigned flags, struct diag *d)
{
	struct parser p;
	struct cql_expr *e;
	struct cql_token t;
	size_t cap = 0, chars = 0, i, k, cut = 0;

	e = xcalloc(1, sizeof(*e));
	e->arena = arena_new();
	e->text = arena_strndup(e->arena, text, len);
	e->len = len;
	e->source_name = arena_strdup(e->arena, source_name ? source_name :
	    "<expr>");
	memset(&p, 0, sizeof(p));
	p.e = e;
	p.s = text;
	p.len = len;
	p.d = d;
	p.name = source_name ? source_name : "<expr>";
	p.swap = (flags & CQL_PARSE_OR_FIRST) != 0;
	buf_init(&p.scratch);
	/* Characters, not bytes; a Latin-1 byte can never reach ECS. */
	for (i = 0; i < len; i += k) {
		k = utf8_seq((const unsigned char *)text + i, len - i);
		if (k == 0) {
			fail_span(&p, i, i + 1, "invalid UTF-8 byte 0x%02X: "
			    "an expression is UTF-8 text (was it saved as "
			    "Latin-1?)", (unsigned char)text[i]);
			goto fail;
		}
		if (chars == CQL_MAX_LEN)
			cut = i;
		chars++;
	}
	if (chars > CQL_MAX_LEN) {
		fail_span(&p, cut, len, "expression is %zu characters long; "
		    "ECS accepts at most %d", chars, CQL_MAX_LEN);
		goto fail;
	}
	e->root = parse_or(&p);
	if (e->root == NULL)
		goto fail;
	next(&p, CQL_LEX_TERM, &t);
	if (t.kind != CQL_T_EOF) {
		fail_expected(&p, &t, t.kind == CQL_T_RPAREN ?
		    "end of expression (unmatched ')')" :
		    "'and', 'or' or end of expression", false);
		goto fail;
	}
	number(e, e->root, &cap);
	buf_free(&p.scratch);
	return e;
fail:
	buf_free(&p.scratch);
	cql_free(e);
	return NULL;
}

void
cql_free(struct cql_expr *e)
{
	size_t i;

	if (e == NULL)
		return;
	for (i = 0; i < e->nregexes; i++)
		cql_regex_free(e->regexes[i]);
	free(e->regexes);
	free(e->nodes);
	free(e->notes);
	arena_free(e->arena);
	free(e);
}

void
cql_note_diag(const struct cql_expr *e, const struct cql_note *n,
    struct diag *d)
{
	diag_setf(d, "%s", n->message);
	d->sev = DIAG_WARNING;
	snprintf(d->code, sizeof(d->code), "%s", n->code);
	diag_span(d, e->source_name, e->text, e->len, n->span.start,
	    n->span.end);
}

static void
format_node(const struct cql_expr *e, const struct cql_node *n,
    struct buf *out, bool top)
{
	size_t i;

	switch (n->kind) {
	case CQL_N_CMP:
		buf_addf(out, "%s %s", n->subject_text, cql_op_symbols[n->op]);
		if (n->list)
			buf_adds(out, " [");
		for (i = 0; i < n->nvalues; i++) {
			const struct cql_value *v = &n->values[i];

			if (i > 0)
				buf_adds(out, ", ");
			else if (!n->list)
				buf_addc(out, ' ');
			buf_add(out, e->text + v->span.start,
			    v->span.end - v->span.start);
		}
		if (n->list)
			buf_addc(out, ']');
		break;
	case CQL_N_NOT:
		buf_adds(out, "not(");
		format_node(e, n->kids[0], out, true);
		buf_addc(out, ')');
		break;
	case CQL_N_AND:
	case CQL_N_OR:
		if (!top)
			buf_addc(out, '(');
		for (i = 0; i < n->nkids; i++) {
			if (i > 0)
				buf_adds(out, n->kind == CQL_N_AND ? " and " :
				    " or ");
			format_node(e, n->kids[i], out, false);
		}
		if (!top)
			buf_addc(out, ')');
		break;
	default:
		BUG("node kind %d", (int)n->kind);
	}
}

void
cql_format(const struct cql_expr *e, const struct cql_node *n,
    struct buf *out)
{
	format_node(e, n != NULL ? n : e->root, out, true);
}

void
cql_source(const struct cql_expr *e, const struct cql_node *n,
    struct buf *out)
{
	if (n == NULL)
		n = e->root;
	buf_add(out, e->text + n->span.start, n->span.end - n->span.start);
}
