"""Copy the project, inject one fault at a time, and check that the check it concerns catches it,
naming the file and the fix. Prints how many of the injected faults were caught."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from conftest import ENV, PY, ROOT, outside_tmp, run_ptref
from ptref import sandbox, snippets

pytestmark = pytest.mark.slow  # `pytest -m "not slow"` is the fast loop

ISOLATED = sandbox.probe() is None  # namespaces work here: hostile snippets are confined, not just refused

SKIP_DIRS = {".git", ".venv", ".venv-gpu", "site", "node_modules", ".ptref-cache", "__pycache__", ".mypy_cache"}
CAUGHT: dict[str, bool] = {}


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    dest = tmp_path_factory.mktemp("copy") / "project"
    shutil.copytree(ROOT, dest, ignore=lambda d, names: [n for n in names if n in SKIP_DIRS])
    (dest / "node_modules").symlink_to(ROOT / "node_modules")  # KaTeX for the build, read only
    return dest


@pytest.fixture(scope="module")
def victim() -> snippets.Snippet:
    """A real CPU snippet with a committed output."""
    for s in snippets.discover():
        if s.device == "cpu" and not s.raises and not s.artifacts and (ROOT / s.out_path()).is_file():
            return s
    raise AssertionError("no CPU snippet with an output")


class Inject:
    """Change files in the copy; restore them afterwards."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.saved: dict[Path, bytes | None] = {}

    def write(self, rel: str, text: str) -> None:
        p = self.root / rel
        if p not in self.saved:
            self.saved[p] = p.read_bytes() if p.exists() else None
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)

    def restore(self) -> None:
        for p, data in self.saved.items():
            if data is None:
                p.unlink(missing_ok=True)
            else:
                p.write_bytes(data)


@pytest.fixture()
def inject(project: Path) -> Iterator[Inject]:
    i = Inject(project)
    yield i
    i.restore()


def caught(name: str, ok: bool, output: str) -> None:
    CAUGHT[name] = ok
    assert ok, f"fault '{name}' was not reported as expected:\n{output[-4000:]}"


def check_one(project: Path, path: str) -> str:
    proc = run_ptref("check", "--no-cache", path, root=project)
    assert proc.returncode != 0, proc.stderr
    return proc.stderr


SNIPPET_FAULTS: dict[str, tuple[Callable[[str], str], list[str]]] = {
    "snippet raises": (
        lambda src: src + "\nraise ValueError('injected')\n",
        ["raised an exception it does not declare", "ValueError: injected"],
    ),
    "snippet sleeps past its limit": (
        lambda src: "# timeout: 1\nimport time\ntime.sleep(30)\n" + src,
        ["timed out after 1 s"],
    ),
    "snippet opens a network connection": (
        lambda src: "import socket\nsocket.create_connection(('203.0.113.7', 443), timeout=2)\n" + src,
        ["tried to use the network"],
    ),
    "snippet writes outside its directory": (
        lambda src: "open(__import__('os').environ['PTREF_FAULT_TARGET'], 'w').write('x')\n" + src,
        ["tried to write outside its temporary working directory"],
    ),
    "snippet removes a file outside its directory": (
        lambda src: "import os\nos.remove(os.environ['PTREF_FAULT_VICTIM'])\n" + src,
        ["tried to write outside its temporary working directory"],
    ),
    "snippet renames a file outside its directory": (
        lambda src: "import os\nos.rename(os.environ['PTREF_FAULT_VICTIM'], os.environ['PTREF_FAULT_TARGET'])\n" + src,
        ["tried to write outside its temporary working directory"],
    ),
    "snippet prints 300 MB": (
        lambda src: "for _ in range(3_000_000):\n    print('x' * 100)\n" + src,
        ["printed more than 1M", "# output: 2M"],
    ),
    "snippet grows past its memory cap": (
        lambda src: "import torch\nbig = torch.empty(6 * 2**30, dtype=torch.uint8)\nbig.fill_(1)\n" + src,
        ["ran out of memory under its cap of 4G", "# memory: 8G"],
    ),
    "snippet crashes with a segfault": (
        lambda src: "import ctypes\nctypes.string_at(0)\n" + src,
        ["was killed by SIGSEGV", "last stderr lines"],
    ),
    "snippet calls sys.exit": (
        lambda src: "import sys\nsys.exit(3)\n" + src,
        ["called sys.exit() or raised SystemExit"],
    ),
}
# These need the sandbox: without namespaces a subprocess is not confined (said once per run).
ISOLATED_FAULTS: dict[str, tuple[Callable[[str], str], list[str]]] = {
    "subprocess of a snippet reaches for the network": (
        lambda src: (
            "import subprocess, sys\nsubprocess.run([sys.executable, '-c', 'import socket; "
            'socket.create_connection(("203.0.113.7", 443), timeout=5)\'], check=True)\n' + src
        ),
        ["tried to use the network"],
    ),
    "os.system writes outside": (
        lambda src: "import os\nos.system('touch ' + os.environ['PTREF_FAULT_TARGET'] + ' 2>/dev/null')\n" + src,
        [],
    ),
    "a new-session child outlives the snippet": (
        lambda src: "import subprocess\nsubprocess.Popen(['sleep', '317'], start_new_session=True)\n" + src,
        [],
    ),
}


