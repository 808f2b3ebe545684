/*
 * model: lifecycle, indexes, lookups, target resolution and deep copy of
 * the cluster model (see model.h). It does not read JSON (load.c does)
 * and never does I/O.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "util/arena.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define LIST_MAX	8	/* choices named in a usage error */

struct model *
model_new(void)
{
	struct model *m;

	m = xcalloc(1, sizeof(*m));
	m->arena = arena_new();
	hmap_init(&m->instance_index);
	hmap_init(&m->task_index);
	hmap_init(&m->intern);
	return m;
}

void
model_free(struct model *m)
{
	if (m == NULL)
		return;
	if (m->view_of != NULL) {
		/* Only the task definitions, the arena and the pool are its own. */
		free(m->taskdefs);
		hmap_free(&m->intern);
		arena_free(m->arena);
		free(m);
		return;
	}
	/* The top-level entity arrays are heap blocks (see load.c grow). */
	free(m->files);
	free(m->instances);
	free(m->instance_arns);
	free(m->tasks);
	free(m->task_arns);
	free(m->taskdefs);
	free(m->services);
	free(m->ssm);
	free(m->failures);
	free(m->manifest.operations);
	free(m->manifest.filters);
	hmap_free(&m->instance_index);
	hmap_free(&m->task_index);
	hmap_free(&m->intern);
	arena_free(m->arena);
	free(m);
}

const char *
model_strdup(struct model *m, const char *s)
{
	char *p;

	if (s == NULL)
		return NULL;
	p = hmap_get(&m->intern, s);
	if (p != NULL)
		return p;
	p = arena_strdup(m->arena, s);
	hmap_put(&m->intern, p, p);
	return p;
}

const char *
model_arn_id(const char *arn)
{
	const char *slash;

	if (arn == NULL)
		return NULL;
	slash = strrchr(arn, '/');
	return slash != NULL ? slash + 1 : arn;
}

/* The resource part of an ARN: what follows the fifth ':'; NULL if none. */
static const char *
arn_resource(const char *arn, const char **region, size_t *region_len)
{
	const char *p = arn, *f[5];
	int i;

	if (arn == NULL || strncmp(arn, "arn:", 4) != 0)
		return NULL;
	for (i = 0; i < 5; i++) {
		p = strchr(p, ':');
		if (p == NULL)
			return NULL;
		f[i] = ++p;
	}
	if (region != NULL) {
		*region = f[2];
		*region_len = (size_t)(f[3] - f[2] - 1);
	}
	return f[4];
}

const char *
model_arn_region(struct model *m, const char *arn)
{
	const char *region, *res;
	size_t len;
	char *tmp;
	const char *out;

	res = arn_resource(arn, &region, &len);
	if (res == NULL || len == 0)
		return NULL;
	tmp = xstrndup(region, len);
	out = model_strdup(m, tmp);
	free(tmp);
	return out;
}

/* Where an ARN names its cluster: false when it does not say. */
static bool
arn_cluster_span(const char *arn, const char **start, size_t *len)
{
	static const char *const kinds[] = {
		"service/", "task/", "container-instance/",
	};
	const char *res, *a, *b;
	size_t i;

	res = arn_resource(arn, NULL, NULL);
	if (res == NULL)
		return false;
	if (strncmp(res, "cluster/", 8) == 0) {
		*start = res + 8;
		*len = strlen(res + 8);
		return *len > 0;
	}
	for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		if (strncmp(res, kinds[i], strlen(kinds[i])) != 0)
			continue;
		a = res + strlen(kinds[i]);
		b = strchr(a, '/');
		/* The old form has no cluster segment: nothing to derive. */
		if (b == NULL || b == a)
			return false;
		*start = a;
		*len = (size_t)(b - a);
		return true;
	}
	return false;
}

const char *
model_arn_cluster(struct model *m, const char *arn)
{
	const char *start, *out;
	size_t len;
	char *tmp;

	if (!arn_cluster_span(arn, &start, &len))
		return NULL;
	tmp = xstrndup(start, len);
	out = model_strdup(m, tmp);
	free(tmp);
	return out;
}

const char *
model_cluster_name(const struct model *m)
{
	if (m->cluster != NULL && m->cluster->name != NULL)
		return m->cluster->name;
	if (m->derived_cluster != NULL)
		return m->derived_cluster;
	return m->manifest.cluster;
}

/*
 * Dedup helpers for model_link: each compacts an array in place keeping
 * the first element of every key. The seen map is scratch.
 */
#define DEDUP(arr, n, keyexpr)						\
	do {								\
		struct hmap seen_;					\
		size_t i_, o_ = 0;					\
									\
		hmap_init(&seen_);					\
		hmap_reserve(&seen_, (n));				\
		for (i_ = 0; i_ < (n); i_++) {				\
			const char *k_ = (keyexpr);			\
									\
			if (k_ != NULL && hmap_put_if_absent(&seen_, k_, \
			    &(arr)[i_]) != NULL)			\
				continue;				\
			if (o_ != i_)					\
				(arr)[o_] = (arr)[i_];			\
			o_++;						\
		}							\
		(n) = o_;						\
		hmap_free(&seen_);					\
	} while (0)

