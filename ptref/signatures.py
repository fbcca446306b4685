"""Signature blocks and parameter tables checked against the installed torch.

A reference page shows its signatures in ```` ```pyi ```` fences, one call per
statement (``torch.gather(input, dim, index, *, sparse_grad=False, out=None) -> Tensor``,
``class torch.nn.Linear(in_features, out_features, bias=True, ...)``).  For each
statement whose name resolves in torch, the parameter names, their order, the
``/`` and ``*`` markers and the defaults must match one of the signatures torch
reports: ``inspect.signature`` where it works, else the signature lines at the
top of the docstring (builtins list one line per overload).  Type annotations are
the page's own and are not compared.  Every parameter of a matched signature must
appear in one of the page's tables as `` `name` ``.
"""

from __future__ import annotations

import ast
import inspect
import re
from dataclasses import dataclass
from pathlib import Path

from . import inventory, pages
from .snippets import ROOT

PREFIXES = {
    "Tensor.": "torch.Tensor.",
    "nn.": "torch.nn.",
    "F.": "torch.nn.functional.",
    "dist.": "torch.distributed.",
    "lr_scheduler.": "torch.optim.lr_scheduler.",
}
STATEMENT_RE = re.compile(r"^(?:class\s+)?(?P<name>[A-Za-z_][\w.]*)(?P<rest>\(.*)$", re.S)
IDENT_RE = re.compile(r"^\*{0,2}[A-Za-z_]\w*$|^[/*]$|^\.\.\.$")
FENCE_RE = re.compile(r"^```pyi\s*\n(?P<body>.*?)^```", re.S | re.M)
TABLE_NAME_RE = re.compile(r"^\|\s*`\*{0,2}(?P<name>[A-Za-z_]\w*)`")


@dataclass(frozen=True)
class Param:
    name: str  # '/', '*' for markers; '*args' and '**kw' keep their stars
    default: str | None

    def show(self) -> str:
        return self.name if self.default is None else f"{self.name}={self.default}"


def _split_top(text: str, sep: str = ",") -> list[str]:
    parts, depth, cur, quote = [], 0, [], ""
    for ch in text:
        if quote:
            cur.append(ch)
            if ch == quote:
                quote = ""
            continue
        if ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def call_params(rest: str) -> str | None:
    """The text inside the first balanced parentheses of ``(...) -> ...`` (None if unbalanced)."""
    depth, quote = 0, ""
    for i, ch in enumerate(rest):
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return rest[1:i]
    return None


def _norm_default(text: str) -> str:
    text = text.strip()
    m = re.match(r"^<(?:built-in function |function )?([\w.]+)(?::[^>]*)?(?: at \w+)?>$", text)
    if m:  # <RedOpType.SUM: 0>, <built-in function perf_counter>
        text = m.group(1)
    try:
        value = ast.literal_eval(text)
        if isinstance(value, float) and value.is_integer():
            return repr(int(value))  # 1 and 1.0 are the same default to a reader
        return repr(value)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        text = re.sub(r"\s+", "", text).replace("'", '"')
        return text.rsplit(".", 1)[-1] if re.match(r"^[\w.]+$", text) else text


def parse_params(text: str) -> list[Param]:
    out = []
    text = text.replace("\\*", "*")  # reST escapes the keyword-only marker in some docstrings: \*
    for raw in _split_top(text):
        if raw in ("/", "*", "..."):
            out.append(Param(raw, None))
            continue
        head, eq, default = raw.partition("=")
        name = _split_top(head, ":")[0].strip() if ":" in head else head.strip()
        out.append(Param(name, _norm_default(default) if eq else None))
    return out


def statements(fence: str) -> list[str]:
    """The calls in a pyi fence: a statement starts at column 0 and runs while brackets are open."""
    stmts: list[str] = []
    cur: list[str] = []
    depth = 0
    for line in fence.splitlines():
        code = re.sub(r"\s+#.*$", "", line) if "#" in line else line
        if depth == 0 and cur:
            stmts.append(" ".join(cur))
            cur = []
        if depth == 0 and (not code.strip() or code[:1].isspace() or code.startswith(("@", "def "))):
            continue
        cur.append(code.strip())
        depth += code.count("(") + code.count("[") - code.count(")") - code.count("]")
    if cur:
        stmts.append(" ".join(cur))
    return stmts


def full_name(name: str) -> str:
    for short, long in PREFIXES.items():
        if name.startswith(short):
            return long + name[len(short) :]
    return name


OVERRIDES = "data/api/signature-overrides.yaml"


def overrides(root: Path = ROOT) -> dict[str, list[dict[str, str]]]:
    """Signatures torch accepts that its docstring does not state, each with the run that proves it."""
    import yaml

    file = root / OVERRIDES
    data = yaml.safe_load(file.read_text("utf-8")) if file.is_file() else None
    return dict(data or {})


