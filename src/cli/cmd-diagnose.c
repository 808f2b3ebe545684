/*
 * diagnose: runs the whole runbook on the target and prints the report
 * and the verdict; its exit status is the verdict's (0, 1 or 3).
 */
#include "cli/cmd.h"
#include "cli/session.h"
#include "report/report.h"
#include "util/banned.h"

static int
run_diagnose(struct session *s, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	out_report(s, -1);
	s->last_verdict = report_exit_status(&s->report);
	return s->last_verdict;
}

const struct cmd_def cmd_diagnose = {
	.name = "diagnose",
	.usage = "",
	.summary = "run the whole runbook and print the cause and the fix",
	.help = "Walks every step of the runbook (0 task definition, 1 GPU "
	    "registration, 2 remaining devices, 3 CPU, memory and the rest, "
	    "4 constraints) over every container instance, then prints the "
	    "verdict: placeable now, or the primary cause with its exact fix "
	    "and what would still block after it. Exit status 0 placeable, "
	    "1 blocked, 3 inconclusive.",
	.options = "replay cluster service task-definition task constraint "
	    "format capture",
	.min_args = 0,
	.max_args = 0,
	.needs = CMD_NEEDS_REPORT,
	.modes = CMD_MODE_ALL,
	.run = run_diagnose,
};
