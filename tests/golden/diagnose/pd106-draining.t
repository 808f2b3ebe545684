every GPU instance is DRAINING (AMI rollout), none ACTIVE
fixture: pd106-draining
args: diagnose
