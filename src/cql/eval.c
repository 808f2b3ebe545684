/*
 * eval: evaluates a parsed expression against one container instance,
 * keeping a three-valued result per node under two regex semantics
 * (whole-value, which provdoc assumes, and substring) so callers can say
 * which sub-expression decided and whether the semantics matter. It
 * allocates nothing per instance. Also: dates, versions.
 *
 * Assumptions (man/provdoc-expressions.7): a missing subject is false for
 * ==, in, =~ and ordering, true for !=, !in, !~ (their negations) and for
 * !exists; task:group holds the groups of the instance's tasks whose
 * desiredStatus is RUNNING, a positive operator holds when any group
 * satisfies it and a negative one when none does.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cql/cql-int.h"
#include "model/model.h"
#include "util/xmalloc.h"
#include "util/banned.h"

const char *
cql_tv_name(enum cql_tv v)
{
	switch (v) {
	case CQL_FALSE: return "false";
	case CQL_TRUE: return "true";
	default: return "inconclusive";
	}
}

void
cql_eval_init(struct cql_eval *ev, const struct cql_expr *e)
{
	memset(ev, 0, sizeof(*ev));
	ev->n = e->nnodes;
	ev->whole = xcalloc(ev->n ? ev->n : 1, 1);
	ev->sub = xcalloc(ev->n ? ev->n : 1, 1);
	ev->tasks_known = true;
}

void
cql_eval_free(struct cql_eval *ev)
{
	free(ev->whole);
	free(ev->sub);
	memset(ev, 0, sizeof(*ev));
}

static int64_t
days_from_civil(int64_t y, unsigned m, unsigned d)
{
	int64_t era;
	unsigned yoe, doy, doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = (unsigned)(y - era * 400);
	doy = (153 * (m + (m > 2 ? (unsigned)-3 : 9)) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + (int64_t)doe - 719468;
}

static bool
digits(const char *s, int n, int *out)
{
	int i, v = 0;

	for (i = 0; i < n; i++) {
		if (!isdigit((unsigned char)s[i]))
			return false;
		v = v * 10 + (s[i] - '0');
	}
	*out = v;
	return true;
}

int
cql_parse_time(const char *s, double *out)
{
	int y, mo, d, h = 0, mi = 0, se = 0, zh = 0, zm = 0, sign = 0;
	static const int mdays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31,
	    30, 31 };
	size_t n = strlen(s);

	if (n < 10 || !digits(s, 4, &y) || s[4] != '-' ||
	    !digits(s + 5, 2, &mo) || s[7] != '-' || !digits(s + 8, 2, &d))
		return -1;
	if (mo < 1 || mo > 12 || d < 1 || d > mdays[mo - 1])
		return -1;
	if (mo == 2 && d == 29 && !(y % 4 == 0 && (y % 100 != 0 ||
	    y % 400 == 0)))
		return -1;
	if (n > 10) {
		if (n < 19 || s[10] != 'T' || !digits(s + 11, 2, &h) ||
		    s[13] != ':' || !digits(s + 14, 2, &mi) || s[16] != ':' ||
		    !digits(s + 17, 2, &se) || h > 23 || mi > 59 || se > 60)
			return -1;
		if (n == 20 && s[19] == 'Z')
			;
		else if (n == 25 && (s[19] == '+' || s[19] == '-') &&
		    digits(s + 20, 2, &zh) && s[22] == ':' &&
		    digits(s + 23, 2, &zm) && zh < 24 && zm < 60)
			sign = s[19] == '+' ? 1 : -1;
		else if (n != 19)
			return -1;
	}
	*out = (double)(days_from_civil(y, (unsigned)mo, (unsigned)d) * 86400 +
	    h * 3600 + mi * 60 + se - sign * (zh * 3600 + zm * 60));
	return 0;
}

void
cql_format_time(double t, struct buf *out)
{
	int64_t secs = (int64_t)floor(t), days, z, era, y;
	unsigned doe, yoe, doy, mp, d, m, sod;

	days = secs >= 0 ? secs / 86400 : (secs - 86399) / 86400;
	sod = (unsigned)(secs - days * 86400);
	z = days + 719468;
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = (unsigned)(z - era * 146097);
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	y = (int64_t)yoe + era * 400;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	d = doy - (153 * mp + 2) / 5 + 1;
	m = mp < 10 ? mp + 3 : mp - 9;
	y += m <= 2;
	buf_addf(out, "%04lld-%02u-%02uT%02u:%02u:%02uZ", (long long)y, m, d,
	    sod / 3600, sod / 60 % 60, sod % 60);
}

/* Digits, then any number of '.' and digits: 1, 1.14, 1.14.5. */
static bool
is_version(const char *s)
{
	for (;;) {
		if (!isdigit((unsigned char)*s))
			return false;
		while (isdigit((unsigned char)*s))
			s++;
		if (*s == '\0')
			return true;
		if (*s++ != '.')
			return false;
	}
}

