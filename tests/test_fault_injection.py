"""Copy the project, inject one fault at a time, and check that the check it concerns catches it,
naming the file and the fix. Prints how many of the injected faults were caught."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Callable, Iterator

import pytest

from conftest import ENV, PY, ROOT, run_ptref
from ptref import snippets

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
    "snippet raises": (lambda src: src + "\nraise ValueError('injected')\n",
                       ["raised an exception it does not declare", "ValueError: injected"]),
    "snippet sleeps past its limit": (lambda src: "# timeout: 1\nimport time\ntime.sleep(30)\n" + src, ["timed out after 1 s"]),
    "snippet opens a network connection": (
        lambda src: "import socket\nsocket.create_connection(('203.0.113.7', 443), timeout=2)\n" + src,
        ["tried to use the network"]),
    "snippet writes outside its directory": (
        lambda src: "open('/tmp/ptref-injected-fault.txt', 'w').write('x')\n" + src,
        ["tried to write outside its temporary working directory"]),
}


@pytest.mark.parametrize("name", sorted(SNIPPET_FAULTS))
def test_snippet_fault(name: str, project: Path, inject: Inject, victim: snippets.Snippet) -> None:
    change, expected = SNIPPET_FAULTS[name]
    inject.write(victim.path, change(victim.source))
    err = check_one(project, victim.path)
    caught(name, f"FAILED {victim.path}" in err and all(e in err for e in expected), err)


def test_changed_character_in_an_output(project: Path, inject: Inject, victim: snippets.Snippet) -> None:
    out = (ROOT / victim.out_path()).read_text()
    i = next(k for k, c in enumerate(out) if c.isalnum())
    inject.write(victim.out_path(), out[:i] + ("X" if out[i] != "X" else "Y") + out[i + 1:])
    err = check_one(project, victim.path)
    caught("changed character in an output", f"{victim.out_path()} differs" in err and "(committed)" in err
           and f"./dev update {victim.path}" in err, err)


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
    caught("embed of a missing file", f"{page}:{line}: embeds snippets/einsum-and-contractions/torch.einsum/missing.py, "
           "which does not exist" in out, out)


def test_missing_translation(project: Path, inject: Inject) -> None:
    inject.write("docs/en/reference/einsum-and-contractions/extra.md", "# Extra\n")
    out = integrity(project)
    caught("missing translation", "docs/en/reference/einsum-and-contractions/extra.md:1: has no Chinese page" in out, out)


def test_build_faults(project: Path, inject: Inject) -> None:
    """A broken internal link, a broken anchor and an external script: one strict build reports all three."""
    base = "docs/en/reference/einsum-and-contractions/"
    page = base + "torch.tensordot.md"
    text = (project / page).read_text()
    inject.write(page, text + "\nSee [nowhere](no-such-page.md) and [a heading](torch.einsum.md#no-such-anchor).\n\n"
                 '<script src="https://cdn.example.com/tracker.js"></script>\n')
    proc = subprocess.run([str(Path(PY).parent / "mkdocs"), "build", "--strict", "--site-dir", str(project / "site")],
                          cwd=project, env=ENV, capture_output=True, text=True, timeout=600)
    out = proc.stdout + proc.stderr
    assert proc.returncode != 0
    caught("broken internal link", "no-such-page.md" in out and "tensordot.md" in out, out)
    caught("broken anchor", "no-such-anchor" in out, out)
    caught("external script added to a page", f"{page}: loads" in out and "cdn.example.com" in out, out)


def test_report_caught_over_injected() -> None:
    injected = 12
    if len(CAUGHT) != injected:
        pytest.skip(f"only {len(CAUGHT)} of the {injected} faults were selected; run the whole module to count them")
    print(f"\nfault injection: {sum(CAUGHT.values())}/{injected} caught: "
          + ", ".join(f"{k}: {'caught' if v else 'MISSED'}" for k, v in sorted(CAUGHT.items())))
    assert len(CAUGHT) == injected and all(CAUGHT.values())
