"""Isolation for one snippet run, entered in the forked child (after ``import torch``, so forking stays fast).

Where the kernel allows namespaces (``enter``):

- **network**: a new network namespace whose only interface is its own loopback, brought up, so gloo/DDP
  on 127.0.0.1 work and nothing else is reachable;
- **file system**: a new mount namespace in which every mount is read-only, except the snippet's working
  directory, a fresh ``/tmp`` and ``/dev/shm`` (tmpfs, private to the run) and the shared matplotlib cache;
- **processes**: a new PID namespace; the snippet runs as its PID 1, so when it ends the kernel kills every
  process it started, ``start_new_session=True`` or not;
- **limits** (always): memory (``RLIMIT_DATA``: the snippet's own data beyond what it inherits, 4 GiB by
  default, ``# memory: 8G`` raises it), CPU time (``RLIMIT_CPU``: twice the wall-clock limit), largest file
  (``RLIMIT_FSIZE``, 256 MiB); the runner stops a snippet whose output passes 1 MiB (``# output: 4M``).

Where namespaces are refused (an unprivileged container, a runner that forbids user namespaces) the run
falls back to the in-process guards (an audit hook that refuses connections to other hosts and writes outside
the working directory) and says so once per run. What the sandbox does not promise: it is no security
boundary against a determined attacker (no seccomp, the same user, /proc readable); it keeps honest mistakes
and careless snippets from touching the machine, the network or the repository.
"""

from __future__ import annotations

import ctypes
import errno
import fcntl
import os
import resource
import socket
import struct
import sys
from dataclasses import dataclass

CLONE_NEWNS = 0x00020000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000
MS_RDONLY = 1
MS_NOSUID = 2
MS_NODEV = 4
MS_REMOUNT = 32
MS_BIND = 4096
MS_REC = 16384
MS_PRIVATE = 1 << 18
SIOCGIFFLAGS = 0x8913
SIOCSIFFLAGS = 0x8914
IFF_UP = 0x1

DEFAULT_MEMORY = 4 << 30
DEFAULT_OUTPUT = 1 << 20
MAX_FILE = 256 << 20

_libc = ctypes.CDLL(None, use_errno=True)


class SandboxError(OSError):
    pass


def _check(result: int, what: str) -> None:
    if result != 0:
        err = ctypes.get_errno()
        raise SandboxError(err, f"{what}: {os.strerror(err)}")