/*
 * DEDUP for instances and tasks, which change while an engineer pastes
 * page after page: of two copies keep the one with the higher `version`
 * (the API's state-change counter), else the first. Values in the seen
 * map are output positions plus one.
 */
#define DEDUP_NEWEST(arr, n, keyexpr)					\
	do {								\
		struct hmap seen_;					\
		size_t i_, o_ = 0;					\
		void *prev_;						\
									\
		hmap_init(&seen_);					\
		hmap_reserve(&seen_, (n));				\
		for (i_ = 0; i_ < (n); i_++) {				\
			const char *k_ = (keyexpr);			\
									\
			prev_ = k_ == NULL ? NULL :			\
			    hmap_put_if_absent(&seen_, k_,		\
			    (void *)(uintptr_t)(o_ + 1));		\
			if (prev_ != NULL) {				\
				size_t j_ = (size_t)(uintptr_t)prev_ - 1; \
									\
				if ((arr)[i_].version > (arr)[j_].version) \
					(arr)[j_] = (arr)[i_];		\
				continue;				\
			}						\
			if (o_ != i_)					\
				(arr)[o_] = (arr)[i_];			\
			o_++;						\
		}							\
		(n) = o_;						\
		hmap_free(&seen_);					\
	} while (0)

static const char *
taskdef_key(struct model *m, const struct taskdef *td)
{
	if (td->arn != NULL)
		return td->arn;
	if (td->family == NULL)
		return NULL;
	return model_strdup(m, arena_printf(m->arena, "%s:%d", td->family,
	    td->revision));
}

static void
put_first(struct hmap *h, const char *key, void *val)
{
	if (key != NULL)
		(void)hmap_put_if_absent(h, key, val);
}

/*
 * One answer per filter expression: pages of the same filter merge, and
 * the manifest's inline copy of an answer adds nothing. The first one
 * loaded keeps its origin; ARNs are united, in order, each once.
 */
static void
merge_filters(struct model *m)
{
	struct manifest *mf = &m->manifest;
	struct filter_answer *f, *into;
	struct hmap by_expr, arns;
	const char **v;
	size_t i, j, o = 0, n;

	hmap_init(&by_expr);
	for (i = 0; i < mf->nfilters; i++) {
		f = &mf->filters[i];
		into = f->expression != NULL ?
		    hmap_get(&by_expr, f->expression) : NULL;
		if (into == NULL) {
			if (o != i)
				mf->filters[o] = *f;
			if (mf->filters[o].expression != NULL)
				hmap_put(&by_expr, mf->filters[o].expression,
				    &mf->filters[o]);
			o++;
			continue;
		}
		hmap_init(&arns);
		for (j = 0; j < into->narns; j++)
			hmap_put(&arns, into->arns[j], into);
		v = arena_array(m->arena, into->narns + f->narns + 1,
		    sizeof(*v));
		n = into->narns;
		if (n > 0)
			memcpy(v, into->arns, n * sizeof(*v));
		for (j = 0; j < f->narns; j++) {
			if (hmap_get(&arns, f->arns[j]) != NULL)
				continue;
			hmap_put(&arns, f->arns[j], into);
			v[n++] = f->arns[j];
		}
		into->arns = v;
		into->narns = n;
		hmap_free(&arns);
	}
	mf->nfilters = o;
	hmap_free(&by_expr);
}

static void
derive(struct model *m)
{
	const char *c = NULL, *r = NULL;
	size_t i;

	if (m->cluster != NULL) {
		c = model_arn_cluster(m, m->cluster->arn);
		r = model_arn_region(m, m->cluster->arn);
	}
	for (i = 0; i < m->ninstances && (c == NULL || r == NULL); i++) {
		if (c == NULL)
			c = model_arn_cluster(m, m->instances[i].arn);
		if (r == NULL)
			r = model_arn_region(m, m->instances[i].arn);
	}
	for (i = 0; i < m->ntasks && (c == NULL || r == NULL); i++) {
		if (c == NULL)
			c = model_arn_cluster(m, m->tasks[i].cluster_arn);
		if (c == NULL)
			c = model_arn_cluster(m, m->tasks[i].arn);
		if (r == NULL)
			r = model_arn_region(m, m->tasks[i].arn);
	}
	for (i = 0; i < m->nservices && (c == NULL || r == NULL); i++) {
		if (c == NULL)
			c = model_arn_cluster(m, m->services[i].cluster_arn);
		if (r == NULL)
			r = model_arn_region(m, m->services[i].arn);
	}
	for (i = 0; i < m->ninstance_arns && (c == NULL || r == NULL); i++) {
		if (c == NULL)
			c = model_arn_cluster(m, m->instance_arns[i]);
		if (r == NULL)
			r = model_arn_region(m, m->instance_arns[i]);
	}
	for (i = 0; i < m->ntaskdefs && r == NULL; i++)
		r = model_arn_region(m, m->taskdefs[i].arn);
	m->derived_cluster = c;
	m->derived_region = r;
}

static int
cmp_task_id(const void *a, const void *b)
{
	const struct task *x = *(struct task *const *)a;
	const struct task *y = *(struct task *const *)b;
	const char *kx = x->id ? x->id : (x->arn ? x->arn : "");
	const char *ky = y->id ? y->id : (y->arn ? y->arn : "");

	return strcmp(kx, ky);
}

