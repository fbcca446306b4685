"""Tutorial notebooks: committed, executed, identical code in both languages, outputs reproduced by a run."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import ROOT, run_ptref
from ptref import tutorials

pytestmark = pytest.mark.slow  # `pytest -m "not slow"` is the fast loop

ALL = tutorials.discover()


def test_there_are_tutorials_in_both_languages() -> None:
    assert len(ALL) >= 6, [t.name for t in ALL]
    for t in ALL:
        for lang in tutorials.LANGS:
            assert (ROOT / t.notebook_path(lang)).is_file(), t.notebook_path(lang)


@pytest.mark.parametrize("name", [t.name for t in ALL])
def test_committed_notebooks_are_executed_and_match_their_source(name: str) -> None:
    t = next(t for t in ALL if t.name == name)
    assert not tutorials.check_committed(t), tutorials.check_committed(t)


def test_running_every_tutorial_reproduces_its_outputs() -> None:
    proc = run_ptref("tutorials", "check", timeout=1500)
    print(proc.stderr[-3000:])
    assert proc.returncode == 0, proc.stderr[-8000:]
    assert f"tutorials: {len(ALL)} ran, {len(ALL)} passed, 0 failed" in proc.stderr


@pytest.fixture()
def tiny(tmp_path: Path) -> Path:
    (tmp_path / "snippets/tutorials").mkdir(parents=True)
    (tmp_path / "data").mkdir()
    shutil.copytree(ROOT / "data/api", tmp_path / "data/api")
    (tmp_path / "snippets/tutorials/tiny.py").write_text(
        "# %% [markdown] en\n# # Tiny\n# %% [markdown] zh\n# # 小例子\n# %%\nprint(6 * 7)\n"
    )
    assert run_ptref("tutorials", "update", root=tmp_path).returncode == 0
    return tmp_path


def test_changed_output_is_reported_with_a_diff(tiny: Path) -> None:
    nb = tiny / "docs/en/tutorials/tiny.ipynb"
    data = json.loads(nb.read_text())
    data["cells"][1]["outputs"][0]["text"] = "41\n"
    nb.write_text(json.dumps(data))
    proc = run_ptref("tutorials", "check", root=tiny)
    assert proc.returncode == 1
    assert "docs/en/tutorials/tiny.ipynb differs from what snippets/tutorials/tiny.py produces now" in proc.stderr
    assert "-41" in proc.stderr and "+42" in proc.stderr and "./dev tutorials update tiny" in proc.stderr


def test_cell_that_raises_fails(tiny: Path) -> None:
    src = tiny / "snippets/tutorials/tiny.py"
    src.write_text(src.read_text() + "# %%\nraise ValueError('broken cell')\n")
    proc = run_ptref("tutorials", "check", root=tiny)
    assert proc.returncode == 1 and "a cell raised" in proc.stderr and "broken cell" in proc.stderr


def test_unexecuted_notebook_fails(tiny: Path) -> None:
    nb = tiny / "docs/zh/tutorials/tiny.ipynb"
    data = json.loads(nb.read_text())
    for c in data["cells"]:
        if c["cell_type"] == "code":
            c["execution_count"] = None
            c["outputs"] = []
    nb.write_text(json.dumps(data))
    t = tutorials.parse(tiny / "snippets/tutorials/tiny.py", tiny)
    assert any("not every code cell was executed" in p for p in tutorials.check_committed(t, tiny))
