"""What every part of the build shares: the repository root, the words the site adds to pages, page errors."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from ptref import pages, record

ROOT = Path(__file__).resolve().parent.parent.parent

TEXT = {
    "en": {
        "output": "Output",
        "cuda_missing": "This snippet needs a GPU. Its CUDA output has not been produced on a GPU yet, so none is shown; "
        "run `./dev check --device cuda` on a GPU machine to produce it.",
        "stamp": "Every output on this page was produced by running its snippet",
        "group": "{n} snippets with torch {tv} on {plat}",
        "with": "with",
        "on": "on",
        "snippets": "snippets",
        "not_verified": "not yet verified on a GPU",
        "requires": "This snippet needs {pkgs}, which the machine that builds this site does not have, so it has "
        "not been run and no output is shown. It runs, and its output is checked, wherever the package is installed.",
        "cuda_pending": "{n} CUDA {what} {not_verified}",
        "api": "API",
        "what": "What it does",
        "page": "Page",
    },
    "zh": {
        "output": "输出",
        "cuda_missing": "这个代码片段需要 GPU。它的 CUDA 输出还没有在 GPU 上生成，所以这里不展示；"
        "请在有 GPU 的机器上运行 `./dev check --device cuda` 生成。",
        "stamp": "本页所有输出均由实际运行代码片段得到",
        "group": "{n} 个代码片段在 {plat} 上用 torch {tv} 运行",
        "with": "使用",
        "on": "运行于",
        "snippets": "个代码片段",
        "not_verified": "尚未在 GPU 上验证",
        "requires": "这个代码片段需要 {pkgs}，而构建本站的机器上没有安装，所以它没有运行，这里也不展示输出。"
        "在安装了该包的机器上，它会运行并检查输出。",
        "cuda_pending": "{n} 个 CUDA 代码片段{not_verified}",
        "api": "API",
        "what": "作用",
        "page": "页面",
    },
}


log = logging.getLogger("mkdocs.hooks.ptref")


class PageError(Exception):
    pass


_cache: dict[str, Any] = {}


def cached_record() -> record.Record:
    if "record" not in _cache:
        _cache["record"] = record.load()
    rec: record.Record = _cache["record"]
    return rec


def page_lang(page: Any) -> str:
    src = page.file.src_uri
    first = src.split("/", 1)[0]
    return first if first in pages.LANGS else getattr(page.file, "locale", "en") or "en"
