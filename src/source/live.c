/*
 * live: the live data source. It resolves credentials, region and
 * endpoints (aws/creds.c), then fetches in rounds: every round sends all
 * calls known so far at once (the transport runs up to --concurrency of
 * them in parallel) and each answer may add calls to the next round: a
 * page of ListContainerInstances or ListTasks queues the next page and a
 * DescribeContainerInstances or DescribeTasks batch of its ids (100 per
 * call) right away; DescribeServices queues the service's task definition
 * and its memberOf filters. The bytes of every answer are kept for the
 * model loader and for the capture writer alike, so a capture and the
 * live run it came from diagnose the same.
 *
 * Required calls that fail stop the fetch with the operation and the IAM
 * action named; optional ones (SSM, stopped tasks) become notes. It does
 * not print, run checks or write files.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>

#include "model/load.h"
#include "source/live.h"
#include "util/hmap.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define LIVE_MAX_ROUNDS	10000	/* a bound on paging loops */
#define LIVE_NONE	SIZE_MAX

enum job_kind {
	JOB_PLAIN,		/* nothing follows from the answer */
	JOB_LIST_CI,		/* ListContainerInstances: pages + describe batches */
	JOB_FILTER,		/* ListContainerInstances filter=: pages */
	JOB_LIST_TASKS,		/* ListTasks: pages + describe batches */
	JOB_SERVICES,		/* DescribeServices: task definition, filters */
	JOB_TASKDEF,		/* DescribeTaskDefinition: filters */
	JOB_TASKS,		/* DescribeTasks: the target task's definition */
};

struct job {
	size_t		 doc;		/* index in r->docs */
	size_t		 slot;		/* page slot in the document */
	enum job_kind	 kind;
	const char	*desired;	/* ListTasks desiredStatus (static) */
	char		*filter;	/* owned, JOB_FILTER's expression */
	char		*body;		/* owned request JSON */
};

struct fetch {
	const struct live_opts	*o;
	struct live_result	*r;
	struct http_client	 http;
	char			*ecs_endpoint;
	char			*ssm_endpoint;
	struct job		*jobs;		/* the next round */
	size_t			 njobs;
	char			**pending_ci;	/* instance ARNs not yet described */
	size_t			 npending_ci;
	char			**pending_tasks;	/* task ARNs not yet described */
	size_t			 npending_tasks;
	char			**seen_tasks;	/* owned task ARNs ever queued */
	size_t			 nseen_tasks;
	struct hmap		 seen;		/* seen_tasks as keys (dedup) */
	size_t			 doc_dci;	/* LIVE_NONE until created */
	size_t			 doc_dt;
	bool			 td_requested;
	int			 nfilters;
	bool			 fatal;
	struct diag		*d;
};

void
live_result_free(struct live_result *r)
{
	size_t i, j;

	for (i = 0; i < r->ndocs; i++) {
		struct live_doc *doc = &r->docs[i];

		free(doc->file);
		free(doc->label);
		free(doc->filter);
		for (j = 0; j < doc->npages; j++) {
			buf_free(&doc->pages[j]);
			free(doc->request_ids[j]);
		}
		free(doc->pages);
		free(doc->request_ids);
		free(doc->page_done);
		free(doc->error_code);
		free(doc->error_message);
		free(doc->error_request_id);
	}
	free(r->docs);
	for (i = 0; i < r->nnotes; i++)
		free(r->notes[i]);
	free(r->notes);
	free(r->region);
	free(r->cluster);
	free(r->service);
	free(r->task_definition);
	free(r->task);
	memset(r, 0, sizeof(*r));
}

static size_t
doc_add(struct fetch *f, const char *file, const char *label, enum ecs_op op,
    bool optional, const char *filter)
{
	struct live_result *r = f->r;
	struct live_doc *doc;

	r->docs = xreallocarray(r->docs, r->ndocs + 1, sizeof(*r->docs));
	doc = &r->docs[r->ndocs];
	memset(doc, 0, sizeof(*doc));
	doc->file = xstrdup(file);
	doc->label = xstrdup(label);
	doc->op = op;
	doc->optional = optional;
	doc->filter = filter ? xstrdup(filter) : NULL;
	return r->ndocs++;
}

