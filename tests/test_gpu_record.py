"""Every CUDA-only snippet has a verified CUDA output, or is listed as waiting for a GPU run."""

from __future__ import annotations

from ptref import gpu, record, snippets


def test_every_cuda_snippet_is_verified_or_listed_as_pending() -> None:
    pending = gpu.load_pending()
    missing = [p for p in gpu.unverified() if p not in pending]
    assert not missing, (
        "CUDA snippets with neither a verified .cuda.out nor an entry in data/gpu-pending.yaml:\n"
        + "\n".join(missing)
        + "\nOn a GPU machine run: ./dev update --device cuda "
        + " ".join(missing)
        + "\n(without a GPU, record them as pending with: ./dev gpu-pending)"
    )


def test_pending_list_has_no_stale_entries() -> None:
    rec = record.load()
    by_path = {s.path: s for s in snippets.discover()}
    stale = [p for p in gpu.load_pending() if p not in by_path or gpu.verified_on_cuda(by_path[p], rec)]
    assert not stale, "listed as pending but verified or gone; run ./dev gpu-pending:\n" + "\n".join(stale)


def test_pending_entries_give_a_reason() -> None:
    assert all(reason.strip() for reason in gpu.load_pending().values())
