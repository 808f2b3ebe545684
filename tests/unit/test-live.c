/*
 * test-live: the live source over a replay transport plugged into struct
 * http_transport (a tiny fake ECS written here): paging, describe batches
 * issued as soon as a page's ids are known, the service's task definition
 * and memberOf filters followed, required failures naming the operation
 * and IAM action, optional failures as notes, loading into the model, and
 * the capture writer (modes, refusal of a non-empty directory, manifest,
 * account redaction).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>
#include <jansson.h>

#include "aws/ecs.h"
#include "aws/http.h"
#include "model/model.h"
#include "source/capture.h"
#include "source/live.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define ARN(n)	"arn:aws:ecs:us-east-1:111122223333:container-instance/c/" n

struct fake {
	struct http_transport	 base;		/* first */
	const char		*deny;		/* operation answered AccessDenied */
	struct buf		 log;		/* "Op\n" per request, in send order */
	int			 rounds;	/* send() calls */
};

static const char *
header(const struct http_request *q, const char *name)
{
	size_t i, n = strlen(name);

	for (i = 0; i < q->nheaders; i++)
		if (strncasecmp(q->headers[i], name, n) == 0 &&
		    q->headers[i][n] == ':')
			return q->headers[i] + n + 2;
	return "";
}

static char *
answer(const char *op, json_t *req)
{
	const char *tok = json_string_value(json_object_get(req, "nextToken"));
	const char *filter = json_string_value(json_object_get(req, "filter"));
	json_t *ids, *out, *v;
	size_t i;
	char *s;

	if (strcmp(op, "DescribeClusters") == 0)
		out = json_pack("{s:[{s:s, s:s}], s:[]}", "clusters",
		    "clusterName", "c", "clusterArn",
		    "arn:aws:ecs:us-east-1:111122223333:cluster/c", "failures");
	else if (strcmp(op, "ListContainerInstances") == 0 && filter != NULL)
		out = json_pack("{s:[s]}", "containerInstanceArns", ARN("a1"));
	else if (strcmp(op, "ListContainerInstances") == 0 && tok == NULL)
		out = json_pack("{s:[s,s], s:s}", "containerInstanceArns",
		    ARN("a1"), ARN("a2"), "nextToken", "opaque-2");
	else if (strcmp(op, "ListContainerInstances") == 0)
		out = json_pack("{s:[s]}", "containerInstanceArns", ARN("a3"));
	else if (strcmp(op, "DescribeContainerInstances") == 0) {
		out = json_pack("{s:[], s:[]}", "containerInstances",
		    "failures");
		ids = json_object_get(req, "containerInstances");
		json_array_foreach(ids, i, v)
			json_array_append_new(json_object_get(out,
			    "containerInstances"), json_pack("{s:O, s:s, s:b}",
			    "containerInstanceArn", v, "status", "ACTIVE",
			    "agentConnected", 1));
	} else if (strcmp(op, "DescribeServices") == 0)
		out = json_pack("{s:[{s:s, s:s, s:s, s:[{s:s, s:s}]}]}",
		    "services", "serviceName", "svc", "serviceArn",
		    "arn:aws:ecs:us-east-1:111122223333:service/c/svc",
		    "taskDefinition",
		    "arn:aws:ecs:us-east-1:111122223333:task-definition/td:1",
		    "placementConstraints", "type", "memberOf", "expression",
		    "attribute:ecs.instance-type == g5.xlarge");
	else if (strcmp(op, "DescribeTaskDefinition") == 0)
		out = json_pack("{s:{s:s, s:s, s:i, s:[]}}", "taskDefinition",
		    "taskDefinitionArn",
		    "arn:aws:ecs:us-east-1:111122223333:task-definition/td:1",
		    "family", "td", "revision", 1, "containerDefinitions");
	else if (strcmp(op, "ListTasks") == 0)
		out = json_pack("{s:[]}", "taskArns");
	else
		out = json_pack("{s:[], s:[]}", "Parameters",
		    "InvalidParameters");
	s = json_dumps(out, JSON_COMPACT);
	json_decref(out);
	return s;
}

