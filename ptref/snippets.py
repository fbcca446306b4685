"""Snippet discovery and the header comment that configures each snippet.

A snippet is ``snippets/<area>/<page>/<name>.py``.  Its first lines may hold
settings as comments, one per line::

    # device: cpu          (cpu | cuda | any; default cpu)
    # timeout: 30          (seconds; default 30)
    # raises: RuntimeError (the snippet must end by raising it)
    # requires: torchvision (skipped, with a counted reason, where missing)
    # artifacts: curve.svg (files the snippet writes; copied beside it)
    # memory: 8G           (memory cap; default 4G)
    # output: 4M           (output cap; default 1M)

Outputs live beside the snippet: ``<name>.out`` (CPU), ``<name>.cuda.out``
(CUDA, only where it differs from the CPU output or the snippet is CUDA-only),
and ``<name>.<artifact>`` for each artifact.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SNIPPETS = "snippets"
HEADER_KEYS = ("device", "timeout", "raises", "requires", "artifacts", "memory", "output")
DEVICES = ("cpu", "cuda", "any")
DEFAULT_TIMEOUT = 30.0
TUTORIALS = "snippets/tutorials/"  # notebook sources (ptref/tutorials.py), not snippets
_HEADER_RE = re.compile(r"^#\s*(?P<key>[a-z]+):\s*(?P<value>.+?)\s*$")


class SnippetError(ValueError):
    """A snippet whose header cannot be understood."""


@dataclass(frozen=True)
class Snippet:
    """One runnable example file and where its outputs go."""

    path: str  # relative to the repository root, with forward slashes
    device: str = "cpu"
    timeout: float = DEFAULT_TIMEOUT
    raises: str | None = None
    requires: tuple[str, ...] = ()
    artifacts: tuple[str, ...] = ()
    memory: int = 4 << 30
    output: int = 1 << 20
    header_lines: int = 0
    source: str = field(default="", repr=False)

    @property
    def stem(self) -> str:
        return self.path[: -len(".py")]

    def out_path(self, device: str = "cpu") -> str:
        return f"{self.stem}.cuda.out" if device == "cuda" else f"{self.stem}.out"

    def artifact_path(self, name: str) -> str:
        return f"{self.stem}.{name}"

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.source.encode()).hexdigest()

    @property
    def body(self) -> str:
        """The code a reader sees: the file without its settings header."""
        lines = self.source.splitlines(keepends=True)[self.header_lines :]
        while lines and not lines[0].strip():
            lines = lines[1:]
        return "".join(lines)


def parse(path: str, source: str) -> Snippet:
    """Read the settings header of one snippet."""
    settings: dict[str, str] = {}
    count = 0
    for lineno, line in enumerate(source.splitlines(), start=1):
        m = _HEADER_RE.match(line)
        if not m:
            break
        key, value = m.group("key"), m.group("value")
        if key not in HEADER_KEYS:
            import difflib

            close = difflib.get_close_matches(key, HEADER_KEYS, n=1, cutoff=0.75)
            if close:
                raise SnippetError(
                    f"{path}:{lineno}: unknown header key '{key}': did you mean '# {close[0]}: {value}'? "
                    f"(known keys: {', '.join(HEADER_KEYS)})"
                )
            break
        if key in settings:
            raise SnippetError(f"{path}:{lineno}: '{key}' is set twice in the header")
        settings[key] = value
        count = lineno
    device = settings.get("device", "cpu")
    if device not in DEVICES:
        raise SnippetError(f"{path}:1: device must be one of {', '.join(DEVICES)}, not {device!r}")
    try:
        timeout = float(settings.get("timeout", DEFAULT_TIMEOUT))
    except ValueError as exc:
        raise SnippetError(f"{path}:1: timeout must be a number of seconds") from exc
    if timeout <= 0:
        raise SnippetError(f"{path}:1: timeout must be positive")

    def _list(key: str) -> tuple[str, ...]:
        return tuple(x.strip() for x in settings.get(key, "").split(",") if x.strip())

    if not source.strip() or not "".join(source.splitlines(keepends=True)[count:]).strip():
        raise SnippetError(
            f"{path}:1: the snippet is empty: write the example (small, deterministic, printing what "
            "matters), or delete the file and its @snippet lines"
        )

    def _size(key: str, default: int) -> int:
        from .sandbox import parse_size

        try:
            return parse_size(settings[key]) if key in settings else default
        except (ValueError, IndexError) as exc:
            raise SnippetError(f"{path}:1: {key} must be a size such as 512M or 8G, not {settings[key]!r}") from exc

    artifacts = _list("artifacts")
    for name in artifacts:
        if "/" in name or name.endswith((".py", ".out")):
            raise SnippetError(f"{path}:1: artifact {name!r} must be a plain file name")
    return Snippet(
        path=path,
        device=device,
        timeout=timeout,
        raises=settings.get("raises"),
        requires=_list("requires"),
        artifacts=artifacts,
        memory=_size("memory", 4 << 30),
        output=_size("output", 1 << 20),
        header_lines=count,
        source=source,
    )


def load(path: str, root: Path = ROOT) -> Snippet:
    return parse(path, (root / path).read_text(encoding="utf-8"))


def discover(root: Path = ROOT) -> list[Snippet]:
    """Every ``snippets/**/*.py``, sorted by path."""
    base = root / SNIPPETS
    paths = sorted(p.relative_to(root).as_posix() for p in base.rglob("*.py"))
    return [load(p, root) for p in paths if "__pycache__" not in p and not p.startswith(TUTORIALS)]


def owner_of(output: str) -> str:
    """The snippet that an output or artifact file belongs to."""
    name = output
    for suffix in (".cuda.out", ".out"):
        if name.endswith(suffix):
            return name[: -len(suffix)] + ".py"
    stem, _, _ = name.rpartition("/")
    base = name.rsplit("/", 1)[-1]
    return f"{stem}/{base.split('.', 1)[0]}.py"


def generated_files(root: Path = ROOT) -> list[str]:
    """Every file under snippets/ that is not a snippet (outputs, artifacts)."""
    base = root / SNIPPETS
    skip = {"verified.json", "README.md", "timings.json"}
    return sorted(
        p.relative_to(root).as_posix()
        for p in base.rglob("*")
        if p.is_file()
        and p.suffix != ".py"
        and p.name not in skip
        and "__pycache__" not in p.parts
        and not p.relative_to(root).as_posix().startswith(TUTORIALS)
    )
