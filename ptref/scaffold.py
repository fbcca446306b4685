"""`./dev new NAME...`: the en + zh page pair, snippet folder and index entry, from torch itself.

What torch can tell (the signature, the parameter names, the official Warnings/Notes, the
official link) is written in; everything a person must write is a ``TODO(scaffold)`` line,
and ``./dev integrity`` (so ``./dev check`` and the test suite) fails while any is left.
"""

from __future__ import annotations

import difflib
import inspect
import re
import sys
from pathlib import Path

import yaml

from . import api, inventory, signatures
from .snippets import ROOT

MARK = "TODO(scaffold)"
DOCS_URL = "https://docs.pytorch.org/docs/stable/"

# Where a namespace's pages go when --section is not given.
SECTION_OF_NAMESPACE = {
    "torch.nn": "nn-layers",
    "torch.nn.functional": "nn-layers",
    "torch.nn.init": "nn-layers",
    "torch.linalg": "linalg",
    "torch.fft": "fft",
    "torch.special": "special",
    "torch.optim": "optim",
    "torch.optim.lr_scheduler": "optim",
    "torch.autograd": "autograd",
    "torch.amp": "amp",
    "torch.cuda": "cuda-utilities",
    "torch.utils.data": "data",
    "torch.distributed": "parallel-and-distributed",
    "torch.onnx": "serialization",
    "torch (tensor attributes, Size, storage)": "tensor-attributes",
}
SECTION_OF_TORCH_SECTION = {
    "Creation Ops": "tensor-creation",
    "Random sampling": "random-sampling",
    "Tensors": "utilities",
    "Indexing, Slicing, Joining, Mutating Ops": "shape-ops",
    "Pointwise Ops": "math-and-reductions",
    "Reduction Ops": "math-and-reductions",
    "Comparison Ops": "math-and-reductions",
    "BLAS and LAPACK Operations": "linalg",
    "Spectral Ops": "fft",
    "Other Operations": "math-and-reductions",
    "Serialization": "serialization",
    "Generators": "random-sampling",
    "Quasi-random sampling": "random-sampling",
    "Locally disabling gradient computation": "grad-modes",
    "Utilities": "utilities",
    "Parallelism": "utilities",
    "Symbolic Numbers": "compile-and-symbolic",
    "Control Flow": "compile-and-symbolic",
    "Operator Tags": "compile-and-symbolic",
    "Accelerators": "compile-and-symbolic",
    "Optimizations": "compile-and-symbolic",
}

HEADINGS = {
    "en": [
        "Signature",
        "What it does",
        "Parameters",
        "Shape and dtype rules",
        "Examples",
        "Pitfalls",
        "Related",
        "Official docs",
    ],
    "zh": ["签名", "作用", "参数", "形状与数据类型规则", "示例", "常见陷阱", "相关 API", "官方文档"],
}
TABLE_HEAD = {"en": "| Parameter | Type | Default | Meaning |", "zh": "| 参数 | 类型 | 默认值 | 含义 |"}


# Namespaces the official docs describe on one page, with an anchor per name (no generated/ page per name).
ONE_PAGE_NAMESPACES = {"torch.special": "special.html", "torch.nn.init": "nn.init.html"}


def official_url(name: str) -> str:
    for namespace, page in ONE_PAGE_NAMESPACES.items():
        if name.startswith(namespace + "."):
            return f"{DOCS_URL}{page}#{name}"
    return f"{DOCS_URL}generated/{name}.html"


def signature_lines(name: str) -> list[str]:
    """Signature statements for the pyi fence, as torch reports them."""
    shown = name.replace("torch.Tensor.", "Tensor.")
    obj = inventory.resolve(name)
    prefix = "class " if inspect.isclass(obj) else ""
    sigs = signatures.reference(name) or []
    if not sigs:
        return [f"{prefix}{shown}(...)  # {MARK}: torch reports no signature; write it from help({name})"]
    lines = []
    for sig in sigs:
        text = ", ".join(p.show() for p in sig)
        line = f"{prefix}{shown}({text})"
        if line not in lines:
            lines.append(line)
    return lines


def section_for(name: str, root: Path) -> str | None:
    inv = inventory.load(root)
    ns = inventory.namespace_of(root).get(name, "")
    if ns.startswith("torch.Tensor") or ns == "torch":
        base = "torch." + name.rsplit(".", 1)[-1].rstrip("_")
        sec = inv["torch_sections"].get(name) or inv["torch_sections"].get(base)
        return SECTION_OF_TORCH_SECTION.get(sec or "")
    return SECTION_OF_NAMESPACE.get(ns)


