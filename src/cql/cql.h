/*
 * cql: the ECS cluster query language (facts sheet section 1) as provdoc
 * implements it: a hand-written lexer, a recursive-descent parser into an
 * AST, a printer of the fully parenthesised normal form and an evaluator
 * against one container instance. Regular expressions (=~, !~) are
 * compiled once per expression with PCRE2 (JIT when available) under
 * match, depth and heap limits. It does no I/O and knows nothing of
 * checks, reports or the CLI.
 *
 * Ownership: a struct cql_expr owns its AST (an arena), its copy of the
 * text and its compiled patterns; cql_free releases all of it. Nodes,
 * values and notes are borrowed, valid while the expression lives. A
 * struct cql_eval is the caller's (cql_eval_init / cql_eval_free) and is
 * reused across instances so evaluation allocates nothing.
 */
#ifndef PROVDOC_CQL_H
#define PROVDOC_CQL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/buf.h"

struct diag;
struct instance;
struct arena;

#define CQL_MAX_LEN	2000	/* characters; PlacementConstraint.expression */
#define CQL_MAX_CONSTRAINTS 10	/* per task, definition and run time together */

enum cql_token_kind {
#define CQL_TOKEN(name, text) CQL_T_##name,
#include "cql/kinds.def"
	CQL_T__COUNT
};

enum cql_node_kind {
#define CQL_NODE(name, text) CQL_N_##name,
#include "cql/kinds.def"
	CQL_N__COUNT
};

enum cql_op {
#define CQL_OP(name, sym, word, text) CQL_OP_##name,
#include "cql/kinds.def"
	CQL_OP__COUNT
};

#define CQL_OPBIT(o)	(1u << (CQL_OP_##o))
#define CQL_OPS_EQUALITY (CQL_OPBIT(EQ) | CQL_OPBIT(NE))
#define CQL_OPS_ORDER	(CQL_OPBIT(GT) | CQL_OPBIT(GE) | CQL_OPBIT(LT) | CQL_OPBIT(LE))
#define CQL_OPS_EXISTS	(CQL_OPBIT(EXISTS) | CQL_OPBIT(NEXISTS))
#define CQL_OPS_LIST	(CQL_OPBIT(IN) | CQL_OPBIT(NIN))
#define CQL_OPS_REGEX	(CQL_OPBIT(MATCH) | CQL_OPBIT(NMATCH))
#define CQL_OPS_ALL	(CQL_OPS_EQUALITY | CQL_OPS_ORDER | CQL_OPS_EXISTS | \
			 CQL_OPS_LIST | CQL_OPS_REGEX)

enum cql_subject {
#define CQL_SUBJECT(name, text, ops) CQL_S_##name,
#include "cql/kinds.def"
	CQL_S__COUNT
};

extern const char *const cql_token_names[CQL_T__COUNT];
extern const char *const cql_node_names[CQL_N__COUNT];
extern const char *const cql_op_symbols[CQL_OP__COUNT];
extern const char *const cql_op_words[CQL_OP__COUNT];	/* NULL when none */
extern const char *const cql_subject_names[CQL_S__COUNT];
extern const unsigned cql_subject_ops[CQL_S__COUNT];	/* CQL_OPS_* masks */

/* A half-open byte range of the expression text. */
struct cql_span {
	size_t	start;
	size_t	end;
};

struct cql_value {
	const char	*text;		/* the value, quotes removed, NUL-terminated */
	struct cql_span	 span;		/* as written, quotes included */
	char		 quote;		/* '\'' or '"' when quoted, else 0 */
	double		 time;		/* registeredAt: epoch seconds, else 0 */
	int64_t		 num;		/* runningTasksCount / numeric attribute value */
	bool		 is_num;	/* text is a whole number */
};

struct cql_regex;