int
model_link(struct model *m)
{
	struct task **slots;
	size_t i, *fill;

	/* A clone of a linked model has no repeats to remove. */
	if (!m->deduped) {
		DEDUP_NEWEST(m->instances, m->ninstances,
		    m->instances[i_].arn);
		DEDUP_NEWEST(m->tasks, m->ntasks, m->tasks[i_].arn);
		DEDUP(m->taskdefs, m->ntaskdefs,
		    taskdef_key(m, &m->taskdefs[i_]));
		DEDUP(m->services, m->nservices, m->services[i_].arn != NULL ?
		    m->services[i_].arn : m->services[i_].name);
		DEDUP(m->ssm, m->nssm, m->ssm[i_].name);
		DEDUP(m->instance_arns, m->ninstance_arns,
		    m->instance_arns[i_]);
		DEDUP(m->task_arns, m->ntask_arns, m->task_arns[i_]);
		merge_filters(m);
		m->deduped = true;
	}

	hmap_free(&m->instance_index);
	hmap_free(&m->task_index);
	hmap_reserve(&m->instance_index, 3 * m->ninstances);
	hmap_reserve(&m->task_index, 2 * m->ntasks);
	/* ARNs first, so an id or EC2 id never hides another instance's ARN. */
	for (i = 0; i < m->ninstances; i++)
		put_first(&m->instance_index, m->instances[i].arn,
		    &m->instances[i]);
	for (i = 0; i < m->ninstances; i++) {
		put_first(&m->instance_index, m->instances[i].id,
		    &m->instances[i]);
		put_first(&m->instance_index, m->instances[i].ec2_id,
		    &m->instances[i]);
	}
	for (i = 0; i < m->ntasks; i++)
		put_first(&m->task_index, m->tasks[i].arn, &m->tasks[i]);
	for (i = 0; i < m->ntasks; i++)
		put_first(&m->task_index, m->tasks[i].id, &m->tasks[i]);

	/* The instance type is read by nearly every check: look it up once. */
	for (i = 0; i < m->ninstances; i++)
		m->instances[i].instance_type =
		    model_attr_value(&m->instances[i], "ecs.instance-type");

	/* Join: count per instance, then hand out slices of one array. */
	for (i = 0; i < m->ninstances; i++) {
		m->instances[i].tasks = NULL;
		m->instances[i].ntasks = 0;
	}
	for (i = 0; i < m->ntasks; i++) {
		const char *ia = m->tasks[i].instance_arn;

		/* By ARN, else by id: the old and new ARN forms name one id. */
		m->tasks[i].instance = ia == NULL ? NULL :
		    hmap_get(&m->instance_index, ia);
		if (m->tasks[i].instance == NULL && ia != NULL)
			m->tasks[i].instance = hmap_get(&m->instance_index,
			    model_arn_id(ia));
		if (m->tasks[i].instance != NULL)
			m->tasks[i].instance->ntasks++;
	}
	if (m->ntasks > 0 && m->ninstances > 0) {
		slots = arena_array(m->arena, m->ntasks, sizeof(*slots));
		fill = xcalloc(m->ninstances, sizeof(*fill));
		for (i = 0; i < m->ninstances; i++) {
			m->instances[i].tasks = slots;
			slots += m->instances[i].ntasks;
		}
		for (i = 0; i < m->ntasks; i++) {
			struct instance *in = m->tasks[i].instance;
			size_t k;

			if (in == NULL)
				continue;
			k = (size_t)(in - m->instances);
			in->tasks[fill[k]++] = &m->tasks[i];
		}
		free(fill);
		/*
		 * Canonical order (by task id), so that what the checks say
		 * about an instance's tasks does not depend on the order the
		 * source returned them in: a live run and the replay of its
		 * capture must print the same report.
		 */
		for (i = 0; i < m->ninstances; i++)
			if (m->instances[i].ntasks > 1)
				qsort(m->instances[i].tasks,
				    m->instances[i].ntasks,
				    sizeof(*m->instances[i].tasks), cmp_task_id);
	}
	derive(m);
	return 0;
}

const struct resource *
model_res(const struct resources *r, const char *name)
{
	size_t i;

	if (r == NULL || name == NULL)
		return NULL;
	for (i = 0; i < r->n; i++)
		if (r->v[i].name != NULL && strcmp(r->v[i].name, name) == 0)
			return &r->v[i];
	return NULL;
}

const struct attribute *
model_attr(const struct instance *in, const char *name)
{
	size_t i;

	if (in == NULL || name == NULL)
		return NULL;
	/*
	 * The loader interns strings, so a name taken from the same model
	 * (a requiresAttributes entry) is usually the very same pointer:
	 * try that first, then compare the text.
	 */
	for (i = 0; i < in->nattrs; i++)
		if (in->attrs[i].name == name)
			return &in->attrs[i];
	for (i = 0; i < in->nattrs; i++)
		if (in->attrs[i].name != NULL &&
		    strcmp(in->attrs[i].name, name) == 0)
			return &in->attrs[i];
	return NULL;
}

