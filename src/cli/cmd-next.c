/*
 * next: the REPL's walk through the runbook: prints the next step's
 * section of the report and advances; after step 4 it prints the verdict.
 * It only renders; the runbook has already run.
 */
#include "cli/cmd.h"
#include "cli/session.h"
#include "report/report.h"
#include "util/exitcode.h"
#include "util/banned.h"

static int
run_next(struct session *s, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (s->next_step < 0)
		s->next_step = 0;
	if (s->next_step >= REPORT_NSTEPS) {
		out_verdict(s);
		s->next_step = REPORT_NSTEPS;
		s->last_verdict = report_exit_status(&s->report);
		return PD_EXIT_OK;
	}
	out_report(s, s->next_step);
	s->next_step++;
	return PD_EXIT_OK;
}

const struct cmd_def cmd_next = {
	.name = "next",
	.usage = "",
	.summary = "show the next step of the runbook and advance",
	.help = "Prints the next step's section of the report (step 0 task "
	    "definition first, then 1 GPU registration, 2 remaining devices, "
	    "3 CPU, memory and the rest, 4 constraints) and advances the "
	    "prompt's step counter; after step 4 it prints the verdict. "
	    "'step N' jumps, 'run' prints the rest.",
	.min_args = 0,
	.max_args = 0,
	.needs = CMD_NEEDS_REPORT,
	.modes = CMD_MODE_REPL | CMD_MODE_SCRIPT,
	.run = run_next,
};