static int
fake_send(struct http_transport *t, const struct http_request *req,
    struct http_response *resp, size_t n, struct diag *d)
{
	struct fake *f = (struct fake *)t;
	const char *target, *op;
	json_t *body;
	char *text;
	size_t i;

	(void)d;
	f->rounds++;
	for (i = 0; i < n; i++) {
		target = header(&req[i], "X-Amz-Target");
		op = strchr(target, '.') ? strchr(target, '.') + 1 : target;
		buf_addf(&f->log, "%d %s\n", f->rounds, op);
		assert_non_null(strstr(header(&req[i], "Authorization"),
		    "AWS4-HMAC-SHA256 Credential=AKIDLIVE/"));
		body = json_loadb(req[i].body, req[i].body_len, 0, NULL);
		assert_non_null(body);
		resp[i].request_id = xasprintf("rid-%d-%zu", f->rounds, i);
		if (f->deny != NULL && strcmp(op, f->deny) == 0) {
			resp[i].status = 400;
			buf_adds(&resp[i].body, "{\"__type\":\"AccessDenied"
			    "Exception\",\"message\":\"not authorized\"}");
		} else {
			resp[i].status = 200;
			text = answer(op, body);
			buf_adds(&resp[i].body, text);
			free(text);
		}
		json_decref(body);
	}
	return 0;
}

static int
setup(void **state)
{
	(void)state;
	setenv("AWS_ACCESS_KEY_ID", "AKIDLIVE", 1);
	setenv("AWS_SECRET_ACCESS_KEY", "secret-live", 1);
	unsetenv("AWS_SESSION_TOKEN");
	setenv("AWS_EC2_METADATA_DISABLED", "true", 1);
	setenv("AWS_CONFIG_FILE", "/nonexistent/config", 1);
	setenv("AWS_SHARED_CREDENTIALS_FILE", "/nonexistent/credentials", 1);
	return 0;
}

static void
opts(struct live_opts *o, struct fake *f)
{
	static const char *constraints[] = { "attribute:x == y" };

	memset(o, 0, sizeof(*o));
	memset(f, 0, sizeof(*f));
	f->base.send = fake_send;
	buf_init(&f->log);
	o->transport = &f->base;
	o->creds.region = "us-east-1";
	o->target.cluster = "c";
	o->target.service = "svc";
	o->target.constraints = constraints;
	o->target.nconstraints = 1;
}

static const struct live_doc *
doc_named(const struct live_result *r, const char *file)
{
	size_t i;

	for (i = 0; i < r->ndocs; i++)
		if (strcmp(r->docs[i].file, file) == 0)
			return &r->docs[i];
	return NULL;
}

static void
test_fetch_and_load(void **state)
{
	struct live_opts o;
	struct fake f;
	struct live_result r;
	struct model *m;
	struct diag d;
	const struct live_doc *doc;
	json_t *man;

	(void)state;
	diag_init(&d);
	opts(&o, &f);
	assert_int_equal(live_fetch(&o, &r, &d), 0);
	/* Round 1 sends the first calls; the describe batch of page 1 goes
	 * out in round 2 together with page 2. */
	assert_non_null(strstr(f.log.data, "1 ListContainerInstances\n"));
	assert_non_null(strstr(f.log.data, "2 DescribeContainerInstances\n"));
	assert_non_null(strstr(f.log.data, "2 ListContainerInstances\n"));
	assert_non_null(strstr(f.log.data, "2 DescribeTaskDefinition\n"));
	doc = doc_named(&r, "describe-container-instances.json");
	assert_non_null(doc);
	assert_int_equal(doc->npages, 2);
	doc = doc_named(&r, "list-container-instances.json");
	assert_int_equal(doc->npages, 2);
	assert_string_equal(doc->request_ids[0], "rid-1-1");
	/* Both filters: --constraint and the service's memberOf. */
	assert_non_null(doc_named(&r,
	    "list-container-instances-filter-1.json"));
	assert_non_null(doc_named(&r,
	    "list-container-instances-filter-2.json"));
	assert_int_equal(r.nnotes, 0);
	man = live_manifest(&r);
	assert_int_equal(json_array_size(json_object_get(man, "filters")), 2);
	assert_string_equal(json_string_value(json_object_get(man, "region")),
	    "us-east-1");
	json_decref(man);

	assert_int_equal(live_load(&r, &m, &d), 0);
	assert_int_equal(m->ninstances, 3);
	assert_non_null(m->cluster);
	assert_int_equal(m->ntaskdefs, 1);
	assert_true((m->have & HAVE_STOPPED_TASKS) != 0);
	model_free(m);
	live_result_free(&r);
	buf_free(&f.log);
	diag_clear(&d);
}

