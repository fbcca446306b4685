"""Translation workflow: status, stamps, banners, structure and language lints.

A Chinese page records the English page it translates in its front matter::

    ---
    source_hash: 3f2a9c1d0b7e
    ---

``source_hash`` is the start of the SHA-256 of the English page.  A page that
is not translated yet is a stub with ``translation: pending``; the site then
shows the English text under the Chinese URL with a notice saying so.
"""

from __future__ import annotations

import difflib
import hashlib
import re
import subprocess
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import yaml

from . import pages
from .integrity import Problem
from .snippets import ROOT

HASH_LEN = 12
FRONT_RE = re.compile(r"\A---\n(?P<yaml>.*?)\n---\n", re.S)


def split_front(text: str) -> tuple[dict[str, Any], str]:
    m = FRONT_RE.match(text)
    if not m:
        return {}, text
    data = yaml.safe_load(m.group("yaml")) or {}
    return (data if isinstance(data, dict) else {}), text[m.end() :]


INCLUDE_RE = re.compile(r"^@include\s+(?P<path>\S+)\s*$", re.M)


def expand_includes(text: str, root: Path = ROOT) -> str:
    """Replace `@include FILE` lines (repository-relative) with the file's text."""
    return INCLUDE_RE.sub(lambda m: (root / m.group("path")).read_text("utf-8"), text)


def english(page: str, root: Path = ROOT) -> str:
    return expand_includes((root / "docs/en" / page).read_text("utf-8"), root)


def source_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:HASH_LEN]


@dataclass
class PageState:
    page: str  # path under docs/<lang>/
    state: str  # up-to-date | outdated | pending | missing | orphan
    recorded: str | None = None
    current: str | None = None
    diff: str = ""
    changed_sections: list[str] = field(default_factory=list)