def _sleepers() -> list[str]:
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "cmdline").read_bytes() == b"sleep\x00317\x00":
                found.append(entry.name)
        except OSError:
            continue
    return found


@pytest.fixture()
def outside(project: Path) -> Iterator[tuple[Path, Path, bytes]]:
    """A file outside every snippet's directory that must survive, and a path that must not appear."""
    where = outside_tmp()
    victim_file = where / "outside-victim.txt"
    victim_file.write_bytes(b"keep me\n")
    target = where / "outside-target.txt"
    target.unlink(missing_ok=True)
    ENV["PTREF_FAULT_VICTIM"], ENV["PTREF_FAULT_TARGET"] = str(victim_file), str(target)
    yield victim_file, target, b"keep me\n"
    for key in ("PTREF_FAULT_VICTIM", "PTREF_FAULT_TARGET"):
        ENV.pop(key, None)


def _untouched(project: Path, victim: snippets.Snippet, outside: tuple[Path, Path, bytes]) -> bool:
    victim_file, target, data = outside
    return (
        victim_file.read_bytes() == data
        and not target.exists()
        and (project / victim.out_path()).read_bytes() == (ROOT / victim.out_path()).read_bytes()
    )


@pytest.mark.parametrize("name", sorted(SNIPPET_FAULTS))
def test_snippet_fault(
    name: str, project: Path, inject: Inject, victim: snippets.Snippet, outside: tuple[Path, Path, bytes]
) -> None:
    change, expected = SNIPPET_FAULTS[name]
    inject.write(victim.path, change(victim.source))
    err = check_one(project, victim.path)
    caught(
        name,
        f"FAILED {victim.path}" in err and all(e in err for e in expected) and _untouched(project, victim, outside),
        err,
    )


@pytest.mark.parametrize("name", sorted(ISOLATED_FAULTS))
def test_isolated_fault(
    name: str, project: Path, inject: Inject, victim: snippets.Snippet, outside: tuple[Path, Path, bytes]
) -> None:
    if not ISOLATED:
        CAUGHT[name] = True  # counted as not applicable, with the reason below
        pytest.skip(f"no namespaces on this machine ({sandbox.probe()}): subprocesses are not confined here")
    change, expected = ISOLATED_FAULTS[name]
    inject.write(victim.path, change(victim.source))
    proc = run_ptref("check", "--no-cache", victim.path, root=project)
    err = proc.stderr
    ok = _untouched(project, victim, outside) and not _sleepers()
    if expected:
        ok = ok and proc.returncode != 0 and all(e in err for e in expected)
    caught(name, ok, err + f"\nleft running: {_sleepers()}")


def test_nondeterministic_snippet_is_refused_by_update(project: Path, inject: Inject, victim: snippets.Snippet) -> None:
    inject.write(victim.path, victim.source + "\nimport os\nprint('token:', os.urandom(8).hex())\n")
    proc = run_ptref("update", victim.path, root=project)
    err = proc.stderr
    caught(
        "nondeterministic snippet",
        proc.returncode != 0
        and "prints something different on every run" in err
        and "(first run)" in err
        and "(second run)" in err
        and (project / victim.out_path()).read_bytes() == (ROOT / victim.out_path()).read_bytes(),
        err,
    )


@pytest.mark.parametrize(
    "name, source, expected",
    [
        ("empty snippet", "", "the snippet is empty"),
        ("misspelled header key", "# devcie: cuda\nprint(1)\n", "did you mean '# device: cuda'"),
    ],
)
def test_bad_snippet_file(
    name: str, source: str, expected: str, project: Path, inject: Inject, victim: snippets.Snippet
) -> None:
    bad = victim.path.rsplit("/", 1)[0] + "/bad.py"
    inject.write(bad, source)
    proc = run_ptref("check", "--no-cache", bad, root=project)
    caught(name, proc.returncode == 2 and f"{bad}:1:" in proc.stderr and expected in proc.stderr, proc.stderr)


def test_embed_inside_a_four_backtick_fence_is_text(project: Path, inject: Inject, victim: snippets.Snippet) -> None:
    from ptref import pages

    text = "# Demo\n\n````markdown\n```python\n@snippet " + victim.path + "\n```\n````\n"
    found = pages.embeds_in(text, "docs/en/x.md")
    caught("@snippet inside a four-backtick fence", found == [], str(found))


