long-lived account: container-instance and task ARNs in the old form (no cluster segment), old "(service X)" event texts, AWS CLI v1 epoch timestamps; p3.8xlarge with a free GPU but 5126 MiB left
fixture: legacy-old-arn
args: diagnose --format markdown
