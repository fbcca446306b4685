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


# Text of a rendered page outside code, math and markup that keeps whitespace.
_PROTECTED = re.compile(
    r"(<(pre|code|script|style|svg|textarea|kbd|samp)\b.*?</\2>|<span class=\"katex[^\"]*\".*?</span>\s*</span>|<[^>]+>)",
    re.S,
)
_CJK = "\u3000-\u303f\u4e00-\u9fff\uff00-\uffef"
_LINE_BREAK_BETWEEN_CJK = re.compile(rf"(?<=[{_CJK}])[ \t]*\n\s*(?=[{_CJK}])")
_SPACE_AFTER_FULL_WIDTH = re.compile(r"(?<=[，。：；！？、）」』】》])[ \t\n]+")


_SPACE_BEFORE_CJK_LINK = re.compile(rf"(?<=[{_CJK}])[ \t\n]+(<(?:a|em|strong|b|i)\b[^>]*>)(?=[{_CJK}])")
_SPACE_AFTER_CJK_LINK = re.compile(rf"(?<=[{_CJK}])(</(?:a|em|strong|b|i)>)[ \t\n]+(?=[{_CJK}])")


def tidy_html(html_text: str) -> str:
    """Remove the spaces a browser would show in Chinese text: a source line break between two Chinese
    characters, whitespace after full-width punctuation (also when markup such as ``</strong>`` sits
    between them), and spaces around a link or emphasis whose text and surroundings are Chinese. Code, math and tags
    are left alone."""
    html_text = _SPACE_BEFORE_CJK_LINK.sub(r"\1", html_text)
    html_text = _SPACE_AFTER_CJK_LINK.sub(r"\1", html_text)
    out: list[str] = []
    last = 0
    pending_punct = False  # the text before the last tag ended with full-width punctuation
    for m in _PROTECTED.finditer(html_text):
        out.append(_tidy_text(html_text[last : m.start()], pending_punct))
        text = html_text[last : m.start()]
        token = m.group(0)
        is_inline_tag = token.startswith("</") or (token.startswith("<") and not m.group(2))
        if text.strip():
            pending_punct = bool(re.search(r"[，。：；！？、）」』】》]\s*$", text))
        elif not is_inline_tag:
            pending_punct = False
        if m.group(2):
            pending_punct = False
        out.append(token)
        last = m.end()
    out.append(_tidy_text(html_text[last:], pending_punct))
    return "".join(out)


def _tidy_text(text: str, after_punct: bool) -> str:
    text = _LINE_BREAK_BETWEEN_CJK.sub("", text)
    text = _SPACE_AFTER_FULL_WIDTH.sub("", text)
    if after_punct and text[:1] in (" ", "\t", "\n") and (text.strip() or not text.strip(" \t")):
        text = text.lstrip(" \t\n") if text.strip() else ""
    return text
