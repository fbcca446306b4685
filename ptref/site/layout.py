"""Layout help the CSS cannot give: break opportunities inside long inline identifiers.

``torch.nn.functional.scaled_dot_product_attention`` in a narrow table cell or on a phone may wrap only
after a ``.`` or ``_`` (a ``<wbr>``), never in the middle of a word; copying the text is unchanged.
"""

from __future__ import annotations

import re

INLINE_CODE = re.compile(r"(?<!<pre>)(?<!</span>)<code>([^<]{16,})</code>")  # not a code block


def break_opportunities(html_text: str) -> str:
    def soften(m: re.Match[str]) -> str:
        text = re.sub(r"([._])(?=[^._\s])", r"\1<wbr>", m.group(1))
        return f"<code>{text}</code>"

    return INLINE_CODE.sub(soften, html_text)
