/*
 * events: what ECS itself said about the placement: service events (both
 * the current "service X was unable to place a task ..." form and the old
 * "(service X) ... (container-instance ID) ..." form) and RunTask/StartTask
 * failures, parsed into a closest instance and a normalised reason, then
 * cross-checked against provdoc's findings (report->said). Parsing is
 * pure string work, exposed for unit tests.
 *
 * Ownership: events_msg points into the message it was parsed from
 * (borrowed) except for the fixed-size buffers.
 */
#ifndef PROVDOC_EVENTS_H
#define PROVDOC_EVENTS_H

#include <stdbool.h>

struct check_ctx;

enum events_reason {
	EVR_NONE = 0,		/* not a placement failure */
	EVR_GENERIC,		/* no closest instance, no reason */
	EVR_NO_INSTANCES,	/* No Container Instances were found */
	EVR_MEMORY,
	EVR_CPU,
	EVR_PORTS,
	EVR_ENI,
	EVR_GPU,
	EVR_ATTRIBUTE,
	EVR_AGENT,
	EVR_LOCATION,
	EVR_MEMBEROF,
	EVR_DISTINCT,
	EVR_OTHER,		/* a reason provdoc does not map */
};

struct events_msg {
	enum events_reason	 reason;
	char			 service[256];	/* "" when absent */
	char			 instance[128];	/* closest instance id or "" */
	char			 error[128];	/* RESOURCE:ENI etc., or "" */
	bool			 old_form;	/* "(service X)" form */
};

/* Parse a service event. Returns true for a placement failure. */
bool		 events_parse(const char *message, struct events_msg *out);

/* Classify a RunTask/StartTask failure reason ("RESOURCE:GPU", ...). */
enum events_reason events_failure_reason(const char *reason);

/* A stable name: "RESOURCE:MEMORY", "AGENT", "MemberOf", "NO_INSTANCES", ... */
const char	*events_reason_name(enum events_reason r);

/* Fill ctx->r->said from the model's service events and failures. */
void		 events_crosscheck(struct check_ctx *ctx);

#endif