const char *
model_attr_value(const struct instance *in, const char *name)
{
	const struct attribute *a = model_attr(in, name);

	return a != NULL ? a->value : NULL;
}

struct instance *
model_find_instance(const struct model *m, const char *key)
{
	return hmap_get(&m->instance_index, key);
}

struct task *
model_find_task(const struct model *m, const char *key)
{
	return hmap_get(&m->task_index, key);
}

/* Split "family:rev" (or the resource of a task-definition ARN). */
static bool
split_family(const char *s, size_t *flen, int *rev)
{
	const char *colon = strrchr(s, ':');
	char *end;
	long v;

	*rev = -1;
	*flen = strlen(s);
	if (colon == NULL)
		return true;
	v = strtol(colon + 1, &end, 10);
	if (colon[1] == '\0' || *end != '\0' || v < 0 || v > INT32_MAX)
		return false;
	*flen = (size_t)(colon - s);
	*rev = (int)v;
	return true;
}

const struct taskdef *
model_find_taskdef(const struct model *m, const char *key)
{
	const struct taskdef *best = NULL;
	const char *res;
	size_t i, flen;
	int rev;

	if (key == NULL)
		return NULL;
	for (i = 0; i < m->ntaskdefs; i++)
		if (m->taskdefs[i].arn != NULL &&
		    strcmp(m->taskdefs[i].arn, key) == 0)
			return &m->taskdefs[i];
	/* An ARN not matched verbatim (other account, redacted): family:rev. */
	res = arn_resource(key, NULL, NULL);
	if (res != NULL) {
		if (strncmp(res, "task-definition/", 16) != 0)
			return NULL;
		key = res + 16;
	}
	if (!split_family(key, &flen, &rev))
		return NULL;
	for (i = 0; i < m->ntaskdefs; i++) {
		const struct taskdef *td = &m->taskdefs[i];

		if (td->family == NULL || strlen(td->family) != flen ||
		    strncmp(td->family, key, flen) != 0)
			continue;
		if (rev >= 0 && td->revision == rev)
			return td;
		if (rev < 0 && (best == NULL || td->revision > best->revision))
			best = td;
	}
	return best;
}

int64_t
model_res_count(const struct resource *r)
{
	if (r == NULL)
		return -1;
	switch (r->type) {
	case RES_STRINGSET:
		return (int64_t)r->nset;
	case RES_INTEGER:
	case RES_LONG:
		return r->ival;
	case RES_DOUBLE:
		/* NAN (absent) and values beyond int64 have no count. */
		if (!(r->dval >= -9.2e18 && r->dval <= 9.2e18))
			return -1;
		return (int64_t)r->dval;
	case RES_NONE:
	default:
		return -1;
	}
}

int64_t
model_res_int(const struct resources *r, const char *name)
{
	return model_res_count(model_res(r, name));
}

const char *
model_instance_name(const struct instance *in)
{
	if (in == NULL)
		return NULL;
	if (in->ec2_id != NULL)
		return in->ec2_id;
	return in->id != NULL ? in->id : in->arn;
}

/* ---- target resolution ---- */

static const char *
taskdef_label(const struct model *m, const struct taskdef *td)
{
	if (td->family != NULL && td->revision >= 0)
		return arena_printf(m->arena, "%s:%d", td->family,
		    td->revision);
	if (td->family != NULL)
		return td->family;
	return td->arn != NULL ? td->arn : "(unnamed)";
}

static const char *
service_label(const struct service *s)
{
	if (s->name != NULL)
		return s->name;
	return s->arn != NULL ? model_arn_id(s->arn) : "(unnamed)";
}

static void
list_services(const struct model *m, struct buf *b)
{
	size_t i;

	for (i = 0; i < m->nservices && i < LIST_MAX; i++)
		buf_addf(b, "%s%s", i ? ", " : "",
		    service_label(&m->services[i]));
	if (m->nservices > LIST_MAX)
		buf_adds(b, ", ...");
}

static void
list_taskdefs(const struct model *m, struct buf *b)
{
	size_t i;

	for (i = 0; i < m->ntaskdefs && i < LIST_MAX; i++)
		buf_addf(b, "%s%s", i ? ", " : "",
		    taskdef_label(m, &m->taskdefs[i]));
	if (m->ntaskdefs > LIST_MAX)
		buf_adds(b, ", ...");
}

static int
usage(struct diag *d, struct buf *b)
{
	diag_setf(d, "%s", b->data);
	buf_free(b);
	return -1;
}

static const struct service *
find_service(const struct model *m, const char *key)
{
	size_t i;

	for (i = 0; i < m->nservices; i++) {
		const struct service *s = &m->services[i];

		if ((s->name != NULL && strcmp(s->name, key) == 0) ||
		    (s->arn != NULL && strcmp(s->arn, key) == 0))
			return s;
	}
	for (i = 0; i < m->nservices; i++)
		if (m->services[i].arn != NULL &&
		    strcmp(model_arn_id(m->services[i].arn), key) == 0)
			return &m->services[i];
	return NULL;
}

/* The family:rev a task-definition ARN names, for messages. */
static const char *
td_short(const char *arn)
{
	const char *res = arn_resource(arn, NULL, NULL);

	if (res != NULL && strncmp(res, "task-definition/", 16) == 0)
		return res + 16;
	return arn;
}

