/*
 * load: one JSON document into the model (see load.h). It recognises the
 * document by its top-level keys, checks the type of every field it reads
 * (a wrong type is an error naming the JSON pointer; unknown fields are
 * ignored), converts timestamps and resources, and records where every
 * entity came from. It does not read files, link, deduplicate or judge the
 * data: model_link and the checks do that.
 *
 * Document kinds and their top-level keys, tried in this order:
 *   manifest                    "schema": "provdoc.manifest/v1" (or a
 *                               "provdoc_manifest" key), written by capture
 *   describe-container-instances containerInstances (+ failures)
 *   list-container-instances-filter
 *                               filter + containerInstanceArns: the answer
 *                               of ListContainerInstances filter=EXPR. It
 *                               is kept apart (manifest filters; answers
 *                               to one expression merge in model_link) and
 *                               never merged into the list of instances,
 *                               because it is a subset chosen by ECS itself
 *   list-container-instances    containerInstanceArns (+ nextToken)
 *   describe-services           services (+ failures)
 *   describe-tasks / run-task   tasks (+ failures); run-task when the file
 *                               name says "run-task" or a failure reason is
 *                               not MISSING (Describe* only says MISSING)
 *   list-tasks                  taskArns
 *   describe-clusters           clusters (+ failures); the first cluster
 *                               is the cluster, others are ignored
 *   describe-task-definition    taskDefinition (an object)
 *   task-definition             family + containerDefinitions: a bare
 *                               registered task definition, as
 *                               register-task-definition --cli-input-json
 *                               takes
 *   describe-capacity-providers capacityProviders: only recorded as seen
 *   ssm-get-parameters          Parameters and/or InvalidParameters
 *   run-task                    failures alone
 * A lone entity (one container instance, task, service, cluster, SSM
 * parameter, failure or resource) or a top-level array is refused with a
 * message saying which whole output to paste instead.
 *
 * The manifest format (provdoc.manifest/v1):
 *   {"schema": "provdoc.manifest/v1", "captured_at": ISO-8601,
 *    "region": "...", "cluster": "...",
 *    "target": {"service": "...", "task_definition": "...", "task": "..."},
 *    "provdoc_version": "...",
 *    "operations": ["ecs:DescribeClusters", "ecs:ListTasks
 *                    desiredStatus=STOPPED", ...],
 *    "filters": [{"expression": "...", "containerInstanceArns": [...],
 *                 "source": "list-container-instances-filter-1.json"}]}
 * Every member is optional. A filter's answer is taken from its inline
 * containerInstanceArns; "source" names the filter document holding the
 * same answer and becomes the evidence source. An operation containing
 * "desiredStatus=STOPPED" tells that stopped tasks were fetched.
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/load.h"
#include "model/model.h"
#include "util/arena.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define MANIFEST_SCHEMA	"provdoc.manifest/v1"
#define KEYS_LISTED	10	/* top-level keys named when unrecognised */

/* Element n of a model array that may still be NULL (empty document). */
#define AT(p, n)	((p) != NULL ? (p) + (n) : NULL)

/* One document being loaded. Errors are sticky: the first one wins. */
struct ld {
	struct model	*m;
	struct diag	*d;
	const char	*name;		/* caller's source name, for the diag */
	const char	*src;		/* the same in the arena, for origins */
	const char	*kind;		/* document kind */
	struct buf	 ptr;		/* JSON pointer of the value read */
	bool		 failed;
};

enum want { W_STR, W_INT, W_NUM, W_BOOL, W_ARR, W_OBJ };

static const char *const want_name[] = {
	[W_STR] = "a string",
	[W_INT] = "an integer",
	[W_NUM] = "a number",
	[W_BOOL] = "a boolean",
	[W_ARR] = "an array",
	[W_OBJ] = "an object",
};

typedef void (*elem_fn)(struct ld *ld, json_t *o, size_t i, void *ctx);

/* ---- JSON pointer and errors ---- */

static size_t
ptr_key(struct ld *ld, const char *key)
{
	size_t mark = ld->ptr.len;

	buf_addc(&ld->ptr, '/');
	for (; *key != '\0'; key++) {
		if (*key == '~')
			buf_adds(&ld->ptr, "~0");
		else if (*key == '/')
			buf_adds(&ld->ptr, "~1");
		else
			buf_addc(&ld->ptr, *key);
	}
	return mark;
}

static size_t
ptr_idx(struct ld *ld, size_t i)
{
	size_t mark = ld->ptr.len;

	buf_addf(&ld->ptr, "/%zu", i);
	return mark;
}

static void
ptr_pop(struct ld *ld, size_t mark)
{
	buf_truncate(&ld->ptr, mark);
}