def _block(name: str, lang: str, level: int, embed: str | None) -> list[str]:
    h = HEADINGS[lang]
    sub = "#" * level
    params = sorted(
        {p.name.lstrip("*") for sig in (signatures.reference(name) or []) for p in sig if p.name not in ("/", "*")},
        key=lambda n: n,
    )
    out = [
        f"{sub} {h[0]}",
        "",
        "```pyi",
        *signature_lines(name),
        "```",
        "",
        f"{sub} {h[1]}",
        "",
        f"{MARK}: what {name} does, with the formula where there is one.",
        "",
        f"{sub} {h[2]}",
        "",
        TABLE_HEAD[lang],
        "|---|---|---|---|",
    ]
    out += [f"| `{p}` | {MARK} | {MARK} | {MARK} |" for p in params] or [f"| {MARK} | | | |"]
    out += [
        "",
        f"{sub} {h[3]}",
        "",
        f"{MARK}: shapes and dtypes, each backed by a snippet.",
        "",
        f"{sub} {h[4]}",
        "",
        *([embed, ""] if embed else []),
        f"{MARK}: say what the output shows; add an example of its own for each API.",
        "",
        f"{sub} {h[5]}",
        "",
    ]
    for note in inventory.official_notes(name):
        first = re.split(r"(?<=[.!?])\s", note.text, maxsplit=1)[0][:160]
        out += [note.marker, f"- {MARK}: official {note.kind} — {first} — say it in your own words, with a run.", ""]
    out += [f"- {MARK}: what goes wrong, each with a run.", ""]
    return out


def page_text(names: list[str], lang: str, section: str, folder: str) -> str:
    title = names[0] if len(names) == 1 else f"{MARK}: a title for {', '.join(names)}"
    out = [f"# {title}", "", f"{MARK}: a one-paragraph summary.", ""]
    embed = f"@snippet snippets/{section}/{folder}/example.py"
    if len(names) == 1:
        out += _block(names[0], lang, 2, embed)
    else:
        for i, n in enumerate(names):
            out += [f"## {n} {{#{n}}}", "", *_block(n, lang, 3, embed if i == 0 else None)]
    out += [f"## {HEADINGS[lang][6]}", "", f"- {MARK}: links to related pages.", "", f"## {HEADINGS[lang][7]}", ""]
    out += [f"- [{n}]({official_url(n)})" for n in names]
    return "\n".join(out) + "\n"


def main(names: list[str], section: str | None, page: str | None, root: Path = ROOT) -> int:
    known = set(inventory.names(root))
    indexed = {n for e in api.entries(root) for n, _ in e.names()}
    for n in names:
        if n not in known:
            close = difflib.get_close_matches(n, sorted(known), n=3)
            print(
                f"error: {n} is not in {inventory.INVENTORY}"
                + (f"; did you mean {', '.join(close)}?" if close else ""),
                file=sys.stderr,
            )
            return 2
        if n in indexed:
            print(f"error: {n} is already in the API index (data/api/): edit its page instead", file=sys.stderr)
            return 2
        try:
            inventory.resolve(n)
        except (ImportError, AttributeError) as exc:
            print(f"error: {n} does not resolve in this torch ({exc})", file=sys.stderr)
            return 2
    groups: list[list[str]] = [names] if page else [[n] for n in names]
    section_ids = {s["id"] for s in api.sections(root)}
    plan: list[tuple[list[str], str, str, str]] = []
    for group in groups:  # check everything before writing anything
        sec = section or section_for(group[0], root)
        if not sec or sec not in section_ids:
            print(
                f"error: choose a section for {group[0]} with --section (one of: {', '.join(sorted(section_ids))}), "
                "or add a new one to data/api/_sections.yaml",
                file=sys.stderr,
            )
            return 2
        stem = page or group[0]
        rel = f"reference/{sec}/{stem}.md"
        for lang in ("en", "zh"):
            if (root / "docs" / lang / rel).exists():
                print(f"error: docs/{lang}/{rel} exists already: add the API to it by hand", file=sys.stderr)
                return 2
        plan.append((group, sec, stem, rel))
    for group, sec, stem, rel in plan:
        for lang in ("en", "zh"):
            f = root / "docs" / lang / rel
            f.parent.mkdir(parents=True, exist_ok=True)
            f.write_text(page_text(group, lang, sec, stem), "utf-8")
        snip = root / "snippets" / sec / stem / "example.py"
        snip.parent.mkdir(parents=True, exist_ok=True)
        snip.write_text(
            f"import torch\n\n# {MARK}: a small, deterministic example of {group[0]} that prints what matters\n"
            f'raise NotImplementedError("{MARK}")\n',
            "utf-8",
        )
        index = root / api.API_DIR / f"{sec}.yaml"
        entry: dict[str, object] = {
            "name": group[0],
            "kind": inventory.kind_of(inventory.resolve(group[0])),
            "what": f"{MARK}: one line",
            "page": rel,
            "anchor": group[0] if len(group) > 1 else None,
        }
        if len(group) > 1:
            entry["also"] = [{"name": n, "anchor": n} for n in group[1:]]
        text = index.read_text("utf-8")
        if re.search(r"^entries:[ \t]*\[\][ \t]*$", text, re.M):  # an empty section: make the list appendable
            index.write_text(re.sub(r"^entries:[ \t]*\[\][ \t]*$", "entries:", text, flags=re.M), "utf-8")
        with index.open("a", encoding="utf-8") as fh:
            fh.write(yaml.safe_dump([entry], sort_keys=False, allow_unicode=True, width=120))
        print(
            f"created docs/en/{rel}, docs/zh/{rel}, {snip.relative_to(root)} and an entry in {index.relative_to(root)}"
        )
    print(
        f"Now replace every {MARK} line (./dev integrity lists them), then ./dev update snippets/<section>/<page>/, "
        "./dev i18n stamp docs/zh/<page>, ./dev signatures <page>."
    )
    return 0
