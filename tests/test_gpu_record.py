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


def test_record_lock_keeps_a_second_update_waiting(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Two `./dev update` runs at once must not interleave their read-change-write of verified.json."""
    import threading

    held, release, second_in = threading.Event(), threading.Event(), threading.Event()

    def first() -> None:
        with record.locked(tmp_path):
            held.set()
            release.wait(10)

    def second() -> None:
        with record.locked(tmp_path):
            second_in.set()

    t1 = threading.Thread(target=first)
    t1.start()
    assert held.wait(10)
    t2 = threading.Thread(target=second)
    t2.start()
    assert not second_in.wait(0.5), "a second update entered the record while the first held it"
    release.set()
    assert second_in.wait(10), "the second update never got the record after the first released it"
    t1.join()
    t2.join()
