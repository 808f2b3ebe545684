/*
 * live: fetches from AWS what the runbook needs (cluster, container
 * instances, target service and task definition, the tasks of the
 * cluster, the memberOf filter answers, the GPU AMI parameters) with
 * pipelined, batched, concurrent calls, and keeps every response's bytes
 * so that the same result can be loaded into a model (live mode) or
 * written as a bundle (capture.c). It does not run checks or print; notes
 * about optional calls that failed are returned for the caller to print.
 *
 * Ownership: struct live_result owns everything in it (live_result_free).
 * Options are borrowed.
 */
#ifndef PROVDOC_LIVE_H
#define PROVDOC_LIVE_H

#include <stdbool.h>
#include <stddef.h>

#include "aws/creds.h"
#include "aws/ecs.h"
#include "aws/http.h"
#include "model/model.h"
#include "util/buf.h"
#include "util/diag.h"

struct live_opts {
	struct creds_opts	 creds;		/* --profile, --region, --endpoint-url */
	struct http_curl_opts	 curl;		/* TLS, timeouts, concurrency */
	struct target_req	 target;	/* borrowed; cluster required */
	/* NULL: libcurl. Tests and tools may plug another transport. */
	struct http_transport	*transport;
	void			(*trace)(void *ud, const char *line);
	void			*trace_ud;
};

/* One canonical document: every page or batch of one operation call. */
struct live_doc {
	char		*file;		/* owned canonical file name */
	char		*label;		/* owned manifest label, e.g. "ecs:ListTasks desiredStatus=STOPPED" */
	enum ecs_op	 op;
	bool		 optional;	/* failure is noted, not fatal */
	char		*filter;	/* owned memberOf expression (filter docs), or NULL */
	struct buf	*pages;		/* owned bodies, in the order the calls were issued */
	char		**request_ids;	/* owned, parallel to pages (entries may be NULL) */
	size_t		 npages;
	bool		*page_done;	/* parallel to pages: a response arrived */
	bool		 failed;	/* a call of this document failed for good */
	long		 status;	/* HTTP status of the failure, 0 for transport */
	char		*error_code;	/* owned, or NULL */
	char		*error_message;	/* owned, or NULL */
	char		*error_request_id;	/* owned, or NULL */
};

struct live_result {
	struct live_doc	*docs;		/* owned */
	size_t		 ndocs;
	char		*region;	/* owned */
	char		*cluster;	/* owned */
	char		*service;	/* owned or NULL */
	char		*task_definition;	/* owned or NULL (as asked or found) */
	char		*task;		/* owned or NULL */
	char		 captured_at[32];	/* ISO-8601 UTC */
	char		**notes;	/* owned, one line each: optional calls that failed */
	size_t		 nnotes;
	int		 calls;		/* API calls made (attempts excluded) */
};

void	live_result_free(struct live_result *r);

/*
 * Resolves credentials, region and endpoints and fetches everything.
 * Returns 0 (r filled; optional failures in r->notes), or -1 with d
 * saying what failed; when a required call failed, d names the operation
 * and the IAM action, and r still holds what was fetched.
 */
int	live_fetch(const struct live_opts *o, struct live_result *r,
	    struct diag *d);

/*
 * Builds the provdoc.manifest/v1 document of r (caller json_decref).
 * filter_files: whether filter answers name their capture file.
 */
json_t	*live_manifest(const struct live_result *r);

/*
 * Loads r into a new model: every page under the source name
 * "Operation (request-id ID)", plus the manifest; links it. Returns 0 with
 * *out set (caller frees with model_free), or -1 with d set.
 */
int	live_load(const struct live_result *r, struct model **out,
	    struct diag *d);

/* Fetch and load in one step: the live data source of a session. */
int	live_load_model(const struct live_opts *o, struct model **out,
	    struct diag *d);

#endif