def reference(name: str, root: Path = ROOT) -> list[list[Param]] | None:
    """The signatures torch reports for a name (None: it does not resolve), plus recorded overrides."""
    try:
        obj = inventory.resolve(name)
    except (ImportError, AttributeError):
        return None
    extra = [parse_params(call_params(o["signature"]) or "") for o in overrides(root).get(name, [])]
    target = obj.__init__ if inspect.isclass(obj) else obj
    found: list[list[Param]] = []
    try:
        sig = inspect.signature(target)
        params: list[Param] = []
        seen_kwonly = False
        plist = list(sig.parameters.values())
        if (
            plist
            and plist[0].name in ("self", "cls")
            and (inspect.isclass(obj) or "." in name and inspect.isclass(inventory.resolve(name.rsplit(".", 1)[0])))
        ):
            plist = plist[1:]
        for i, p in enumerate(plist):
            if p.kind == p.KEYWORD_ONLY and not seen_kwonly:
                params.append(Param("*", None))
                seen_kwonly = True
            if p.kind == p.VAR_POSITIONAL:
                seen_kwonly = True
                params.append(Param("*" + p.name, None))
            elif p.kind == p.VAR_KEYWORD:
                params.append(Param("**" + p.name, None))
            else:
                params.append(Param(p.name, None if p.default is p.empty else _norm_default(repr(p.default))))
            if p.kind == p.POSITIONAL_ONLY and (i + 1 == len(plist) or plist[i + 1].kind != p.POSITIONAL_ONLY):
                params.append(Param("/", None))
        if [p.name for p in params] != ["*args", "**kwargs"]:  # says nothing: fall back to the docstring
            found.append(params)
    except (TypeError, ValueError):
        pass
    short = name.rsplit(".", 1)[-1]
    doc = getattr(obj, "__doc__", None) or ""
    for line in doc.splitlines():
        m = re.match(
            rf"^\s*(?:\.\. (?:function|method|class)::\s*)?(?:[\w.]+\.)?{re.escape(short)}(?P<rest>\(.*)$", line
        )
        inner = call_params(m.group("rest")) if m else None
        if inner is not None:
            found.append(parse_params(inner))
    if name.startswith("torch.Tensor.") and short.rstrip("_") and hasattr(__import__("torch"), short.rstrip("_")):
        # Tensor.X(...) is torch.X(input, ...) with the tensor as input and no out=
        for twin in reference("torch." + short.rstrip("_")) or []:
            if twin and twin[0].name == "input":
                bound = [p for p in twin[1:] if p.name != "out"]
                while bound and bound[0].name == "/":
                    bound = bound[1:]
                if bound and bound[-1].name == "*":
                    bound = bound[:-1]
                found.append(bound)
    return [_public(sig) for sig in found + extra]


def _public(sig: list[Param]) -> list[Param]:
    """Private parameters (``_stacklevel``) are not part of what a page documents; ``out`` defaults to None."""
    out = [p for p in sig if not p.name.lstrip("*").startswith("_")]
    out = [Param("out", "None") if p.name == "out" else p for p in out]
    if out and out[-1].name == "*":
        out = out[:-1]
    return out


def _diff(page: list[Param], ref: list[Param]) -> str:
    a = ", ".join(p.show() for p in page)
    b = ", ".join(p.show() for p in ref)
    return f"page has ({a}); torch has ({b})"


@dataclass(frozen=True)
class Drift:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


def table_names(text: str) -> set[str]:
    """Names in backticks in the first cell of every table row (`dim0`, `dim1` in one cell counts both)."""
    found: set[str] = set()
    for line in text.splitlines():
        line = line.strip()
        if TABLE_NAME_RE.match(line):
            first = line[1:].split("|", 1)[0]
            found.update(re.findall(r"`\*{0,2}([A-Za-z_]\w*)", first))
    return found


def documented_on(root: Path = ROOT) -> dict[str, set[str]]:
    """page (under docs/<lang>/) -> the names the API index documents on it."""
    from . import api

    out: dict[str, set[str]] = {}
    for e in api.entries(root):
        if e.page:
            out.setdefault(e.page, set()).update(n for n, _ in e.names())
    return out


def check_page(path: str, root: Path = ROOT, own: set[str] | None = None) -> tuple[list[Drift], int]:
    """Drifts on one page, and how many statements were compared.

    Every signature shown is compared with torch; the parameter-table rule applies to the
    APIs this page documents (``own``; all of them when None)."""
    text = (root / path).read_text("utf-8")
    drifts: list[Drift] = []
    compared = 0
    tables = table_names(text)
    for fence in FENCE_RE.finditer(text):
        first_line = text[: fence.start()].count("\n") + 2
        for stmt in statements(fence.group("body")):
            m = STATEMENT_RE.match(stmt)
            if not m:
                continue
            name = full_name(m.group("name"))
            inner = call_params(m.group("rest"))
            if inner is None:
                continue
            raw = parse_params(inner)
            if any(p.name == "..." or not IDENT_RE.match(p.name) for p in raw):
                continue  # a call form (einsum's sublist format) or a usage line, not a signature
            params = _public(raw)
            refs = reference(name)
            if refs is None or not refs:
                continue
            compared += 1
            if params in refs:
                matched = params
            else:
                best = min(refs, key=lambda r: len({p.name for p in r} ^ {p.name for p in params}))
                drifts.append(
                    Drift(
                        path,
                        first_line,
                        f"signature of {name} differs from torch {_torch()}: "
                        f"{_diff(params, best)}; copy torch's parameter names, order, "
                        "markers and defaults",
                    )
                )
                continue
            if own is not None and name not in own:
                continue
            for p in matched:
                bare = p.name.lstrip("*")
                if p.name in ("/", "*") or bare in tables or bare in ("self",):
                    continue
                drifts.append(
                    Drift(
                        path,
                        first_line,
                        f"parameter `{bare}` of {name} is in no table row on this page: "
                        f"add `| \\`{bare}\\` | ... |` to its Parameters table",
                    )
                )
    return drifts, compared


def _torch() -> str:
    import torch

    return str(torch.__version__).split("+")[0]


def check(root: Path = ROOT, select: list[str] | None = None) -> tuple[list[Drift], int]:
    drifts: list[Drift] = []
    compared = 0
    own = documented_on(root)
    for lang in pages.LANGS:
        for rel in pages.pages(lang, root):
            if (
                rel.startswith("reference/")
                and rel.endswith(".md")
                and (not select or any(x in f"docs/{lang}/{rel}" for x in select))
            ):
                d, n = check_page(f"docs/{lang}/{rel}", root, own.get(rel, set()))
                drifts += d
                compared += n
    return drifts, compared
