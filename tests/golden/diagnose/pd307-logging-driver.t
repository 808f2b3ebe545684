the task logs with splunk; the instances' ECS_AVAILABLE_LOGGING_DRIVERS lacks it (no com.amazonaws.ecs.capability.logging-driver.splunk)
fixture: pd307-logging-driver
args: diagnose