struct cql_node {
	enum cql_node_kind	 kind;
	unsigned		 id;		/* index in cql_expr.nodes, preorder */
	struct cql_span		 span;		/* whole node, parentheses included when written */
	bool			 parens;	/* written inside parentheses */
	struct cql_node		**kids;		/* AND/OR: two or more; NOT: one */
	size_t			 nkids;
	/* CMP only. */
	enum cql_subject	 subject;
	const char		*attr;		/* attribute name after "attribute:", else NULL */
	const char		*subject_text;	/* subject as written */
	struct cql_span		 subject_span;
	enum cql_op		 op;
	struct cql_span		 op_span;
	struct cql_value	*values;	/* one, or the list items; none for exists */
	size_t			 nvalues;
	bool			 list;		/* values were written as [a, b] */
	struct cql_regex	*re;		/* =~ and !~ only */
};

/* Something worth saying about a valid expression. */
enum cql_note_kind {
	CQL_NOTE_PRECEDENCE,	/* and/or mixed without parentheses: PD406 */
	CQL_NOTE_CASE,		/* a keyword not in the documented lower case */
	CQL_NOTE_QUOTE,		/* double quotes: not documented */
	CQL_NOTE_REGEX,		/* Java-only or suspicious regex syntax */
	CQL_NOTE_ATTRIBUTE,	/* near miss of a built-in attribute name */
};

struct cql_note {
	enum cql_note_kind	 kind;
	const char		*code;		/* "PD406" or "" */
	const char		*message;	/* one line */
	struct cql_span		 span;
};

struct cql_expr {
	struct arena		*arena;		/* owns the AST and the strings */
	const char		*text;		/* NUL-terminated copy of the source */
	size_t			 len;
	const char		*source_name;	/* for diagnostics, e.g. "<expr>" */
	struct cql_node		*root;
	struct cql_node		**nodes;	/* by id */
	size_t			 nnodes;
	struct cql_note		*notes;
	size_t			 nnotes;
	struct cql_regex	**regexes;
	size_t			 nregexes;
	size_t			 capnotes;
	size_t			 capregexes;
};

/*
 * Parse len bytes of text (need not be NUL-terminated). source_name is
 * copied. On failure returns NULL and fills d (code PD405) with a span into
 * text: d borrows text and source_name, so both must outlive d's use.
 * Caller frees the result with cql_free.
 */
struct cql_expr	*cql_parse(const char *text, size_t len,
		    const char *source_name, struct diag *d);
void		 cql_free(struct cql_expr *e);

/*
 * The same with flags. CQL_PARSE_OR_FIRST reads 'or' as binding tighter
 * than 'and' (a and b or c = a and (b or c)): the other reading of an
 * expression PD406 flags, to show where the two decide differently.
 */
#define CQL_PARSE_OR_FIRST	0x1u
struct cql_expr	*cql_parse_flags(const char *text, size_t len,
		    const char *source_name, unsigned flags, struct diag *d);

/* A warning diagnostic for a note; d borrows e's text. */
void		 cql_note_diag(const struct cql_expr *e,
		    const struct cql_note *n, struct diag *d);

/*
 * Append the fully parenthesised normal form of n (the root when NULL):
 * symbolic operators, lower-case keywords, every nested compound in
 * parentheses, values as written.
 */
void		 cql_format(const struct cql_expr *e, const struct cql_node *n,
		    struct buf *out);
/* Append n as written in the source (its span). */
void		 cql_source(const struct cql_expr *e, const struct cql_node *n,
		    struct buf *out);

/* Three-valued results: UNKNOWN when a regex limit was hit or data is missing. */
enum cql_tv {
	CQL_FALSE = 0,
	CQL_TRUE = 1,
	CQL_UNKNOWN = 2,
};

struct cql_eval {
	unsigned char		*whole;	/* per node id: enum cql_tv, whole-value regex match */
	unsigned char		*sub;	/* per node id: the same with substring (find) match */
	size_t			 n;
	bool			 tasks_known;	/* the instance's tasks were fetched (task:group) */
	const struct cql_node	*limit;	/* a regex leaf that hit a PCRE2 limit, or NULL */
	const char		*limit_value;	/* borrowed: the value it was matching */
	enum cql_tv		 result;	/* root, whole-value semantics */
	enum cql_tv		 result_sub;	/* root, substring semantics */
};