static void
queue(struct fetch *f, size_t doc, enum job_kind kind, json_t *body,
    const char *desired, const char *filter)
{
	struct live_doc *dp = &f->r->docs[doc];
	struct job *j;

	dp->pages = xreallocarray(dp->pages, dp->npages + 1,
	    sizeof(*dp->pages));
	dp->request_ids = xreallocarray(dp->request_ids, dp->npages + 1,
	    sizeof(*dp->request_ids));
	dp->page_done = xreallocarray(dp->page_done, dp->npages + 1,
	    sizeof(*dp->page_done));
	buf_init(&dp->pages[dp->npages]);
	dp->request_ids[dp->npages] = NULL;
	dp->page_done[dp->npages] = false;
	f->jobs = xreallocarray(f->jobs, f->njobs + 1, sizeof(*f->jobs));
	j = &f->jobs[f->njobs++];
	j->doc = doc;
	j->slot = dp->npages++;
	j->kind = kind;
	j->desired = desired;
	j->filter = filter ? xstrdup(filter) : NULL;
	j->body = ecs_body_text(body);
	json_decref(body);
}

static void
want_td(struct fetch *f, const char *td)
{
	size_t doc;

	if (f->td_requested || td == NULL)
		return;
	f->td_requested = true;
	doc = doc_add(f, "describe-task-definition.json",
	    "ecs:DescribeTaskDefinition", ECS_DESCRIBE_TASK_DEFINITION, false,
	    NULL);
	queue(f, doc, JOB_TASKDEF, ecs_req_describe_task_definition(td), NULL,
	    NULL);
}

static void
want_filter(struct fetch *f, const char *expr)
{
	size_t i, doc;
	char *file, *label;

	for (i = 0; i < f->r->ndocs; i++)
		if (f->r->docs[i].filter != NULL &&
		    strcmp(f->r->docs[i].filter, expr) == 0)
			return;
	f->nfilters++;
	file = xasprintf("list-container-instances-filter-%d.json",
	    f->nfilters);
	label = xasprintf("ecs:ListContainerInstances filter=%s", expr);
	doc = doc_add(f, file, label, ECS_LIST_CONTAINER_INSTANCES, false,
	    expr);
	free(file);
	free(label);
	queue(f, doc, JOB_FILTER, ecs_req_list_container_instances(
	    f->r->cluster, expr, NULL), NULL, expr);
}

static void
constraints_of(struct fetch *f, const json_t *list)
{
	const json_t *c;
	const char *type, *expr;
	size_t i;

	if (!json_is_array(list))
		return;
	json_array_foreach(list, i, c) {
		type = json_string_value(json_object_get(c, "type"));
		expr = json_string_value(json_object_get(c, "expression"));
		if (type != NULL && strcmp(type, "memberOf") == 0 &&
		    expr != NULL && expr[0] != '\0')
			want_filter(f, expr);
	}
}

static void
push_id(char ***v, size_t *n, const char *id)
{
	*v = xreallocarray(*v, *n + 1, sizeof(**v));
	(*v)[(*n)++] = xstrdup(id);
}

static void
want_task(struct fetch *f, const char *arn)
{
	if (hmap_get(&f->seen, arn) != NULL)
		return;
	push_id(&f->seen_tasks, &f->nseen_tasks, arn);
	hmap_put(&f->seen, f->seen_tasks[f->nseen_tasks - 1], f);
	push_id(&f->pending_tasks, &f->npending_tasks, arn);
}

