service memberOf mixing and/or without parentheses; the free g6.xlarge in us-east-1c matches under (a and b) or c, not under a and (b or c)
fixture: pd406-and-or-mixed
args: diagnose --format markdown
