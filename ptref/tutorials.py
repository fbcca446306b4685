"""Executed tutorials: one source per tutorial, two notebooks (English and Chinese).

A source is ``snippets/tutorials/<name>.py`` in the "percent" format, with prose cells tagged by language::

    # %% [markdown] en
    # # Training a small CNN
    # %% [markdown] zh
    # # 训练一个小型 CNN
    # %%
    import torch

Code cells are shared, so code cannot drift between the languages.  ``./dev tutorials update`` runs the
code once (nbclient, a fresh kernel, a temporary working directory, a time limit) and writes
``docs/en/tutorials/<name>.ipynb`` and ``docs/zh/tutorials/<name>.ipynb`` with the outputs;
``./dev tutorials check`` runs again and fails on any difference, on a cell that raises, and on a
committed notebook that was never executed.
"""

from __future__ import annotations

import argparse
import copy
import difflib
import json
import os
import re
import shutil
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .snippets import ROOT

SOURCES = "snippets/tutorials"
LANGS = ("en", "zh")
CELL_RE = re.compile(r"^# %%(?:\s*\[(?P<kind>\w+)\])?(?P<tags>[^\n]*)$", re.M)
DEFAULT_TIMEOUT = 180


@dataclass
class Cell:
    kind: str  # code | markdown
    lang: str | None
    source: str


@dataclass
class Tutorial:
    name: str
    path: str
    cells: list[Cell]
    timeout: int = DEFAULT_TIMEOUT
    uses: list[str] = field(default_factory=list)
    title: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0
    errors: list[str] = field(default_factory=list)

    def notebook_path(self, lang: str) -> str:
        return f"docs/{lang}/tutorials/{self.name}.ipynb"


def parse(path: Path, root: Path = ROOT) -> Tutorial:
    text = path.read_text("utf-8")
    timeout = DEFAULT_TIMEOUT
    m = re.search(r"^# timeout:\s*(\d+)\s*$", text.split("# %%", 1)[0], re.M)
    if m:
        timeout = int(m.group(1))
    m = re.search(r"^# uses:\s*(.+)$", text.split("# %%", 1)[0], re.M)
    uses = [u.strip() for u in m.group(1).split(",") if u.strip()] if m else []
    matches = list(CELL_RE.finditer(text))
    if not matches:
        raise ValueError(f"{path}: no '# %%' cells")
    cells: list[Cell] = []
    for i, m in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        body = text[m.end() : end].strip("\n")
        kind = "markdown" if m.group("kind") == "markdown" else "code"
        tags = m.group("tags").split()
        lang = next((t for t in tags if t in LANGS), None)
        if kind == "markdown":
            body = "\n".join(line[2:] if line.startswith("# ") else line.lstrip("#") for line in body.splitlines())
            if lang is None:
                raise ValueError(
                    f"{path}:{text[: m.start()].count(chr(10)) + 1}: a markdown cell needs a language tag (en or zh)"
                )
        cells.append(Cell(kind, lang, body))
    title = {}
    for c in cells:
        if c.kind == "markdown" and c.lang and c.lang not in title:
            first = c.source.strip().splitlines()[0] if c.source.strip() else ""
            title[c.lang] = first.lstrip("#").strip()
    return Tutorial(path.stem, path.relative_to(root).as_posix(), cells, timeout, uses, title)


REFS_TITLE = {"en": "## Reference pages used here", "zh": "## 本教程用到的参考页面"}


def reference_links(t: Tutorial, lang: str, root: Path = ROOT) -> str:
    """A Markdown list linking the reference pages of the APIs the tutorial uses (URL-relative links)."""
    from . import api

    by_name = {e.name: e for e in api.entries(root)}
    lines = []
    for name in t.uses:
        e = by_name.get(name)
        if e is None:
            raise ValueError(f"{t.path}: '# uses: {name}' is not an entry of data/api/*.yaml")
        if not e.page:
            continue
        url = "../../" + e.page[: -len(".md")] + "/" + (f"#{e.anchor}" if e.anchor else "")
        label = f"`{name}`" if e.kind != "concept" else name
        lines.append(f"- [{label}]({url})")
    return REFS_TITLE[lang] + "\n\n" + "\n".join(lines) if lines else ""


