rolling deploy with minimumHealthyPercent 0: the new tasks were placed on GPUs whose old holders are stopping (desiredStatus STOPPED, lastStatus RUNNING / DEACTIVATING) and wait PENDING in the agent
fixture: pd202-stopping-holder
args: diagnose --format json