/*
 * The bundle may hold the family under another revision, or without one
 * (a register-task-definition input pasted instead of the registered
 * revision): say what it holds so the engineer sees why it did not match.
 */
static int
missing_taskdef(const struct model *m, struct diag *d, const char *who,
    const char *arn)
{
	struct buf b = BUF_INIT;
	size_t i;
	bool unrevised = false;

	buf_addf(&b, "%s uses task definition '%s', which is not in the "
	    "bundle", who, arn);
	if (m->ntaskdefs > 0) {
		buf_addf(&b, " (it holds %zu: ", m->ntaskdefs);
		list_taskdefs(m, &b);
		buf_adds(&b, ")");
	}
	for (i = 0; i < m->ntaskdefs; i++)
		if (m->taskdefs[i].revision < 0 && m->taskdefs[i].arn == NULL)
			unrevised = true;
	if (unrevised)
		buf_adds(&b, "; a task definition without revision or ARN "
		    "looks like register-task-definition input, not what ECS "
		    "registered");
	buf_addf(&b, "; add its describe-task-definition output (aws ecs "
	    "describe-task-definition --task-definition %s > "
	    "describe-task-definition.json)", td_short(arn));
	return usage(d, &b);
}

/* Whether arn names a cluster other than name. */
static bool
other_cluster(const char *arn, const char *name)
{
	const char *start;
	size_t len;

	if (!arn_cluster_span(arn, &start, &len))
		return false;
	return strlen(name) != len || strncmp(start, name, len) != 0;
}

static int
mixed(struct diag *d, const char *known, const char *arn,
    const struct origin *o)
{
	const char *start = "";
	size_t len = 0;

	arn_cluster_span(arn, &start, &len);
	return diag_setf(d, "the bundle mixes clusters: %s#%s is in cluster "
	    "'%.*s', the bundle is for '%s'", o->source, o->pointer,
	    (int)len, start, known);
}

/*
 * A bundle holds one cluster. Files from another one (a wrong paste)
 * would make every finding wrong, so they are refused, not guessed about.
 */
static int
check_one_cluster(const struct model *m, const char *known, struct diag *d)
{
	size_t i;

	for (i = 0; i < m->ninstances; i++)
		if (other_cluster(m->instances[i].arn, known))
			return mixed(d, known, m->instances[i].arn,
			    &m->instances[i].origin);
	for (i = 0; i < m->ntasks; i++) {
		if (other_cluster(m->tasks[i].arn, known))
			return mixed(d, known, m->tasks[i].arn,
			    &m->tasks[i].origin);
		if (other_cluster(m->tasks[i].cluster_arn, known))
			return mixed(d, known, m->tasks[i].cluster_arn,
			    &m->tasks[i].origin);
	}
	for (i = 0; i < m->nservices; i++) {
		if (other_cluster(m->services[i].arn, known))
			return mixed(d, known, m->services[i].arn,
			    &m->services[i].origin);
		if (other_cluster(m->services[i].cluster_arn, known))
			return mixed(d, known, m->services[i].cluster_arn,
			    &m->services[i].origin);
	}
	return 0;
}

static int
resolve_cluster(const struct model *m, const struct target_req *req,
    struct target *t, struct diag *d)
{
	const char *known = model_cluster_name(m);

	if (known != NULL && check_one_cluster(m, known, d) < 0)
		return -1;
	if (req->cluster == NULL) {
		t->cluster = known;
		return 0;
	}
	t->cluster = req->cluster;
	if (known == NULL)
		return 0;
	/* --cluster may be a name or an ARN. */
	if (strcmp(known, req->cluster) == 0 ||
	    strcmp(model_arn_id(req->cluster), known) == 0 ||
	    (m->cluster != NULL && m->cluster->arn != NULL &&
	    strcmp(m->cluster->arn, req->cluster) == 0)) {
		t->cluster = known;
		return 0;
	}
	return diag_setf(d, "the bundle is for cluster '%s', not '%s'", known,
	    req->cluster);
}

static int
resolve_task(const struct model *m, const char *key, struct target *t,
    struct diag *d)
{
	char *who;
	int rc;

	t->task = model_find_task(m, key);
	if (t->task == NULL) {
		if (m->ntasks == 0)
			return diag_setf(d, "task '%s' is not in the bundle, "
			    "which holds no describe-tasks output", key);
		return diag_setf(d, "task '%s' is not in the bundle (it "
		    "holds %zu tasks); check the id or add its "
		    "describe-tasks output", key, m->ntasks);
	}
	if (t->task->taskdef_arn == NULL)
		return diag_setf(d, "task '%s' names no task definition", key);
	t->taskdef = model_find_taskdef(m, t->task->taskdef_arn);
	if (t->taskdef == NULL) {
		who = xasprintf("task '%s'", t->task->id);
		rc = missing_taskdef(m, d, who, t->task->taskdef_arn);
		free(who);
		return rc;
	}
	return 0;
}

static int
resolve_service(const struct model *m, const char *key, struct target *t,
    struct diag *d)
{
	struct buf b = BUF_INIT;
	char *who;
	int rc;

