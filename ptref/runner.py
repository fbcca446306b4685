"""Run snippets: import torch once, then one forked child per snippet.

The parent imports torch and nothing else heavy, pins torch to one thread, and
never initialises CUDA, so each forked child starts from the same clean state
and may itself use CUDA.  Each child gets its own temporary working directory,
fixed seeds and print options, a time limit enforced by the parent, and an
audit hook that refuses network connections to other hosts and writes outside
its working directory.
"""

from __future__ import annotations

import difflib
import json
import os
import shutil
import signal
import sys
import tempfile
import time
import traceback
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .snippets import ROOT, Snippet

PRINT_OPTIONS: dict[str, Any] = {"precision": 4, "linewidth": 80, "sci_mode": None}
FIX = "./dev update {path}"


@dataclass
class Result:
    path: str
    device: str
    status: str  # passed | failed | skipped | updated
    seconds: float = 0.0
    message: str = ""
    diff: str = ""
    stderr: str = ""
    output: bytes = field(default=b"", repr=False)
    produced: dict[str, bytes] = field(default_factory=dict, repr=False)  # update: files to write

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d.pop("output")
        d.pop("produced")
        return d


class NetworkBlocked(PermissionError):
    """A snippet tried to reach another host."""


class WriteBlocked(PermissionError):
    """A snippet tried to write outside its working directory."""


_LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1", "0.0.0.0", "", None}


def _is_local(address: Any) -> bool:
    if isinstance(address, (str, bytes)):  # AF_UNIX path
        return True
    if isinstance(address, tuple) and address:
        host = address[0]
        return host in _LOCAL_HOSTS or str(host).startswith("127.")
    return False


MPL_RC = """backend: Agg
svg.hashsalt: ptref
svg.fonttype: none
figure.dpi: 100
font.family: DejaVu Sans
"""


def mpl_config_dir(root: Path) -> str:
    """A shared matplotlib config/cache dir, so the font cache is built once."""
    path = root / ".ptref-cache" / "matplotlib"
    path.mkdir(parents=True, exist_ok=True)
    rc = path / "matplotlibrc"
    if not rc.exists() or rc.read_text() != MPL_RC:
        rc.write_text(MPL_RC)
    return str(path)


def _install_guards(workdir: str, extra: tuple[str, ...] = (), guard_writes: bool = True) -> None:
    """Refuse network access to other hosts and (without the sandbox) writes outside ``workdir``."""
    allowed = (os.path.realpath(workdir), "/dev/", "/proc/", "/dev/shm/", *extra)
    write_flags = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC

    def hook(event: str, args: tuple[Any, ...]) -> None:
        if event == "socket.connect" or event == "socket.sendto":
            address = args[1] if event == "socket.connect" else args[-1]
            if not _is_local(address):
                raise NetworkBlocked(f"snippets may not use the network (tried to reach {address!r})")
        elif event == "socket.getaddrinfo":
            host = args[0]
            if isinstance(host, bytes):
                host = host.decode()
            if host not in _LOCAL_HOSTS and not str(host).startswith("127."):
                raise NetworkBlocked(f"snippets may not use the network (tried to resolve {host!r})")
        elif event == "open" and guard_writes:
            path, mode, flags = args
            if not isinstance(path, (str, bytes, os.PathLike)):
                return
            writing = (isinstance(mode, str) and any(c in mode for c in "wax+")) or (
                isinstance(flags, int) and flags & write_flags
            )
            if writing:
                real = os.path.realpath(os.fsdecode(path))
                if not real.startswith(allowed) and real != allowed[0]:
                    raise WriteBlocked(
                        f"snippets may only write inside their working directory (tried to write {real})"
                    )

    sys.addaudithook(hook)


def _guard_code(exc: BaseException) -> int:
    """3, or 6/7 when the exception chain holds a network/write refusal."""
    seen: set[int] = set()
    e: BaseException | None = exc
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        if isinstance(e, NetworkBlocked) or "snippets may not use the network" in str(e):
            return 6
        if isinstance(e, WriteBlocked):
            return 7
        e = e.__cause__ or e.__context__
    return 3