static void fail(struct ld *ld, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
fail(struct ld *ld, const char *fmt, ...)
{
	struct buf b = BUF_INIT;
	va_list ap;

	if (ld->failed)
		return;
	ld->failed = true;
	va_start(ap, fmt);
	buf_vaddf(&b, fmt, ap);
	va_end(ap);
	diag_setf(ld->d, "%s", b.data);
	buf_free(&b);
	diag_pointer(ld->d, ld->name, ld->ptr.len > 0 ? ld->ptr.data : NULL);
}

static const char *
json_kind(const json_t *v)
{
	switch (json_typeof(v)) {
	case JSON_OBJECT:
		return "an object";
	case JSON_ARRAY:
		return "an array";
	case JSON_STRING:
		return "a string";
	case JSON_INTEGER:
		return "an integer";
	case JSON_REAL:
		return "a number";
	case JSON_TRUE:
	case JSON_FALSE:
		return "a boolean";
	case JSON_NULL:
	default:
		return "null";
	}
}

static void
type_error(struct ld *ld, const char *expected, const json_t *v)
{
	fail(ld, "expected %s, found %s", expected, json_kind(v));
}

/* ---- field getters: absent or null gives the default ---- */

static bool
is_integral(const json_t *v)
{
	double x;

	if (json_is_integer(v))
		return true;
	if (!json_is_real(v))
		return false;
	x = json_real_value(v);
	return x == floor(x) && x >= -9.2e18 && x <= 9.2e18;
}

static bool
is_want(const json_t *v, enum want w)
{
	switch (w) {
	case W_STR:
		return json_is_string(v);
	case W_INT:
		return is_integral(v);
	case W_NUM:
		return json_is_number(v);
	case W_BOOL:
		return json_is_boolean(v);
	case W_ARR:
		return json_is_array(v);
	case W_OBJ:
		return json_is_object(v);
	}
	return false;
}

static json_t *
get(struct ld *ld, json_t *o, const char *key, enum want w)
{
	json_t *v;
	size_t mark;

	if (ld->failed || o == NULL)
		return NULL;
	v = json_object_get(o, key);
	if (v == NULL || json_is_null(v))
		return NULL;
	if (is_want(v, w))
		return v;
	mark = ptr_key(ld, key);
	type_error(ld, want_name[w], v);
	ptr_pop(ld, mark);
	return NULL;
}

static const char *
str(struct ld *ld, json_t *o, const char *key)
{
	json_t *v = get(ld, o, key, W_STR);

	return v != NULL ? model_strdup(ld->m, json_string_value(v)) : NULL;
}

static int64_t
int_value(const json_t *v)
{
	return json_is_integer(v) ? (int64_t)json_integer_value(v) :
	    (int64_t)json_real_value(v);
}

static int64_t
i64(struct ld *ld, json_t *o, const char *key)
{
	json_t *v = get(ld, o, key, W_INT);

	return v != NULL ? int_value(v) : -1;
}

/* An API "integer": 32 bits. Absent gives -1. */
static int
i32(struct ld *ld, json_t *o, const char *key)
{
	json_t *v = get(ld, o, key, W_INT);
	int64_t x;
	size_t mark;

	if (v == NULL)
		return -1;
	x = int_value(v);
	if (x < INT32_MIN || x > INT32_MAX) {
		mark = ptr_key(ld, key);
		fail(ld, "expected an integer between %d and %d, found %lld",
		    INT32_MIN, INT32_MAX, (long long)x);
		ptr_pop(ld, mark);
		return -1;
	}
	return (int)x;
}

static double
num(struct ld *ld, json_t *o, const char *key)
{
	json_t *v = get(ld, o, key, W_NUM);

	return v != NULL ? json_number_value(v) : NAN;
}

static int
boolean(struct ld *ld, json_t *o, const char *key)
{
	json_t *v = get(ld, o, key, W_BOOL);

	if (v == NULL)
		return -1;
	return json_is_true(v) ? 1 : 0;
}

static json_t *
arr(struct ld *ld, json_t *o, const char *key)
{
	return get(ld, o, key, W_ARR);
}

static json_t *
obj(struct ld *ld, json_t *o, const char *key)
{
	return get(ld, o, key, W_OBJ);
}

/* Epoch seconds written as a string ("1764453600.123"), as some tools do. */
static bool
epoch_string(const char *s, double *t)
{
	char *end;

	if (*s < '0' || *s > '9' || strspn(s, "0123456789.") != strlen(s))
		return false;
	*t = strtod(s, &end);
	return *end == '\0' && isfinite(*t);
}

/* 10000-01-01T00:00:00Z in epoch seconds. */
#define EPOCH_MAX	253402300800.0

/* A timestamp: epoch seconds (CLI v1, raw API) or ISO-8601 (CLI v2). */
static double
tstamp(struct ld *ld, json_t *o, const char *key)
{
	json_t *v;
	double t;
	size_t mark;

	if (ld->failed)
		return NAN;
	v = json_object_get(o, key);
	if (v == NULL || json_is_null(v))
		return NAN;
	mark = ptr_key(ld, key);
	if (json_is_number(v) || (json_is_string(v) &&
	    epoch_string(json_string_value(v), &t))) {
		if (json_is_number(v))
			t = json_number_value(v);
		/* Past 9999-12-31: milliseconds (a JavaScript tool), or junk. */
		if (t >= 0 && t < EPOCH_MAX) {
			ptr_pop(ld, mark);
			return t;
		}
		if (t >= EPOCH_MAX && t < EPOCH_MAX * 1000)
			fail(ld, "epoch %.0f is after the year 9999: it looks "
			    "like milliseconds; the AWS CLI and API give "
			    "seconds", t);
		else
			fail(ld, "epoch %g is outside 1970 to 9999; expected "
			    "epoch seconds or ISO-8601", t);
	} else if (!json_is_string(v))
		type_error(ld, "a timestamp (epoch seconds or ISO-8601)", v);
	else if (load_parse_time(json_string_value(v), &t) == 0) {
		ptr_pop(ld, mark);
		return t;
	} else
		fail(ld, "expected a timestamp (epoch seconds or ISO-8601), "
		    "found '%.40s'", json_string_value(v));
	ptr_pop(ld, mark);
	return NAN;
}

/*
 * Task-level cpu/memory in DescribeTasks are strings ("1024"); a number is
 * accepted too. Anything not a plain decimal integer gives -1.
 */
static int
int_string(struct ld *ld, json_t *o, const char *key)
{
	json_t *v;
	const char *s;
	char *end;
	long x;
	size_t mark;

	if (ld->failed)
		return -1;
	v = json_object_get(o, key);
	if (v == NULL || json_is_null(v))
		return -1;
	if (is_integral(v)) {
		x = (long)int_value(v);
		return x >= 0 && x <= INT32_MAX ? (int)x : -1;
	}
	if (!json_is_string(v)) {
		mark = ptr_key(ld, key);
		type_error(ld, "a string", v);
		ptr_pop(ld, mark);
		return -1;
	}
	s = json_string_value(v);
	if (*s < '0' || *s > '9')
		return -1;
	x = strtol(s, &end, 10);
	if (*end != '\0' || x > INT32_MAX)
		return -1;
	return (int)x;
}

/* An array of strings into the arena; returns whether it was present. */
static bool
strv(struct ld *ld, json_t *o, const char *key, const char ***out,
    size_t *n)
{
	json_t *a = arr(ld, o, key), *v;
	size_t i, mark, mark2;

	*out = NULL;
	*n = 0;
	if (a == NULL)
		return false;
	if (json_array_size(a) == 0)
		return true;
	*out = arena_array(ld->m->arena, json_array_size(a), sizeof(**out));
	mark = ptr_key(ld, key);
	for (i = 0; i < json_array_size(a) && !ld->failed; i++) {
		v = json_array_get(a, i);
		if (!json_is_string(v)) {
			mark2 = ptr_idx(ld, i);
			type_error(ld, "a string", v);
			ptr_pop(ld, mark2);
			break;
		}
		(*out)[i] = model_strdup(ld->m, json_string_value(v));
	}
	ptr_pop(ld, mark);
	*n = ld->failed ? 0 : json_array_size(a);
	return true;
}

/*
 * Call fn on every element of the array a (found under key), each of
 * which must be an object, with the pointer set to the element.
 */
static void
each(struct ld *ld, json_t *a, const char *key, elem_fn fn, void *ctx)
{
	size_t i, mark, mark2;
	json_t *v;

	if (a == NULL || ld->failed)
		return;
	mark = ptr_key(ld, key);
	for (i = 0; i < json_array_size(a) && !ld->failed; i++) {
		v = json_array_get(a, i);
		mark2 = ptr_idx(ld, i);
		if (!json_is_object(v))
			type_error(ld, "an object", v);
		else
			fn(ld, v, i, ctx);
		ptr_pop(ld, mark2);
	}
	ptr_pop(ld, mark);
}

/* Room for n elements of size in the arena (zeroed); NULL for none. */
static void *
slots(struct ld *ld, json_t *a, size_t size)
{
	if (a == NULL || json_array_size(a) == 0)
		return NULL;
	return arena_array(ld->m->arena, json_array_size(a), size);
}

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
 * Make room for add more elements in a top-level model array of n. These
 * arrays are heap blocks owned by the model (model_free frees them), so
 * that growing one does not leave old copies in the arena. The capacity
 * is implicit: the next power of two of n (model_clone keeps it), so
 * several pages merge in amortised linear time. The add new elements
 * are zeroed.
 */
static void *
grow(struct ld *ld, void *v, size_t n, size_t add, size_t size)
{
	size_t cap;
	char *p;

	(void)ld;
	if (n + add <= pow2ceil(n))
		return v;
	cap = pow2ceil(n + add);
	p = xreallocarray(v, cap, size);
	/* Zero only what will be filled: untouched capacity stays unmapped. */
	memset(p + n * size, 0, add * size);
	return p;
}

static struct origin
here(struct ld *ld)
{
	struct origin o;

	o.source = ld->src;
	o.pointer = arena_strndup(ld->m->arena, ld->ptr.data, ld->ptr.len);
	return o;
}

static void
require(struct ld *ld, const void *val, const char *key)
{
	if (val == NULL && !ld->failed)
		fail(ld, "missing '%s'", key);
}

/* ---- shared pieces ---- */

static void
one_resource(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct resource *r = (struct resource *)ctx + i;
	const char *type;

	r->index = (int)i;
	r->ival = -1;
	r->dval = NAN;
	r->name = str(ld, o, "name");
	type = str(ld, o, "type");
	/* The value field is chosen by type: real responses carry them all. */
	if (type == NULL)
		r->type = RES_NONE;
	else if (strcmp(type, "INTEGER") == 0) {
		r->type = RES_INTEGER;
		r->ival = i32(ld, o, "integerValue");
	} else if (strcmp(type, "LONG") == 0) {
		r->type = RES_LONG;
		r->ival = i64(ld, o, "longValue");
	} else if (strcmp(type, "DOUBLE") == 0) {
		r->type = RES_DOUBLE;
		r->dval = num(ld, o, "doubleValue");
	} else if (strcmp(type, "STRINGSET") == 0) {
		r->type = RES_STRINGSET;
		strv(ld, o, "stringSetValue", &r->set, &r->nset);
	} else
		r->type = RES_NONE;
}

static void
resources(struct ld *ld, json_t *o, const char *key, struct resources *r)
{
	json_t *a = arr(ld, o, key);

	r->present = a != NULL;
	r->v = slots(ld, a, sizeof(*r->v));
	each(ld, a, key, one_resource, r->v);
	r->n = a != NULL && !ld->failed ? json_array_size(a) : 0;
}

static void
one_attr(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct attribute *at = (struct attribute *)ctx + i;

	at->index = (int)i;
	at->name = str(ld, o, "name");
	at->value = str(ld, o, "value");
}

static bool
attrs(struct ld *ld, json_t *o, const char *key, struct attribute **v,
    size_t *n)
{
	json_t *a = arr(ld, o, key);

	*v = slots(ld, a, sizeof(**v));
	each(ld, a, key, one_attr, *v);
	*n = a != NULL && !ld->failed ? json_array_size(a) : 0;
	return a != NULL;
}

static void
one_attachment(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct attachment *at = (struct attachment *)ctx + i;

	at->id = str(ld, o, "id");
	at->type = str(ld, o, "type");
	at->status = str(ld, o, "status");
}

static void
attachments(struct ld *ld, json_t *o, struct attachment **v, size_t *n)
{
	json_t *a = arr(ld, o, "attachments");

	*v = slots(ld, a, sizeof(**v));
	each(ld, a, "attachments", one_attachment, *v);
	*n = a != NULL && !ld->failed ? json_array_size(a) : 0;
}

static void
one_constraint(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct constraint *c = (struct constraint *)ctx + i;

	c->type = str(ld, o, "type");
	c->expression = str(ld, o, "expression");
	c->origin = here(ld);
}

static void
constraints(struct ld *ld, json_t *o, struct constraint **v, size_t *n)
{
	json_t *a = arr(ld, o, "placementConstraints");

	*v = slots(ld, a, sizeof(**v));
	each(ld, a, "placementConstraints", one_constraint, *v);
	*n = a != NULL && !ld->failed ? json_array_size(a) : 0;
}

static void
one_cp(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct cp_item *c = (struct cp_item *)ctx + i;

	c->provider = str(ld, o, "capacityProvider");
	c->weight = i32(ld, o, "weight");
	c->base = i32(ld, o, "base");
}

static void
cp_strategy(struct ld *ld, json_t *o, const char *key, struct cp_item **v,
    size_t *n)
{
	json_t *a = arr(ld, o, key);

	*v = slots(ld, a, sizeof(**v));
	each(ld, a, key, one_cp, *v);
	*n = a != NULL && !ld->failed ? json_array_size(a) : 0;
}

/* The subobject o[key], with the pointer moved into it for fn. */
static void
within(struct ld *ld, json_t *o, const char *key,
    void (*fn)(struct ld *, json_t *, void *), void *ctx)
{
	json_t *v = obj(ld, o, key);
	size_t mark;

	if (v == NULL)
		return;
	mark = ptr_key(ld, key);
	fn(ld, v, ctx);
	ptr_pop(ld, mark);
}

static void
one_failure(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct failure *f = (struct failure *)ctx + i;

	f->arn = str(ld, o, "arn");
	f->reason = str(ld, o, "reason");
	f->detail = str(ld, o, "detail");
	f->kind = ld->kind;
	f->origin = here(ld);
}

static void
failures(struct ld *ld, json_t *root)
{
	struct model *m = ld->m;
	json_t *a = arr(ld, root, "failures");
	size_t add;

	if (a == NULL)
		return;
	add = json_array_size(a);
	m->failures = grow(ld, m->failures, m->nfailures, add,
	    sizeof(*m->failures));
	each(ld, a, "failures", one_failure, AT(m->failures, m->nfailures));
	if (!ld->failed)
		m->nfailures += add;
}

/* ---- container instances ---- */

static void
version_info(struct ld *ld, json_t *o, void *ctx)
{
	struct instance *in = ctx;

	in->agent_version = str(ld, o, "agentVersion");
	in->docker_version = str(ld, o, "dockerVersion");
}

static void
health(struct ld *ld, json_t *o, void *ctx)
{
	struct instance *in = ctx;

	in->health = str(ld, o, "overallStatus");
}

static void
one_instance(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct instance *in = (struct instance *)ctx + i;

	in->origin = here(ld);
	in->arn = str(ld, o, "containerInstanceArn");
	require(ld, in->arn, "containerInstanceArn");
	in->id = model_arn_id(in->arn);
	in->ec2_id = str(ld, o, "ec2InstanceId");
	in->status = str(ld, o, "status");
	in->status_reason = str(ld, o, "statusReason");
	in->agent_connected = boolean(ld, o, "agentConnected");
	within(ld, o, "versionInfo", version_info, in);
	in->capacity_provider = str(ld, o, "capacityProviderName");
	in->running_tasks = i32(ld, o, "runningTasksCount");
	in->pending_tasks = i32(ld, o, "pendingTasksCount");
	in->registered_at = tstamp(ld, o, "registeredAt");
	in->version = i64(ld, o, "version");
	within(ld, o, "healthStatus", health, in);
	resources(ld, o, "registeredResources", &in->registered);
	resources(ld, o, "remainingResources", &in->remaining);
	in->attrs_present = attrs(ld, o, "attributes", &in->attrs,
	    &in->nattrs);
	attachments(ld, o, &in->attachments, &in->nattachments);
}

static void
doc_instances(struct ld *ld, json_t *root)
{
	struct model *m = ld->m;
	json_t *a = arr(ld, root, "containerInstances");
	size_t add;

	if (a == NULL && !ld->failed)
		fail(ld, "'containerInstances' is null");
	if (ld->failed)
		return;
	add = json_array_size(a);
	m->instances = grow(ld, m->instances, m->ninstances, add,
	    sizeof(*m->instances));
	each(ld, a, "containerInstances", one_instance,
	    AT(m->instances, m->ninstances));
	if (ld->failed)
		return;
	m->ninstances += add;
	m->have |= HAVE_INSTANCES;
	failures(ld, root);
}

/* An ARN list (list-container-instances, list-tasks, pages merge). */
static void
doc_arns(struct ld *ld, json_t *root, const char *key, const char ***v,
    size_t *n, unsigned have)
{
	const char **page;
	size_t np;

	if (!strv(ld, root, key, &page, &np) && !ld->failed)
		fail(ld, "'%s' is null", key);
	if (ld->failed)
		return;
	*v = grow(ld, *v, *n, np, sizeof(**v));
	if (np > 0)
		memcpy(*v + *n, page, np * sizeof(*page));
	*n += np;
	ld->m->have |= have;
}

/* ---- tasks ---- */

static void
one_binding(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct netbinding *b = (struct netbinding *)ctx + i;

	b->container_port = i32(ld, o, "containerPort");
	b->host_port = i32(ld, o, "hostPort");
	b->protocol = str(ld, o, "protocol");
}

static void
one_task_container(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct task_container *c = (struct task_container *)ctx + i;
	json_t *a;

	c->index = (int)i;
	c->name = str(ld, o, "name");
	c->last_status = str(ld, o, "lastStatus");
	c->reason = str(ld, o, "reason");
	c->exit_code = i32(ld, o, "exitCode");
	strv(ld, o, "gpuIds", &c->gpu_ids, &c->ngpu_ids);
	a = arr(ld, o, "networkBindings");
	c->bindings = slots(ld, a, sizeof(*c->bindings));
	each(ld, a, "networkBindings", one_binding, c->bindings);
	c->nbindings = a != NULL && !ld->failed ? json_array_size(a) : 0;
}

static void	one_resreq(struct ld *, json_t *, size_t, void *);

static void
one_container_ovr(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct container_ovr *c = (struct container_ovr *)ctx + i;
	json_t *a;

	c->origin = here(ld);
	c->name = str(ld, o, "name");
	c->cpu = i32(ld, o, "cpu");
	c->memory = i32(ld, o, "memory");
	c->memory_reservation = i32(ld, o, "memoryReservation");
	a = arr(ld, o, "resourceRequirements");
	c->has_reqs = a != NULL;
	c->reqs = slots(ld, a, sizeof(*c->reqs));
	each(ld, a, "resourceRequirements", one_resreq, c->reqs);
	c->nreqs = a != NULL && !ld->failed ? json_array_size(a) : 0;
}

/* Task.overrides: the resources run-task replaced (the rest is ignored). */
static void
task_overrides(struct ld *ld, json_t *o, void *ctx)
{
	struct task *t = ctx;
	json_t *a;

	t->ovr_cpu = str(ld, o, "cpu");
	t->ovr_memory = str(ld, o, "memory");
	a = arr(ld, o, "containerOverrides");
	t->ovr = slots(ld, a, sizeof(*t->ovr));
	each(ld, a, "containerOverrides", one_container_ovr, t->ovr);
	t->novr = a != NULL && !ld->failed ? json_array_size(a) : 0;
}

static void
one_task(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct task *t = (struct task *)ctx + i;
	json_t *a;

	t->origin = here(ld);
	t->arn = str(ld, o, "taskArn");
	require(ld, t->arn, "taskArn");
	t->id = model_arn_id(t->arn);
	t->cluster_arn = str(ld, o, "clusterArn");
	t->instance_arn = str(ld, o, "containerInstanceArn");
	t->taskdef_arn = str(ld, o, "taskDefinitionArn");
	t->group = str(ld, o, "group");
	t->started_by = str(ld, o, "startedBy");
	t->last_status = str(ld, o, "lastStatus");
	t->desired_status = str(ld, o, "desiredStatus");
	t->version = i64(ld, o, "version");
	t->launch_type = str(ld, o, "launchType");
	t->capacity_provider = str(ld, o, "capacityProviderName");
	t->stop_code = str(ld, o, "stopCode");
	t->stopped_reason = str(ld, o, "stoppedReason");
	t->availability_zone = str(ld, o, "availabilityZone");
	t->cpu = int_string(ld, o, "cpu");
	t->memory = int_string(ld, o, "memory");
	t->created_at = tstamp(ld, o, "createdAt");
	t->started_at = tstamp(ld, o, "startedAt");
	t->stopping_at = tstamp(ld, o, "stoppingAt");
	t->stopped_at = tstamp(ld, o, "stoppedAt");
	a = arr(ld, o, "containers");
	t->containers = slots(ld, a, sizeof(*t->containers));
	each(ld, a, "containers", one_task_container, t->containers);
	t->ncontainers = a != NULL && !ld->failed ? json_array_size(a) : 0;
	within(ld, o, "overrides", task_overrides, t);
	attachments(ld, o, &t->attachments, &t->nattachments);
	if (t->desired_status != NULL &&
	    strcmp(t->desired_status, "STOPPED") == 0)
		ld->m->have |= HAVE_STOPPED_TASKS;
}

/* run-task output and describe-tasks output share their shape. */
static bool
is_run_task(struct ld *ld, json_t *root)
{
	json_t *a = json_object_get(root, "failures"), *r;
	const char *base;
	size_t i;

	base = strrchr(ld->name, '/');
	if (strstr(base != NULL ? base + 1 : ld->name, "run-task") != NULL)
		return true;
	if (!json_is_array(a))
		return false;
	for (i = 0; i < json_array_size(a); i++) {
		r = json_object_get(json_array_get(a, i), "reason");
		if (json_is_string(r) &&
		    strcmp(json_string_value(r), "MISSING") != 0)
			return true;
	}
	return false;
}

static void
doc_tasks(struct ld *ld, json_t *root)
{
	struct model *m = ld->m;
	json_t *a = arr(ld, root, "tasks");
	size_t add;
	bool run = is_run_task(ld, root);

	ld->kind = run ? "run-task" : "describe-tasks";
	if (a == NULL && !ld->failed)
		fail(ld, "'tasks' is null");
	if (ld->failed)
		return;
	add = json_array_size(a);
	m->tasks = grow(ld, m->tasks, m->ntasks, add, sizeof(*m->tasks));
	each(ld, a, "tasks", one_task, AT(m->tasks, m->ntasks));
	if (ld->failed)
		return;
	m->ntasks += add;
	/* run-task lists only the tasks it started, not what runs. */
	m->have |= run ? HAVE_FAILURES : HAVE_TASKS;
	failures(ld, root);
}

/* ---- task definitions ---- */

static void
one_resreq(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct resreq *r = (struct resreq *)ctx + i;

	r->index = (int)i;
	r->type = str(ld, o, "type");
	r->value = str(ld, o, "value");
}

static void
one_portmap(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct portmap *p = (struct portmap *)ctx + i;

	p->container_port = i32(ld, o, "containerPort");
	p->host_port = i32(ld, o, "hostPort");
	p->protocol = str(ld, o, "protocol");
	p->range = str(ld, o, "containerPortRange");
}

static void
one_env(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct envvar *e = (struct envvar *)ctx + i;

	e->name = str(ld, o, "name");
	e->value = str(ld, o, "value");
}

static void
log_config(struct ld *ld, json_t *o, void *ctx)
{
	struct container_def *c = ctx;

	c->log_driver = str(ld, o, "logDriver");
}

static void
one_container_def(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct container_def *c = (struct container_def *)ctx + i;
	json_t *a;

	c->index = (int)i;
	c->name = str(ld, o, "name");
	c->image = str(ld, o, "image");
	c->cpu = i32(ld, o, "cpu");
	c->memory = i32(ld, o, "memory");
	c->memory_reservation = i32(ld, o, "memoryReservation");
	c->essential = boolean(ld, o, "essential");
	a = arr(ld, o, "resourceRequirements");
	c->reqs = slots(ld, a, sizeof(*c->reqs));
	each(ld, a, "resourceRequirements", one_resreq, c->reqs);
	c->nreqs = a != NULL && !ld->failed ? json_array_size(a) : 0;
	a = arr(ld, o, "portMappings");
	c->ports = slots(ld, a, sizeof(*c->ports));
	each(ld, a, "portMappings", one_portmap, c->ports);
	c->nports = a != NULL && !ld->failed ? json_array_size(a) : 0;
	a = arr(ld, o, "environment");
	c->env = slots(ld, a, sizeof(*c->env));
	each(ld, a, "environment", one_env, c->env);
	c->nenv = a != NULL && !ld->failed ? json_array_size(a) : 0;
	within(ld, o, "logConfiguration", log_config, c);
}

static void
runtime_platform(struct ld *ld, json_t *o, void *ctx)
{
	struct taskdef *td = ctx;

	td->os_family = str(ld, o, "operatingSystemFamily");
	td->cpu_arch = str(ld, o, "cpuArchitecture");
}

/* Task-level cpu and memory stay as written ("1024", "1 vCPU"). */
static void
taskdef_body(struct ld *ld, json_t *o, void *ctx)
{
	struct taskdef *td = ctx;
	json_t *a;
	const char *res;

	td->origin = here(ld);
	td->arn = str(ld, o, "taskDefinitionArn");
	td->family = str(ld, o, "family");
	td->revision = i32(ld, o, "revision");
	/* A describe output always has family; an ARN can stand in. */
	if (td->family == NULL && td->arn != NULL && !ld->failed) {
		res = strstr(td->arn, ":task-definition/");
		if (res != NULL) {
			char *fam = xstrdup(res + 17), *colon;

			colon = strrchr(fam, ':');
			if (colon != NULL) {
				*colon = '\0';
				if (td->revision < 0)
					td->revision = atoi(colon + 1);
			}
			td->family = model_strdup(ld->m, fam);
			free(fam);
		}
	}
	td->status = str(ld, o, "status");
	td->network_mode = str(ld, o, "networkMode");
	td->cpu = str(ld, o, "cpu");
	td->memory = str(ld, o, "memory");
	within(ld, o, "runtimePlatform", runtime_platform, td);
	strv(ld, o, "compatibilities", &td->compat, &td->ncompat);
	strv(ld, o, "requiresCompatibilities", &td->requires_compat,
	    &td->nrequires_compat);
	attrs(ld, o, "requiresAttributes", &td->requires_attrs,
	    &td->nrequires_attrs);
	a = arr(ld, o, "containerDefinitions");
	td->containers = slots(ld, a, sizeof(*td->containers));
	each(ld, a, "containerDefinitions", one_container_def,
	    td->containers);
	td->ncontainers = a != NULL && !ld->failed ? json_array_size(a) : 0;
	constraints(ld, o, &td->constraints, &td->nconstraints);
}

static void
doc_taskdef(struct ld *ld, json_t *root, bool bare)
{
	struct model *m = ld->m;
	struct taskdef *td;

	m->taskdefs = grow(ld, m->taskdefs, m->ntaskdefs, 1,
	    sizeof(*m->taskdefs));
	td = &m->taskdefs[m->ntaskdefs];
	if (bare)
		taskdef_body(ld, root, td);
	else if (obj(ld, root, "taskDefinition") != NULL)
		within(ld, root, "taskDefinition", taskdef_body, td);
	else if (!ld->failed)
		fail(ld, "'taskDefinition' is null");
	if (ld->failed)
		return;
	m->ntaskdefs++;
	m->have |= HAVE_TASKDEF;
}

/* ---- services ---- */

static void
one_strategy(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct strategy *s = (struct strategy *)ctx + i;

	s->type = str(ld, o, "type");
	s->field = str(ld, o, "field");
}

static void
one_event(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct svc_event *e = (struct svc_event *)ctx + i;

	e->index = (int)i;
	e->id = str(ld, o, "id");
	e->created_at = tstamp(ld, o, "createdAt");
	e->message = str(ld, o, "message");
}

static void
awsvpc(struct ld *ld, json_t *o, void *ctx)
{
	struct service *s = ctx;

	strv(ld, o, "subnets", &s->subnets, &s->nsubnets);
}

static void
netconf(struct ld *ld, json_t *o, void *ctx)
{
	within(ld, o, "awsvpcConfiguration", awsvpc, ctx);
}

static void
one_service(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct service *s = (struct service *)ctx + i;
	json_t *a;

	s->origin = here(ld);
	s->arn = str(ld, o, "serviceArn");
	s->name = str(ld, o, "serviceName");
	if (s->name == NULL && s->arn != NULL)
		s->name = model_arn_id(s->arn);
	if (s->name == NULL)
		require(ld, NULL, "serviceName");
	s->cluster_arn = str(ld, o, "clusterArn");
	s->status = str(ld, o, "status");
	s->launch_type = str(ld, o, "launchType");
	s->taskdef_arn = str(ld, o, "taskDefinition");
	s->scheduling = str(ld, o, "schedulingStrategy");
	s->desired = i32(ld, o, "desiredCount");
	s->running = i32(ld, o, "runningCount");
	s->pending = i32(ld, o, "pendingCount");
	cp_strategy(ld, o, "capacityProviderStrategy", &s->cp_strategy,
	    &s->ncp_strategy);
	constraints(ld, o, &s->constraints, &s->nconstraints);
	a = arr(ld, o, "placementStrategy");
	s->strategy = slots(ld, a, sizeof(*s->strategy));
	each(ld, a, "placementStrategy", one_strategy, s->strategy);
	s->nstrategy = a != NULL && !ld->failed ? json_array_size(a) : 0;
	within(ld, o, "networkConfiguration", netconf, s);
	a = arr(ld, o, "events");
	s->events = slots(ld, a, sizeof(*s->events));
	each(ld, a, "events", one_event, s->events);
	s->nevents = a != NULL && !ld->failed ? json_array_size(a) : 0;
}

static void
doc_services(struct ld *ld, json_t *root)
{
	struct model *m = ld->m;
	json_t *a = arr(ld, root, "services");
	size_t add;

	if (a == NULL && !ld->failed)
		fail(ld, "'services' is null");
	if (ld->failed)
		return;
	add = json_array_size(a);
	m->services = grow(ld, m->services, m->nservices, add,
	    sizeof(*m->services));
	each(ld, a, "services", one_service, AT(m->services, m->nservices));
	if (ld->failed)
		return;
	m->nservices += add;
	m->have |= HAVE_SERVICE;
	failures(ld, root);
}

/* ---- clusters ---- */

static void
one_cluster(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct cluster *c = ctx;

	/* Only the first cluster is the cluster; the rest are checked only. */
	if (i > 0)
		c = arena_alloc(ld->m->arena, sizeof(*c));
	c->origin = here(ld);
	c->arn = str(ld, o, "clusterArn");
	c->name = str(ld, o, "clusterName");
	if (c->name == NULL && c->arn != NULL)
		c->name = model_arn_cluster(ld->m, c->arn);
	c->status = str(ld, o, "status");
	c->registered_instances = i32(ld, o,
	    "registeredContainerInstancesCount");
	c->running_tasks = i32(ld, o, "runningTasksCount");
	c->pending_tasks = i32(ld, o, "pendingTasksCount");
	strv(ld, o, "capacityProviders", &c->capacity_providers,
	    &c->ncapacity_providers);
	cp_strategy(ld, o, "defaultCapacityProviderStrategy",
	    &c->default_cp_strategy, &c->ndefault_cp_strategy);
}

static void
doc_clusters(struct ld *ld, json_t *root)
{
	struct model *m = ld->m;
	json_t *a = arr(ld, root, "clusters");
	struct cluster *c;

	if (a == NULL && !ld->failed)
		fail(ld, "'clusters' is null");
	if (ld->failed)
		return;
	c = arena_alloc(m->arena, sizeof(*c));
	each(ld, a, "clusters", one_cluster, c);
	if (ld->failed)
		return;
	if (m->cluster == NULL && json_array_size(a) > 0)
		m->cluster = c;
	m->have |= HAVE_CLUSTER;
	failures(ld, root);
}

/* ---- SSM ---- */

static bool
ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && strcmp(s + n - k, suffix) == 0;
}

