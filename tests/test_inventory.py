"""The content engine: torch's documented API against the site, signatures, official notes, scaffolds."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import ROOT, run_ptref
from ptref import api, coverage, i18n, inventory, scaffold, signatures


def test_every_inventory_name_resolves_in_this_torch() -> None:
    """On a torch upgrade, a dropped or renamed API fails here with its name."""
    names = inventory.names()
    assert len(names) == len(set(names)) == 2320
    missing = []
    for name in names:
        try:
            inventory.resolve(name)
        except (ImportError, AttributeError) as exc:
            missing.append(f"{name}: {exc}")
    assert not missing, (
        "these documented names do not resolve in the installed torch; if torch dropped or renamed them, "
        "update data/api/inventory.json and the pages that document them (./dev status -v):\n" + "\n".join(missing)
    )


def test_groups_partition_the_inventory() -> None:
    inv = inventory.load()
    grouped = [n for members in inv["groups"].values() for n in members]
    assert sorted(grouped) == sorted(inventory.names())


def test_index_names_are_unique_across_entries_and_siblings() -> None:
    seen: dict[str, str] = {}
    dupes = []
    for e in api.entries():
        for name, _ in e.names():
            if name in seen:
                dupes.append(f"{name}: in {seen[name]} and {e.section}")
            seen[name] = e.section
    assert not dupes, "\n".join(dupes)


def test_status_reports_namespaces_and_groups() -> None:
    proc = run_ptref("status")
    assert proc.returncode == 0, proc.stderr
    for label in ("per namespace:", "  torch.nn.functional", "per content group:", "  W1-tensors-core", "total"):
        assert label in proc.stdout
    rows = coverage.evaluate()
    total = next(line for line in coverage.inventory_report(rows=rows) if line.startswith("total"))
    documented = int(total.split()[2])
    assert documented == sum(1 for n in inventory.names() if n in coverage.by_name(rows))


def test_signatures_and_parameter_tables_match_torch() -> None:
    drifts, compared = signatures.check()
    assert compared > 500, f"only {compared} signature statements were compared"
    assert not drifts, "\n".join(str(d) for d in drifts) + "\nrun ./dev signatures PAGE after fixing"


def test_signature_check_catches_drift(tmp_path: Path) -> None:
    page = tmp_path / "docs/en/reference/x/p.md"
    page.parent.mkdir(parents=True)
    page.write_text(
        "# p\n\n```pyi\ntorch.gather(input, dim, index, *, sparse_grad=True, out=None) -> Tensor\n"
        "torch.flip(input, dims)\n```\n\n| Parameter |\n|---|\n| `input` |\n"
    )
    drifts, compared = signatures.check_page("docs/en/reference/x/p.md", tmp_path)
    text = "\n".join(str(d) for d in drifts)
    assert compared == 2
    assert "signature of torch.gather differs" in text and "sparse_grad=False" in text
    assert "parameter `dims` of torch.flip is in no table row" in text


def test_every_official_warning_and_note_is_covered() -> None:
    todo = coverage.uncovered_notes()
    assert not todo, (
        "\n".join(
            f"{r.entry.page} [{', '.join(langs)}]: {n.marker} ({n.kind}: {n.text[:100]}...)" for r, n, langs in todo
        )
        + "\n./dev status --notes lists them"
    )


def test_no_marker_names_a_note_torch_does_not_have() -> None:
    stale = coverage.stale_markers()
    assert not stale, "\n".join(stale)


def test_note_blocks_are_read_from_docstrings() -> None:
    doc = "f(x)\n\n.. warning::\n    Careful here.\n    Two lines.\n\nText.\n\n.. note:: One line note.\n"
    assert inventory.note_blocks(doc) == [("warning", "Careful here. Two lines."), ("note", "One line note.")]


def test_provenance_lint() -> None:
    bad = "# t\n\nWhat common notes get wrong is this.\n\n常见笔记的说法不对。\n\nSeed 002 writes it.\n"
    good = "# t\n\nWith seed 0 the draws repeat; `torch.manual_seed(0)`.\n\n常见误解：……\n"
    assert len(i18n.provenance_lint("docs/en/x.md", bad)) == 3
    assert not i18n.provenance_lint("docs/en/x.md", good)


def test_glossary_variants_and_index_wording() -> None:
    text = "# 标题\n\n用 GPU 内存保存批量数据，CPU 版本也行。\n\n取 `x[:, 2]` 即第 2 列。\n"
    problems = [str(p) for p in i18n.glossary_lint("docs/zh/x.md", text)]
    assert any("use '显存'" in p for p in problems)
    assert any("use '批次'" in p for p in problems)
    assert any("use '纯 CPU 构建'" in p for p in problems)
    wording = [str(p) for p in i18n.index_wording_lint("docs/zh/x.md", text)]
    assert len(wording) == 1 and "下标为 N 的列" in wording[0]


@pytest.fixture()
def copy(tmp_path: Path) -> Path:
    dest = tmp_path / "project"
    skip = {".git", ".venv", ".venv-gpu", "site", "node_modules", ".ptref-cache", "__pycache__", "snippets", "tests"}
    shutil.copytree(ROOT, dest, ignore=lambda d, names: [n for n in names if d == str(ROOT) and n in skip])
    (dest / "snippets").mkdir()
    return dest


def _unindexed(kind: str, count: int = 1, namespace: str | None = None) -> list[str]:
    """Documented names of a kind that no page covers yet (the scaffold test needs fresh ones)."""
    indexed = {n for e in api.entries() for n, _ in e.names()}
    ns = inventory.namespace_of()
    found: list[str] = []
    for name in inventory.names():
        if name in indexed or (namespace and ns[name] != namespace):
            continue
        if inventory.kind_of(inventory.resolve(name)) == kind and signatures.reference(name):
            found.append(name)
            if len(found) == count:
                return found
    pytest.skip(f"every documented {kind} in {namespace or 'the inventory'} has a page: nothing left to scaffold")


@pytest.mark.parametrize("what", ["function", "class", "tensor-method", "shared-page"])
def test_new_scaffolds_pages_that_fail_until_written(copy: Path, what: str) -> None:
    if what == "function":
        names, extra = _unindexed("function"), ["--section", "math-and-reductions"]
    elif what == "class":
        names, extra = _unindexed("class"), ["--section", "nn-layers"]
    elif what == "tensor-method":
        names, extra = _unindexed("function", namespace="torch.Tensor"), ["--section", "math-and-reductions"]
    else:  # two siblings on one page, in a section whose index is still empty (`entries: []`)
        sections = copy / "data/api/_sections.yaml"
        sections.write_text(sections.read_text("utf-8") + "- {id: scratch, en: Scratch, zh: 草稿}\n", "utf-8")
        (copy / "data/api/scratch.yaml").write_text("section: scratch\nentries: []\n", "utf-8")
        names, extra = _unindexed("function", 2), ["--section", "scratch", "--page", "pair"]
    proc = run_ptref("--root", str(copy), "new", *names, *extra)
    assert proc.returncode == 0, proc.stderr
    entry = next(e for e in api.entries(copy) if e.name == names[0])
    assert [n for n, _ in entry.names()] == names
    for lang in ("en", "zh"):
        text = (copy / "docs" / lang / str(entry.page)).read_text("utf-8")
        assert "```pyi" in text and "TODO(scaffold)" in text
        assert scaffold.official_url(names[0]) in text
        for note in inventory.official_notes(names[0]):
            assert note.marker in text
    drifts, compared = signatures.check_page(f"docs/en/{entry.page}", copy)
    assert compared >= len(names) and not drifts, drifts  # the scaffold's signature is torch's own
    proc = run_ptref("--root", str(copy), "integrity")
    assert proc.returncode == 1
    assert f"docs/zh/{entry.page}" in proc.stdout and "TODO(scaffold) placeholder" in proc.stdout


def test_new_refuses_unknown_and_indexed_names(copy: Path) -> None:
    proc = run_ptref("--root", str(copy), "new", "torch.gathr")
    assert proc.returncode == 2 and "did you mean torch.gather" in proc.stderr
    proc = run_ptref("--root", str(copy), "new", "torch.gather")
    assert proc.returncode == 2 and "already in the API index" in proc.stderr


def test_signature_overrides_say_why_and_resolve() -> None:
    for name, items in signatures.overrides().items():
        assert signatures.reference(name) is not None, f"{signatures.OVERRIDES}: {name} does not resolve"
        for item in items:
            assert item.get("why", "").strip(), f"{signatures.OVERRIDES}: {name}: every override needs why:"
            assert signatures.call_params(item["signature"]) is not None, f"{name}: write the signature as (a, b=1)"


def test_every_index_entry_has_a_chinese_description() -> None:
    """The Chinese API index reads data/api/what.zh.yaml: no English line on a Chinese page."""
    zh = api.what_zh()
    missing = [f"{e.section}: {e.name}" for e in api.entries() if not zh.get(e.name, "").strip()]
    assert not missing, (
        f"add these to {api.WHAT_ZH} (a Chinese line that says what the English `what:` says):\n" + "\n".join(missing)
    )
    stale = sorted(set(zh) - {e.name for e in api.entries()})
    assert not stale, f"{api.WHAT_ZH} describes names that are not in the index: {stale}"
