"""One test per snippet: it runs (on this machine's device) and prints exactly its committed output.

`pytest -k einsum` runs only the einsum snippets.  The runner does the work: it imports torch
once and forks a child per snippet, on all cores (see ptref/runner.py).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from ptref import pages, snippets

pytestmark = pytest.mark.slow  # `pytest -m "not slow"` is the fast loop

ALL = snippets.discover()


@pytest.mark.parametrize("path", [s.path for s in ALL], ids=[s.path for s in ALL])
def test_snippet(path: str, snippet_results: dict[str, Any]) -> None:
    result = snippet_results["results"].get(path)
    assert result is not None, f"{path} was selected but the runner reported nothing for it"
    if result["status"] == "skipped":
        assert result["message"], "a skip must say why"
        pytest.skip(f"{path}: {result['message']}")
    detail = "\n".join(x for x in (result["message"], result["diff"], result["stderr"][-3000:]) if x)
    assert result["status"] == "passed", f"{path} [{result['device']}]: {detail}"


def test_every_embedded_snippet_was_executed(snippet_results: dict[str, Any]) -> None:
    """Count what ran: every snippet a page embeds ran or was skipped with a reason."""
    shard = snippet_results.get("shard")
    expected = set(shard) if shard is not None else {s.path for s in ALL}
    if set(snippet_results.get("selected", [])) != expected:
        pytest.skip("only a subset of snippets was selected (-k); the count is checked on full or shard runs")
    embedded = {e.target for lang in pages.LANGS for e in pages.all_embeds()[lang]} & expected
    results = snippet_results["results"]
    never = sorted(p for p in embedded if p not in results)
    assert not never, f"embedded snippets that never ran: {never}"
    ran = [r for r in results.values() if r["status"] in ("passed", "failed")]
    skipped = [r for r in results.values() if r["status"] == "skipped"]
    assert all(r["message"] for r in skipped)
    assert len(ran) + len(skipped) == len(expected)
    assert ran, "no snippet ran at all"
    report = os.environ.get("PTREF_SHARD_REPORT")
    if report:  # CI's shard-completeness job reads one of these per shard (./dev shards-complete)
        Path(report).write_text(
            json.dumps(
                {
                    "shard": snippet_results.get("shard") is not None and os.environ.get("PTREF_SHARD", ""),
                    "ran": sorted(r["path"] for r in ran),
                    "skipped": {r["path"]: r["message"] for r in skipped},
                },
                indent=1,
            )
        )
    print(f"\nsnippets: {len(ran)} ran, {len(skipped)} skipped, in {snippet_results['meta'].get('seconds', 0):.1f} s")
