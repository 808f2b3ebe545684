/*
 * session: the state one provdoc run (argv command, REPL or script) works
 * on: parsed options, the data source, the loaded model, the resolved
 * target, the last report, output settings and the REPL's what-if changes.
 * Commands receive it; only session.c loads or reloads data.
 *
 * Ownership: the session owns the model, the report and the what-if list;
 * session_free releases them. Option strings borrow from argv.
 */
#ifndef PROVDOC_SESSION_H
#define PROVDOC_SESSION_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

#include "model/model.h"
#include "report/render.h"
#include "report/report.h"
#include "util/buf.h"

struct whatif;

struct session_opts {
	const char	**replay;	/* --replay PATH (repeatable) */
	size_t		  nreplay;
	struct target_req req;		/* --cluster, --service, --task-definition, --task, --constraint */
	const char	 *format;	/* --format text|json|markdown, NULL = auto */
	bool		  no_color;	/* --no-color */
	bool		  echo;		/* --echo */
	bool		  keep_going;	/* --keep-going */
	const char	 *command_string;	/* -c */
	const char	 *script_file;	/* -f */
	/* live AWS */
	const char	 *profile;
	const char	 *region;
	const char	 *endpoint_url;
	const char	 *ca_bundle;
	bool		  insecure;
	long		  connect_timeout;	/* seconds, 0 default */
	long		  request_timeout;
	int		  concurrency;		/* 0 default (8) */
	/* capture */
	const char	 *output_dir;	/* -o DIR */
	bool		  force;
	bool		  redact;
	const char	 *capture_dir;	/* diagnose --capture DIR */
	/* debug sign-request */
	const char	 *date;
	const char	 *service_name;	/* --signing-service */
};

struct session {
	struct session_opts	 o;
	unsigned		 mode;		/* the enum cmd_mode of the current command */
	bool			 interactive;	/* stdin is a terminal (REPL) */
	enum out_format		 fmt;
	bool			 color;
	int			 width;		/* terminal columns, 0 when not a TTY */
	struct model		*model;		/* NULL until loaded */
	struct model		*base;		/* the model as loaded, when what-if changes are in force */
	struct target		 target;
	bool			 have_target;
	struct report		 report;
	bool			 have_report;
	int			 next_step;	/* REPL "next": the step to show next (0..5) */
	struct whatif		*whatif;	/* REPL what-if changes, NULL when none */
	void			(*whatif_free)(struct whatif *);	/* set with whatif */
	unsigned		 seq;		/* command sequence number (JSON envelopes) */
	int			 last_verdict;	/* exit status of the last diagnose/run/verdict */
	bool			 quit;		/* quit/exit ran: the REPL or script stops */
	volatile sig_atomic_t	*interrupted;	/* REPL: set by SIGINT; long loops stop early; NULL otherwise */
	struct buf		 out;		/* the current command's stdout text */
	void			*json;		/* json_t *: the current command's JSON result */
};

void	session_init(struct session *s);
void	session_free(struct session *s);

/* Satisfy needs bits (enum cmd_needs). Returns 0, or -1 after printing why. */
int	session_need(struct session *s, unsigned needs);
/* Drop the model, target and report so the next need reloads (REPL reload). */
void	session_invalidate(struct session *s);
/* Re-run the runbook on the current model (after a what-if change). */
int	session_rerun(struct session *s);

/*
 * Write the current command's output to stdout and reset it: text as it
 * is; JSON as the result document (argv mode) or inside an envelope
 * {command, seq, status, exit, result} (scripts and the REPL).
 */
void	session_flush(struct session *s, const char *command, int status);

/* Output for commands: text goes to s->out; JSON results via out_json. */
void	out_printf(struct session *s, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
void	out_puts(struct session *s, const char *text);
/* Takes ownership of a json_t * result for JSON output. */
void	out_json(struct session *s, void *json);
/* Append the report (or one step of it) in the session's format. */
void	out_report(struct session *s, int only_step);
/*
 * Append only the verdict (and what ECS said): text and Markdown cut from
 * the whole rendering, JSON {verdict, changes}.
 */
void	out_verdict(struct session *s);
/* The report as a parsed provdoc.report/v1 json_t *; caller decrefs. */
void	*session_report_json(struct session *s);

#endif