def _git_versions(path: str, root: Path) -> list[str]:
    try:
        out = subprocess.run(
            ["git", "log", "--format=%H", "--", path], cwd=root, capture_output=True, text=True, check=True
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        return []
    return out


def _git_show(commit: str, path: str, root: Path) -> str | None:
    try:
        return subprocess.run(
            ["git", "show", f"{commit}:{path}"], cwd=root, capture_output=True, text=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None


def old_english(page: str, recorded: str, root: Path = ROOT) -> str | None:
    """The English page as it was when the translation was made (from git)."""
    path = f"docs/en/{page}"
    for commit in _git_versions(path, root):
        text = _git_show(commit, path, root)
        if text is not None and source_hash(text) == recorded:
            return text
    return None


def _headings(text: str) -> list[str]:
    return [line for line in text.splitlines() if re.match(r"^#{1,6} ", line)]


def changed_sections(old: str, new: str) -> list[str]:
    """Headings of the English sections whose text changed."""

    def sections(text: str) -> dict[str, str]:
        out: dict[str, list[str]] = {}
        current = "(top)"
        for line in text.splitlines():
            if re.match(r"^#{1,6} ", line):
                current = re.sub(r"\s*\{[^}]*\}\s*$", "", line.lstrip("#").strip())
            out.setdefault(current, []).append(line)
        return {k: "\n".join(v) for k, v in out.items()}

    a, b = sections(old), sections(new)
    return [k for k in b if a.get(k) != b[k]] + [k for k in a if k not in b]


def state_of(page: str, root: Path = ROOT, with_diff: bool = True) -> PageState:
    en, zh = root / "docs/en" / page, root / "docs/zh" / page
    if not en.exists():
        return PageState(page, "orphan")
    if not zh.exists():
        return PageState(page, "missing")
    if page.endswith(".ipynb"):
        return PageState(page, "up-to-date")
    english_text = english(page, root)
    front, _ = split_front(zh.read_text("utf-8"))
    current = source_hash(english_text)
    if front.get("translation") == "pending":
        return PageState(page, "pending", current=current)
    recorded = str(front.get("source_hash") or "")
    if recorded == current:
        return PageState(page, "up-to-date", recorded, current)
    st = PageState(page, "outdated", recorded or None, current)
    if with_diff and recorded:
        old = old_english(page, recorded, root)
        if old is not None:
            st.diff = "".join(
                difflib.unified_diff(
                    old.splitlines(keepends=True),
                    english_text.splitlines(keepends=True),
                    fromfile=f"docs/en/{page} (translated version {recorded})",
                    tofile=f"docs/en/{page} (now {current})",
                )
            )
            st.changed_sections = changed_sections(old, english_text)
    return st


def all_states(root: Path = ROOT, with_diff: bool = True) -> list[PageState]:
    names = sorted(set(pages.pages("en", root)) | set(pages.pages("zh", root)))
    return [state_of(p, root, with_diff) for p in names]


# ---------------------------------------------------------------- site hooks


@cache
def _cached_state(page: str) -> PageState:
    return state_of(page, ROOT, with_diff=True)


def _en_link(page: str) -> str:
    """The English page's URL, relative to the Chinese page's URL (directory URLs: zh/a/b/ and a/b/)."""
    stem = page[: -len(".md")]
    if stem == "index" or stem.endswith("/index"):
        stem = stem[: -len("index")].rstrip("/")
    url = f"{stem}/" if stem else ""
    depth = 1 + (stem.count("/") + 1 if stem else 0)
    return "../" * depth + url


NOTICES = {
    "pending": '!!! warning "本页尚未翻译"\n    以下是英文原文，中文翻译还没有完成。'
    "欢迎参与翻译：见[参与贡献]({contrib})。也可以直接阅读[英文页面]({en})。\n\n",
    "outdated": '!!! warning "译文可能已过时"\n    [英文原文]({en})在本译文完成后有过修改，'
    "以英文页面为准。{what}欢迎提交更新：见[参与贡献]({contrib})。\n\n",
}


def decorate(markdown: str, src_uri: str, lang: str, root: Path = ROOT) -> str:
    """Add the translation notice or banner to a Chinese page where one is due."""
    if lang != "zh" or not src_uri.startswith("zh/"):
        return markdown
    page = src_uri[3:]
    if not page.endswith(".md") or not (root / "docs/en" / page).exists():
        return markdown
    st = _cached_state(page) if root == ROOT else state_of(page, root)
    depth = page.count("/")
    contrib = "../" * depth + "contributing.md"
    if st.state == "pending":
        _, body = split_front(english(page, root))
        notice = NOTICES["pending"].format(en=_en_link(page), contrib=contrib)
        return _after_title(body, notice)
    if st.state == "outdated":
        what = ""
        if st.changed_sections:
            what = "改动涉及的英文小节：" + "、".join(f"“{s}”" for s in st.changed_sections[:6]) + "。"
        notice = NOTICES["outdated"].format(en=_en_link(page), contrib=contrib, what=what)
        return _after_title(markdown, notice)
    return markdown


def _after_title(markdown: str, notice: str) -> str:
    m = re.search(r"^# .*\n", markdown, re.M)
    if not m:
        return notice + markdown
    return markdown[: m.end()] + "\n" + notice + markdown[m.end() :]


def status_table(lang: str) -> str:
    """The translation status page, as a Markdown table."""
    states = all_states(ROOT, with_diff=False)
    label = {
        "en": {
            "up-to-date": "✅ up to date",
            "outdated": "⚠️ outdated",
            "pending": "⏳ not translated yet",
            "missing": "❌ missing",
            "orphan": "❓ no English page",
        },
        "zh": {
            "up-to-date": "✅ 已同步",
            "outdated": "⚠️ 已过时",
            "pending": "⏳ 尚未翻译",
            "missing": "❌ 缺失",
            "orphan": "❓ 无英文页面",
        },
    }[lang]
    head = "| Page | State |" if lang == "en" else "| 页面 | 状态 |"
    counts: dict[str, int] = {}
    rows = [head, "|---|---|"]
    for st in states:
        counts[st.state] = counts.get(st.state, 0) + 1
        rows.append(f"| `{st.page}` | {label[st.state]} |")
    summary = ", ".join(f"{label[k]}: {v}" for k, v in sorted(counts.items()))
    return summary + "\n\n" + "\n".join(rows) + "\n"


# ------------------------------------------------------------------- lints

Lint = Problem  # file, line, message: the same shape as the integrity checks' problems


def _strip_code(line: str) -> str:
    return re.sub(r"`[^`]*`", lambda m: " " * len(m.group(0)), line)


def prose_lines(text: str) -> list[tuple[int, str]]:
    """(line number, text) of lines outside code fences, front matter and embeds, code spans blanked."""
    from .markdown import outside_fences

    out: list[tuple[int, str]] = []
    lines = text.splitlines()
    front_end = lines.index("---", 1) + 1 if text.startswith("---\n") and "---" in lines[1:] else 0
    for i, line in outside_fences(text):
        if i <= front_end or line.startswith("@"):
            continue
        out.append((i, _strip_code(line)))
    return out


def structure(text: str) -> dict[str, list[str]]:
    """What a translation must keep: embeds, headings (level and explicit id), admonitions, links."""
    _, body = split_front(text)
    embeds = [e.target for e in pages.embeds_in(body, "")]
    from .markdown import outside_fences

    heads, admon, links, where = [], [], [], []
    offset = text.count("\n") - body.count("\n")  # front matter lines
    for lineno, line in outside_fences(body):
        m = re.match(r"^(#{1,6}) .*?(\{[^}]*#([^\s}]+)[^}]*\})?\s*$", line)
        if m:
            heads.append(m.group(1) + (f" #{m.group(3).replace(chr(92), '')}" if m.group(3) else ""))
            where.append(f"line {lineno + offset}: {line.strip()}")
        m = re.match(r"^\s*(!!!|\?\?\?\+?)\s+(\w+)", line)
        if m:
            admon.append(m.group(2))
        for target in re.findall(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)", _strip_code(line)):
            links.append(target)
    from .inventory import markers

    notes = [f"{name} {nid}" for _, name, nid in markers(body)]
    return {
        "snippets": embeds,
        "headings": heads,
        "admonitions": admon,
        "links": sorted(links),
        "notes": notes,
        "heading_lines": where,
    }


def structure_lint(page: str, root: Path = ROOT) -> list[Lint]:
    en_text = english(page, root)
    zh_file = f"docs/zh/{page}"
    zh_text = (root / zh_file).read_text("utf-8")
    front, _ = split_front(zh_text)
    if front.get("translation") == "pending":
        return []
    a, b = structure(en_text), structure(zh_text)
    problems: list[Lint] = []
    names = {
        "snippets": "embedded snippets (@snippet lines, in order)",
        "headings": "headings (levels and {#ids})",
        "admonitions": "admonitions (!!! types, in order)",
        "links": "links (targets)",
        "notes": "official-note markers (in order)",
    }
    for key, label in names.items():
        if key == "headings" and a[key] != b[key]:
            matcher = difflib.SequenceMatcher(a=a[key], b=b[key], autojunk=False)
            parts: list[str] = []
            at = 0
            for op, i1, i2, j1, j2 in matcher.get_opcodes():
                if op == "equal":
                    continue
                if not at:  # the Chinese line where the difference starts
                    zh_heads = b["heading_lines"]
                    ref = zh_heads[j1] if op != "delete" and j1 < len(zh_heads) else (zh_heads[j1 - 1] if j1 else "")
                    at = int(ref.split(":", 1)[0].split()[1]) if ref else 1
                if op in ("delete", "replace"):
                    parts += [f"docs/en/{page} {x} has no Chinese counterpart" for x in a["heading_lines"][i1:i2]]
                if op in ("insert", "replace"):
                    parts += [f"{zh_file} {x} is not in the English page" for x in b["heading_lines"][j1:j2]]
            problems.append(
                Lint(
                    zh_file,
                    at or 1,
                    f"{label} differ from docs/en/{page}: "
                    + "; ".join(parts)
                    + " (translate every heading at the same level, with the same {#id})",
                )
            )
            continue
        if a[key] != b[key]:
            diff = "; ".join(
                line.rstrip()
                for line in difflib.unified_diff(a[key], b[key], "en", "zh", lineterm="", n=0)
                if line.startswith(("+", "-")) and not line.startswith(("+++", "---"))
            )
            problems.append(
                Lint(zh_file, 1, f"{label} differ from docs/en/{page}: {diff} (- only in English, + only in Chinese)")
            )
    return problems


@lru_cache(maxsize=1)
def glossary() -> list[dict[str, Any]]:
    data = yaml.safe_load((ROOT / "data/glossary.yaml").read_text("utf-8"))
    terms: list[dict[str, Any]] = data["terms"]
    return terms


def glossary_lint(file: str, text: str) -> list[Lint]:
    problems = []
    for lineno, line in prose_lines(text):
        for term in glossary():
            for wrong in term.get("wrong", []) or []:
                if wrong in line:
                    problems.append(
                        Lint(
                            file,
                            lineno,
                            f"'{wrong}' is not the glossary term: use '{term['zh']}' "
                            f"(for '{term['en']}', see data/glossary.yaml)",
                        )
                    )
    return problems


CJK = re.compile(r"[\u4e00-\u9fff]")
ORDINAL_INDEX = re.compile(r"第\s*\d+\s*(列|行|维|个维度|个元素|个轴)")

# Reader-facing text speaks to the reader, never about where material came from.
PROVENANCE = re.compile(
    r"seed[- ]?(notes?|files?|table|0\d\d\b)|\bseed (calls|writes|says|uses|cites)\b|study[- ]notes?|common notes|(the|these|those|some) notes (say|claim|get|write)"
    r"|学习笔记|笔记里|笔记中|种子笔记|常见笔记",
    re.I,
)


def index_wording_lint(file: str, text: str) -> list[Lint]:
    """0-based indices: 第 2 列 reads as the second column; the glossary's wording is 下标为 2 的列."""
    problems = []
    for lineno, line in prose_lines(text):
        for m in ORDINAL_INDEX.finditer(line):
            problems.append(
                Lint(
                    file,
                    lineno,
                    f"'{m.group(0)}' reads as a 1-based ordinal: for a 0-based index write "
                    f"'下标为 N 的{m.group(1)}'; for an ordinal use Chinese numerals (第一{m.group(1)}); "
                    "see data/glossary.yaml",
                )
            )
    return problems


def provenance_lint(file: str, text: str) -> list[Lint]:
    """Pages (and the API index) must not tell readers about notes or seeds that material came from."""
    problems = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        m = PROVENANCE.search(line)
        if m:
            problems.append(
                Lint(
                    file,
                    lineno,
                    f"'{m.group(0)}' tells readers where material came from: state the "
                    "misconception directly ('A common mistake is ...' / '常见误解：...') "
                    "and show the run",
                )
            )
    return problems


def spacing_lint(file: str, text: str) -> list[Lint]:
    """CJK spacing and punctuation, checked by autocorrect (line by line, prose only)."""
    import autocorrect_py as autocorrect

    problems = []
    raw = text.splitlines()
    for lineno, _ in prose_lines(text):
        line = raw[lineno - 1]
        if not re.search(r"[\u4e00-\u9fff]", line):
            continue
        fixed = autocorrect.format_for(line, "markdown")
        if fixed != line:
            problems.append(Lint(file, lineno, f"CJK spacing/punctuation: write {fixed.strip()!r}"))
        for m in re.finditer(r"`[^`]+`", line):
            before = line[m.start() - 1] if m.start() > 0 else ""
            after = line[m.end()] if m.end() < len(line) else ""
            if CJK.match(before) or CJK.match(after):
                problems.append(Lint(file, lineno, f"put a space between Chinese text and {m.group(0)}"))
    return problems


def stamp(page: str, root: Path = ROOT) -> str:
    """Record in the Chinese page which English version it translates."""
    en = english(page, root)
    zh_path = root / "docs/zh" / page
    text = zh_path.read_text("utf-8")
    front, body = split_front(text)
    front["source_hash"] = source_hash(en)
    front.pop("translation", None)
    new = "---\n" + yaml.safe_dump(front, allow_unicode=True, sort_keys=True) + "---\n" + body
    zh_path.write_text(new, "utf-8")
    return str(front["source_hash"])


def stub(page: str, root: Path = ROOT) -> Path:
    """A 'not translated yet' page for an English page without translation."""
    zh = root / "docs/zh" / page
    zh.parent.mkdir(parents=True, exist_ok=True)
    zh.write_text("---\ntranslation: pending\n---\n", "utf-8")
    return zh