static void
test_required_denied(void **state)
{
	struct live_opts o;
	struct fake f;
	struct live_result r;
	struct diag d;

	(void)state;
	diag_init(&d);
	opts(&o, &f);
	f.deny = "DescribeContainerInstances";
	assert_int_equal(live_fetch(&o, &r, &d), -1);
	assert_non_null(strstr(d.message, "DescribeContainerInstances failed"));
	assert_non_null(strstr(d.message, "IAM action "
	    "ecs:DescribeContainerInstances"));
	assert_non_null(strstr(d.message, "AccessDeniedException"));
	live_result_free(&r);
	buf_free(&f.log);
	diag_clear(&d);
}

static void
test_optional_denied(void **state)
{
	struct live_opts o;
	struct fake f;
	struct live_result r;
	struct diag d;
	json_t *man, *v;
	size_t i;

	(void)state;
	diag_init(&d);
	opts(&o, &f);
	f.deny = "GetParameters";
	assert_int_equal(live_fetch(&o, &r, &d), 0);
	assert_int_equal(r.nnotes, 1);
	assert_non_null(strstr(r.notes[0], "ssm:GetParameters"));
	man = live_manifest(&r);
	json_array_foreach(json_object_get(man, "operations"), i, v)
		assert_string_not_equal(json_string_value(v),
		    "ssm:GetParameters");
	assert_int_equal(json_array_size(json_object_get(man, "notes")), 1);
	json_decref(man);
	live_result_free(&r);
	buf_free(&f.log);
	diag_clear(&d);
}

static void
test_no_cluster(void **state)
{
	struct live_opts o;
	struct fake f;
	struct live_result r;
	struct diag d;

	(void)state;
	diag_init(&d);
	opts(&o, &f);
	o.target.cluster = NULL;
	assert_int_equal(live_fetch(&o, &r, &d), -1);
	assert_non_null(strstr(d.message, "--cluster"));
	live_result_free(&r);
	buf_free(&f.log);
	diag_clear(&d);
}

static void
test_capture(void **state)
{
	struct live_opts o;
	struct fake f;
	struct live_result r;
	struct capture_opts co;
	struct diag d;
	struct stat st;
	char dir[] = "/tmp/provdoc-capture-XXXXXX", *path, *cmd;
	struct buf text = BUF_INIT;
	FILE *fp;
	char tmp[4096];
	size_t n;

	(void)state;
	diag_init(&d);
	opts(&o, &f);
	assert_int_equal(live_fetch(&o, &r, &d), 0);
	assert_non_null(mkdtemp(dir));
	co.dir = path = xasprintf("%s/bundle", dir);
	co.force = false;
	co.redact = true;
	assert_true(capture_write(&r, &co, &d) > 8);
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0700);
	free(path);
	path = xasprintf("%s/bundle/describe-container-instances.json", dir);
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0600);
	fp = fopen(path, "r");
	while ((n = fread(tmp, 1, sizeof(tmp), fp)) > 0)
		buf_add(&text, tmp, n);
	fclose(fp);
	assert_null(strstr(text.data, "111122223333"));
	assert_non_null(strstr(text.data, ":000000000001:"));
	free(path);
	/* Not empty any more: refused without --force, accepted with. */
	co.dir = path = xasprintf("%s/bundle", dir);
	assert_int_equal(capture_write(&r, &co, &d), -1);
	assert_non_null(strstr(d.message, "not empty"));
	co.force = true;
	assert_true(capture_write(&r, &co, &d) > 0);
	free(path);
	cmd = xasprintf("rm -rf '%s'", dir);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	buf_free(&text);
	live_result_free(&r);
	buf_free(&f.log);
	diag_clear(&d);
}

