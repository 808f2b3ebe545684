/*
 * cmd-capture: besides the capture command, the one mapping from the
 * session's flags (--profile, --region, --endpoint-url, TLS, timeouts,
 * --concurrency, the target, PROVDOC_TRACE_HTTP) to struct live_opts, so
 * that capture and live diagnosis fetch alike.
 */
#ifndef PROVDOC_CMD_CAPTURE_H
#define PROVDOC_CMD_CAPTURE_H

#include "cli/session.h"
#include "source/live.h"

/* Fills o from s (o borrows strings from s). */
void	cmd_capture_live_opts(const struct session *s, struct live_opts *o);

#endif