def _child(snippet: Snippet, workdir: str, capture: str, root: Path, isolate: bool) -> None:
    """Runs in the forked child; never returns.

    With ``isolate``, the child enters new namespaces (ptref/sandbox.py) and forks once more: the
    snippet runs as PID 1 of its own PID namespace, and the child writes its wait status to
    ``capture/status`` for the parent (a signal, a memory cap, a core dump are reported by name)."""
    code = 0
    try:
        os.setpgrp()
        out = os.open(os.path.join(capture, "stdout"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        err = os.open(os.path.join(capture, "stderr"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(out, 1)
        os.dup2(err, 2)
        devnull = os.open(os.devnull, os.O_RDONLY)
        os.dup2(devnull, 0)
        os.chdir(workdir)
        os.environ.update(
            TMPDIR=workdir,
            HOME=workdir,
            MPLBACKEND="Agg",
            MPLCONFIGDIR=mpl_config_dir(root),
            SOURCE_DATE_EPOCH="0",
            PYTHONHASHSEED="0",
        )
        tempfile.tempdir = workdir
        from . import sandbox

        status = os.open(os.path.join(capture, "status"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        if isolate:
            sandbox.enter(
                workdir,
                (os.path.realpath(mpl_config_dir(root)),),
                visible=(str(root), sys.prefix, sys.base_prefix, os.path.dirname(sys.executable)),
            )
            os.chdir(workdir)
        else:
            sandbox.become_subreaper()  # without a PID namespace: orphans come to us, and we end them
        pid = os.fork()
        if pid == 0:
            _snippet(snippet, workdir, root, guard_writes=not isolate)
        _, wait_status = os.waitpid(pid, 0)
        os.write(status, str(wait_status).encode())
        if not isolate:
            sandbox.kill_descendants()
        os._exit(0)
    except BaseException:  # noqa: BLE001
        traceback.print_exc()
        code = 5
    finally:
        _flush_and_exit(code)


def _flush_and_exit(code: int) -> None:
    """Leave a forked process without running the parent's cleanup (atexit, buffered files)."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(code)


def _snippet(snippet: Snippet, workdir: str, root: Path, guard_writes: bool) -> None:
    """Set up the snippet's process and run it; never returns."""
    code = 0
    try:
        from . import sandbox

        sandbox.apply_limits(
            sandbox.Limits(memory=snippet.memory, output=snippet.output, cpu_seconds=int(2 * snippet.timeout) + 5)
        )
        import faulthandler

        faulthandler.enable()  # a crash in native code prints the Python line that caused it
        import random
        import warnings

        import torch

        random.seed(0)
        torch.manual_seed(0)
        torch.set_printoptions(**PRINT_OPTIONS)  # type: ignore[no-untyped-call]
        try:
            import numpy

            numpy.random.seed(0)
            numpy.set_printoptions(precision=4, suppress=True)
        except ImportError:  # pragma: no cover - numpy is a dependency
            pass
        warnings.simplefilter("default")
        sys.argv = [os.path.basename(snippet.path)]
        _install_guards(workdir, (os.path.realpath(mpl_config_dir(root)),), guard_writes)
        compiled = compile(snippet.source, os.path.join(root, snippet.path), "exec")
        import types

        main = types.ModuleType("__main__")  # a real module, so classes defined in the snippet can be pickled
        main.__file__ = os.path.join(workdir, sys.argv[0])
        sys.modules["__main__"] = main
        try:
            exec(compiled, main.__dict__)
        except BaseException as exc:  # noqa: BLE001 - reported below
            names = {c.__name__ for c in type(exc).__mro__} | {
                f"{c.__module__}.{c.__name__}" for c in type(exc).__mro__
            }
            if snippet.raises and snippet.raises in names and not isinstance(exc, SystemExit):
                message = str(exc).strip()
                print(f"{type(exc).__name__}: {message}" if message else type(exc).__name__)
            elif isinstance(exc, SystemExit):
                traceback.print_exc()
                code = 8
            else:
                traceback.print_exc()
                code = _guard_code(exc)
        else:
            if snippet.raises:
                print(f"ptref: expected {snippet.raises}, but the snippet finished", file=sys.stderr)
                code = 4
    except BaseException:  # noqa: BLE001
        traceback.print_exc()
        code = 5
    finally:
        _flush_and_exit(code)


def import_torch() -> str:
    """Import torch in the parent, single-threaded, without touching CUDA."""
    import torch

    torch.set_num_threads(1)
    return str(torch.__version__).split("+")[0]


def diff_text(expected: bytes, actual: bytes, path: str) -> str:
    a = expected.decode("utf-8", "replace").splitlines(keepends=True)
    b = actual.decode("utf-8", "replace").splitlines(keepends=True)
    lines = difflib.unified_diff(a, b, fromfile=f"{path} (committed)", tofile=f"{path} (this run)")
    return "".join(line if line.endswith("\n") else line + "\n" for line in lines)


def expected_output(snippet: Snippet, device: str, root: Path) -> str:
    if device == "cuda" and (snippet.device == "cuda" or (root / snippet.out_path("cuda")).exists()):
        return snippet.out_path("cuda")
    return snippet.out_path("cpu")


def skip_reason(snippet: Snippet, device: str) -> str | None:
    import importlib.util

    if snippet.device not in ("any", device):
        return f"needs {snippet.device.upper()}; this run is on {device.upper()}"
    for module in snippet.requires:
        if importlib.util.find_spec(module) is None:
            return f"needs the '{module}' package, which is not installed here"
    return None


def run(
    snippets: Iterable[Snippet],
    *,
    device: str = "cpu",
    update: bool = False,
    workers: int | None = None,
    root: Path = ROOT,
    progress: Callable[[Result, int, int], None] | None = None,
    _second: bool = False,
) -> list[Result]:
    """Run every snippet on ``device`` and compare (or rewrite) its outputs."""
    todo = list(snippets)
    total = len(todo)
    isolate = sandbox_mode() is None
    workers = max(1, workers or os.cpu_count() or 1)
    results: list[Result] = []
    queue: deque[Snippet] = deque()
    for s in todo:
        reason = skip_reason(s, device)
        if reason:
            r = Result(s.path, device, "skipped", message=reason)
            results.append(r)
            if progress:
                progress(r, len(results), total)
        else:
            queue.append(s)
    running: dict[int, tuple[Snippet, str, float]] = {}
    sys.stdout.flush()
    sys.stderr.flush()
    while queue or running:
        while queue and len(running) < workers:
            s = queue.popleft()
            base = tempfile.mkdtemp(prefix="ptref-")
            workdir = os.path.join(base, "work")
            os.mkdir(workdir)
            # the snippet's own file in its working directory: __main__.__file__ points here, so that
            # multiprocessing's spawn can re-import the main module in its children
            Path(workdir, os.path.basename(s.path)).write_text(s.source, "utf-8")
            pid = os.fork()
            if pid == 0:  # pragma: no cover - child
                _child(s, workdir, base, root, isolate)
            running[pid] = (s, base, time.monotonic())
        time.sleep(0.002)
        now = time.monotonic()
        for pid, (s, base, started) in list(running.items()):
            done, status = os.waitpid(pid, os.WNOHANG)
            if done == 0:
                printed = _size(base, "stdout") + _size(base, "stderr")
                if printed > s.output:
                    _kill(pid)
                    os.waitpid(pid, 0)
                    r = Result(
                        s.path,
                        device,
                        "failed",
                        now - started,
                        message=f"printed more than {_human(s.output)} (stopped at {_human(printed)}); print less, "
                        f"or raise the cap with '# output: {_human(2 * s.output)}' if a reader needs all of it",
                        stderr=_read(base, "stderr")[-3000:],
                    )
                elif now - started > s.timeout:
                    _kill(pid)
                    os.waitpid(pid, 0)
                    r = Result(
                        s.path,
                        device,
                        "failed",
                        now - started,
                        message=f"timed out after {s.timeout:g} s (raise '# timeout:' only if the "
                        f"snippet is really that slow; snippets should finish in seconds)",
                        stderr=_read(base, "stderr"),
                    )
                else:
                    continue
            else:
                _kill(pid)  # anything the snippet left running in its group
                code = os.waitstatus_to_exitcode(status)
                inner = _read(base, "status")
                if code == 0 and inner:
                    code = os.waitstatus_to_exitcode(int(inner))
                r = _finish(s, base, device, update, root, code, now - started)
            del running[pid]
            shutil.rmtree(base, ignore_errors=True)
            results.append(r)
            if progress:
                progress(r, len(results), total)
    order = {s.path: i for i, s in enumerate(todo)}
    results.sort(key=lambda r: order[r.path])
    if update and not _second:
        _confirm(results, todo, device, workers, root)
    return results


def _confirm(results: list[Result], todo: list[Snippet], device: str, workers: int, root: Path) -> None:
    """Run every snippet whose output would change a second time; write only what both runs agree on."""
    changed = {r.path: r for r in results if r.status == "updated"}
    if not changed:
        return
    by_path = {s.path: s for s in todo}
    again = {
        r.path: r
        for r in run(
            [by_path[p] for p in changed], device=device, update=True, workers=workers, root=root, _second=True
        )
    }
    for path, first in changed.items():
        second = again[path]
        if second.status == "failed":
            first.status, first.message, first.stderr = "failed", f"second run failed: {second.message}", second.stderr
            continue
        differs = [rel for rel in first.produced if first.produced[rel] != second.produced.get(rel)]
        if differs:
            rel = differs[0]
            first.status = "failed"
            first.message = (
                f"prints something different on every run, so nothing was written: {rel} differs "
                "between two runs (seed the randomness, sort sets and dicts, drop addresses, times and "
                "temporary paths)"
            )
            first.diff = (
                diff_text(first.produced[rel], second.produced.get(rel, b""), rel)
                .replace("(committed)", "(first run)")
                .replace("(this run)", "(second run)")
            )
            continue
        for rel, data in first.produced.items():
            (root / rel).write_bytes(data)


_SANDBOX: list[str | None] = []


def sandbox_mode() -> str | None:
    """None when snippets run in namespaces; else why not. Probed once per process, said once."""
    if not _SANDBOX:
        from . import sandbox

        why = sandbox.probe() if not os.environ.get("PTREF_NO_SANDBOX") else "PTREF_NO_SANDBOX is set"
        _SANDBOX.append(why)
        if why:
            print(
                f"ptref: no sandbox here ({why}); snippets run with the in-process guards only "
                "(no connections to other hosts, no writes outside the working directory)",
                file=sys.stderr,
            )
        else:
            print(
                "ptref: sandbox: each snippet in its own network, mount and PID namespaces "
                "(loopback only, read-only files but its directory and /tmp, memory/CPU/output caps)",
                file=sys.stderr,
            )
    return _SANDBOX[0]


def _size(base: str, name: str) -> int:
    try:
        return os.stat(os.path.join(base, name)).st_size
    except OSError:
        return 0


def _human(n: int) -> str:
    for unit, scale in (("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)):
        if n >= scale:
            return f"{n / scale:g}{unit}"
    return str(n)


def _kill(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _read(base: str, name: str) -> str:
    try:
        return Path(base, name).read_text("utf-8", "replace")
    except FileNotFoundError:
        return ""


def _finish(s: Snippet, base: str, device: str, update: bool, root: Path, code: int, seconds: float) -> Result:
    stdout = Path(base, "stdout").read_bytes() if Path(base, "stdout").exists() else b""
    stderr = _read(base, "stderr")
    fix = FIX.format(path=s.path)
    if code != 0:
        what = _failure(s, code, stderr)
        last = "\n".join(stderr.strip().splitlines()[-8:])
        return Result(
            s.path,
            device,
            "failed",
            seconds,
            message=f"the snippet {what}" + (f"; last stderr lines:\n{last}" if code < 0 and last else ""),
            stderr=stderr,
            output=stdout,
        )
    missing = [a for a in s.artifacts if not Path(base, "work", a).is_file()]
    if missing:
        return Result(
            s.path,
            device,
            "failed",
            seconds,
            message=f"declares artifacts it did not write: {', '.join(missing)}",
            stderr=stderr,
            output=stdout,
        )
    produced = {s.out_path(device): stdout}
    for a in s.artifacts:
        produced[s.artifact_path(a)] = Path(base, "work", a).read_bytes()
    target = expected_output(s, device, root)
    if device == "cuda" and s.device == "any" and update:
        cpu = root / s.out_path("cpu")
        same_as_cpu = cpu.exists() and cpu.read_bytes() == stdout
        target = s.out_path("cpu") if same_as_cpu else s.out_path("cuda")
        if same_as_cpu and (root / s.out_path("cuda")).exists():
            (root / s.out_path("cuda")).unlink()
    produced = {(target if k == s.out_path(device) else k): v for k, v in produced.items()}
    if update:  # nothing is written until a second run agrees (see run())
        changed = {
            rel: data
            for rel, data in produced.items()
            if not (root / rel).exists() or (root / rel).read_bytes() != data
        }
        status = "updated" if changed else "passed"
        return Result(
            s.path, device, status, seconds, message=", ".join(changed), stderr=stderr, output=stdout, produced=changed
        )
    for rel, data in produced.items():
        p = root / rel
        if not p.exists():
            return Result(
                s.path,
                device,
                "failed",
                seconds,
                message=f"{rel} does not exist; create it by running: {fix}",
                stderr=stderr,
                output=stdout,
            )
        old = p.read_bytes()
        if old != data:
            return Result(
                s.path,
                device,
                "failed",
                seconds,
                message=f"{rel} differs from what {s.path} prints now. If the new output is right, run: {fix}",
                diff=diff_text(old, data, rel),
                stderr=stderr,
                output=stdout,
            )
    return Result(s.path, device, "passed", seconds, stderr=stderr, output=stdout)


def _failure(s: Snippet, code: int, stderr: str) -> str:
    """What a non-zero exit means, in words, with the fix."""
    if "Network is unreachable" in stderr or "Temporary failure in name resolution" in stderr:
        code = 6
    elif "Read-only file system" in stderr:
        code = 7
    elif "MemoryError" in stderr or "can't allocate memory" in stderr or "Cannot allocate memory" in stderr:
        return (
            f"ran out of memory under its cap of {_human(s.memory)}: use smaller tensors, or raise the cap with "
            f"'# memory: {_human(2 * s.memory)}' if it really needs more"
        )
    if code < 0:
        sig = signal.Signals(-code)
        hint = {
            signal.SIGXCPU: f"used more than {int(2 * s.timeout) + 5} s of CPU time (raise '# timeout:')",
            signal.SIGXFSZ: "wrote a file larger than 256 MiB",
            signal.SIGSEGV: "crashed inside native code (a segmentation fault)",
            signal.SIGKILL: "was killed (out of memory?)",
        }.get(sig, "was stopped by a signal")
        return f"was killed by {sig.name}: {hint}"
    return {
        3: "raised an exception it does not declare (add '# raises: Name' if that is the point)",
        4: f"was expected to raise {s.raises} but finished",
        6: "tried to use the network; snippets must be self-contained (make the data in the snippet)",
        7: "tried to write outside its temporary working directory; write relative paths only",
        8: "called sys.exit() or raised SystemExit, which a snippet cannot declare: end the snippet normally, "
        "or raise a real exception and declare it with '# raises: Name'",
    }.get(code, f"exited with status {code}")


def write_json(results: list[Result], path: Path, meta: dict[str, Any]) -> None:
    path.write_text(json.dumps({"meta": meta, "results": [r.to_json() for r in results]}, indent=1))