static const char *
decoded(struct ld *ld, json_t *v, const char *key)
{
	json_t *x = json_object_get(v, key);

	return json_is_string(x) ? model_strdup(ld->m, json_string_value(x)) :
	    NULL;
}

static void
one_param(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct ssm_param *p = (struct ssm_param *)ctx + i;
	json_t *v;

	p->origin = here(ld);
	p->name = str(ld, o, "Name");
	require(ld, p->name, "Name");
	p->value = str(ld, o, "Value");
	if (ld->failed || p->value == NULL)
		return;
	/* The recommended parameter holds JSON; its sub-parameters do not. */
	if (ends_with(p->name, "/image_id"))
		p->image_id = p->value;
	else if (ends_with(p->name, "/image_name"))
		p->image_name = p->value;
	else if (ends_with(p->name, "/ecs_agent_version"))
		p->agent_version = p->value;
	else if (p->value[0] == '{') {
		v = json_loads(p->value, 0, NULL);
		if (json_is_object(v)) {
			p->image_id = decoded(ld, v, "image_id");
			p->image_name = decoded(ld, v, "image_name");
			p->agent_version = decoded(ld, v,
			    "ecs_agent_version");
		}
		json_decref(v);
	}
}

static void
doc_ssm(struct ld *ld, json_t *root)
{
	struct model *m = ld->m;
	json_t *a = arr(ld, root, "Parameters");
	const char **bad;
	size_t add, nbad, i;

	add = a != NULL ? json_array_size(a) : 0;
	m->ssm = grow(ld, m->ssm, m->nssm, add, sizeof(*m->ssm));
	each(ld, a, "Parameters", one_param, AT(m->ssm, m->nssm));
	if (ld->failed)
		return;
	m->nssm += add;
	strv(ld, root, "InvalidParameters", &bad, &nbad);
	if (ld->failed)
		return;
	/* An unknown public parameter is an answer too: keep it. */
	m->failures = grow(ld, m->failures, m->nfailures, nbad,
	    sizeof(*m->failures));
	for (i = 0; i < nbad; i++) {
		struct failure *f = &m->failures[m->nfailures++];

		f->arn = bad[i];
		f->reason = "InvalidParameters";
		f->detail = NULL;
		f->kind = ld->kind;
		f->origin.source = ld->src;
		f->origin.pointer = arena_printf(m->arena,
		    "/InvalidParameters/%zu", i);
	}
	m->have |= HAVE_SSM;
}