/* Turns pending ids into describe batches of at most 100. */
static void
flush_batches(struct fetch *f)
{
	size_t i, n;

	for (i = 0; i < f->npending_ci; i += n) {
		n = f->npending_ci - i;
		if (n > ECS_DESCRIBE_BATCH)
			n = ECS_DESCRIBE_BATCH;
		if (f->doc_dci == LIVE_NONE)
			f->doc_dci = doc_add(f,
			    "describe-container-instances.json",
			    "ecs:DescribeContainerInstances",
			    ECS_DESCRIBE_CONTAINER_INSTANCES, false, NULL);
		queue(f, f->doc_dci, JOB_PLAIN,
		    ecs_req_describe_container_instances(f->r->cluster,
		    (const char *const *)f->pending_ci + i, n), NULL, NULL);
	}
	for (i = 0; i < f->npending_tasks; i += n) {
		n = f->npending_tasks - i;
		if (n > ECS_DESCRIBE_BATCH)
			n = ECS_DESCRIBE_BATCH;
		if (f->doc_dt == LIVE_NONE)
			f->doc_dt = doc_add(f, "describe-tasks.json",
			    "ecs:DescribeTasks", ECS_DESCRIBE_TASKS, false,
			    NULL);
		queue(f, f->doc_dt, JOB_TASKS, ecs_req_describe_tasks(
		    f->r->cluster, (const char *const *)f->pending_tasks + i,
		    n), NULL, NULL);
	}
	for (i = 0; i < f->npending_ci; i++)
		free(f->pending_ci[i]);
	for (i = 0; i < f->npending_tasks; i++)
		free(f->pending_tasks[i]);
	f->npending_ci = f->npending_tasks = 0;
}

static void
add_note(struct live_result *r, char *line)
{
	r->notes = xreallocarray(r->notes, r->nnotes + 1, sizeof(*r->notes));
	r->notes[r->nnotes++] = line;
}

static void
failed(struct fetch *f, struct live_doc *doc, const struct http_call *c)
{
	const struct ecs_op_info *op = &ecs_ops[doc->op];

	if (!doc->failed) {
		doc->failed = true;
		doc->status = c->status;
		doc->error_code = c->error_code ? xstrdup(c->error_code) :
		    NULL;
		doc->error_message = c->error_message ?
		    xstrdup(c->error_message) : NULL;
		doc->error_request_id = c->request_id ?
		    xstrdup(c->request_id) : NULL;
	}
	if (doc->optional) {
		add_note(f->r, xasprintf("%s (%s) failed: %s%s%s; going on "
		    "without it%s", doc->label + 4, op->iam_action,
		    c->error_code ? c->error_code : "HTTP error",
		    c->error_message ? ": " : "",
		    c->error_message ? c->error_message : "",
		    c->error_code && strcmp(c->error_code,
		    "AccessDeniedException") == 0 ?
		    " (grant the IAM action to include it)" : ""));
		return;
	}
	if (f->fatal)
		return;
	f->fatal = true;
	if (c->status == 0 && c->error_code != NULL)
		diag_setf(f->d, "%s failed: %s: %s", op->name, c->error_code,
		    c->error_message ? c->error_message : "");
	else
		diag_setf(f->d, "%s failed (HTTP %ld): %s%s%s (IAM action "
		    "%s%s%s)", op->name, c->status,
		    c->error_code ? c->error_code : "no error code",
		    c->error_message ? ": " : "",
		    c->error_message ? c->error_message : "", op->iam_action,
		    c->request_id ? ", request-id " : "",
		    c->request_id ? c->request_id : "");
}

