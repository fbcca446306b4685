"""`./dev i18n ...`: translation status, stamps, stubs and lints."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

from . import i18n, pages
from .snippets import ROOT

LABEL = {
    "up-to-date": "up to date",
    "outdated": "OUTDATED",
    "pending": "not translated yet",
    "missing": "MISSING",
    "orphan": "NO ENGLISH PAGE",
}


def status(root: Path, show_diff: bool, markdown: bool) -> int:
    states = i18n.all_states(root, with_diff=show_diff)
    counts: dict[str, int] = {}
    for st in states:
        counts[st.state] = counts.get(st.state, 0) + 1
    if markdown:
        print("### Translation status\n")
        print("| state | pages |\n|---|---|")
        for k in ("up-to-date", "outdated", "pending", "missing", "orphan"):
            print(f"| {LABEL[k]} | {counts.get(k, 0)} |")
        todo = [st for st in states if st.state != "up-to-date"]
        if todo:
            print("\n| page | state | changed English sections |\n|---|---|---|")
            for st in todo:
                print(f"| `{st.page}` | {LABEL[st.state]} | {', '.join(st.changed_sections)} |")
    else:
        for st in states:
            if st.state != "up-to-date":
                extra = f" (English sections changed: {', '.join(st.changed_sections)})" if st.changed_sections else ""
                print(f"{LABEL[st.state]:<20} docs/zh/{st.page}{extra}")
                if show_diff and st.diff:
                    print(st.diff)
        total = len(states)
        print(f"translation: {total} pages; " + ", ".join(f"{LABEL[k]}: {v}" for k, v in sorted(counts.items())))
    bad = counts.get("missing", 0) + counts.get("orphan", 0)
    return 1 if bad else 0


def lint(root: Path) -> list[str]:
    problems: list[str] = []
    en_pages = set(pages.pages("en", root))
    for page in pages.pages("zh", root):
        if not page.endswith(".md"):
            continue
        file = f"docs/zh/{page}"
        text = (root / file).read_text("utf-8")
        if pages.is_pending(text):
            continue
        if page in en_pages:
            problems += [str(p) for p in i18n.structure_lint(page, root)]
        problems += [str(p) for p in i18n.glossary_lint(file, text)]
        problems += [str(p) for p in i18n.spacing_lint(file, text)]
        problems += [str(p) for p in i18n.index_wording_lint(file, text)]
    # the Chinese API index shows these lines: the same terms and spacing as the pages
    what = "data/api/what.zh.yaml"
    if (root / what).is_file():
        text = (root / what).read_text("utf-8")
        problems += [str(p) for p in i18n.glossary_lint(what, text)]
        problems += [str(p) for p in i18n.spacing_lint(what, text)]
        problems += [str(p) for p in i18n.index_wording_lint(what, text)]
    problems += provenance(root)
    problems += codespell(root)
    return problems


def provenance(root: Path) -> list[str]:
    files = [p for p in sorted((root / "docs").rglob("*")) if p.suffix in (".md", ".ipynb")]
    files += sorted((root / "data").rglob("*.yaml")) + sorted((root / "snippets/tutorials").glob("*.py"))
    problems: list[str] = []
    for f in files:
        rel = f.relative_to(root).as_posix()
        problems += [str(p) for p in i18n.provenance_lint(rel, f.read_text("utf-8"))]
    return problems


def codespell(root: Path) -> list[str]:
    exe = shutil.which("codespell") or str(Path(sys.executable).parent / "codespell")
    targets = ["docs/en", "README.md", "CONTRIBUTING.md", "ptref"]
    proc = subprocess.run(
        [exe, "--ignore-words", "data/codespell-ignore.txt", *targets], cwd=root, capture_output=True, text=True
    )
    return [
        f"{line} (English spelling; fix it, or add a real word to data/codespell-ignore.txt)"
        for line in proc.stdout.splitlines()
        if line.strip()
    ]


def main(argv: list[str], root: Path = ROOT) -> int:
    parser = argparse.ArgumentParser(prog="ptref i18n")
    sub = parser.add_subparsers(dest="cmd", required=True)
    st = sub.add_parser("status", help="missing / outdated / up-to-date translations")
    st.add_argument("--diff", action="store_true", help="show the English diff since each translation")
    st.add_argument("--markdown", action="store_true", help="a Markdown summary (for pull request comments)")
    sp = sub.add_parser("stamp", help="record the English version a Chinese page translates")
    sp.add_argument("pages", nargs="*", help="paths under docs/zh/ or docs/en/ (default: all up-to-date candidates)")
    sp.add_argument("--all", action="store_true", help="stamp every translated page")
    sb = sub.add_parser("stub", help="add a 'not translated yet' Chinese page for an English page")
    sb.add_argument("pages", nargs="+")
    sub.add_parser("lint", help="structure, glossary, CJK spacing and English spelling")
    args = parser.parse_args(argv)
    if args.cmd == "status":
        return status(root, args.diff, args.markdown)
    if args.cmd == "stamp":
        names = [p.split("docs/zh/")[-1].split("docs/en/")[-1] for p in args.pages]
        if args.all:
            names = [
                p
                for p in pages.pages("zh", root)
                if p.endswith(".md")
                and (root / "docs/en" / p).exists()
                and not pages.is_pending((root / "docs/zh" / p).read_text("utf-8"))
            ]
        for name in names:
            print(f"docs/zh/{name}: source_hash {i18n.stamp(name, root)}")
        return 0
    if args.cmd == "stub":
        for p in args.pages:
            name = p.split("docs/en/")[-1].split("docs/zh/")[-1]
            print(f"wrote {i18n.stub(name, root)}")
        return 0
    if args.cmd == "lint":
        problems = lint(root)
        for p in problems:
            print(p)
        print(f"i18n lint: {len(problems)} problem(s)")
        return 1 if problems else 0
    return 2
