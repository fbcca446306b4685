"""Inline ```python fences in docs/ are run by pytest-markdown-docs (configured in pyproject.toml);
embedded snippets are run by the snippet runner instead. This proves the plugin is wired up."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import ROOT


def test_a_failing_inline_fence_fails(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# Page\n\n```python\nassert 1 + 1 == 3\n```\n\n```pyi\nsignature(x) -> Tensor\n```\n")
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--rootdir",
            str(ROOT),
            "-c",
            str(ROOT / "pyproject.toml"),
            str(page),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 1, proc.stdout
    assert "1 failed" in proc.stdout and "[CodeFence#1][line:3]" in proc.stdout  # the pyi fence is not run


def test_every_inline_python_fence_is_collected() -> None:
    """pytest-markdown-docs runs every ```python fence in docs/, README and CONTRIBUTING: count them both ways."""
    from ptref.markdown import _MD

    files = [*sorted((ROOT / "docs").rglob("*.md")), ROOT / "README.md", ROOT / "CONTRIBUTING.md"]
    expected = 0
    for f in files:
        expected += sum(
            1 for t in _MD.parse(f.read_text("utf-8")) if t.type == "fence" and t.info.split()[:1] == ["python"]
        )
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            "docs",
            "README.md",
            "CONTRIBUTING.md",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    collected = sum(1 for line in proc.stdout.splitlines() if "[CodeFence#" in line)
    print(f"\ninline python fences: {expected} in docs/, README and CONTRIBUTING; {collected} collected")
    assert collected == expected, proc.stdout[-3000:]


def test_fast_loop_deselects_the_slow_tests() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "-m", "not slow", "tests"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout[-2000:]
    for slow in (
        "test_snippets.py",
        "test_build.py",
        "test_browser.py",
        "test_fault_injection.py",
        "test_tutorials.py",
    ):
        assert slow not in proc.stdout, f"{slow} runs in the fast loop"
    assert "test_inventory.py" in proc.stdout