def _mount(source: str, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    _check(
        _libc.mount(
            source.encode(),
            target.encode(),
            fstype.encode() if fstype else None,
            flags,
            data.encode() if data else None,
        ),
        f"mount {target}",
    )


def _unshare(flags: int) -> None:
    _check(_libc.unshare(flags), "unshare")


def _write(path: str, text: str) -> None:
    with open(path, "w") as fh:
        fh.write(text)


def _loopback_up() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        req = struct.pack("16sH14x", b"lo", 0)
        flags = struct.unpack("16sH14x", fcntl.ioctl(s.fileno(), SIOCGIFFLAGS, req))[1]
        fcntl.ioctl(s.fileno(), SIOCSIFFLAGS, struct.pack("16sH14x", b"lo", flags | IFF_UP))


def _mount_points() -> list[str]:
    points = []
    with open("/proc/self/mountinfo") as fh:
        for line in fh:
            points.append(line.split()[4].replace("\\040", " "))
    return points


def _isolate_files(workdir: str, writable: tuple[str, ...], visible: tuple[str, ...] = ()) -> None:
    """Everything read-only but the working directory, a fresh /tmp and /dev/shm, and ``writable``.

    ``visible`` (the checkout, the interpreter's prefix) stays readable where a fresh /tmp would hide it:
    a checkout and its .venv may live under /tmp themselves."""
    _mount("none", "/", None, MS_REC | MS_PRIVATE)
    hidden = [p for p in dict.fromkeys(os.path.realpath(v) for v in visible) if p == "/tmp" or p.startswith("/tmp/")]
    keep: list[tuple[str, int, bool]] = []  # (path, fd, writable): read-only ones first, then nested writable ones
    for path in sorted(hidden, key=len):
        keep.append((path, os.open(path, os.O_RDONLY | os.O_DIRECTORY), False))
    for path in (workdir, *writable):
        keep.append((path, os.open(path, os.O_RDONLY | os.O_DIRECTORY), True))
    for point in sorted(set(_mount_points()), key=len):
        if point.startswith(("/proc", "/sys", "/dev")) and point != "/dev/shm":
            continue
        try:
            _mount("none", point, None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV)
        except SandboxError:
            pass  # a mount that cannot be remounted (a special file system) stays as it is
    _mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "size=1g,mode=1777")
    if os.path.isdir("/dev/shm"):
        _mount("tmpfs", "/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV, "size=1g,mode=1777")
    for path, fd, rw in keep:
        os.makedirs(path, exist_ok=True)
        _mount(f"/proc/self/fd/{fd}", path, None, MS_BIND | MS_REC)
        flags = MS_REMOUNT | MS_BIND | MS_NOSUID | MS_NODEV | (0 if rw else MS_RDONLY)
        _mount("none", path, None, flags)
        os.close(fd)


def _map_user(uid: int, gid: int) -> None:
    _write("/proc/self/setgroups", "deny")
    _write("/proc/self/uid_map", f"{uid} {uid} 1")
    _write("/proc/self/gid_map", f"{gid} {gid} 1")


def enter(workdir: str, writable: tuple[str, ...] = (), visible: tuple[str, ...] = ()) -> None:
    """Move this process into new network, mount and PID namespaces (PID: for the children it forks next)."""
    uid, gid = os.getuid(), os.getgid()
    flags = CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWPID
    try:
        _unshare(flags)
    except SandboxError as exc:
        if exc.errno != errno.EPERM:
            raise
        _unshare(flags | CLONE_NEWUSER)  # unprivileged: a user namespace grants the rights inside
        _map_user(uid, gid)
    _loopback_up()
    _isolate_files(workdir, writable, visible)


@dataclass(frozen=True)
class Limits:
    memory: int = DEFAULT_MEMORY
    output: int = DEFAULT_OUTPUT
    cpu_seconds: int = 60


def apply_limits(limits: Limits) -> None:
    """Resource limits for the snippet process (inherited by whatever it starts)."""
    used = _data_in_use()
    resource.setrlimit(resource.RLIMIT_DATA, (used + limits.memory, used + limits.memory))
    resource.setrlimit(resource.RLIMIT_CPU, (limits.cpu_seconds, limits.cpu_seconds + 5))
    resource.setrlimit(resource.RLIMIT_FSIZE, (MAX_FILE, MAX_FILE))


def _data_in_use() -> int:
    """Bytes of private writable memory this process already maps (what RLIMIT_DATA counts)."""
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmData:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


PR_SET_CHILD_SUBREAPER = 36


def become_subreaper() -> None:
    """Orphaned descendants (a daemon, a start_new_session child) are re-parented to this process."""
    _libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)


def kill_descendants() -> None:
    """SIGKILL every process below this one (the fallback's stand-in for a PID namespace), then reap them."""
    import signal

    me = os.getpid()
    for _ in range(20):
        parents: dict[int, int] = {}
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open(f"/proc/{entry}/stat") as fh:
                        parents[int(entry)] = int(fh.read().rsplit(")", 1)[1].split()[1])
                except (OSError, ValueError, IndexError):
                    continue
        below = [pid for pid in parents if _descends(pid, me, parents)]
        if not below:
            return
        for pid in below:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        while True:
            try:
                if os.waitpid(-1, os.WNOHANG)[0] == 0:
                    break
            except ChildProcessError:
                break


def _descends(pid: int, ancestor: int, parents: dict[int, int]) -> bool:
    seen = 0
    while pid in parents and seen < 64:
        pid = parents[pid]
        if pid == ancestor:
            return True
        seen += 1
    return False


def probe() -> str | None:
    """None when namespaces work here; otherwise why not (checked once per run in a throwaway child)."""
    import tempfile

    workdir = tempfile.mkdtemp(prefix="ptref-probe-")
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - child
        os.close(r)
        message = b""
        try:
            enter(workdir)
            with socket.socket() as s:
                s.bind(("127.0.0.1", 0))
            try:
                open("/etc/ptref-probe", "w").close()
                message = b"the root file system stayed writable"
            except OSError:
                pass
        except BaseException as exc:  # noqa: BLE001
            message = str(exc).encode() or type(exc).__name__.encode()
        os.write(w, message)
        os._exit(0)
    os.close(w)
    data = b""
    while chunk := os.read(r, 4096):
        data += chunk
    os.close(r)
    os.waitpid(pid, 0)
    os.rmdir(workdir)
    return data.decode() or None


def parse_size(text: str) -> int:
    """'4G', '512M', '1048576' -> bytes."""
    text = text.strip().upper().removesuffix("B")
    scale = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}.get(text[-1:], 1)
    number = text[:-1] if text[-1:] in "KMG" else text
    return int(float(number) * scale)


if __name__ == "__main__":  # pragma: no cover
    print(probe() or "namespaces work here")
    sys.exit(0)
