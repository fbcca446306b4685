"""One Markdown reader for the runner, the lints, the coverage report and the build hook.

A page is tokenised once with markdown-it-py (CommonMark fences, any number of backticks or tildes,
nested in lists or not); everything that asks "is this line inside a code fence?" asks here, so an
``@snippet`` line shown inside a four-backtick fence is text to every part of the project alike.
Indented code blocks are off: the site's admonitions and list items indent their content by four spaces.
"""

from __future__ import annotations

from functools import lru_cache

from markdown_it import MarkdownIt

_MD = MarkdownIt("commonmark").disable("code")


@lru_cache(maxsize=512)
def fence_lines(text: str) -> frozenset[int]:
    """1-based numbers of the lines that belong to fenced code blocks, the fence markers included."""
    inside: set[int] = set()
    for token in _MD.parse(text):
        if token.type == "fence" and token.map:
            start, end = token.map
            inside.update(range(start + 1, end + 1))
    return frozenset(inside)


def outside_fences(text: str) -> list[tuple[int, str]]:
    """(line number, line) for every line that is not part of a fenced code block."""
    fenced = fence_lines(text)
    return [(i, line) for i, line in enumerate(text.splitlines(), start=1) if i not in fenced]