/* ---- manifest and filter answers ---- */

static void
target(struct ld *ld, json_t *o, void *ctx)
{
	struct manifest *mf = ctx;

	mf->service = str(ld, o, "service");
	mf->task_definition = str(ld, o, "task_definition");
	mf->task = str(ld, o, "task");
}

static void
one_filter(struct ld *ld, json_t *o, size_t i, void *ctx)
{
	struct filter_answer *f = (struct filter_answer *)ctx + i;
	const char *source;

	f->expression = str(ld, o, "expression");
	require(ld, f->expression, "expression");
	strv(ld, o, "containerInstanceArns", &f->arns, &f->narns);
	source = str(ld, o, "source");
	if (source != NULL) {
		f->origin.source = source;
		f->origin.pointer = "/containerInstanceArns";
	} else
		f->origin = here(ld);
}

static void
add_filters(struct ld *ld, json_t *a, const char *key)
{
	struct manifest *mf = &ld->m->manifest;
	size_t add = json_array_size(a);

	mf->filters = grow(ld, mf->filters, mf->nfilters, add,
	    sizeof(*mf->filters));
	each(ld, a, key, one_filter, AT(mf->filters, mf->nfilters));
	if (!ld->failed)
		mf->nfilters += add;
}

static void
doc_manifest(struct ld *ld, json_t *root)
{
	struct model *m = ld->m;
	struct manifest *mf = &m->manifest;
	const char **ops;
	size_t nops, i;
	json_t *a;

	if (m->have & HAVE_MANIFEST) {
		fail(ld, "a second manifest; a bundle has at most one");
		return;
	}
	mf->captured_at = str(ld, root, "captured_at");
	mf->region = str(ld, root, "region");
	mf->cluster = str(ld, root, "cluster");
	within(ld, root, "target", target, mf);
	mf->provdoc_version = str(ld, root, "provdoc_version");
	strv(ld, root, "operations", &ops, &nops);
	if (ld->failed)
		return;
	mf->operations = grow(ld, mf->operations, mf->noperations, nops,
	    sizeof(*mf->operations));
	if (nops > 0)
		memcpy(mf->operations + mf->noperations, ops,
		    nops * sizeof(*ops));
	mf->noperations += nops;
	for (i = 0; i < nops; i++)
		if (strstr(ops[i], "desiredStatus=STOPPED") != NULL)
			m->have |= HAVE_STOPPED_TASKS;
	a = arr(ld, root, "filters");
	if (a != NULL)
		add_filters(ld, a, "filters");
	if (!ld->failed)
		m->have |= HAVE_MANIFEST;
}