	t->service = find_service(m, key);
	if (t->service == NULL) {
		if (m->nservices == 0)
			return diag_setf(d, "service '%s' is not in the "
			    "bundle, which holds no describe-services output",
			    key);
		buf_addf(&b, "service '%s' is not in the bundle; it holds "
		    "%zu service%s: ", key, m->nservices,
		    m->nservices == 1 ? "" : "s");
		list_services(m, &b);
		return usage(d, &b);
	}
	if (t->service->taskdef_arn == NULL)
		return diag_setf(d, "service '%s' names no task definition",
		    service_label(t->service));
	t->taskdef = model_find_taskdef(m, t->service->taskdef_arn);
	if (t->taskdef == NULL) {
		who = xasprintf("service '%s'", service_label(t->service));
		rc = missing_taskdef(m, d, who, t->service->taskdef_arn);
		free(who);
		return rc;
	}
	return 0;
}

static int
resolve_taskdef(const struct model *m, const char *key, struct target *t,
    struct diag *d)
{
	struct buf b = BUF_INIT;

	t->taskdef = model_find_taskdef(m, key);
	if (t->taskdef != NULL)
		return 0;
	if (m->ntaskdefs == 0)
		return diag_setf(d, "task definition '%s' is not in the "
		    "bundle; add its describe-task-definition output", key);
	buf_addf(&b, "task definition '%s' is not in the bundle; it holds "
	    "%zu task definition%s: ", key, m->ntaskdefs,
	    m->ntaskdefs == 1 ? "" : "s");
	list_taskdefs(m, &b);
	return usage(d, &b);
}

int
model_resolve_target(const struct model *m, const struct target_req *req,
    struct target *t, struct diag *d)
{
	struct buf b = BUF_INIT;
	const char *task = req->task, *service = req->service;
	const char *tdkey = req->task_definition;

	memset(t, 0, sizeof(*t));
	t->constraints = req->constraints;
	t->nconstraints = req->nconstraints;
	t->region = m->manifest.region != NULL ? m->manifest.region :
	    m->derived_region;
	if (resolve_cluster(m, req, t, d) < 0)
		return -1;
	/* No flag at all: the manifest's target, as capture recorded it. */
	if (task == NULL && service == NULL && tdkey == NULL) {
		task = m->manifest.task;
		service = m->manifest.service;
		tdkey = m->manifest.task_definition;
	}
	if (task != NULL) {
		if (service != NULL && (t->service = find_service(m, service))
		    == NULL)
			return resolve_service(m, service, t, d);
		return resolve_task(m, task, t, d);
	}
	if (service != NULL)
		return resolve_service(m, service, t, d);
	if (tdkey != NULL)
		return resolve_taskdef(m, tdkey, t, d);
	/* Infer only what the bundle makes obvious. */
	if (m->nservices == 1)
		return resolve_service(m, service_label(&m->services[0]), t,
		    d);
	if (m->nservices > 1) {
		buf_addf(&b, "the bundle holds %zu services: ", m->nservices);
		list_services(m, &b);
		buf_adds(&b, "; choose one with --service");
		return usage(d, &b);
	}
	if (m->ntaskdefs == 1) {
		t->taskdef = &m->taskdefs[0];
		return 0;
	}
	if (m->ntaskdefs > 1) {
		buf_addf(&b, "the bundle holds %zu task definitions: ",
		    m->ntaskdefs);
		list_taskdefs(m, &b);
		buf_adds(&b, "; choose one with --task-definition");
		return usage(d, &b);
	}
	return diag_setf(d, "no target: the bundle holds no service and no "
	    "task definition; add describe-services.json or "
	    "describe-task-definition.json");
}

/* ---- deep copy ---- */

static size_t
pow2ceil(size_t n)
{
	size_t c = 1;

	if (n == 0)
		return 0;
	while (c < n)
		c <<= 1;
	return c;
}

/*
 * Copy an array of n elements into c's arena. Top-level arrays are heap
 * blocks, as the loader makes them, with its growth invariant (capacity =
 * next power of two) so that more documents can be loaded into a clone.
 */
static void *
dup_array(struct model *c, const void *v, size_t n, size_t size, bool top)
{
	void *p;

	if (v == NULL || n == 0)
		return NULL;
	if (top) {
		p = xcalloc(pow2ceil(n), size);
	} else
		p = arena_array(c->arena, n, size);
	memcpy(p, v, n * size);
	return p;
}

#define DUPA(c, x, n)	((x) = dup_array((c), (x), (n), sizeof(*(x)), false))
#define DUPT(c, x, n)	((x) = dup_array((c), (x), (n), sizeof(*(x)), true))
#define S(c, x)		((x) = (c)->strings_from != NULL ? (x) : \
			    model_strdup((c), (x)))

static void
dup_strv(struct model *c, const char ***v, size_t n, bool top)
{
	size_t i;

	*v = dup_array(c, *v, n, sizeof(**v), top);
	for (i = 0; i < n; i++)
		S(c, (*v)[i]);
}

static void
dup_origin(struct model *c, struct origin *o)
{
	S(c, o->source);
	S(c, o->pointer);
}

