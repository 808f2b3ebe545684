/*
 * lex: the expression lexer and the name tables generated from kinds.def.
 * It splits bytes into tokens with spans; it does not know the grammar
 * beyond the mode the parser asks for, and it never allocates.
 */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "cql/cql-int.h"
#include "util/banned.h"

const char *const cql_token_names[CQL_T__COUNT] = {
#define CQL_TOKEN(name, text) text,
#include "cql/kinds.def"
};

const char *const cql_node_names[CQL_N__COUNT] = {
#define CQL_NODE(name, text) text,
#include "cql/kinds.def"
};

const char *const cql_op_symbols[CQL_OP__COUNT] = {
#define CQL_OP(name, sym, word, text) sym,
#include "cql/kinds.def"
};

const char *const cql_op_words[CQL_OP__COUNT] = {
#define CQL_OP(name, sym, word, text) word,
#include "cql/kinds.def"
};

const char *const cql_subject_names[CQL_S__COUNT] = {
#define CQL_SUBJECT(name, text, ops) text,
#include "cql/kinds.def"
};

const unsigned cql_subject_ops[CQL_S__COUNT] = {
#define CQL_SUBJECT(name, text, ops) ops,
#include "cql/kinds.def"
};

static bool
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
	    c == '\f' || c == '\v';
}

/* Characters that end a subject or keyword. */
static bool
ends_term(char c)
{
	return is_space(c) || c == '\0' || strchr("()[],!&|=<>~'\"", c);
}

/* Characters that end a bare value. */
static bool
ends_value(const char *s, size_t len, size_t i)
{
	char c = s[i];

	if (is_space(c) || c == '\0' || strchr(",[]()'\"", c))
		return true;
	if ((c == '&' || c == '|') && i + 1 < len && s[i + 1] == c)
		return true;
	return false;
}

static bool
word_is(const char *s, size_t n, const char *kw, bool *upper)
{
	if (strlen(kw) != n || strncasecmp(s, kw, n) != 0)
		return false;
	*upper = strncmp(s, kw, n) != 0;
	return true;
}

static void
lex_quoted(const char *s, size_t len, size_t *pos, struct cql_token *t)
{
	char q = s[*pos];
	size_t i = *pos + 1;

	while (i < len && s[i] != q && s[i] != '\0')
		i++;
	if (i >= len || s[i] != q) {
		t->kind = CQL_T_BAD;
		t->error = "unterminated quoted value";
		t->end = i;
		*pos = i;
		return;
	}
	t->kind = CQL_T_QUOTED;
	t->end = i + 1;
	*pos = i + 1;
}

static void
lex_operator(const char *s, size_t len, size_t *pos, struct cql_token *t)
{
	size_t i = *pos, n;
	int o;

	t->kind = CQL_T_OPERATOR;
	t->op = -1;
	if (strchr("!=<>~", s[i]) != NULL) {
		while (i < len && s[i] != '\0' && strchr("!=<>~", s[i]) != NULL)
			i++;
		/* !exists and !in: a '!' followed by a word. */
		if (i == *pos + 1 && s[*pos] == '!')
			while (i < len && (isalpha((unsigned char)s[i]) ||
			    s[i] == '_'))
				i++;
	} else {
		while (i < len && (isalnum((unsigned char)s[i]) ||
		    s[i] == '_'))
			i++;
		/* One stray character, all of it when it is UTF-8. */
		if (i == *pos) {
			i++;
			while (i < len && ((unsigned char)s[i] & 0xC0) == 0x80)
				i++;
		}
	}
	t->end = i;
	*pos = i;
	n = i - t->start;
	for (o = 0; o < CQL_OP__COUNT; o++) {
		bool up = false;

		if (word_is(s + t->start, n, cql_op_symbols[o], &up) ||
		    (cql_op_words[o] != NULL &&
		    word_is(s + t->start, n, cql_op_words[o], &up))) {
			t->op = o;
			t->upper = up;
			return;
		}
	}
}

/*
 * Skip a [...] character class starting at i; returns the index after it.
 * A space inside a closed class belongs to the pattern ("a[ ]b"); when the
 * class is never closed the pattern ends at the first space, as a bare
 * value would, so an unterminated '[' does not swallow the rest.
 */