static void
test_redact_consistent(void **state)
{
	struct buf t[2];

	(void)state;
	buf_init(&t[0]);
	buf_init(&t[1]);
	buf_adds(&t[0], "arn:aws:ecs:us-east-1:123456789012:x "
	    "arn:aws:iam::999988887777:role/r 123456789012 1234567890123");
	buf_adds(&t[1], "{\"ownerId\":\"999988887777\"}");
	capture_redact_accounts(t, 2);
	assert_string_equal(t[0].data, "arn:aws:ecs:us-east-1:000000000001:x "
	    "arn:aws:iam::000000000002:role/r 000000000001 1234567890123");
	assert_string_equal(t[1].data, "{\"ownerId\":\"000000000002\"}");
	buf_free(&t[0]);
	buf_free(&t[1]);
}

static void
test_ecs_table_and_merge(void **state)
{
	struct buf pages[2], out = BUF_INIT;
	struct diag d;
	json_t *o;
	char *s;
	size_t i;

	(void)state;
	diag_init(&d);
	/* The descriptor table is in enum order. */
	for (i = 0; i < ECS_OP_COUNT; i++)
		assert_int_equal(ecs_ops[i].op, i);
	assert_string_equal(ecs_ops[SSM_GET_PARAMETERS].target,
	    "AmazonSSM.GetParameters");
	o = ecs_req_list_tasks("c", "STOPPED", "tok");
	s = ecs_body_text(o);
	assert_string_equal(s, "{\"cluster\":\"c\","
	    "\"desiredStatus\":\"STOPPED\",\"maxResults\":100,"
	    "\"nextToken\":\"tok\"}");
	free(s);
	json_decref(o);
	buf_init(&pages[0]);
	buf_init(&pages[1]);
	buf_adds(&pages[0], "{\"taskArns\":[\"a\"],\"nextToken\":\"x\"}");
	buf_adds(&pages[1], "{\"taskArns\":[\"b\"]}");
	assert_int_equal(ecs_merge_pages(pages, 1, &out, &d), 0);
	assert_string_equal(out.data, pages[0].data);
	buf_reset(&out);
	assert_int_equal(ecs_merge_pages(pages, 2, &out, &d), 0);
	o = json_loads(out.data, 0, NULL);
	assert_int_equal(json_array_size(json_object_get(o, "taskArns")), 2);
	assert_null(json_object_get(o, "nextToken"));
	json_decref(o);
	buf_reset(&pages[1]);
	buf_adds(&pages[1], "not json");
	buf_reset(&out);
	assert_int_equal(ecs_merge_pages(pages, 2, &out, &d), -1);
	buf_free(&pages[0]);
	buf_free(&pages[1]);
	buf_free(&out);
	diag_clear(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(test_fetch_and_load, setup),
		cmocka_unit_test_setup(test_required_denied, setup),
		cmocka_unit_test_setup(test_optional_denied, setup),
		cmocka_unit_test_setup(test_no_cluster, setup),
		cmocka_unit_test_setup(test_capture, setup),
		cmocka_unit_test(test_redact_consistent),
		cmocka_unit_test(test_ecs_table_and_merge),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
