/*
 * step0: the task-definition parsers step 0 uses, exposed for unit tests.
 * Pure string parsing; no model access.
 */
#ifndef PROVDOC_CHECKS_STEP0_H
#define PROVDOC_CHECKS_STEP0_H

/* Task-level cpu: "1024", "1 vCPU", "0.5 vcpu" -> CPU units; -1 unreadable. */
int	check_parse_cpu(const char *s);
/* Task-level memory: "2048", "2 GB", "0.5GB", "2 GiB" -> MiB; -1 unreadable. */
int	check_parse_memory(const char *s);

enum check_gpu_value {
	GPUV_INVALID = 0,	/* not an integer, ALL, 0.125, 0.25 or 0.5 */
	GPUV_INTEGER,		/* *v = the count */
	GPUV_ALL,		/* *v = 0 */
	GPUV_FRACTION,		/* *v = 0.125, 0.25 or 0.5 */
};

/* Classify a GPU resourceRequirements value. */
enum check_gpu_value check_parse_gpu(const char *s, double *v);

#endif
