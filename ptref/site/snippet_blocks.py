"""`@snippet` lines become code, outputs and plots; the verification stamp under a page's title."""

from __future__ import annotations

import html
import re
from pathlib import Path

from ptref import pages, snippets

from .common import ROOT, TEXT, PageError, cached_record


def _fence(text: str, lang: str, title: str, indent: str = "") -> str:
    ticks = "````" if "```" in text else "```"
    body = text if text.endswith("\n") else text + "\n"
    block = f'{ticks}{lang} title="{title}"\n{body}{ticks}\n'
    return "".join(indent + line if line.strip() else line for line in block.splitlines(keepends=True))


def _output_block(path: Path, title: str, indent: str = "") -> str:
    text = path.read_text("utf-8")
    if text.lstrip().startswith("|"):
        return "".join(indent + line for line in text.splitlines(keepends=True)) + "\n"
    return _fence(text, "text", title, indent)


def render_snippet(path: str, lang: str, where: str) -> tuple[str, snippets.Snippet]:
    if not pages.confined(path):  # before anything is read
        raise PageError(
            f"{where}: '@snippet {path}': an embed names a file under snippets/ ending in .py "
            "(snippets/<section>/<page>/<name>.py)"
        )
    file = ROOT / path
    if not file.is_file():
        raise PageError(f"{where}: '@snippet {path}': no such file. Create it and run './dev update {path}'.")
    s = snippets.load(path)
    t = TEXT[lang]
    parts = [_fence(s.body, "python", Path(path).name)]
    cpu, cuda = ROOT / s.out_path("cpu"), ROOT / s.out_path("cuda")
    if s.device == "cuda":
        if cuda.is_file():
            parts.append(_output_block(cuda, f"{t['output']} (CUDA)"))
        else:
            parts.append(f'!!! info "{t["output"]} (CUDA)"\n    {t["cuda_missing"]}\n')
    elif cuda.is_file():
        parts.append(
            f'=== "{t["output"]} (CPU)"\n\n{_output_block(cpu, "CPU", "    ")}\n'
            f'=== "{t["output"]} (CUDA)"\n\n{_output_block(cuda, "CUDA", "    ")}\n'
        )
    elif cpu.is_file():
        parts.append(_output_block(cpu, t["output"]))
    elif s.requires:
        parts.append(
            f'!!! info "{t["output"]}"\n    {t["requires"].format(pkgs=", ".join(f"`{p}`" for p in s.requires))}\n'
        )
    else:
        raise PageError(f"{where}: {s.out_path('cpu')} does not exist; run './dev update {path}'.")
    for name in s.artifacts:
        art = ROOT / s.artifact_path(name)
        if art.suffix == ".svg" and art.is_file():
            svg = re.sub(r"<\?xml[^>]*>\s*|<!DOCTYPE[^>]*>\s*", "", art.read_text("utf-8"))
            svg = "\n".join(line for line in svg.splitlines() if line.strip())
            parts.append(f'<figure class="ptref-plot" markdown="0">\n{svg}\n</figure>\n')
    return "\n".join(parts), s


def stamp(used: list[snippets.Snippet], lang: str) -> str:
    rec = cached_record()
    t = TEXT[lang]
    groups: dict[tuple[str, str], int] = {}
    pending = 0
    for s in used:
        entries = rec.get(s.path, {})
        for _device, e in sorted(entries.items()):
            if e.get("snippet_sha256") == s.sha256:
                groups[(str(e.get("torch")), str(e.get("platform")))] = (
                    groups.get((str(e.get("torch")), str(e.get("platform"))), 0) + 1
                )
        if s.device in ("cuda",) and "cuda" not in entries:
            pending += 1
    bits = [
        t["group"].format(n=n, tv=tv, plat=plat).replace("1 snippets", "1 snippet")
        for (tv, plat), n in sorted(groups.items())
    ]
    if pending:
        what = "snippet" if lang == "en" and pending == 1 else t["snippets"]
        bits.append(t["cuda_pending"].format(n=pending, what=what, not_verified=t["not_verified"]))
    sep, end = ("；", "。") if lang == "zh" else ("; ", ".")
    colon = "：" if lang == "zh" else ": "
    return (
        f'<p class="ptref-stamp" markdown="0">✔ {t["stamp"]}{colon}{sep.join(html.escape(b) for b in bits)}{end}</p>\n'
    )
