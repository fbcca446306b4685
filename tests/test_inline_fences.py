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
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", str(ROOT),
                           "-c", str(ROOT / "pyproject.toml"), str(page)], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 1, proc.stdout
    assert "1 failed" in proc.stdout and "[CodeFence#1][line:3]" in proc.stdout  # the pyi fence is not run


def test_count_inline_python_fences() -> None:
    fences = sum(p.read_text("utf-8").count("```python") for p in (ROOT / "docs").rglob("*.md"))
    print(f"\ninline python fences in docs/: {fences} (each one is a test item of pytest-markdown-docs)")
