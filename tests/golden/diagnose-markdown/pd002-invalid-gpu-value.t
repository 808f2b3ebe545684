GPU value "2.5" (not an integer, ALL, or 0.125/0.25/0.5)
fixture: pd002-invalid-gpu-value
args: diagnose --format markdown