/* {"filter": EXPR, "containerInstanceArns": [...]}: one filter answer. */
static void
doc_filter(struct ld *ld, json_t *root)
{
	struct manifest *mf = &ld->m->manifest;
	struct filter_answer *f;

	mf->filters = grow(ld, mf->filters, mf->nfilters, 1,
	    sizeof(*mf->filters));
	f = &mf->filters[mf->nfilters];
	f->expression = str(ld, root, "filter");
	strv(ld, root, "containerInstanceArns", &f->arns, &f->narns);
	f->origin.source = ld->src;
	f->origin.pointer = "/containerInstanceArns";
	if (!ld->failed)
		mf->nfilters++;
}

/* ---- recognition ---- */

static bool
has(json_t *o, const char *key)
{
	return json_object_get(o, key) != NULL;
}

/* What a lone entity pasted without its response looks like. */
static const char *
excerpt_of(json_t *o, const char **whole)
{
	if (!json_is_object(o))
		return NULL;
	/* Before the instance: a task names its containerInstanceArn too. */
	if (has(o, "taskArn")) {
		*whole = "describe-tasks";
		return "a single task";
	}
	if (has(o, "containerInstanceArn") || has(o, "ec2InstanceId")) {
		*whole = "describe-container-instances";
		return "a single container instance";
	}
	if (has(o, "serviceArn") || has(o, "serviceName")) {
		*whole = "describe-services";
		return "a single service";
	}
	if (has(o, "clusterArn") || has(o, "clusterName")) {
		*whole = "describe-clusters";
		return "a single cluster";
	}
	if (has(o, "Name") && has(o, "Value")) {
		*whole = "ssm get-parameters";
		return "a single SSM parameter";
	}
	if (has(o, "arn") && has(o, "reason")) {
		*whole = "run-task";
		return "a single failure entry";
	}
	if (has(o, "name") && has(o, "type") && (has(o, "integerValue") ||
	    has(o, "stringSetValue") || has(o, "longValue") ||
	    has(o, "doubleValue"))) {
		*whole = "describe-container-instances";
		return "a single resource entry";
	}
	if (has(o, "name") && has(o, "image")) {
		*whole = "describe-task-definition";
		return "a single container definition";
	}
	return NULL;
}

