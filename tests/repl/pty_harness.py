"""A small pseudo-terminal driver for the REPL tests: starts provdoc on a
pty, sends keys, and reads until a pattern appears (with a timeout)."""
import os
import pty
import re
import select
import signal
import time


class Repl:
    def __init__(self, argv, env, cols=200):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(argv[0], argv, env)
        import fcntl
        import struct
        import termios
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ,
                    struct.pack("HHHH", 50, cols, 0, 0))
        self.out = b""

    def read_until(self, pattern, timeout=10.0):
        """Read until regex pattern (bytes) matches the output collected
        since the last call; returns that output as text."""
        deadline = time.time() + timeout
        rx = re.compile(pattern)
        while True:
            m = rx.search(self.out)
            if m:
                got = self.out[:m.end()]
                self.out = self.out[m.end():]
                return got.decode("utf-8", "replace")
            left = deadline - time.time()
            if left <= 0:
                raise AssertionError("timeout waiting for %r; got %r"
                                     % (pattern, self.out[-2000:]))
            r, _, _ = select.select([self.fd], [], [], left)
            if r:
                try:
                    data = os.read(self.fd, 65536)
                except OSError:
                    data = b""
                if not data:
                    raise AssertionError("EOF waiting for %r; got %r"
                                         % (pattern, self.out[-2000:]))
                self.out += data

    def send(self, data):
        if isinstance(data, str):
            data = data.encode()
        if data in (b"\x03", b"\x04"):
            # A control key is a signal or EOF only once libedit has the
            # terminal in its mode; give a loaded machine a moment.
            time.sleep(0.2)
        os.write(self.fd, data)

    def wait(self, timeout=10.0):
        deadline = time.time() + timeout
        while time.time() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                try:
                    while os.read(self.fd, 65536):
                        pass
                except OSError:
                    pass
                return os.waitstatus_to_exitcode(status)
            try:
                r, _, _ = select.select([self.fd], [], [], 0.1)
                if r:
                    self.out += os.read(self.fd, 65536)
            except OSError:
                pass
        os.kill(self.pid, signal.SIGKILL)
        raise AssertionError("provdoc did not exit; output %r"
                             % self.out[-600:])