static void
handle(struct fetch *f, const struct job *j, const struct http_call *c)
{
	struct live_doc *doc = &f->r->docs[j->doc];
	json_t *root, *v;
	const char **ids, *next;
	size_t n, i;

	f->r->calls++;
	if (!c->ok) {
		failed(f, doc, c);
		return;
	}
	buf_add(&doc->pages[j->slot], c->response.data, c->response.len);
	doc->request_ids[j->slot] = c->request_id ? xstrdup(c->request_id) :
	    NULL;
	doc->page_done[j->slot] = true;
	root = json_loadb(c->response.data, c->response.len, 0, NULL);
	if (!json_is_object(root)) {
		struct http_call bad = *c;

		json_decref(root);
		bad.error_code = (char *)"MalformedResponse";
		bad.error_message = (char *)"the answer is not a JSON object";
		doc->page_done[j->slot] = false;
		failed(f, doc, &bad);
		return;
	}
	next = json_string_value(json_object_get(root, "nextToken"));
	switch (j->kind) {
	case JOB_LIST_CI:
		n = ecs_strings(root, "containerInstanceArns", &ids);
		for (i = 0; i < n; i++)
			push_id(&f->pending_ci, &f->npending_ci, ids[i]);
		free(ids);
		if (next != NULL)
			queue(f, j->doc, JOB_LIST_CI,
			    ecs_req_list_container_instances(f->r->cluster,
			    NULL, next), NULL, NULL);
		break;
	case JOB_FILTER:
		if (next != NULL)
			queue(f, j->doc, JOB_FILTER,
			    ecs_req_list_container_instances(f->r->cluster,
			    j->filter, next), NULL, j->filter);
		break;
	case JOB_LIST_TASKS:
		n = ecs_strings(root, "taskArns", &ids);
		for (i = 0; i < n; i++)
			want_task(f, ids[i]);
		free(ids);
		if (next != NULL)
			queue(f, j->doc, JOB_LIST_TASKS, ecs_req_list_tasks(
			    f->r->cluster, j->desired, next), j->desired,
			    NULL);
		break;
	case JOB_SERVICES:
		json_array_foreach(json_object_get(root, "services"), i, v) {
			want_td(f, json_string_value(json_object_get(v,
			    "taskDefinition")));
			constraints_of(f, json_object_get(v,
			    "placementConstraints"));
		}
		break;
	case JOB_TASKDEF:
		constraints_of(f, json_object_get(json_object_get(root,
		    "taskDefinition"), "placementConstraints"));
		break;
	case JOB_TASKS:
		if (f->r->task == NULL || f->td_requested)
			break;
		json_array_foreach(json_object_get(root, "tasks"), i, v) {
			const char *arn = json_string_value(
			    json_object_get(v, "taskArn"));
			size_t al = arn ? strlen(arn) : 0,
			    tl = strlen(f->r->task);

			/* The target may be an ARN or the bare task id. */
			if (arn != NULL && (strcmp(arn, f->r->task) == 0 ||
			    (al > tl && arn[al - tl - 1] == '/' &&
			    strcmp(arn + al - tl, f->r->task) == 0)))
				want_td(f, json_string_value(json_object_get(
				    v, "taskDefinitionArn")));
		}
		break;
	case JOB_PLAIN:
		break;
	}
	json_decref(root);
}

static int
run_rounds(struct fetch *f)
{
	struct http_call *calls, **ptrs;
	struct job *jobs;
	size_t n, i;
	int round, rc = 0;

	for (round = 0; round < LIVE_MAX_ROUNDS; round++) {
		flush_batches(f);
		if (f->njobs == 0 || f->fatal)
			break;
		jobs = f->jobs;
		n = f->njobs;
		f->jobs = NULL;
		f->njobs = 0;
		calls = xcalloc(n, sizeof(*calls));
		ptrs = xcalloc(n, sizeof(*ptrs));
		for (i = 0; i < n; i++) {
			const struct ecs_op_info *op =
			    &ecs_ops[f->r->docs[jobs[i].doc].op];

			http_call_init(&calls[i], strcmp(op->service, "ssm") ==
			    0 ? f->ssm_endpoint : f->ecs_endpoint, op->service,
			    op->target, jobs[i].body, strlen(jobs[i].body));
			ptrs[i] = &calls[i];
		}
		rc = http_call_many(&f->http, ptrs, n, f->d);
		for (i = 0; i < n; i++) {
			if (rc == 0)
				handle(f, &jobs[i], &calls[i]);
			http_call_free(&calls[i]);
			free(jobs[i].body);
			free(jobs[i].filter);
		}
		free(calls);
		free(ptrs);
		free(jobs);
		if (rc < 0) {
			f->fatal = true;
			break;
		}
	}
	if (round == LIVE_MAX_ROUNDS && !f->fatal) {
		diag_setf(f->d, "gave up after %d rounds of paging",
		    LIVE_MAX_ROUNDS);
		f->fatal = true;
	}
	return f->fatal ? -1 : 0;
}

