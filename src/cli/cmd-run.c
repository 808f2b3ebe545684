/*
 * run: prints the rest of the runbook from the REPL's next step, then
 * the verdict; its exit status is the verdict's (0, 1 or 3). In JSON it
 * emits the whole report. It only renders.
 */
#include "cli/cmd.h"
#include "cli/session.h"
#include "report/report.h"
#include "util/banned.h"

static int
run_run(struct session *s, int argc, char **argv)
{
	int i;

	(void)argc;
	(void)argv;
	if (s->fmt == FMT_JSON)
		out_report(s, -1);
	else {
		for (i = s->next_step < 0 ? 0 : s->next_step;
		    i < REPORT_NSTEPS; i++)
			out_report(s, i);
		out_verdict(s);
	}
	s->next_step = REPORT_NSTEPS;
	s->last_verdict = report_exit_status(&s->report);
	return s->last_verdict;
}

const struct cmd_def cmd_run_steps = {
	.name = "run",
	.usage = "",
	.summary = "show the remaining steps and the verdict",
	.help = "Prints every step from the next one ('next' and 'step' move "
	    "it) to step 4, then the verdict. Exit status 0 placeable, 1 "
	    "blocked, 3 inconclusive.",
	.min_args = 0,
	.max_args = 0,
	.needs = CMD_NEEDS_REPORT,
	.modes = CMD_MODE_REPL | CMD_MODE_SCRIPT,
	.run = run_run,
};
