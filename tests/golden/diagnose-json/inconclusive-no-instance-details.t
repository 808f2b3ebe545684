the seed situation pasted without describe-container-instances (only the ARN list): steps 1-3 are inconclusive
fixture: inconclusive-no-instance-details
args: diagnose --format json
