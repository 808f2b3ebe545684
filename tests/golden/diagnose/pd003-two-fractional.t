two containers each asking GPU 0.125 on g6f.xlarge (only one container may take a fractional GPU)
fixture: pd003-two-fractional
args: diagnose