static void
refuse_array(struct ld *ld, json_t *root)
{
	json_t *first = json_array_get(root, 0);
	const char *what, *whole = NULL, *s;

	what = excerpt_of(first, &whole);
	if (what != NULL) {
		fail(ld, "expected a JSON object at the top level, found an "
		    "array of what looks like %ss; paste the whole %s output",
		    what + strlen("a single "), whole);
		return;
	}
	if (json_is_string(first)) {
		s = json_string_value(first);
		if (strstr(s, ":container-instance/") != NULL) {
			fail(ld, "expected a JSON object at the top level, "
			    "found an array of container-instance ARNs; paste "
			    "the whole list-container-instances output");
			return;
		}
		if (strstr(s, ":task/") != NULL) {
			fail(ld, "expected a JSON object at the top level, "
			    "found an array of task ARNs; paste the whole "
			    "list-tasks output");
			return;
		}
	}
	fail(ld, "expected a JSON object at the top level, found an array");
}

static void
unrecognised(struct ld *ld, json_t *root)
{
	struct buf b = BUF_INIT;
	const char *key;
	json_t *v;
	size_t n = 0;

	json_object_foreach(root, key, v) {
		(void)v;
		if (n == KEYS_LISTED) {
			buf_adds(&b, ", ...");
			break;
		}
		buf_addf(&b, "%s'%s'", n ? ", " : "", key);
		n++;
	}
	fail(ld, "unrecognised document: %s%s; expected one of the keys "
	    "containerInstances, containerInstanceArns, taskDefinition, "
	    "services, tasks, taskArns, clusters, failures, Parameters, "
	    "capacityProviders, or a provdoc manifest",
	    n ? "its top-level keys are " : "the top-level object is empty",
	    b.data);
	buf_free(&b);
}

