/*
 * runbook: runs the PROVISIONING runbook (steps 0-4, in the order of
 * checks/checks.def) over a model for one target and fills a report:
 * step results, per-instance results, findings with evidence and fixes,
 * what ECS said cross-checked, and the verdict. Pure: no I/O, no globals.
 *
 * Ownership: the model and target are borrowed for the call and, through
 * inst_result.inst, for the life of the report. The report is the
 * caller's (report_init before, report_free after).
 */
#ifndef PROVDOC_RUNBOOK_H
#define PROVDOC_RUNBOOK_H

#include "model/model.h"
#include "report/report.h"

/*
 * Run every step and the verdict. Returns 0; a failure of the data is a
 * finding or an inconclusive step, never a return value.
 */
int	runbook_run(const struct model *m, const struct target *t,
	    struct report *r);

#endif