static void
dup_resources(struct model *c, struct resources *r)
{
	size_t i;

	DUPA(c, r->v, r->n);
	for (i = 0; i < r->n; i++) {
		S(c, r->v[i].name);
		dup_strv(c, &r->v[i].set, r->v[i].nset, false);
	}
}

static void
dup_attrs(struct model *c, struct attribute **a, size_t n)
{
	size_t i;

	DUPA(c, *a, n);
	for (i = 0; i < n; i++) {
		S(c, (*a)[i].name);
		S(c, (*a)[i].value);
	}
}

static void
dup_attachments(struct model *c, struct attachment **a, size_t n)
{
	size_t i;

	DUPA(c, *a, n);
	for (i = 0; i < n; i++) {
		S(c, (*a)[i].id);
		S(c, (*a)[i].type);
		S(c, (*a)[i].status);
	}
}

static void
dup_constraints(struct model *c, struct constraint **v, size_t n)
{
	size_t i;

	DUPA(c, *v, n);
	for (i = 0; i < n; i++) {
		S(c, (*v)[i].type);
		S(c, (*v)[i].expression);
		dup_origin(c, &(*v)[i].origin);
	}
}

static void
dup_cp(struct model *c, struct cp_item **v, size_t n)
{
	size_t i;

	DUPA(c, *v, n);
	for (i = 0; i < n; i++)
		S(c, (*v)[i].provider);
}

static void
dup_instance(struct model *c, struct instance *in)
{
	S(c, in->arn);
	S(c, in->id);
	S(c, in->ec2_id);
	S(c, in->status);
	S(c, in->status_reason);
	S(c, in->agent_version);
	S(c, in->docker_version);
	S(c, in->capacity_provider);
	S(c, in->health);
	dup_resources(c, &in->registered);
	dup_resources(c, &in->remaining);
	dup_attrs(c, &in->attrs, in->nattrs);
	dup_attachments(c, &in->attachments, in->nattachments);
	dup_origin(c, &in->origin);
	in->tasks = NULL;
	in->ntasks = 0;
}

static void
dup_task(struct model *c, struct task *t)
{
	size_t i, j;

	S(c, t->arn);
	S(c, t->id);
	S(c, t->cluster_arn);
	S(c, t->instance_arn);
	S(c, t->taskdef_arn);
	S(c, t->group);
	S(c, t->started_by);
	S(c, t->last_status);
	S(c, t->desired_status);
	S(c, t->launch_type);
	S(c, t->capacity_provider);
	S(c, t->stop_code);
	S(c, t->stopped_reason);
	S(c, t->availability_zone);
	DUPA(c, t->containers, t->ncontainers);
	for (i = 0; i < t->ncontainers; i++) {
		struct task_container *tc = &t->containers[i];

		S(c, tc->name);
		S(c, tc->last_status);
		S(c, tc->reason);
		dup_strv(c, &tc->gpu_ids, tc->ngpu_ids, false);
		DUPA(c, tc->bindings, tc->nbindings);
		for (j = 0; j < tc->nbindings; j++)
			S(c, tc->bindings[j].protocol);
	}
	dup_attachments(c, &t->attachments, t->nattachments);
	dup_origin(c, &t->origin);
	t->instance = NULL;
}

static void
dup_taskdef(struct model *c, struct taskdef *td)
{
	size_t i, j;

	S(c, td->arn);
	S(c, td->family);
	S(c, td->status);
	S(c, td->network_mode);
	S(c, td->cpu);
	S(c, td->memory);
	S(c, td->os_family);
	S(c, td->cpu_arch);
	dup_strv(c, &td->compat, td->ncompat, false);
	dup_strv(c, &td->requires_compat, td->nrequires_compat, false);
	dup_attrs(c, &td->requires_attrs, td->nrequires_attrs);
	DUPA(c, td->containers, td->ncontainers);
	for (i = 0; i < td->ncontainers; i++) {
		struct container_def *cd = &td->containers[i];

		S(c, cd->name);
		S(c, cd->image);
		S(c, cd->log_driver);
		DUPA(c, cd->reqs, cd->nreqs);
		for (j = 0; j < cd->nreqs; j++) {
			S(c, cd->reqs[j].type);
			S(c, cd->reqs[j].value);
		}
		DUPA(c, cd->ports, cd->nports);
		for (j = 0; j < cd->nports; j++) {
			S(c, cd->ports[j].protocol);
			S(c, cd->ports[j].range);
		}
		DUPA(c, cd->env, cd->nenv);
		for (j = 0; j < cd->nenv; j++) {
			S(c, cd->env[j].name);
			S(c, cd->env[j].value);
		}
	}
	dup_constraints(c, &td->constraints, td->nconstraints);
	dup_origin(c, &td->origin);
}