static void
doc_manifest_or_schema(struct ld *ld, json_t *root)
{
	json_t *schema = json_object_get(root, "schema");
	const char *s;

	if (schema != NULL && !json_is_string(schema)) {
		size_t mark = ptr_key(ld, "schema");

		type_error(ld, "a string", schema);
		ptr_pop(ld, mark);
		return;
	}
	s = schema != NULL ? json_string_value(schema) : MANIFEST_SCHEMA;
	if (strcmp(s, MANIFEST_SCHEMA) == 0) {
		doc_manifest(ld, root);
		return;
	}
	if (strncmp(s, "provdoc.manifest/", 17) == 0)
		fail(ld, "unsupported manifest schema '%s'; this provdoc "
		    "reads %s", s, MANIFEST_SCHEMA);
	else
		fail(ld, "a document with schema '%.60s' is not part of a "
		    "bundle; expected an AWS response or a %s manifest", s,
		    MANIFEST_SCHEMA);
}

static void
add_file(struct ld *ld)
{
	struct model *m = ld->m;

	m->files = grow(ld, m->files, m->nfiles, 1, sizeof(*m->files));
	m->files[m->nfiles].name = ld->src;
	m->files[m->nfiles].kind = ld->kind;
	m->nfiles++;
}

static void
dispatch(struct ld *ld, json_t *root)
{
	const char *what, *whole = NULL;

	if (has(root, "schema") || has(root, "provdoc_manifest")) {
		ld->kind = "manifest";
		doc_manifest_or_schema(ld, root);
	} else if (has(root, "containerInstances")) {
		ld->kind = "describe-container-instances";
		doc_instances(ld, root);
	} else if (has(root, "filter") && has(root, "containerInstanceArns")) {
		ld->kind = "list-container-instances-filter";
		doc_filter(ld, root);
	} else if (has(root, "containerInstanceArns")) {
		ld->kind = "list-container-instances";
		doc_arns(ld, root, "containerInstanceArns",
		    &ld->m->instance_arns, &ld->m->ninstance_arns,
		    HAVE_INSTANCE_ARNS);
	} else if (has(root, "services")) {
		ld->kind = "describe-services";
		doc_services(ld, root);
	} else if (has(root, "tasks")) {
		doc_tasks(ld, root);
	} else if (has(root, "taskArns")) {
		ld->kind = "list-tasks";
		doc_arns(ld, root, "taskArns", &ld->m->task_arns,
		    &ld->m->ntask_arns, HAVE_TASK_ARNS);
	} else if (has(root, "clusters")) {
		ld->kind = "describe-clusters";
		doc_clusters(ld, root);
	} else if ((what = excerpt_of(root, &whole)) != NULL) {
		ld->kind = "excerpt";
		fail(ld, "this looks like %s, not a whole response; paste the "
		    "whole %s output", what, whole);
	} else if (has(root, "taskDefinition")) {
		ld->kind = "describe-task-definition";
		doc_taskdef(ld, root, false);
	} else if (has(root, "family") && has(root, "containerDefinitions")) {
		ld->kind = "task-definition";
		doc_taskdef(ld, root, true);
	} else if (has(root, "capacityProviders")) {
		ld->kind = "describe-capacity-providers";
		(void)arr(ld, root, "capacityProviders");
		if (!ld->failed)
			ld->m->have |= HAVE_CAPACITY_PROVIDERS;
		failures(ld, root);
	} else if (has(root, "Parameters") || has(root, "InvalidParameters")) {
		ld->kind = "ssm-get-parameters";
		doc_ssm(ld, root);
	} else if (has(root, "failures")) {
		ld->kind = "run-task";
		failures(ld, root);
		ld->m->have |= HAVE_FAILURES;
	} else
		unrecognised(ld, root);
}

