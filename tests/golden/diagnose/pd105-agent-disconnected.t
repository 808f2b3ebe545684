both GPU instances have the agent disconnected
fixture: pd105-agent-disconnected
args: diagnose