int
cql_version_cmp(const char *a, const char *b)
{
	unsigned long x, y;
	char *ea, *eb;

	/*
	 * Both whole versions first: "1.71.0-beta" must not order against
	 * 1.70 by its prefix and fail to against 1.71.
	 */
	if (!is_version(a) || !is_version(b))
		return -2;
	for (;;) {
		x = strtoul(a, &ea, 10);
		y = strtoul(b, &eb, 10);
		if (x != y)
			return x < y ? -1 : 1;
		a = ea;
		b = eb;
		if (*a != '.' && *a != '\0')
			return -2;
		if (*b != '.' && *b != '\0')
			return -2;
		if (*a == '\0' && *b == '\0')
			return 0;
		/* A missing component counts as 0: 1.14 == 1.14.0. */
		if (*a == '.')
			a++;
		if (*b == '.')
			b++;
		if (*a == '\0' && *b == '\0')
			return -2;
		if (*a != '\0' && !isdigit((unsigned char)*a))
			return -2;
		if (*b != '\0' && !isdigit((unsigned char)*b))
			return -2;
	}
}

/* What an instance has for a subject. */
struct subj {
	bool		 present;	/* the subject exists */
	const char	*s;		/* its value, NULL when present without one */
	double		 num;
	bool		 is_num;
	char		 buf[48];
};

static const struct attribute *
find_attr(const struct instance *in, const char *name)
{
	size_t i;

	for (i = 0; i < in->nattrs; i++)
		if (in->attrs[i].name != NULL &&
		    strcmp(in->attrs[i].name, name) == 0)
			return &in->attrs[i];
	return NULL;
}

static void
subject_of(const struct cql_node *n, const struct instance *in,
    struct subj *v)
{
	const struct attribute *a;

	memset(v, 0, sizeof(*v));
	switch (n->subject) {
	case CQL_S_AGENT_CONNECTED:
		if (in->agent_connected >= 0) {
			v->present = true;
			v->s = in->agent_connected ? "true" : "false";
		}
		break;
	case CQL_S_AGENT_VERSION:
		v->s = in->agent_version;
		v->present = v->s != NULL;
		break;
	case CQL_S_ATTRIBUTE:
		a = find_attr(in, n->attr);
		if (a != NULL) {
			v->present = true;
			v->s = a->value;
		}
		break;
	case CQL_S_EC2_INSTANCE_ID:
		v->s = in->ec2_id;
		v->present = v->s != NULL;
		break;
	case CQL_S_REGISTERED_AT:
		if (model_has_time(in->registered_at)) {
			struct buf b = BUF_INIT;

			v->present = true;
			v->num = in->registered_at;
			v->is_num = true;
			cql_format_time(in->registered_at, &b);
			snprintf(v->buf, sizeof(v->buf), "%s", b.data);
			buf_free(&b);
			v->s = v->buf;
		}
		break;
	case CQL_S_RUNNING_TASKS_COUNT:
		if (in->running_tasks >= 0) {
			v->present = true;
			v->num = in->running_tasks;
			v->is_num = true;
			snprintf(v->buf, sizeof(v->buf), "%d",
			    in->running_tasks);
			v->s = v->buf;
		}
		break;
	default:
		break;
	}
}

static bool
parse_double(const char *s, double *out)
{
	const char *d = s + (*s == '+' || *s == '-');
	char *end;

	/* Decimal only: strtod would also read 0x10, inf and nan. */
	if (!isdigit((unsigned char)*d) && !(*d == '.' &&
	    isdigit((unsigned char)d[1])))
		return false;
	if (strpbrk(d, "xX") != NULL)
		return false;
	*out = strtod(s, &end);
	return *end == '\0' && isfinite(*out);
}

/* Ordering of an instance value against one written value: <0 0 >0, -2 none. */
static int
order(const struct cql_node *n, const struct subj *v, const char *s,
    const struct cql_value *w)
{
	double a, b;
	int c;

	switch (n->subject) {
	case CQL_S_REGISTERED_AT:
		return v->num < w->time ? -1 : v->num > w->time;
	case CQL_S_RUNNING_TASKS_COUNT:
		return v->num < (double)w->num ? -1 : v->num > (double)w->num;
	case CQL_S_AGENT_VERSION:
		return cql_version_cmp(s, w->text);
	default:
		if (parse_double(s, &a) && parse_double(w->text, &b))
			return a < b ? -1 : a > b;
		c = cql_version_cmp(s, w->text);
		if (c != -2)
			return c;
		c = strcmp(s, w->text);
		return c < 0 ? -1 : c > 0;
	}
}

