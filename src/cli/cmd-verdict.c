/*
 * verdict: prints the verdict (placeable, or the primary cause, what
 * still blocks after the fix, and the fix) without the steps; its exit
 * status is the verdict's (0, 1 or 3). It only renders.
 */
#include "cli/cmd.h"
#include "cli/session.h"
#include "report/report.h"
#include "util/banned.h"

static int
run_verdict(struct session *s, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	out_verdict(s);
	s->last_verdict = report_exit_status(&s->report);
	return s->last_verdict;
}

const struct cmd_def cmd_verdict = {
	.name = "verdict",
	.usage = "",
	.summary = "show the verdict: the cause and the fix, or where it fits",
	.help = "Prints the verdict of the whole runbook: placeable now (and "
	    "on which instances), or the primary cause, what would still "
	    "block after fixing it, and the fix. With what-if changes in "
	    "force the verdict is hypothetical and says so. Exit status 0 "
	    "placeable, 1 blocked, 3 inconclusive.",
	.min_args = 0,
	.max_args = 0,
	.needs = CMD_NEEDS_REPORT,
	.modes = CMD_MODE_ALL,
	.run = run_verdict,
};