static void
dup_service(struct model *c, struct service *s)
{
	size_t i;

	S(c, s->arn);
	S(c, s->name);
	S(c, s->cluster_arn);
	S(c, s->status);
	S(c, s->launch_type);
	S(c, s->taskdef_arn);
	S(c, s->scheduling);
	dup_cp(c, &s->cp_strategy, s->ncp_strategy);
	dup_constraints(c, &s->constraints, s->nconstraints);
	DUPA(c, s->strategy, s->nstrategy);
	for (i = 0; i < s->nstrategy; i++) {
		S(c, s->strategy[i].type);
		S(c, s->strategy[i].field);
	}
	dup_strv(c, &s->subnets, s->nsubnets, false);
	DUPA(c, s->events, s->nevents);
	for (i = 0; i < s->nevents; i++) {
		S(c, s->events[i].id);
		S(c, s->events[i].message);
	}
	dup_origin(c, &s->origin);
}

static void
dup_manifest(struct model *c, struct manifest *mf)
{
	size_t i;

	S(c, mf->captured_at);
	S(c, mf->region);
	S(c, mf->cluster);
	S(c, mf->service);
	S(c, mf->task_definition);
	S(c, mf->task);
	S(c, mf->provdoc_version);
	dup_strv(c, &mf->operations, mf->noperations, true);
	DUPT(c, mf->filters, mf->nfilters);
	for (i = 0; i < mf->nfilters; i++) {
		S(c, mf->filters[i].expression);
		dup_strv(c, &mf->filters[i].arns, mf->filters[i].narns,
		    false);
		dup_origin(c, &mf->filters[i].origin);
	}
}

static struct model *
clone_model(const struct model *m, bool borrow)
{
	struct model *c;
	size_t i;

	c = model_new();
	if (borrow)
		c->strings_from = m;
	c->deduped = m->deduped;
	c->have = m->have;
	c->files = m->files;
	c->nfiles = m->nfiles;
	DUPT(c, c->files, c->nfiles);
	for (i = 0; i < c->nfiles; i++) {
		S(c, c->files[i].name);
		S(c, c->files[i].kind);
	}
	if (m->cluster != NULL) {
		c->cluster = arena_alloc(c->arena, sizeof(*c->cluster));
		*c->cluster = *m->cluster;
		S(c, c->cluster->arn);
		S(c, c->cluster->name);
		S(c, c->cluster->status);
		dup_strv(c, &c->cluster->capacity_providers,
		    c->cluster->ncapacity_providers, false);
		dup_cp(c, &c->cluster->default_cp_strategy,
		    c->cluster->ndefault_cp_strategy);
		dup_origin(c, &c->cluster->origin);
	}
	c->instances = m->instances;
	c->ninstances = m->ninstances;
	DUPT(c, c->instances, c->ninstances);
	for (i = 0; i < c->ninstances; i++)
		dup_instance(c, &c->instances[i]);
	c->instance_arns = m->instance_arns;
	c->ninstance_arns = m->ninstance_arns;
	dup_strv(c, &c->instance_arns, c->ninstance_arns, true);
	c->tasks = m->tasks;
	c->ntasks = m->ntasks;
	DUPT(c, c->tasks, c->ntasks);
	for (i = 0; i < c->ntasks; i++)
		dup_task(c, &c->tasks[i]);
	c->task_arns = m->task_arns;
	c->ntask_arns = m->ntask_arns;
	dup_strv(c, &c->task_arns, c->ntask_arns, true);
	c->taskdefs = m->taskdefs;
	c->ntaskdefs = m->ntaskdefs;
	DUPT(c, c->taskdefs, c->ntaskdefs);
	for (i = 0; i < c->ntaskdefs; i++)
		dup_taskdef(c, &c->taskdefs[i]);
	c->services = m->services;
	c->nservices = m->nservices;
	DUPT(c, c->services, c->nservices);
	for (i = 0; i < c->nservices; i++)
		dup_service(c, &c->services[i]);
	c->ssm = m->ssm;
	c->nssm = m->nssm;
	DUPT(c, c->ssm, c->nssm);
	for (i = 0; i < c->nssm; i++) {
		S(c, c->ssm[i].name);
		S(c, c->ssm[i].value);
		S(c, c->ssm[i].image_id);
		S(c, c->ssm[i].image_name);
		S(c, c->ssm[i].agent_version);
		dup_origin(c, &c->ssm[i].origin);
	}
	c->failures = m->failures;
	c->nfailures = m->nfailures;
	DUPT(c, c->failures, c->nfailures);
	for (i = 0; i < c->nfailures; i++) {
		S(c, c->failures[i].arn);
		S(c, c->failures[i].reason);
		S(c, c->failures[i].detail);
		S(c, c->failures[i].kind);
		dup_origin(c, &c->failures[i].origin);
	}
	c->manifest = m->manifest;
	dup_manifest(c, &c->manifest);
	model_link(c);
	return c;
}

struct model *
model_clone(const struct model *m)
{
	return clone_model(m, false);
}

struct model *
model_clone_borrowing(const struct model *m)
{
	return clone_model(m, true);
}

struct model *
model_view_taskdefs(const struct model *m)
{
	struct model *c = model_new();
	struct arena *arena = c->arena;
	struct hmap intern = c->intern;
	size_t i;

	*c = *m;
	c->arena = arena;
	c->intern = intern;
	c->strings_from = m;
	c->view_of = m;
	DUPT(c, c->taskdefs, c->ntaskdefs);
	for (i = 0; i < c->ntaskdefs; i++)
		dup_taskdef(c, &c->taskdefs[i]);
	return c;
}
