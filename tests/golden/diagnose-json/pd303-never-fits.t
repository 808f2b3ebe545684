container memory 16384 MiB on g5.xlarge, which registers 15563: never fits, even empty
fixture: pd303-never-fits
args: diagnose --format json
