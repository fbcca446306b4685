"""Feed the runner bad input and check that each failure names the file, the line and the fix."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import run_ptref

OK = "import torch\nprint(torch.arange(3))\n"


def write(root: Path, rel: str, text: str) -> None:
    p = root / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text)


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny site: one page per language embedding one snippet, with its output recorded; it checks clean."""
    root = tmp_path_factory.mktemp("template")
    write(root, "snippets/demo/page/ok.py", OK)
    for lang in ("en", "zh"):
        write(root, f"docs/{lang}/reference/demo/page.md", "# Page\n\n@snippet snippets/demo/page/ok.py\n")
    proc = run_ptref("update", root=root)
    assert proc.returncode == 0, proc.stderr
    proc = run_ptref("check", root=root)
    assert proc.returncode == 0, proc.stderr
    assert "1 passed, 0 failed" in proc.stderr
    return root


@pytest.fixture()
def project(template: Path, tmp_path: Path) -> Path:
    root = tmp_path / "project"
    shutil.copytree(template, root)
    return root


def check(root: Path, *args: str) -> str:
    proc = run_ptref("check", *args, root=root)
    assert proc.returncode != 0, f"the check passed but should have failed:\n{proc.stderr}"
    return proc.stderr


def test_changed_output_prints_diff_path_and_fix(project: Path) -> None:
    out = project / "snippets/demo/page/ok.out"
    out.write_text(out.read_text().replace("0", "9"))
    err = check(project)
    assert "FAILED snippets/demo/page/ok.py" in err
    assert "--- snippets/demo/page/ok.out (committed)" in err and "+++ snippets/demo/page/ok.out (this run)" in err
    assert "-tensor([9, 1, 2])" in err and "+tensor([0, 1, 2])" in err
    assert "./dev update snippets/demo/page/ok.py" in err


def test_snippet_that_raises(project: Path) -> None:
    write(project, "snippets/demo/page/ok.py", OK + "raise ValueError('boom')\n")
    err = check(project)
    assert "snippets/demo/page/ok.py" in err and "raised an exception it does not declare" in err
    assert "ValueError: boom" in err and 'ok.py", line 3' in err


def test_declared_exception_that_does_not_happen(project: Path) -> None:
    write(project, "snippets/demo/page/ok.py", "# raises: RuntimeError\n" + OK)
    assert "was expected to raise RuntimeError but finished" in check(project)


def test_snippet_that_hangs(project: Path) -> None:
    write(project, "snippets/demo/page/ok.py", "# timeout: 2\nimport time\ntime.sleep(60)\n")
    err = check(project)
    assert "snippets/demo/page/ok.py" in err and "timed out after 2 s" in err


def test_snippet_that_reaches_for_the_network(project: Path) -> None:
    write(project, "snippets/demo/page/ok.py", "import urllib.request\nurllib.request.urlopen('http://example.com')\n")
    err = check(project)
    assert "snippets/demo/page/ok.py" in err and "tried to use the network" in err


def test_snippet_that_opens_a_socket_to_an_address(project: Path) -> None:
    write(
        project, "snippets/demo/page/ok.py", "import socket\nsocket.create_connection(('192.0.2.1', 80), timeout=1)\n"
    )
    assert "tried to use the network" in check(project)


def test_snippet_that_writes_outside_its_directory(project: Path, tmp_path: Path) -> None:
    # outside /tmp: inside the sandbox /tmp is the snippet's own (writable, and gone afterwards)
    from conftest import outside_tmp

    target = outside_tmp() / "ptref-outside.txt"
    target.unlink(missing_ok=True)
    write(project, "snippets/demo/page/ok.py", f"open({str(target)!r}, 'w').write('x')\n")
    err = check(project)
    assert "tried to write outside its temporary working directory" in err
    assert not target.exists()


def test_snippet_writes_to_tmp_leave_nothing_behind(project: Path) -> None:
    from ptref import sandbox

    if sandbox.probe() is not None:
        pytest.skip(f"no namespaces here ({sandbox.probe()}): /tmp writes are refused instead (test above)")
    marker = "/tmp/ptref-sandbox-marker-7d1f.txt"
    write(project, "snippets/demo/page/ok.py", f"open({marker!r}, 'w').write('x')\nprint('wrote')\n")
    run_ptref("update", "snippets/demo/page/ok.py", root=project)
    assert (project / "snippets/demo/page/ok.out").read_text() == "wrote\n"
    assert not Path(marker).exists(), "a snippet's /tmp is its own: nothing it writes there reaches the machine"


def test_page_embeds_a_missing_snippet(project: Path) -> None:
    write(
        project,
        "docs/en/reference/demo/page.md",
        "# Page\n\n@snippet snippets/demo/page/ok.py\n\n@snippet snippets/demo/page/gone.py\n",
    )
    err = check(project)
    assert "docs/en/reference/demo/page.md:5: embeds snippets/demo/page/gone.py, which does not exist" in err


def test_snippet_no_page_embeds(project: Path) -> None:
    write(project, "snippets/demo/page/lonely.py", OK)
    run_ptref("update", "snippets/demo/page/lonely.py", root=project)
    err = check(project)
    assert "snippets/demo/page/lonely.py:1: no en page embeds this snippet" in err
    assert "snippets/demo/page/lonely.py:1: no zh page embeds this snippet" in err


def test_output_without_snippet(project: Path) -> None:
    write(project, "snippets/demo/page/ghost.out", "tensor([1])\n")
    assert "snippets/demo/page/ghost.out:1: is an output without its snippet snippets/demo/page/ghost.py" in check(
        project
    )


def test_page_without_translation(project: Path) -> None:
    write(project, "docs/en/reference/demo/new.md", "# New\n\n@snippet snippets/demo/page/ok.py\n")
    err = check(project)
    assert "docs/en/reference/demo/new.md:1: has no Chinese page: create docs/zh/reference/demo/new.md" in err


def test_stale_record_is_caught(project: Path) -> None:
    write(project, "snippets/demo/page/ok.py", OK + "# a comment changes the snippet, not its output\n")
    err = check(project)
    assert "verification record in snippets/demo/verified.json is stale" in err
    assert "./dev update snippets/demo/page/ok.py" in err


def test_cuda_snippet_is_counted_as_skipped_on_cpu(project: Path, tmp_path: Path) -> None:
    write(project, "snippets/demo/page/gpu.py", "# device: cuda\nimport torch\nprint(torch.ones(1, device='cuda'))\n")
    write(
        project,
        "docs/en/reference/demo/page.md",
        "# Page\n\n@snippet snippets/demo/page/ok.py\n\n@snippet snippets/demo/page/gpu.py\n",
    )
    write(
        project,
        "docs/zh/reference/demo/page.md",
        "# Page\n\n@snippet snippets/demo/page/ok.py\n\n@snippet snippets/demo/page/gpu.py\n",
    )
    out = tmp_path / "r.json"
    proc = run_ptref("check", "--device", "cpu", "--json", str(out), root=project)
    assert proc.returncode == 0, proc.stderr
    assert "1 skipped" in proc.stderr and "needs CUDA" in proc.stderr
    data = json.loads(out.read_text())
    assert {r["path"]: r["status"] for r in data["results"]} == {
        "snippets/demo/page/gpu.py": "skipped",
        "snippets/demo/page/ok.py": "passed",
    }


def test_nondeterministic_snippet_is_detected(project: Path) -> None:
    write(project, "snippets/demo/page/ok.py", "import os\nprint(os.urandom(4).hex())\n")
    run_ptref("update", root=project)
    assert "differs from what snippets/demo/page/ok.py prints now" in check(project)
