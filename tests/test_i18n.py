"""The translation workflow, acted out by a contributor, and the state of the real site."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT, run_ptref
from ptref import i18n, integrity, pages

EN = """# torch.demo

Adds numbers.

## Examples

!!! note "Output"
    See below.

See [the index](index.md).
"""
ZH = """# torch.demo

对数字做加法。

## 示例

!!! note "输出"
    见下文。

参见[索引](index.md)。
"""


def git(root: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid", *args],
        cwd=root,
        check=True,
        capture_output=True,
    )


@pytest.fixture()
def repo(tmp_path: Path) -> Path:
    """A translated page in a git repository, with its glossary."""
    for lang, text in (("en", EN), ("zh", ZH)):
        p = tmp_path / f"docs/{lang}/reference/demo.md"
        p.parent.mkdir(parents=True)
        p.write_text(text)
        (tmp_path / f"docs/{lang}/reference/index.md").write_text("# Index\n")
    (tmp_path / "data").mkdir()
    shutil.copy(ROOT / "data/glossary.yaml", tmp_path / "data/glossary.yaml")
    (tmp_path / "data/codespell-ignore.txt").write_text("")
    for page in ("reference/demo.md", "reference/index.md"):
        i18n.stamp(page, tmp_path)
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-qm", "translated")
    return tmp_path


def test_new_english_page_without_translation(repo: Path) -> None:
    (repo / "docs/en/reference/new.md").write_text("# New\n")
    problems = [str(p) for p in integrity.check(repo)]
    assert "docs/en/reference/new.md:1: has no Chinese page: create docs/zh/reference/new.md" in problems[0]
    assert i18n.state_of("reference/new.md", repo).state == "missing"
    # the contributor adds a stub: the page is reachable in Chinese, with a notice, and counted as pending
    i18n.stub("reference/new.md", repo)
    assert not integrity.check(repo)
    assert i18n.state_of("reference/new.md", repo).state == "pending"
    shown = i18n.decorate("---\ntranslation: pending\n---\n", "zh/reference/new.md", "zh", repo)
    assert "本页尚未翻译" in shown and "# New" in shown and "../../en/reference/new.md" not in shown


def test_changed_english_page_makes_translation_outdated(repo: Path) -> None:
    en = repo / "docs/en/reference/demo.md"
    en.write_text(EN.replace("Adds numbers.", "Adds numbers, with broadcasting."))
    st = i18n.state_of("reference/demo.md", repo)
    assert st.state == "outdated"
    assert "-Adds numbers.\n+Adds numbers, with broadcasting." in st.diff
    assert st.changed_sections == ["torch.demo"]
    banner = i18n.decorate((repo / "docs/zh/reference/demo.md").read_text(), "zh/reference/demo.md", "zh", repo)
    assert "译文可能已过时" in banner and "“torch.demo”" in banner
    proc = run_ptref("i18n", "status", "--diff", root=repo)
    assert (
        "OUTDATED" in proc.stdout
        and "docs/zh/reference/demo.md" in proc.stdout
        and "+Adds numbers, with" in proc.stdout
    )
    # re-translating and stamping makes it current again
    i18n.stamp("reference/demo.md", repo)
    assert i18n.state_of("reference/demo.md", repo).state == "up-to-date"


def test_broken_structure_is_reported(repo: Path) -> None:
    zh = repo / "docs/zh/reference/demo.md"
    zh.write_text(zh.read_text().replace("## 示例\n", "").replace('!!! note "输出"', '!!! tip "输出"'))
    problems = [str(p) for p in i18n.structure_lint("reference/demo.md", repo)]
    heading = next(p for p in problems if "headings" in p)
    assert "docs/en/reference/demo.md line" in heading and ": ## Examples has no Chinese counterpart" in heading, (
        heading
    )
    assert not heading.startswith("docs/zh/reference/demo.md:1:"), "names the Chinese line where the difference starts"
    assert any("admonitions" in p and "-note" in p and "+tip" in p for p in problems), problems


def test_snippets_out_of_order_are_reported(repo: Path) -> None:
    (repo / "docs/en/reference/demo.md").write_text(
        EN + "\n@snippet snippets/a/b/one.py\n\n@snippet snippets/a/b/two.py\n"
    )
    (repo / "docs/zh/reference/demo.md").write_text(
        ZH + "\n@snippet snippets/a/b/two.py\n\n@snippet snippets/a/b/one.py\n"
    )
    problems = [str(p) for p in i18n.structure_lint("reference/demo.md", repo)]
    assert any("embedded snippets" in p for p in problems), problems


def test_wrong_glossary_term_names_the_right_one() -> None:
    problems = [
        str(p) for p in i18n.glossary_lint("docs/zh/x.md", "# 标题\n\n这个操作是就地修改。\n\n`就地` 在代码里不算。\n")
    ]
    assert problems == [
        "docs/zh/x.md:3: '就地' is not the glossary term: use '原地' (for 'in-place', see data/glossary.yaml)"
    ]


def test_cjk_spacing_is_checked() -> None:
    problems = [str(p) for p in i18n.spacing_lint("docs/zh/x.md", "使用torch计算\n\n调用`torch.add`即可\n")]
    assert any(":1:" in p and "使用 torch 计算" in p for p in problems), problems
    assert any(":3:" in p and "`torch.add`" in p for p in problems), problems


# ------------------------------------------------------------ the real site


def test_site_every_page_has_both_languages() -> None:
    en, zh = set(pages.pages("en")), set(pages.pages("zh"))
    assert en == zh, f"only English: {sorted(en - zh)}; only Chinese: {sorted(zh - en)}"


def test_site_translations_are_recorded_and_current() -> None:
    states = i18n.all_states(with_diff=False)
    bad = [f"docs/zh/{s.page}: {s.state}" for s in states if s.state in ("missing", "orphan", "outdated")]
    assert not bad, "\n".join(bad) + "\nUpdate the translation, then run: ./dev i18n stamp PAGE"


def test_site_language_lints() -> None:
    proc = run_ptref("i18n", "lint")
    assert proc.returncode == 0, proc.stdout[-6000:]


def test_links_to_headings_use_explicit_ids() -> None:
    """Both languages share their links, but automatic heading ids come from the heading text (English words
    in one, Chinese in the other): a link to a heading on another page must use an explicit {#id}."""
    import re

    from ptref import coverage, pages

    problems = []
    for rel in pages.pages("en"):
        if not rel.endswith(".md"):
            continue
        text = (ROOT / "docs/en" / rel).read_text("utf-8")
        for target, anchor in re.findall(r"\]\(([^)#\s]+\.md)#([^)\s]+)\)", text):
            dest = (ROOT / "docs/en" / rel).parent / target
            if dest.is_file() and anchor not in coverage.anchors(dest.read_text("utf-8")):
                problems.append(f"docs/en/{rel}: links to {target}#{anchor}, which is no explicit {{#{anchor}}} there")
    assert not problems, "\n".join(problems)
