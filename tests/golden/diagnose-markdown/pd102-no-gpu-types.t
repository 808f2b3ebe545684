only instance types without an NVIDIA GPU (m5, c6i)
fixture: pd102-no-gpu-types
args: diagnose --format markdown
