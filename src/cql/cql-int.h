/*
 * cql-int: what the files of src/cql share and nothing outside uses: the
 * lexer (one token at a time, in the mode the parser asks for) and the
 * compiled-pattern interface of regex.c.
 */
#ifndef PROVDOC_CQL_INT_H
#define PROVDOC_CQL_INT_H

#include "cql/cql.h"

enum cql_lex_mode {
	CQL_LEX_TERM,		/* a subject, a keyword, a parenthesis */
	CQL_LEX_OPERATOR,	/* after a subject */
	CQL_LEX_VALUE,		/* after ==, in, ...: a word, a quoted value or '[' */
	CQL_LEX_REGEX,		/* after =~ and !~: a pattern may hold (), [] and , */
};

struct cql_token {
	enum cql_token_kind	 kind;
	int			 op;	/* enum cql_op for OPERATOR, -1 when unknown */
	size_t			 start;	/* span, quotes included */
	size_t			 end;
	bool			 upper;	/* keyword or word operator not in lower case */
	const char		*error;	/* BAD: why (static string) */
};

/* Lex the next token at *pos in mode; advances *pos past it. */
void	cql_lex(const char *s, size_t len, size_t *pos, enum cql_lex_mode mode,
	    struct cql_token *t);

/*
 * Compile a pattern (whole-value and substring forms). Returns NULL and
 * sets *errmsg (static buffer) and *erroff (byte offset in pattern).
 * cql_regex_free releases one.
 */
struct cql_regex *cql_regex_new(const char *pattern, size_t len,
	    const char **errmsg, size_t *erroff);
void	cql_regex_free(struct cql_regex *re);
/*
 * Match s: returns 1/0/-1 (limit) for whole-value match in *whole and for
 * substring match in *sub (sub computed only when whole is 0).
 */
void	cql_regex_match(struct cql_regex *re, const char *s, int *whole,
	    int *sub);

#endif
