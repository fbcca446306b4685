"""Translation state of Chinese pages (filled in by the translation workflow)."""

from __future__ import annotations


def decorate(markdown: str, src_uri: str, lang: str) -> str:
    """Add the translation banner to a Chinese page where one is due."""
    return markdown