static bool
equal(const struct cql_node *n, const struct subj *v, const char *s,
    const struct cql_value *w)
{
	if (n->subject == CQL_S_REGISTERED_AT)
		return v->num == w->time;
	if (n->subject == CQL_S_RUNNING_TASKS_COUNT)
		return w->is_num && v->num == (double)w->num;
	return strcmp(s, w->text) == 0;
}

/*
 * A positive test of one value s: ==, in, =~ or an ordering. Fills the
 * result under both regex semantics (1, 0, -1 for a limit).
 */
static void
positive(const struct cql_node *n, const struct subj *v, const char *s,
    int *whole, int *sub)
{
	size_t i;
	int c;

	*whole = *sub = 0;
	switch (n->op) {
	case CQL_OP_EQ:
	case CQL_OP_NE:
		*whole = *sub = equal(n, v, s, &n->values[0]);
		return;
	case CQL_OP_IN:
	case CQL_OP_NIN:
		for (i = 0; i < n->nvalues; i++)
			if (equal(n, v, s, &n->values[i])) {
				*whole = *sub = 1;
				return;
			}
		return;
	case CQL_OP_MATCH:
	case CQL_OP_NMATCH:
		cql_regex_match(n->re, s, whole, sub);
		return;
	default:
		c = order(n, v, s, &n->values[0]);
		if (c == -2)
			return;
		switch (n->op) {
		case CQL_OP_GT: *whole = c > 0; break;
		case CQL_OP_GE: *whole = c >= 0; break;
		case CQL_OP_LT: *whole = c < 0; break;
		case CQL_OP_LE: *whole = c <= 0; break;
		default: break;
		}
		*sub = *whole;
		return;
	}
}

static bool
negative_op(enum cql_op op)
{
	return op == CQL_OP_NE || op == CQL_OP_NIN || op == CQL_OP_NMATCH;
}

static unsigned char
tv(int r, bool neg)
{
	if (r < 0)
		return CQL_UNKNOWN;
	return (unsigned char)(neg ? !r : r);
}

static void
eval_group(const struct cql_node *n, const struct instance *in,
    struct cql_eval *ev)
{
	struct subj v;
	size_t i, groups = 0;
	int w, s, anyw = 0, anys = 0;
	bool neg = negative_op(n->op);

	memset(&v, 0, sizeof(v));
	if (!ev->tasks_known) {
		ev->whole[n->id] = ev->sub[n->id] = CQL_UNKNOWN;
		return;
	}
	for (i = 0; i < in->ntasks; i++) {
		const struct task *t = in->tasks[i];

		if (t == NULL || t->group == NULL ||
		    t->desired_status == NULL ||
		    strcmp(t->desired_status, "RUNNING") != 0)
			continue;
		groups++;
		if (n->op == CQL_OP_EXISTS || n->op == CQL_OP_NEXISTS)
			continue;
		positive(n, &v, t->group, &w, &s);
		if (w < 0 && anyw == 0) {
			anyw = -1;
			if (ev->limit == NULL) {
				ev->limit = n;
				ev->limit_value = t->group;
			}
		} else if (w > 0)
			anyw = 1;
		if (s < 0 && anys == 0)
			anys = -1;
		else if (s > 0)
			anys = 1;
	}
	if (n->op == CQL_OP_EXISTS || n->op == CQL_OP_NEXISTS) {
		ev->whole[n->id] = ev->sub[n->id] =
		    (unsigned char)((groups > 0) == (n->op == CQL_OP_EXISTS));
		return;
	}
	ev->whole[n->id] = tv(anyw, neg);
	ev->sub[n->id] = tv(anys, neg);
}

static void
eval_leaf(const struct cql_node *n, const struct instance *in,
    struct cql_eval *ev)
{
	struct subj v;
	int w, s;
	bool neg = negative_op(n->op);

	if (n->subject == CQL_S_TASK_GROUP) {
		eval_group(n, in, ev);
		return;
	}
	subject_of(n, in, &v);
	if (n->op == CQL_OP_EXISTS || n->op == CQL_OP_NEXISTS) {
		ev->whole[n->id] = ev->sub[n->id] =
		    (unsigned char)(v.present == (n->op == CQL_OP_EXISTS));
		return;
	}
	if (!v.present || v.s == NULL) {
		ev->whole[n->id] = ev->sub[n->id] = (unsigned char)neg;
		return;
	}
	positive(n, &v, v.s, &w, &s);
	if (w < 0 && ev->limit == NULL) {
		ev->limit = n;
		ev->limit_value = v.s;
	}
	ev->whole[n->id] = tv(w, neg);
	ev->sub[n->id] = tv(s, neg);
}

