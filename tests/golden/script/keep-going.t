--keep-going runs past a failing command, which still makes the exit status 2
fixture: seed
args: --keep-going -c 'step 9; next; drain i-nothing'
--- stdout
Step 0/4 task definition: pass (4 in, 4 out)
  pass  i-0b6e87ad116a5b717 (g5.xlarge)
  pass  i-02a9609b45482cbbb (g5.xlarge)
  pass  i-0f2a43f8c9f320943 (g5.xlarge)
  pass  i-05e3c387c862be935 (m5.large)
--- stderr
provdoc: error: step takes a step number from 0 to 4, not '9'
provdoc: error: <-c>:1: command 'step' failed
provdoc: error: no instance 'i-nothing' in the bundle (see 'instances')
provdoc: error: <-c>:1: command 'drain' failed
--- exit
2
