/*
 * test-events: parsing of ECS service events (current and old forms, every
 * suffix the facts sheet lists) and RunTask/StartTask failure reasons
 * (checks/events.c). The cross-check is covered by test-runbook.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "checks/events.h"
#include "util/banned.h"

#define STEM "service embed-worker was unable to place a task because no " \
	"container instance met all of its requirements."
#define TAIL " For more information, see the Troubleshooting section of " \
	"the Amazon ECS Developer Guide."
#define CI "b1a73168-f8a6-4ed9-b69e-94adc7a0f1e0"

static void
expect(const char *msg, enum events_reason reason, const char *inst)
{
	struct events_msg m;

	assert_true(events_parse(msg, &m));
	assert_int_equal(m.reason, reason);
	assert_string_equal(m.instance, inst);
}

static void
test_current_form(void **state)
{
	struct events_msg m;

	(void)state;
	assert_true(events_parse(STEM TAIL, &m));
	assert_int_equal(m.reason, EVR_GENERIC);
	assert_string_equal(m.service, "embed-worker");
	assert_string_equal(m.instance, "");
	assert_false(m.old_form);
	expect(STEM " The closest matching container-instance " CI
	    " has insufficient memory available." TAIL, EVR_MEMORY, CI);
	expect(STEM " The closest matching container-instance " CI
	    " has insufficient CPU units available." TAIL, EVR_CPU, CI);
	expect(STEM " The closest matching container-instance " CI
	    " is already using a port required by your task." TAIL,
	    EVR_PORTS, CI);
	expect(STEM " The closest matching container-instance " CI
	    " is missing an attribute required by your task." TAIL,
	    EVR_ATTRIBUTE, CI);
	expect(STEM " The closest matching container-instance " CI
	    " encountered error \"AGENT\"." TAIL, EVR_AGENT, CI);
	expect(STEM " The closest matching container-instance " CI
	    " encountered error \"RESOURCE:ENI\"." TAIL, EVR_ENI, CI);
	expect(STEM " The closest matching container-instance " CI
	    " encountered error \"RESOURCE:GPU\"." TAIL, EVR_GPU, CI);
	expect(STEM " The closest matching container-instance " CI
	    " doesn't have the agent connected." TAIL, EVR_AGENT, CI);
	expect("service x was unable to place a task. Reason: No Container "
	    "Instances were found in your cluster.", EVR_NO_INSTANCES, "");
}

static void
test_memberof_keeps_period(void **state)
{
	struct events_msg m;

	(void)state;
	assert_true(events_parse(STEM " The closest matching "
	    "container-instance 9343abcd encountered error \"MemberOf "
	    "placement constraint unsatisfied.\"." TAIL, &m));
	assert_int_equal(m.reason, EVR_MEMBEROF);
	assert_string_equal(m.instance, "9343abcd");
	assert_string_equal(m.error, "MemberOf placement constraint "
	    "unsatisfied.");
}

static void
test_old_form(void **state)
{
	struct events_msg m;

	(void)state;
	assert_true(events_parse("(service httpd-web) was unable to place a "
	    "task because no container instance met all of its requirements. "
	    "The closest matching (container-instance 2d2f1e31-3b0c-4a3f-9c5e-"
	    "8e1c2a2b6a11) has insufficient memory available.", &m));
	assert_true(m.old_form);
	assert_string_equal(m.service, "httpd-web");
	assert_int_equal(m.reason, EVR_MEMORY);
	assert_string_equal(m.instance,
	    "2d2f1e31-3b0c-4a3f-9c5e-8e1c2a2b6a11");
	/* An ARN in place of the id keeps only its last segment. */
	expect(STEM " The closest matching container-instance arn:aws:ecs:"
	    "us-east-1:1:container-instance/inference/abc123 has insufficient "
	    "memory available.", EVR_MEMORY, "abc123");
}

static void
test_not_placement(void **state)
{
	struct events_msg m;

	(void)state;
	assert_false(events_parse("service embed-worker has reached a steady "
	    "state.", &m));
	assert_int_equal(m.reason, EVR_NONE);
	assert_false(events_parse(NULL, &m));
	assert_true(events_parse("service x was unable to place a task. "
	    "Reason: You've reached the limit on the number of tasks you can "
	    "run concurrently", &m));
	assert_int_equal(m.reason, EVR_OTHER);
	assert_string_equal(m.error, "You've reached the limit on the number "
	    "of tasks you can run concurrently");
}

static void
test_failure_reasons(void **state)
{
	(void)state;
	assert_int_equal(events_failure_reason("RESOURCE:CPU"), EVR_CPU);
	assert_int_equal(events_failure_reason("RESOURCE:MEMORY"), EVR_MEMORY);
	assert_int_equal(events_failure_reason("RESOURCE:PORTS"), EVR_PORTS);
	assert_int_equal(events_failure_reason("RESOURCE:ENI"), EVR_ENI);
	assert_int_equal(events_failure_reason("RESOURCE:GPU"), EVR_GPU);
	assert_int_equal(events_failure_reason("RESOURCE:FARGATE"), EVR_OTHER);
	assert_int_equal(events_failure_reason("AGENT"), EVR_AGENT);
	assert_int_equal(events_failure_reason("ATTRIBUTE"), EVR_ATTRIBUTE);
	assert_int_equal(events_failure_reason("LOCATION"), EVR_LOCATION);
	assert_int_equal(events_failure_reason(
	    "MemberOf placement constraint unsatisfied."), EVR_MEMBEROF);
	assert_int_equal(events_failure_reason(
	    "DistinctInstance placement constraint unsatisfied."),
	    EVR_DISTINCT);
	assert_int_equal(events_failure_reason(
	    "TaskFailedToStart: RESOURCE:GPU"), EVR_GPU);
	assert_int_equal(events_failure_reason(
	    "TaskFailedToStart: NO ACTIVE INSTANCES"), EVR_NO_INSTANCES);
	assert_int_equal(events_failure_reason("MISSING"), EVR_OTHER);
	assert_int_equal(events_failure_reason(NULL), EVR_NONE);
	assert_string_equal(events_reason_name(EVR_GPU), "RESOURCE:GPU");
	assert_string_equal(events_reason_name(EVR_MEMBEROF), "MemberOf");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_current_form),
		cmocka_unit_test(test_memberof_keeps_period),
		cmocka_unit_test(test_old_form),
		cmocka_unit_test(test_not_placement),
		cmocka_unit_test(test_failure_reasons),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
