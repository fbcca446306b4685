"""ptref: check, update and report on the site's executed snippets.

    ./dev check [SELECT...]     run snippets, compare outputs, check integrity
    ./dev update [SELECT...]    run snippets and rewrite their outputs
    ./dev status                coverage report per section and language
    ./dev integrity             pages, snippets and outputs agree (no run)
    ./dev i18n status|stamp|stub|lint   the translation workflow

SELECT is a path prefix or a substring of a snippet path (``einsum``).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

from . import integrity, record, runner, snippets
from .snippets import ROOT


def select(all_snippets: list[snippets.Snippet], patterns: Sequence[str]) -> list[snippets.Snippet]:
    if not patterns:
        return all_snippets
    chosen = [s for s in all_snippets if any(s.path.startswith(p.rstrip("/")) or p in s.path for p in patterns)]
    return chosen


def _progress(stream: object) -> Callable[[runner.Result, int, int], None]:
    tty = hasattr(stream, "isatty") and stream.isatty()
    step = 1

    def show(r: runner.Result, done: int, total: int) -> None:
        nonlocal step
        mark = {"passed": "ok", "updated": "updated", "failed": "FAIL", "skipped": "skip"}[r.status]
        line = f"[{done:>4}/{total}] {mark:<7} {r.seconds:6.2f}s {r.path}"
        if tty:
            print("\r\033[K" + line, end="" if r.status == "passed" else "\n", file=sys.stderr, flush=True)
        elif r.status != "passed" or done == total or done % max(1, total // 10) == 0:
            print(line, file=sys.stderr, flush=True)
        step += 1

    return show


def summarize(results: list[runner.Result], expected: int) -> tuple[str, bool]:
    by_device: dict[str, Counter[str]] = {}
    for r in results:
        by_device.setdefault(r.device, Counter())[r.status] += 1
    total = Counter(r.status for r in results)
    ran = total["passed"] + total["failed"] + total["updated"]
    parts = []
    for dev, c in sorted(by_device.items()):
        parts.append(f"{dev}: {c['passed'] + c['updated']} passed, {c['failed']} failed, {c['skipped']} skipped")
    ok = total["failed"] == 0 and len(results) == expected
    lines = [
        f"snippets: {expected} selected, {ran} ran, {total['passed'] + total['updated']} passed, "
        f"{total['failed']} failed, {total['skipped']} skipped ({'; '.join(parts) or 'none'})"
    ]
    if len(results) != expected:
        lines.append(f"ERROR: {expected - len(results)} selected snippets produced no result")
    reasons = Counter(r.message for r in results if r.status == "skipped")
    for reason, n in sorted(reasons.items()):
        lines.append(f"  skipped {n}: {reason}")
    return "\n".join(lines), ok


def report_failures(results: list[runner.Result]) -> None:
    for r in results:
        if r.status != "failed":
            continue
        print(f"\nFAILED {r.path} [{r.device}]: {r.message}", file=sys.stderr)
        if r.diff:
            print(r.diff, file=sys.stderr)
        if r.stderr.strip():
            tail = "\n".join(r.stderr.strip().splitlines()[-15:])
            print(f"--- stderr (last lines) ---\n{tail}", file=sys.stderr)


def cmd_run(args: argparse.Namespace, update: bool) -> int:
    root = Path(args.root).resolve()
    if not update and not args.no_integrity and not args.select:
        problems = integrity.check(root)
        for p in problems:
            print(f"integrity: {p}", file=sys.stderr)
    else:
        problems = []
    try:
        chosen = select(snippets.discover(root), args.select)
    except snippets.SnippetError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.select and not chosen:
        print(f"error: no snippet matches {' '.join(args.select)}", file=sys.stderr)
        return 2
    if args.shard:
        from . import speed

        try:
            k, n = (int(x) for x in args.shard.split("/"))
            chosen = speed.shard(chosen, k, n, root)
        except ValueError as exc:
            print(f"error: --shard {args.shard}: {exc} (use K/N, for example 2/4)", file=sys.stderr)
            return 2
    from . import device as dev

    torch_version = runner.import_torch()
    info = dev.probe() if args.device in ("auto", "cuda") else {"cuda": False}
    device = "cuda" if (args.device == "cuda" or (args.device == "auto" and info.get("cuda"))) else "cpu"
    if device == "cuda" and not info.get("cuda"):
        print("error: --device cuda, but torch sees no usable GPU here", file=sys.stderr)
        return 2
    platform = dev.platform_name(device, info)
    print(
        f"ptref: {'updating' if update else 'checking'} {len(chosen)} snippets with torch "
        f"{torch_version} on {platform}, {args.jobs or os.cpu_count()} at a time",
        file=sys.stderr,
    )
    start = time.monotonic()
    from . import speed

    use_cache = not update and not args.no_cache and not os.environ.get("PTREF_NO_CACHE")
    cache = speed.load_cache(root) if use_cache else {}
    keys = {s.path: speed.cache_key(s, device, torch_version, root) for s in chosen} if use_cache else {}
    cached = [s for s in chosen if use_cache and cache.get(keys[s.path]) == "passed"]
    cached_paths = {s.path for s in cached}
    to_run = [s for s in chosen if s.path not in cached_paths]
    if cached:
        print(
            f"ptref: {len(cached)} unchanged snippets passed before (cache: {speed.CACHE}; --no-cache runs them)",
            file=sys.stderr,
        )
    results = runner.run(
        to_run, device=device, update=update, workers=args.jobs, root=root, progress=_progress(sys.stderr)
    )
    results += [runner.Result(s.path, device, "passed", 0.0, message="cached") for s in cached]
    order = {s.path: i for i, s in enumerate(chosen)}
    results.sort(key=lambda r: order[r.path])
    elapsed = time.monotonic() - start
    with record.locked(root) if update else contextlib.nullcontext():
        rec = record.load(root)
        by_path = {s.path: s for s in chosen}
        for r in results:
            if r.status not in ("passed", "updated"):
                continue
            s = by_path[r.path]
            out = runner.expected_output(s, device, root)
            if update:
                rec.setdefault(s.path, {})[device] = record.entry(s, out, torch_version, platform, root)
            else:
                why = record.stale(s, device, rec, torch_version, root)
                if why:
                    r.status = "failed"
                    r.message = (
                        f"the verification record in {record.record_file(s.path)} is stale ({why}); "
                        f"run: ./dev update {s.path}"
                    )
        if update:
            known = {s.path for s in snippets.discover(root)}
            touched = {record.section_of(s.path) for s in chosen}
            for path in list(rec):
                if path not in known and record.section_of(path) in touched:
                    del rec[path]
            record.save(rec, root, touched)
            if device == "cuda":
                from . import gpu

                gpu.record_run(results, info, torch_version, root)
                gpu.write_pending(root)
    if use_cache:
        for r in results:
            if r.status == "passed" and r.path in keys:
                cache[keys[r.path]] = "passed"
        speed.save_cache(cache, root)
    report_failures(results)
    text, ok = summarize(results, len(chosen))
    print(text, file=sys.stderr)
    print(f"time: {elapsed:.1f} s for the snippets", file=sys.stderr)
    if args.json:
        runner.write_json(
            results,
            Path(args.json),
            {
                "device": device,
                "platform": platform,
                "torch": torch_version,
                "seconds": elapsed,
                "integrity": [str(p) for p in problems],
            },
        )
    if problems:
        print(f"integrity: {len(problems)} problem(s) above", file=sys.stderr)
    return 0 if ok and not problems else 1


def cmd_integrity(args: argparse.Namespace) -> int:
    problems = integrity.check(Path(args.root).resolve())
    for p in problems:
        print(p)
    print(f"integrity: {len(problems)} problem(s)")
    return 1 if problems else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="ptref", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--root", default=str(ROOT), help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("check", "update"):
        p = sub.add_parser(name, help=f"{name} snippet outputs")
        p.add_argument("select", nargs="*", help="snippet path prefixes or substrings")
        p.add_argument("--device", choices=("auto", "cpu", "cuda"), default="auto" if name == "check" else "cpu")
        p.add_argument("-j", "--jobs", type=int, default=None, help="parallel snippets (default: all cores)")
        p.add_argument("--json", help="write per-snippet results to this file")
        p.add_argument("--no-integrity", action="store_true", help="skip the page/snippet/output checks")
        p.add_argument("--shard", help="run shard K of N (K/N), balanced by data/snippet-times.json")
        p.add_argument("--no-cache", action="store_true", help="run every snippet even if unchanged since it passed")
    sub.add_parser("integrity", help="check that pages, snippets and outputs agree")
    sg = sub.add_parser("signatures", help="compare the pages' signature blocks and parameter tables with torch")
    sg.add_argument("select", nargs="*", help="page path substrings (default: every reference page)")
    nw = sub.add_parser("new", help="scaffold the en + zh pages, snippet folder and index entry for APIs")
    nw.add_argument("names", nargs="+", help="documented names from data/api/inventory.json (torch.nn.GELU ...)")
    nw.add_argument("--section", help="site section (default: chosen from the name's namespace)")
    nw.add_argument("--page", help="shared page name under the section (default: one page per name)")
    sc = sub.add_parser("shards-complete", help="check that the shard reports of a CI run cover every snippet")
    sc.add_argument("reports", nargs="+", help="the JSON files written by the snippet shards (PTREF_SHARD_REPORT)")
    sc.add_argument("--shards", type=int, required=True, help="how many shards the run had")
    sub.add_parser("gpu-pending", help="list the CUDA snippets no GPU has verified yet in data/gpu-pending.yaml")
    st = sub.add_parser("status", help="coverage report per section and language")
    st.add_argument("-v", "--verbose", action="store_true", help="list every name that is not covered")
    st.add_argument("--notes", action="store_true", help="list the official Warnings/Notes no page covers yet")
    tut = sub.add_parser("tutorials", help="run the tutorial notebooks (check | update [NAME...])", add_help=False)
    tut.add_argument("rest", nargs=argparse.REMAINDER)
    i18n_parser = sub.add_parser("i18n", help="translation status, stamps, stubs and lints", add_help=False)
    i18n_parser.add_argument("rest", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    if args.command == "tutorials":
        from . import tutorials

        return tutorials.main(args.rest, Path(args.root).resolve())
    if args.command == "i18n":
        from . import i18n_cli

        return i18n_cli.main(args.rest, Path(args.root).resolve())
    if args.command == "check":
        return cmd_run(args, update=False)
    if args.command == "update":
        return cmd_run(args, update=True)
    if args.command == "gpu-pending":
        from . import gpu

        n = gpu.write_pending(Path(args.root).resolve())
        print(f"{gpu.PENDING}: {n} CUDA snippet(s) wait for a GPU run")
        return 0
    if args.command == "integrity":
        return cmd_integrity(args)
    if args.command == "shards-complete":
        from . import speed

        problems = speed.shards_complete([Path(r) for r in args.reports], args.shards, Path(args.root).resolve())
        for problem in problems:
            print(f"error: {problem}", file=sys.stderr)
        if not problems:
            print(f"shards-complete: {args.shards} shards together ran or skipped every snippet")
        return 1 if problems else 0
    if args.command == "signatures":
        from . import signatures

        drifts, compared = signatures.check(Path(args.root).resolve(), args.select)
        for d in drifts:
            print(d)
        print(f"signatures: {compared} signature statements compared with torch, {len(drifts)} problem(s)")
        return 1 if drifts else 0
    if args.command == "new":
        from . import scaffold

        return scaffold.main(args.names, args.section, args.page, Path(args.root).resolve())
    if args.command == "status":
        from . import coverage

        return coverage.main(Path(args.root).resolve(), verbose=args.verbose, notes=args.notes)
    return 2


if __name__ == "__main__":
    sys.exit(main())