def users_of(pages_: set[str], root: Path = ROOT) -> list[Tutorial]:
    """Tutorials that use an API documented on one of these pages (paths under docs/<lang>/)."""
    from . import api

    page_of = {e.name: e.page for e in api.entries(root)}
    return [t for t in discover(root) if any(page_of.get(u) in pages_ for u in t.uses)]


def discover(root: Path = ROOT) -> list[Tutorial]:
    return [parse(p, root) for p in sorted((root / SOURCES).glob("*.py"))]


def _clean_outputs(outputs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    clean: list[dict[str, Any]] = []
    for o in outputs:
        o = dict(o)
        if o.get("output_type") == "stream":
            o.pop("metadata", None)
            o["text"] = "".join(o.get("text", ""))
            # the kernel flushes printed text in chunks on a timer: merge them, or the split varies by run
            if clean and clean[-1].get("output_type") == "stream" and clean[-1].get("name") == o.get("name"):
                clean[-1]["text"] += o["text"]
                continue
        if o.get("output_type") in ("display_data", "execute_result"):
            o["metadata"] = {}
        clean.append(o)
    return clean


def execute(t: Tutorial, root: Path = ROOT) -> list[dict[str, Any]]:
    """Run the code cells in a fresh kernel; return the executed code cells."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError, CellTimeoutError

    nb = nbformat.v4.new_notebook()  # type: ignore[no-untyped-call]
    nb.cells = [nbformat.v4.new_code_cell(c.source) for c in t.cells if c.kind == "code"]  # type: ignore[no-untyped-call]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    work = tempfile.mkdtemp(prefix=f"ptref-nb-{t.name}-")
    start = time.monotonic()
    try:
        client = NotebookClient(
            nb,
            timeout=t.timeout,
            kernel_name="python3",
            resources={"metadata": {"path": work}},
            allow_errors=False,
            record_timing=False,
        )
        client.execute()
    except CellTimeoutError as exc:
        t.errors.append(f"{t.path}: a cell ran longer than {t.timeout} s: {str(exc)[:500]}")
    except CellExecutionError as exc:
        t.errors.append(f"{t.path}: a cell raised:\n{str(exc)[-3000:]}")
    finally:
        t.seconds = time.monotonic() - start
        shutil.rmtree(work, ignore_errors=True)
    cells = []
    for c in nb.cells:
        d = {
            "cell_type": "code",
            "execution_count": c.get("execution_count"),
            "metadata": {},
            "outputs": _clean_outputs([dict(o) for o in c.get("outputs", [])]),
            "source": c.source,
        }
        cells.append(d)
    return cells


def build_notebook(t: Tutorial, lang: str, code_cells: list[dict[str, Any]]) -> dict[str, Any]:
    cells: list[dict[str, Any]] = []
    code = iter(code_cells)
    for i, c in enumerate(t.cells):
        if c.kind == "markdown":
            if c.lang == lang:
                cells.append({"cell_type": "markdown", "id": f"{t.name}-{i}", "metadata": {}, "source": c.source})
        else:
            cell = copy.deepcopy(next(code))
            cell["id"] = f"{t.name}-{i}"
            cells.append(cell)
    refs = reference_links(t, lang)
    if refs:
        cells.append({"cell_type": "markdown", "id": f"{t.name}-refs", "metadata": {}, "source": refs})
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
            "ptref": {"source": t.path, "language": lang},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def dumps(nb: dict[str, Any]) -> str:
    return json.dumps(nb, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def _text(nb: dict[str, Any]) -> list[str]:
    """A readable rendering of a notebook's code and outputs, for diffs."""
    lines: list[str] = []
    for c in nb.get("cells", []):
        if c.get("cell_type") != "code":
            continue
        first = ("".join(c.get("source", "")).splitlines() or [""])[0]
        lines.append(f"In [{c.get('execution_count')}]: {first}")
        for o in c.get("outputs", []):
            if o.get("output_type") == "stream":
                lines += ["".join(o.get("text", "")).rstrip("\n")]
            elif o.get("output_type") in ("execute_result", "display_data"):
                data = o.get("data", {})
                lines.append("".join(data.get("text/plain", "")) if "text/plain" in data else f"<{sorted(data)}>")
            elif o.get("output_type") == "error":
                lines.append(f"{o.get('ename')}: {o.get('evalue')}")
    return "\n".join(lines).splitlines(keepends=True)


def check_committed(t: Tutorial, root: Path = ROOT) -> list[str]:
    """Problems visible without running: notebooks missing, never executed, or code drifted from the source."""
    problems = []
    for lang in LANGS:
        p = root / t.notebook_path(lang)
        if not p.exists():
            problems.append(f"{t.notebook_path(lang)} does not exist: run ./dev tutorials update {t.name}")
            continue
        nb = json.loads(p.read_text("utf-8"))
        code = [c for c in nb["cells"] if c["cell_type"] == "code"]
        sources = [c.source for c in t.cells if c.kind == "code"]
        if ["".join(c["source"]) for c in code] != sources:
            problems.append(
                f"{t.notebook_path(lang)}: its code cells differ from {t.path}: run ./dev tutorials update {t.name}"
            )
        if not code or any(c.get("execution_count") is None for c in code):
            problems.append(
                f"{t.notebook_path(lang)}: not every code cell was executed: run ./dev tutorials update {t.name}"
            )
    return problems


def run(names: list[str], update: bool, root: Path = ROOT, jobs: int = 2) -> int:
    tutorials = [t for t in discover(root) if not names or t.name in names]
    if names and len(tutorials) != len(set(names)):
        print(f"error: unknown tutorial among {names}", file=sys.stderr)
        return 2

    def one(t: Tutorial) -> tuple[Tutorial, list[str]]:
        code = execute(t, root)
        problems = list(t.errors)
        for lang in LANGS:
            nb = build_notebook(t, lang, code)
            path = root / t.notebook_path(lang)
            if update and not t.errors:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(dumps(nb), "utf-8")
            elif not update:
                if not path.exists():
                    problems.append(f"{t.notebook_path(lang)} does not exist: run ./dev tutorials update {t.name}")
                    continue
                old = json.loads(path.read_text("utf-8"))
                if dumps(old) != dumps(nb):
                    diff = "".join(
                        difflib.unified_diff(
                            _text(old),
                            _text(nb),
                            f"{t.notebook_path(lang)} (committed)",
                            f"{t.notebook_path(lang)} (this run)",
                        )
                    )
                    problems.append(
                        f"{t.notebook_path(lang)} differs from what {t.path} produces now "
                        f"(if the new output is right, run: ./dev tutorials update {t.name}):\n{diff}"
                    )
        if not update:
            problems += [p for p in check_committed(t, root) if p not in problems]
        return t, problems

    failed = 0
    os.environ.update(
        PYTHONHASHSEED="0", MPLBACKEND="Agg", OMP_NUM_THREADS="1", PYTHONWARNINGS="ignore::DeprecationWarning"
    )
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for t, problems in pool.map(one, tutorials):
            status = "FAIL" if problems else ("updated" if update else "ok")
            print(f"{status:<8} {t.seconds:6.1f}s {t.path}", file=sys.stderr)
            for p in problems:
                print(p, file=sys.stderr)
            failed += bool(problems)
    print(f"tutorials: {len(tutorials)} ran, {len(tutorials) - failed} passed, {failed} failed", file=sys.stderr)
    return 1 if failed else 0


def main(argv: list[str], root: Path = ROOT) -> int:
    parser = argparse.ArgumentParser(prog="ptref tutorials")
    parser.add_argument("action", choices=("check", "update"))
    parser.add_argument("names", nargs="*")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    return run(args.names, args.action == "update", root, args.jobs)
