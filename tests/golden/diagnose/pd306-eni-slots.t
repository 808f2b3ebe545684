awsvpc without trunking: each g5.xlarge (4 ENIs, 3 for tasks) already runs 3 awsvpc tasks; GPU, CPU and memory are free
fixture: pd306-eni-slots
args: diagnose