/* Size ev for e (caller frees with cql_eval_free). tasks_known defaults true. */
void		 cql_eval_init(struct cql_eval *ev, const struct cql_expr *e);
void		 cql_eval_free(struct cql_eval *ev);

/*
 * Evaluate e against one instance; fills ev for every node and returns
 * ev->result. Never allocates; a pathological pattern yields CQL_UNKNOWN.
 */
enum cql_tv	 cql_eval(const struct cql_expr *e, const struct instance *in,
		    struct cql_eval *ev);

/*
 * The sub-expression that decided the root's result under whole-value
 * semantics: the first false operand of a false 'and', the first true
 * operand of a true 'or' (recursively), else the node itself.
 */
const struct cql_node *cql_decider(const struct cql_expr *e,
		    const struct cql_eval *ev, bool substring);

/*
 * Append what the instance has for a comparison's subject: the value, the
 * task groups as a list, or "(absent)".
 */
void		 cql_describe_value(const struct cql_node *leaf,
		    const struct instance *in, struct buf *out);
/*
 * Append "subject is value" for the comparisons under n, "; "-separated,
 * each subject once, at most four in all (*count counts them across
 * calls): what an instance had where an expression decided.
 */
void		 cql_describe_leaves(const struct cql_node *n,
		    const struct instance *in, struct buf *b, size_t *count);

const char	*cql_tv_name(enum cql_tv v);

/* Edit distance with adjacent swaps (optimal string alignment), bytes. */
size_t		 cql_edit_distance(const char *a, const char *b);

/*
 * Regex helpers for PD403. The family a pattern's literal prefix names
 * ("g6" for "g6.*"), or NULL when the pattern has no such prefix; caller
 * frees. cql_regex_test matches a leaf's pattern against a string
 * (whole-value): 1, 0, or -1 on a limit.
 */
char		*cql_pattern_family(const char *pattern);
int		 cql_regex_test(const struct cql_node *leaf, const char *s);

/*
 * The pattern with the dot that follows the literal prefix escaped
 * ("g6.*" -> "g6\..*"), or NULL when there is none; caller frees.
 */
char		*cql_pattern_escape_dot(const char *pattern);

/*
 * PD403: a pattern on attribute:ecs.instance-type whose literal prefix
 * names one family ("g6" in "g6.*") but which also matches types of other
 * families among types[] (g6e.xlarge, g6f.large).
 */
struct cql_broad {
	const struct cql_node	 *leaf;		/* the =~ or !~ comparison */
	char			 *family;	/* the family the prefix names */
	char			**others;	/* other families matched, sorted */
	size_t			  nothers;
	char			**examples;	/* one matched type per other family */
	char			 *fixed;	/* the pattern with the dot escaped, or NULL */
};

/*
 * Find every such pattern in e, testing it against types[] (known
 * instance type names, in any order, duplicates allowed). Returns the
 * count; *out is the caller's (cql_broad_free).
 */
size_t		 cql_find_broad(const struct cql_expr *e,
		    const char *const *types, size_t ntypes,
		    struct cql_broad **out);
void		 cql_broad_free(struct cql_broad *b, size_t n);

/*
 * Append e's source with the span sp replaced by text (a corrected
 * pattern, or a whole comparison), everything else as written.
 */
void		 cql_replace_span(const struct cql_expr *e, struct cql_span sp,
		    const char *text, struct buf *out);

/* Parse one of the four registeredAt forms into epoch seconds: 0 or -1. */
int		 cql_parse_time(const char *s, double *out);
/* Format epoch seconds as 2018-06-18T22:28:28Z. */
void		 cql_format_time(double t, struct buf *out);
/* Per-component numeric comparison (1.9 < 1.19): <0, 0, >0; -2 when not a version. */
int		 cql_version_cmp(const char *a, const char *b);

#endif
