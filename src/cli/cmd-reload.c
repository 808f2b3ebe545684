/*
 * reload: drops the model, the target and the report and reads the data
 * again (the bundle, or live AWS), then re-applies the what-if changes in
 * force. For a bundle edited during an incident.
 */
#include "cli/cmd.h"
#include "cli/session.h"
#include "cli/whatif.h"
#include "report/report.h"
#include "util/exitcode.h"
#include "util/banned.h"

static int
run_reload(struct session *s, int argc, char **argv)
{
	size_t n = s->whatif != NULL ? s->whatif->n : 0;

	(void)argc;
	(void)argv;
	session_invalidate(s);
	if (session_need(s, CMD_NEEDS_REPORT) < 0)
		return PD_EXIT_USAGE;
	if (n > 0 && whatif_rerun(s) < 0)
		return PD_EXIT_USAGE;
	out_printf(s, "reloaded: %zu instances, %zu tasks",
	    s->model->ninstances, s->model->ntasks);
	if (n > 0)
		out_printf(s, ", %zu what-if change%s re-applied", n,
		    n == 1 ? "" : "s");
	out_printf(s, "\n");
	return PD_EXIT_OK;
}

const struct cmd_def cmd_reload = {
	.name = "reload",
	.usage = "",
	.summary = "re-read the data and re-run the diagnosis",
	.help = "Drops the loaded model and reads the bundle (or live AWS) "
	    "again, then re-runs the runbook with the what-if changes in "
	    "force; the step counter starts again at step 0.",
	.min_args = 0,
	.max_args = 0,
	.needs = CMD_NEEDS_NONE,
	.modes = CMD_MODE_REPL | CMD_MODE_SCRIPT,
	.run = run_reload,
};