static void
fetch_free(struct fetch *f)
{
	size_t i;

	for (i = 0; i < f->njobs; i++) {
		free(f->jobs[i].body);
		free(f->jobs[i].filter);
	}
	free(f->jobs);
	for (i = 0; i < f->npending_ci; i++)
		free(f->pending_ci[i]);
	free(f->pending_ci);
	for (i = 0; i < f->npending_tasks; i++)
		free(f->pending_tasks[i]);
	free(f->pending_tasks);
	hmap_free(&f->seen);
	for (i = 0; i < f->nseen_tasks; i++)
		free(f->seen_tasks[i]);
	free(f->seen_tasks);
	free(f->ecs_endpoint);
	free(f->ssm_endpoint);
}

int
live_fetch(const struct live_opts *o, struct live_result *r, struct diag *d)
{
	struct fetch f;
	struct creds_config cfg;
	struct creds cr;
	struct http_transport *t = NULL;
	const struct target_req *tg = &o->target;
	time_t now = time(NULL);
	struct tm tm;
	size_t doc, i;
	int attempts, rc = -1;

	memset(r, 0, sizeof(*r));
	memset(&f, 0, sizeof(f));
	memset(&cr, 0, sizeof(cr));
	memset(&cfg, 0, sizeof(cfg));
	f.o = o;
	f.r = r;
	f.d = d;
	f.doc_dci = f.doc_dt = LIVE_NONE;
	hmap_init(&f.seen);
	if (tg->cluster == NULL || tg->cluster[0] == '\0')
		return diag_setf(d, "live mode needs --cluster NAME");
	if (gmtime_r(&now, &tm) != NULL)
		strftime(r->captured_at, sizeof(r->captured_at),
		    "%Y-%m-%dT%H:%M:%SZ", &tm);
	r->cluster = xstrdup(tg->cluster);
	r->service = tg->service ? xstrdup(tg->service) : NULL;
	r->task_definition = tg->task_definition ?
	    xstrdup(tg->task_definition) : NULL;
	r->task = tg->task ? xstrdup(tg->task) : NULL;

	if (creds_config_load(&cfg, &o->creds, d) < 0)
		goto out;
	r->region = creds_region(&cfg, &o->creds, d);
	if (r->region == NULL)
		goto out;
	if ((attempts = creds_max_attempts(&cfg, d)) < 0)
		goto out;
	if (creds_resolve(&cfg, &o->creds, &cr, d) < 0)
		goto out;
	f.ecs_endpoint = creds_endpoint(&cfg, &o->creds, r->region, "ECS",
	    "ecs", "ecs");
	f.ssm_endpoint = creds_endpoint(&cfg, &o->creds, r->region, "SSM",
	    "ssm", "ssm");
	/* --endpoint-url is the ECS endpoint. SSM keeps an endpoint of its
	 * own when one is configured, else follows the flag (one server
	 * that speaks both, like the test server or a proxy). */
	if (o->creds.endpoint_url != NULL) {
		struct creds_opts no_flag = o->creds;
		char *def;

		no_flag.endpoint_url = NULL;
		def = xasprintf("https://ssm.%s.%s", r->region,
		    strncmp(r->region, "cn-", 3) == 0 ? "amazonaws.com.cn" :
		    "amazonaws.com");
		free(f.ssm_endpoint);
		f.ssm_endpoint = creds_endpoint(&cfg, &no_flag, r->region,
		    "SSM", "ssm", "ssm");
		if (strcmp(f.ssm_endpoint, def) == 0) {
			free(f.ssm_endpoint);
			f.ssm_endpoint = xstrdup(o->creds.endpoint_url);
		}
		free(def);
	}
	if (strncmp(f.ecs_endpoint, "https://", 8) != 0 &&
	    strncmp(f.ecs_endpoint, "http://", 7) != 0) {
		diag_setf(d, "endpoint URL '%s' must start with https:// or "
		    "http://", f.ecs_endpoint);
		goto out;
	}
	t = o->transport;
	if (t == NULL) {
		struct http_curl_opts co = o->curl;
		const char *env_ca = getenv("AWS_CA_BUNDLE");

		/* ca_bundle in the profile, as the CLI reads it. */
		if (co.ca_bundle == NULL && (env_ca == NULL ||
		    env_ca[0] == '\0'))
			co.ca_bundle = creds_config_get(&cfg, "ca_bundle");
		if ((t = http_curl_new(&co, d)) == NULL)
			goto out;
	}
	http_client_init(&f.http, t, &cr, r->region, attempts);
	f.http.trace = o->trace;
	f.http.trace_ud = o->trace_ud;

	doc = doc_add(&f, "describe-clusters.json", "ecs:DescribeClusters",
	    ECS_DESCRIBE_CLUSTERS, false, NULL);
	queue(&f, doc, JOB_PLAIN, ecs_req_describe_clusters(r->cluster), NULL,
	    NULL);
	doc = doc_add(&f, "list-container-instances.json",
	    "ecs:ListContainerInstances", ECS_LIST_CONTAINER_INSTANCES, false,
	    NULL);
	queue(&f, doc, JOB_LIST_CI, ecs_req_list_container_instances(
	    r->cluster, NULL, NULL), NULL, NULL);
	if (r->service != NULL) {
		const char *names[1] = { r->service };

		doc = doc_add(&f, "describe-services.json",
		    "ecs:DescribeServices", ECS_DESCRIBE_SERVICES, false, NULL);
		queue(&f, doc, JOB_SERVICES, ecs_req_describe_services(
		    r->cluster, names, 1), NULL, NULL);
	}
	if (r->task_definition != NULL)
		want_td(&f, r->task_definition);
	if (r->task != NULL)
		want_task(&f, r->task);
	for (i = 0; i < tg->nconstraints; i++)
		want_filter(&f, tg->constraints[i]);
	doc = doc_add(&f, "list-tasks.json", "ecs:ListTasks", ECS_LIST_TASKS,
	    false, NULL);
	queue(&f, doc, JOB_LIST_TASKS, ecs_req_list_tasks(r->cluster,
	    "RUNNING", NULL), "RUNNING", NULL);
	doc = doc_add(&f, "list-tasks-stopped.json",
	    "ecs:ListTasks desiredStatus=STOPPED", ECS_LIST_TASKS, true, NULL);
	queue(&f, doc, JOB_LIST_TASKS, ecs_req_list_tasks(r->cluster,
	    "STOPPED", NULL), "STOPPED", NULL);
	for (i = 0; ssm_gpu_ami_parameters[i] != NULL; i++)
		;
	doc = doc_add(&f, "ssm-get-parameters.json", "ssm:GetParameters",
	    SSM_GET_PARAMETERS, true, NULL);
	queue(&f, doc, JOB_PLAIN, ssm_req_get_parameters(
	    ssm_gpu_ami_parameters, i), NULL, NULL);

	rc = run_rounds(&f);
out:
	if (t != NULL && t != o->transport)
		t->free(t);
	creds_free(&cr);
	creds_config_free(&cfg);
	fetch_free(&f);
	return rc;
}

