"""Shared fixtures: the snippet run, the built site and a local server for it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable


def outside_tmp() -> Path:
    """A directory no snippet may write to that is not under /tmp (inside the sandbox /tmp is the snippet's own,
    so a file there is invisible to it), also when the checkout itself lives under /tmp."""
    for base in (Path("/var/tmp"), Path.home() / ".cache"):
        if base.is_dir() and not str(base.resolve()).startswith("/tmp"):
            where = base / f"ptref-fault-victims-{os.getuid()}"
            where.mkdir(parents=True, exist_ok=True)
            return where
    raise RuntimeError("no directory outside /tmp for the fault tests")


ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONDONTWRITEBYTECODE": "1", "PYTHONHASHSEED": "0"}


def run_ptref(*args: str, root: Path = ROOT, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PY, "-m", "ptref", "--root", str(root), *args],
        cwd=root,
        env={**ENV, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--snippet-shard",
        default=None,
        metavar="K/N",
        help="run only shard K of N of the snippet tests (balanced by data/snippet-times.json)",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    value = config.getoption("--snippet-shard")
    if not value:
        return
    from ptref import snippets, speed

    k, n = (int(x) for x in value.split("/"))
    keep = {s.path for s in speed.shard(snippets.discover(), k, n)}
    config.stash[SHARD_KEY] = sorted(keep)
    selected, deselected = [], []
    for item in items:
        path = item.callspec.params.get("path") if hasattr(item, "callspec") else None
        (deselected if getattr(item, "originalname", None) == "test_snippet" and path not in keep else selected).append(
            item
        )
    if deselected:
        config.hook.pytest_deselected(items=deselected)
        items[:] = selected


SHARD_KEY = pytest.StashKey[list[str]]()


@pytest.fixture(scope="session")
def snippet_results(request: pytest.FixtureRequest) -> dict[str, Any]:
    """Run every snippet selected in this session once, in parallel, with the ptref runner."""
    selected = sorted(
        {
            item.callspec.params["path"]
            for item in request.session.items
            if getattr(item, "originalname", None) == "test_snippet" and hasattr(item, "callspec")
        }
    )
    if not selected:
        return {"results": {}, "meta": {}, "log": ""}
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp, "results.json")
        # exact paths select exactly those snippets
        proc = subprocess.run(
            [PY, "-m", "ptref", "check", "--no-integrity", "--no-cache", "--json", str(out), *selected],
            cwd=ROOT,
            env=ENV,
            capture_output=True,
            text=True,
            timeout=3000,
        )
        sys.stderr.write(proc.stderr[-3000:])
        if not out.exists():
            pytest.fail(f"the snippet runner produced no results:\n{proc.stderr[-5000:]}")
        data = json.loads(out.read_text())
    results = {r["path"]: r for r in data["results"]}
    shard = request.config.stash.get(SHARD_KEY, None)
    return {"results": results, "meta": data["meta"], "log": proc.stderr, "selected": selected, "shard": shard}


@pytest.fixture(scope="session")
def built_site() -> Iterator[Path]:
    """The whole site, built strictly once per session (PTREF_SITE_DIR reuses a site you built yourself)."""
    if os.environ.get("PTREF_SITE_DIR"):
        yield Path(os.environ["PTREF_SITE_DIR"])
        return
    with tempfile.TemporaryDirectory(prefix="ptref-site-") as tmp:
        start = time.monotonic()
        proc = subprocess.run(
            [str(Path(PY).parent / "mkdocs"), "build", "--strict", "--site-dir", tmp],
            cwd=ROOT,
            env=ENV,
            capture_output=True,
            text=True,
            timeout=600,
        )
        elapsed = time.monotonic() - start
        if proc.returncode != 0:
            pytest.fail(f"mkdocs build --strict failed ({elapsed:.1f} s):\n{proc.stderr[-8000:]}")
        (Path(tmp) / ".build-seconds").write_text(f"{elapsed:.2f}")
        yield Path(tmp)


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    from ptref.devserver import serve

    server = serve(str(built_site))
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