int
load_json_document(struct model *m, const char *source_name, json_t *root,
    struct diag *d)
{
	struct ld ld;

	memset(&ld, 0, sizeof(ld));
	/* New entities may repeat old ones: the next model_link dedups. */
	m->deduped = false;
	ld.m = m;
	ld.d = d;
	ld.name = source_name;
	ld.src = model_strdup(m, source_name);
	ld.kind = "unknown";
	buf_init(&ld.ptr);
	if (json_is_array(root))
		refuse_array(&ld, root);
	else if (!json_is_object(root))
		type_error(&ld, "a JSON object at the top level", root);
	else
		dispatch(&ld, root);
	if (!ld.failed)
		add_file(&ld);
	buf_free(&ld.ptr);
	return ld.failed ? -1 : 0;
}

/* ---- ISO-8601 ---- */

static bool
digits(const char **p, int n, int *out)
{
	int v = 0, i;

	for (i = 0; i < n; i++) {
		if ((*p)[i] < '0' || (*p)[i] > '9')
			return false;
		v = v * 10 + ((*p)[i] - '0');
	}
	*p += n;
	*out = v;
	return true;
}

/* Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant). */
static int64_t
days_from_civil(int64_t y, int m, int d)
{
	int64_t era, yoe, doy, doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = y - era * 400;
	doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

static int
days_in_month(int y, int m)
{
	static const int dim[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30,
	    31 };
	bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;

	return m == 2 && leap ? 29 : dim[m - 1];
}

int
load_parse_time(const char *s, double *out)
{
	const char *p = s;
	int y, mo, d, h, mi, sec, oh = 0, om = 0, sign = 0;
	double frac = 0, scale = 0.1;

	if (s == NULL)
		return -1;
	if (!digits(&p, 4, &y) || *p++ != '-' || !digits(&p, 2, &mo) ||
	    *p++ != '-' || !digits(&p, 2, &d))
		return -1;
	if (*p != 'T' && *p != 't' && *p != ' ')
		return -1;
	p++;
	if (!digits(&p, 2, &h) || *p++ != ':' || !digits(&p, 2, &mi) ||
	    *p++ != ':' || !digits(&p, 2, &sec))
		return -1;
	if (*p == '.' || *p == ',') {
		p++;
		if (*p < '0' || *p > '9')
			return -1;
		for (; *p >= '0' && *p <= '9'; p++) {
			frac += (*p - '0') * scale;
			scale /= 10;
		}
	}
	if (*p == 'Z' || *p == 'z')
		p++;
	else if (*p == '+' || *p == '-') {
		sign = *p++ == '-' ? -1 : 1;
		if (!digits(&p, 2, &oh))
			return -1;
		if (*p == ':')
			p++;
		if (*p != '\0' && !digits(&p, 2, &om))
			return -1;
	}
	if (*p != '\0')
		return -1;
	if (mo < 1 || mo > 12 || d < 1 || d > days_in_month(y, mo) ||
	    h > 23 || mi > 59 || sec > 60 || oh > 23 || om > 59)
		return -1;
	*out = (double)(days_from_civil(y, mo, d) * 86400 + h * 3600 +
	    mi * 60 + sec) + frac - sign * (oh * 3600 + om * 60);
	return 0;
}
