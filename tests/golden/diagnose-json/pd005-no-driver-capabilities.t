GPU task on a plain python image without NVIDIA_DRIVER_CAPABILITIES: placeable, warning only (pasted files, no manifest)
fixture: pd005-no-driver-capabilities
args: diagnose --format json