/* Whether every page of doc arrived. */
static bool
doc_complete(const struct live_doc *doc)
{
	size_t i;

	if (doc->failed || doc->npages == 0)
		return false;
	for (i = 0; i < doc->npages; i++)
		if (!doc->page_done[i])
			return false;
	return true;
}

json_t *
live_manifest(const struct live_result *r)
{
	json_t *m, *ops, *filters, *target, *arns, *page, *v;
	size_t i, j, k;

	ops = json_array();
	filters = json_array();
	for (i = 0; i < r->ndocs; i++) {
		const struct live_doc *doc = &r->docs[i];

		if (!doc_complete(doc))
			continue;
		if (doc->filter == NULL) {
			json_array_append_new(ops, json_string(doc->label));
			continue;
		}
		arns = json_array();
		for (j = 0; j < doc->npages; j++) {
			page = json_loadb(doc->pages[j].data,
			    doc->pages[j].len, 0, NULL);
			json_array_foreach(json_object_get(page,
			    "containerInstanceArns"), k, v)
				json_array_append(arns, v);
			json_decref(page);
		}
		json_array_append_new(filters, json_pack("{s:s, s:o, s:s}",
		    "expression", doc->filter, "containerInstanceArns", arns,
		    "source", doc->file));
	}
	target = json_object();
	if (r->service != NULL)
		json_object_set_new(target, "service", json_string(r->service));
	if (r->task_definition != NULL)
		json_object_set_new(target, "task_definition",
		    json_string(r->task_definition));
	if (r->task != NULL)
		json_object_set_new(target, "task", json_string(r->task));
	m = json_pack("{s:s, s:s, s:s, s:s, s:o, s:s, s:o}",
	    "schema", "provdoc.manifest/v1",
	    "captured_at", r->captured_at,
	    "region", r->region ? r->region : "",
	    "cluster", r->cluster ? r->cluster : "",
	    "target", target,
	    "provdoc_version", PROVDOC_VERSION,
	    "operations", ops);
	if (json_array_size(filters) > 0)
		json_object_set_new(m, "filters", filters);
	else
		json_decref(filters);
	if (r->nnotes > 0) {
		json_t *notes = json_array();

		for (i = 0; i < r->nnotes; i++)
			json_array_append_new(notes, json_string(r->notes[i]));
		json_object_set_new(m, "notes", notes);
	}
	return m;
}