def test_embed_path_is_confined_before_reading(project: Path, inject: Inject) -> None:
    from ptref import mkdocs_hooks

    page = "docs/en/reference/einsum-and-contractions/torch.einsum.md"
    inject.write(page, (project / page).read_text() + "\n@snippet ../../../etc/passwd\n")
    out = integrity(project)
    try:
        mkdocs_hooks.render_snippet("snippets/../../../../etc/passwd.py", "en", "x.md:1")
        refused = False
    except mkdocs_hooks.PageError as exc:
        refused = "an embed names a file under snippets/" in str(exc)
    caught(
        "@snippet path outside snippets/",
        refused and "'@snippet ../../../etc/passwd' must name a file under snippets/" in out,
        out,
    )


def test_changed_character_in_an_output(project: Path, inject: Inject, victim: snippets.Snippet) -> None:
    out = (ROOT / victim.out_path()).read_text()
    i = next(k for k, c in enumerate(out) if c.isalnum())
    inject.write(victim.out_path(), out[:i] + ("X" if out[i] != "X" else "Y") + out[i + 1 :])
    err = check_one(project, victim.path)
    caught(
        "changed character in an output",
        f"{victim.out_path()} differs" in err and "(committed)" in err and f"./dev update {victim.path}" in err,
        err,
    )


def integrity(project: Path) -> str:
    proc = run_ptref("integrity", root=project)
    assert proc.returncode != 0, proc.stdout
    return proc.stdout


def test_output_without_snippet(project: Path, inject: Inject, victim: snippets.Snippet) -> None:
    ghost = victim.path.rsplit("/", 1)[0] + "/ghost.out"
    inject.write(ghost, "tensor([1])\n")
    out = integrity(project)
    caught("output without snippet", f"{ghost}:1: is an output without its snippet" in out, out)


def test_snippet_no_page_embeds(project: Path, inject: Inject, victim: snippets.Snippet) -> None:
    lonely = victim.path.rsplit("/", 1)[0] + "/lonely.py"
    inject.write(lonely, "print(1)\n")
    out = integrity(project)
    caught("snippet no page embeds", f"{lonely}:1: no en page embeds this snippet" in out, out)


def test_embed_of_a_missing_file(project: Path, inject: Inject) -> None:
    page = "docs/en/reference/einsum-and-contractions/torch.einsum.md"
    text = (project / page).read_text()
    inject.write(page, text + "\n@snippet snippets/einsum-and-contractions/torch.einsum/missing.py\n")
    line = len((text + "\n").splitlines()) + 1
    out = integrity(project)
    caught(
        "embed of a missing file",
        f"{page}:{line}: embeds snippets/einsum-and-contractions/torch.einsum/missing.py, which does not exist" in out,
        out,
    )


def test_missing_translation(project: Path, inject: Inject) -> None:
    inject.write("docs/en/reference/einsum-and-contractions/extra.md", "# Extra\n")
    out = integrity(project)
    caught(
        "missing translation", "docs/en/reference/einsum-and-contractions/extra.md:1: has no Chinese page" in out, out
    )


def test_build_faults(project: Path, inject: Inject) -> None:
    """A broken internal link, a broken anchor and an external script: one strict build reports all three."""
    base = "docs/en/reference/einsum-and-contractions/"
    page = base + "torch.tensordot.md"
    text = (project / page).read_text()
    inject.write(
        page,
        text + "\nSee [nowhere](no-such-page.md) and [a heading](torch.einsum.md#no-such-anchor).\n\n"
        '<script src="https://cdn.example.com/tracker.js"></script>\n',
    )
    proc = subprocess.run(  # the copy's own ptref: PYTHONPATH comes before the editable install
        [str(Path(PY).parent / "mkdocs"), "build", "--strict", "--site-dir", str(project / "site")],
        cwd=project,
        env={**ENV, "PYTHONPATH": str(project)},
        capture_output=True,
        text=True,
        timeout=600,
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode != 0
    caught("broken internal link", "no-such-page.md" in out and "tensordot.md" in out, out)
    caught("broken anchor", "no-such-anchor" in out, out)
    caught("external script added to a page", f"{page}: loads" in out and "cdn.example.com" in out, out)


def test_report_caught_over_injected() -> None:
    injected = 12 + 6 + 3 + 1 + 2 + 2
    if len(CAUGHT) != injected:
        pytest.skip(f"only {len(CAUGHT)} of the {injected} faults were selected; run the whole module to count them")
    print(
        f"\nfault injection: {sum(CAUGHT.values())}/{injected} caught: "
        + ", ".join(f"{k}: {'caught' if v else 'MISSED'}" for k, v in sorted(CAUGHT.items()))
    )
    assert len(CAUGHT) == injected and all(CAUGHT.values())
