#!/bin/sh
# The reads of a provdoc live diagnosis done with the AWS CLI, one call
# after the other, as an engineer's script would do them: the CLI merges
# the List* pages itself (one process each), the Describe* calls go in
# batches of 100 ids (one process per batch). Used by bench/bench-live.sh
# as the baseline; every answer is kept in OUTDIR so nothing is skipped.
# Usage: sh bench/aws-cli-reads.sh ENDPOINT CLUSTER SERVICE OUTDIR
# Credentials and region come from the environment (bench-live.py sets
# fake ones that the local test server accepts).
set -eu
ep=$1
cluster=$2
service=$3
out=$4
aws=${AWS_CLI:-/usr/bin/aws}
mkdir -p "$out"

ecs() {
	"$aws" --endpoint-url "$ep" --output json ecs "$@"
}

ecs describe-clusters --clusters "$cluster" \
    --include SETTINGS CONFIGURATIONS STATISTICS >"$out/describe-clusters.json"

ecs list-container-instances --cluster "$cluster" \
    >"$out/list-container-instances.json"
jq -r '.containerInstanceArns[]' "$out/list-container-instances.json" |
    split -l 100 -d -a 4 - "$out/ci-batch-"
for b in "$out"/ci-batch-*; do
	# shellcheck disable=SC2046 # one word per ARN
	ecs describe-container-instances --cluster "$cluster" \
	    --include CONTAINER_INSTANCE_HEALTH \
	    --container-instances $(cat "$b") \
	    >"$out/describe-container-instances-${b##*-}.json"
done

ecs describe-services --cluster "$cluster" --services "$service" \
    >"$out/describe-services.json"
td=$(jq -r '.services[0].taskDefinition' "$out/describe-services.json")
ecs describe-task-definition --task-definition "$td" \
    >"$out/describe-task-definition.json"

ecs list-tasks --cluster "$cluster" --desired-status RUNNING \
    >"$out/list-tasks.json"
ecs list-tasks --cluster "$cluster" --desired-status STOPPED \
    >"$out/list-tasks-stopped.json"
jq -r '.taskArns[]' "$out/list-tasks.json" "$out/list-tasks-stopped.json" |
    sort -u | split -l 100 -d -a 4 - "$out/task-batch-"
for b in "$out"/task-batch-*; do
	# shellcheck disable=SC2046 # one word per ARN
	ecs describe-tasks --cluster "$cluster" --tasks $(cat "$b") \
	    >"$out/describe-tasks-${b##*-}.json"
done

"$aws" --endpoint-url "$ep" --output json ssm get-parameters --names \
    /aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended \
    /aws/service/ecs/optimized-ami/amazon-linux-2/gpu/recommended \
    >"$out/ssm-get-parameters.json"
rm -f "$out"/ci-batch-* "$out"/task-batch-*
