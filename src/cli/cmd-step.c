/*
 * step: prints one step's section of the report (0..4) and makes the
 * step after it the REPL's next one. It only renders.
 */
#include <stdlib.h>

#include "cli/cmd.h"
#include "cli/session.h"
#include "report/report.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/banned.h"

static int
run_step(struct session *s, int argc, char **argv)
{
	char *end;
	long n;

	(void)argc;
	n = strtol(argv[1], &end, 10);
	if (argv[1][0] == '\0' || *end != '\0' || n < 0 ||
	    n >= REPORT_NSTEPS) {
		error("step takes a step number from 0 to %d, not '%s'",
		    REPORT_NSTEPS - 1, argv[1]);
		return PD_EXIT_USAGE;
	}
	out_report(s, (int)n);
	s->next_step = (int)n + 1;
	return PD_EXIT_OK;
}

const struct cmd_def cmd_step = {
	.name = "step",
	.usage = "N",
	.summary = "show one step of the runbook (0-4)",
	.help = "Prints step N's section of the report: 0 task definition, "
	    "1 GPU registration, 2 remaining devices, 3 CPU, memory and the "
	    "rest, 4 constraints. 'next' then continues with step N+1.",
	.min_args = 1,
	.max_args = 1,
	.needs = CMD_NEEDS_REPORT,
	.modes = CMD_MODE_REPL | CMD_MODE_SCRIPT,
	.run = run_step,
};