int
live_load(const struct live_result *r, struct model **out, struct diag *d)
{
	struct model *m = model_new();
	json_t *root;
	json_error_t je;
	char *name;
	size_t i, j;
	int rc;

	*out = NULL;
	for (i = 0; i < r->ndocs; i++) {
		const struct live_doc *doc = &r->docs[i];

		for (j = 0; j < doc->npages; j++) {
			if (!doc->page_done[j])
				continue;
			root = json_loadb(doc->pages[j].data,
			    doc->pages[j].len, 0, &je);
			if (root == NULL) {
				model_free(m);
				return diag_setf(d, "%s: malformed response "
				    "(line %d, column %d)", doc->label, je.line,
				    je.column);
			}
			if (doc->filter != NULL)
				json_object_set_new(root, "filter",
				    json_string(doc->filter));
			name = doc->request_ids[j] ? xasprintf("%s (request-id "
			    "%s)", ecs_ops[doc->op].name, doc->request_ids[j]) :
			    xstrdup(ecs_ops[doc->op].name);
			rc = load_json_document(m, name, root, d);
			json_decref(root);
			if (rc < 0) {
				/* The diag borrows name: keep a static copy. */
				diag_setf(d, "%s: %s", name, d->message);
				d->source_name = NULL;
				free(name);
				model_free(m);
				return -1;
			}
			free(name);
		}
	}
	root = live_manifest(r);
	rc = load_json_document(m, "manifest", root, d);
	json_decref(root);
	if (rc < 0 || model_link(m) < 0) {
		model_free(m);
		return -1;
	}
	*out = m;
	return 0;
}

int
live_load_model(const struct live_opts *o, struct model **out,
    struct diag *d)
{
	struct live_result r;
	int rc;

	*out = NULL;
	rc = live_fetch(o, &r, d);
	if (rc == 0)
		rc = live_load(&r, out, d);
	live_result_free(&r);
	return rc;
}