static size_t
skip_class(const char *s, size_t len, size_t i)
{
	size_t j = i + 1, space = 0;

	if (j < len && s[j] == '^')
		j++;
	if (j < len && s[j] == ']')
		j++;
	while (j < len && s[j] != '\0') {
		if (is_space(s[j]) && space == 0)
			space = j;
		if (s[j] == '\\' && j + 1 < len && s[j + 1] != '\0') {
			j += 2;
			continue;
		}
		if (s[j] == ']')
			return j + 1;
		j++;
	}
	return space != 0 ? space : j;
}

static void
lex_regex(const char *s, size_t len, size_t *pos, struct cql_token *t)
{
	size_t i = *pos;
	int depth = 0;

	while (i < len && s[i] != '\0' && !is_space(s[i])) {
		char c = s[i];

		if (c == '\\') {
			i += i + 1 < len ? 2 : 1;
			continue;
		}
		if (c == '[') {
			i = skip_class(s, len, i);
			continue;
		}
		if (c == '(')
			depth++;
		else if (c == ')') {
			if (depth == 0)
				break;
			depth--;
		} else if ((c == '&' || c == '|') && depth == 0 &&
		    i + 1 < len && s[i + 1] == c)
			break;
		i++;
	}
	if (i == *pos) {
		/* "&&" or "||" where a pattern should be. */
		t->kind = s[i] == '&' ? CQL_T_AND : CQL_T_OR;
		i += 2;
	} else
		t->kind = CQL_T_WORD;
	t->end = i;
	*pos = i;
}

void
cql_lex(const char *s, size_t len, size_t *pos, enum cql_lex_mode mode,
    struct cql_token *t)
{
	size_t i = *pos;
	char c;

	memset(t, 0, sizeof(*t));
	t->op = -1;
	while (i < len && is_space(s[i]))
		i++;
	t->start = t->end = i;
	*pos = i;
	if (i >= len) {
		t->kind = CQL_T_EOF;
		return;
	}
	c = s[i];
	if (c == '\0') {
		t->kind = CQL_T_BAD;
		t->error = "NUL byte";
		t->end = i + 1;
		*pos = i + 1;
		return;
	}
	if (mode == CQL_LEX_OPERATOR) {
		lex_operator(s, len, pos, t);
		return;
	}
	if (mode == CQL_LEX_REGEX && c != ')' && c != '\'' && c != '"') {
		lex_regex(s, len, pos, t);
		return;
	}
	switch (c) {
	case '(': t->kind = CQL_T_LPAREN; goto one;
	case ')': t->kind = CQL_T_RPAREN; goto one;
	case '[': t->kind = CQL_T_LBRACKET; goto one;
	case ']': t->kind = CQL_T_RBRACKET; goto one;
	case ',': t->kind = CQL_T_COMMA; goto one;
	case '\'':
	case '"':
		lex_quoted(s, len, pos, t);
		return;
	default:
		break;
	}
	if (mode == CQL_LEX_VALUE) {
		while (i < len && !ends_value(s, len, i))
			i++;
		t->kind = CQL_T_WORD;
		if (i == t->start) {
			/* "&&" or "||" where a value should be. */
			t->kind = c == '&' ? CQL_T_AND : CQL_T_OR;
			i += 2;
		}
		t->end = i;
		*pos = i;
		return;
	}
	/* CQL_LEX_TERM */
	if ((c == '&' || c == '|') && i + 1 < len && s[i + 1] == c) {
		t->kind = c == '&' ? CQL_T_AND : CQL_T_OR;
		t->end = i + 2;
		*pos = i + 2;
		return;
	}
	if (c == '!' && !(i + 1 < len &&
	    (s[i + 1] == '=' || s[i + 1] == '~'))) {
		t->kind = CQL_T_NOT;
		goto one;
	}
	if (ends_term(c)) {
		while (i < len && s[i] != '\0' && strchr("!&|=<>~", s[i]))
			i++;
		if (i == t->start)
			i++;
		t->kind = CQL_T_BAD;
		t->error = NULL;
		t->end = i;
		*pos = i;
		return;
	}
	while (i < len && !ends_term(s[i]))
		i++;
	t->kind = CQL_T_WORD;
	t->end = i;
	*pos = i;
	if (word_is(s + t->start, i - t->start, "and", &t->upper))
		t->kind = CQL_T_AND;
	else if (word_is(s + t->start, i - t->start, "or", &t->upper))
		t->kind = CQL_T_OR;
	else if (word_is(s + t->start, i - t->start, "not", &t->upper))
		t->kind = CQL_T_NOT;
	return;
one:
	t->end = i + 1;
	*pos = i + 1;
}
