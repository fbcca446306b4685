"""Checks that tie pages, snippets and outputs together.

Each problem names a file, a line where there is one, what is wrong and what
to do about it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from . import pages, snippets
from .snippets import ROOT


@dataclass(frozen=True)
class Problem:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


def check(root: Path = ROOT) -> list[Problem]:
    problems: list[Problem] = []
    found = pages.all_embeds(root)
    known = {s.path for s in snippets.discover(root)}
    # every embed points to an existing snippet
    for embeds in found.values():
        for e in embeds:
            if not pages.confined(e.target, root):
                problems.append(
                    Problem(
                        e.page,
                        e.line,
                        f"'@snippet {e.target}' must name a file under snippets/ "
                        "ending in .py (snippets/<section>/<page>/<name>.py)",
                    )
                )
            elif e.target not in known:
                problems.append(
                    Problem(
                        e.page,
                        e.line,
                        f"embeds {e.target}, which does not exist: create the snippet, then run "
                        f"'./dev update {e.target}', or fix the path",
                    )
                )
    # every snippet is embedded in each language
    for path in sorted(known):
        for lang in pages.LANGS:
            if not any(e.target == path for e in found[lang]):
                problems.append(
                    Problem(
                        path,
                        1,
                        f"no {lang} page embeds this snippet: add '@snippet {path}' to its page "
                        f"under docs/{lang}/, or delete the snippet and its outputs",
                    )
                )
    # every output or artifact has its snippet
    for gen in snippets.generated_files(root):
        owner = snippets.owner_of(gen)
        if owner not in known:
            problems.append(
                Problem(gen, 1, f"is an output without its snippet {owner}: delete it, or restore the snippet")
            )
        else:
            s = snippets.load(owner, root)
            allowed = {s.out_path("cpu"), s.out_path("cuda")} | {s.artifact_path(a) for a in s.artifacts}
            if gen not in allowed:
                problems.append(
                    Problem(gen, 1, f"is not an output that {owner} declares: delete it, or list it in '# artifacts:'")
                )
    # no scaffold placeholder lands (./dev new writes them; a person replaces them)
    from .scaffold import MARK

    for base, patterns in (("docs", ("*.md",)), ("snippets", ("*.py",)), ("data/api", ("*.yaml",))):
        for pattern in patterns:
            for f in sorted((root / base).rglob(pattern)):
                for i, line in enumerate(f.read_text("utf-8").splitlines(), start=1):
                    if MARK in re.sub(r"`[^`]*`", "", line):  # a mention in code (the guide) is not a placeholder
                        problems.append(
                            Problem(
                                f.relative_to(root).as_posix(),
                                i,
                                f"{MARK} placeholder: write this part (see CONTRIBUTING.md, page pattern)",
                            )
                        )
    # i18n parity: every page exists in both languages
    en, zh = set(pages.pages("en", root)), set(pages.pages("zh", root))
    for rel in sorted(en - zh):
        problems.append(
            Problem(
                f"docs/en/{rel}",
                1,
                f"has no Chinese page: create docs/zh/{rel} (start from the English page and translate the prose; "
                "keep the @snippet lines), see CONTRIBUTING.md",
            )
        )
    for rel in sorted(zh - en):
        problems.append(Problem(f"docs/zh/{rel}", 1, f"has no English page: create docs/en/{rel}, or move the file"))
    return problems
