"""Chinese pages: join a paragraph's lines where both sides are Chinese (a line break would show as a space)."""

from __future__ import annotations

import re

CJK_END = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]$")

CJK_START = re.compile(r"^[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")


def join_cjk_lines(lines: list[str]) -> list[str]:
    """Join a paragraph's lines where both sides are Chinese: browsers would show the line break as a space."""
    from ptref.markdown import fence_lines

    fenced = fence_lines("\n".join(lines))
    result: list[str] = []
    lineno = 1
    for line in lines:  # an item may hold several lines (a rendered snippet block): its first line decides
        fence = lineno in fenced
        lineno += line.count("\n") + 1
        if (
            not fence
            and result
            and CJK_END.search(result[-1])
            and CJK_START.match(line.lstrip())
            and not result[-1].lstrip().startswith(("#", "|", "<", "@"))
            and line.startswith(re.match(r"\s*", result[-1]).group(0) if result[-1].strip() else "")  # type: ignore[union-attr]
            and not line.lstrip().startswith(("#", "|", "-", "*", "!!!", ">"))
        ):
            result[-1] = result[-1] + line.lstrip()
        else:
            result.append(line)
    return result