/* Kleene logic over the kids, for one of the two result arrays. */
static unsigned char
combine(const struct cql_node *n, const unsigned char *res)
{
	size_t i;
	bool unknown = false;
	unsigned char stop = n->kind == CQL_N_AND ? CQL_FALSE : CQL_TRUE;

	if (n->kind == CQL_N_NOT) {
		unsigned char k = res[n->kids[0]->id];

		return k == CQL_UNKNOWN ? CQL_UNKNOWN : (unsigned char)!k;
	}
	for (i = 0; i < n->nkids; i++) {
		unsigned char k = res[n->kids[i]->id];

		if (k == stop)
			return stop;
		if (k == CQL_UNKNOWN)
			unknown = true;
	}
	return unknown ? CQL_UNKNOWN : (unsigned char)!stop;
}

static void
eval_node(const struct cql_node *n, const struct instance *in,
    struct cql_eval *ev)
{
	size_t i;

	if (n->kind == CQL_N_CMP) {
		eval_leaf(n, in, ev);
		return;
	}
	/* Every kid is evaluated (no short cut) so eval can show them all. */
	for (i = 0; i < n->nkids; i++)
		eval_node(n->kids[i], in, ev);
	ev->whole[n->id] = combine(n, ev->whole);
	ev->sub[n->id] = combine(n, ev->sub);
}

enum cql_tv
cql_eval(const struct cql_expr *e, const struct instance *in,
    struct cql_eval *ev)
{
	ev->limit = NULL;
	ev->limit_value = NULL;
	eval_node(e->root, in, ev);
	ev->result = (enum cql_tv)ev->whole[e->root->id];
	ev->result_sub = (enum cql_tv)ev->sub[e->root->id];
	return ev->result;
}

const struct cql_node *
cql_decider(const struct cql_expr *e, const struct cql_eval *ev,
    bool substring)
{
	const unsigned char *res = substring ? ev->sub : ev->whole;
	const struct cql_node *n = e->root;
	size_t i;

	for (;;) {
		unsigned char r = res[n->id];
		const struct cql_node *next = NULL;

		if (n->kind == CQL_N_CMP)
			return n;
		if (n->kind == CQL_N_NOT) {
			n = n->kids[0];
			continue;
		}
		if ((n->kind == CQL_N_AND && r == CQL_FALSE) ||
		    (n->kind == CQL_N_OR && r == CQL_TRUE) ||
		    r == CQL_UNKNOWN) {
			for (i = 0; i < n->nkids && next == NULL; i++)
				if (res[n->kids[i]->id] == r)
					next = n->kids[i];
		}
		if (next == NULL)
			return n;
		n = next;
	}
}

void
cql_describe_value(const struct cql_node *leaf, const struct instance *in,
    struct buf *out)
{
	struct subj v;
	size_t i, k = 0;

	if (leaf->kind != CQL_N_CMP)
		return;
	if (leaf->subject == CQL_S_TASK_GROUP) {
		buf_addc(out, '[');
		for (i = 0; i < in->ntasks; i++) {
			const struct task *t = in->tasks[i];

			if (t == NULL || t->group == NULL ||
			    t->desired_status == NULL ||
			    strcmp(t->desired_status, "RUNNING") != 0)
				continue;
			buf_addf(out, "%s%s", k++ ? ", " : "", t->group);
		}
		buf_addc(out, ']');
		return;
	}
	subject_of(leaf, in, &v);
	if (!v.present)
		buf_adds(out, "(absent)");
	else if (v.s == NULL)
		buf_adds(out, "(present, no value)");
	else
		buf_adds(out, v.s);
}

void
cql_describe_leaves(const struct cql_node *n, const struct instance *in,
    struct buf *b, size_t *count)
{
	struct buf key = BUF_INIT;
	bool seen;
	size_t i;

	if (n->kind != CQL_N_CMP) {
		for (i = 0; i < n->nkids; i++)
			cql_describe_leaves(n->kids[i], in, b, count);
		return;
	}
	buf_addf(&key, "%s is ", n->subject_text);
	seen = strstr(b->data, key.data) != NULL;
	buf_free(&key);
	if (*count >= 4 || seen)
		return;
	buf_addf(b, "%s%s is ", (*count)++ ? "; " : "", n->subject_text);
	cql_describe_value(n, in, b);
}
