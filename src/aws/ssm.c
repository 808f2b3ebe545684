/*
 * ssm: the one SSM call live mode makes, GetParameters for the public
 * ECS GPU-optimized AMI parameters (facts sheet 5.3 and 6.3). It builds
 * the request body only; http.c sends it and a missing permission is
 * treated as optional by source/live.c.
 */
#include <stddef.h>

#include "aws/ecs.h"
#include "util/banned.h"

const char *const ssm_gpu_ami_parameters[] = {
	"/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended",
	"/aws/service/ecs/optimized-ami/amazon-linux-2/gpu/recommended",
	NULL,
};

json_t *
ssm_req_get_parameters(const char *const *names, size_t n)
{
	json_t *a = json_array();
	size_t i;

	for (i = 0; i < n; i++)
		json_array_append_new(a, json_string(names[i]));
	return json_pack("{s:o}", "Names", a);
}
