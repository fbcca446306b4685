"""What this machine offers the set-up: which browser the tests drive, and where torch comes from.

Standard library only: ``./dev`` runs it with the system Python before the venv exists
(``python3 ptref/environment.py browser|torch-index|report``), and the tests import it with a
faked environment. One code path decides, and says what it decided.

Browser, first found wins:
  1. ``PTREF_BROWSER`` (a path),
  2. Debian's ``chromium`` on PATH (this project's machines),
  3. Google Chrome on PATH (GitHub's Ubuntu runners ship it),
  4. Playwright's own Chromium under ``PLAYWRIGHT_BROWSERS_PATH`` or ``~/.cache/ms-playwright``;
  otherwise the install to run: ``apt-get install chromium`` where Debian's package is a real browser,
  ``python -m playwright install --with-deps chromium`` on Ubuntu (whose chromium package is a snap
  shim that does not run inside Actions).

torch: the pinned CPU build. Where pip already has a local CPU wheel (pip's ``find-links``), nothing
more; on GitHub Actions (``GITHUB_ACTIONS=true``) or when ``PTREF_TORCH_INDEX`` is set, PyTorch's CPU
wheel index, so PyPI's CUDA build and its libraries are never downloaded.
"""

from __future__ import annotations

import glob
import json
import os
import shutil
import sys
from collections.abc import Mapping

CPU_INDEX = "https://download.pytorch.org/whl/cpu"
CHROME_NAMES = ("google-chrome", "google-chrome-stable", "chrome")


def _which(name: str, env: Mapping[str, str]) -> str | None:
    return shutil.which(name, path=env.get("PATH", ""))


def _os_id(os_release: str) -> str:
    for line in os_release.splitlines():
        if line.startswith("ID="):
            return line.split("=", 1)[1].strip().strip('"')
    return ""


def browser(env: Mapping[str, str] | None = None, os_release: str | None = None) -> dict[str, str]:
    """{'path': ..., 'source': ...} of the browser to drive, or {'install': command, 'source': 'none'}."""
    env = os.environ if env is None else env
    if env.get("PTREF_BROWSER"):
        return {"path": env["PTREF_BROWSER"], "source": "PTREF_BROWSER"}
    for name in ("chromium", "chromium-browser"):
        exe = _which(name, env)
        if exe and "/snap/" not in os.path.realpath(exe):
            return {"path": exe, "source": f"{name} on PATH"}
    for name in CHROME_NAMES:
        exe = _which(name, env)
        if exe:
            return {"path": exe, "source": f"{name} on PATH (Google Chrome)"}
    base = env.get("PLAYWRIGHT_BROWSERS_PATH") or os.path.join(env.get("HOME", "~"), ".cache", "ms-playwright")
    found = sorted(glob.glob(os.path.join(base, "chromium-*", "chrome-linux*", "chrome")))
    if found:
        return {"path": found[-1], "source": "Playwright's Chromium"}
    if os_release is None:
        try:
            with open("/etc/os-release", encoding="utf-8") as fh:
                os_release = fh.read()
        except OSError:
            os_release = ""
    if _os_id(os_release) == "debian":
        return {"source": "none", "install": "apt-get install -y chromium fonts-wqy-zenhei"}
    return {"source": "none", "install": "python -m playwright install --with-deps chromium"}


def torch_index(env: Mapping[str, str] | None = None) -> str:
    """The extra index pip needs for the CPU build of torch ('' where none is needed)."""
    env = os.environ if env is None else env
    if "PTREF_TORCH_INDEX" in env:
        return env["PTREF_TORCH_INDEX"]
    if env.get("GITHUB_ACTIONS") == "true":
        return CPU_INDEX
    return ""


def main(argv: list[str]) -> int:
    what = argv[0] if argv else "report"
    if what == "browser":
        b = browser()
        print(b.get("path") or "")
        return 0 if b.get("path") else 1
    if what == "browser-install":
        print(browser().get("install", ""))
        return 0
    if what == "torch-index":
        print(torch_index())
        return 0
    if what == "report":
        print(json.dumps({"browser": browser(), "torch_index": torch_index() or "(pip's own configuration)"}, indent=1))
        return 0
    print("usage: environment.py browser|browser-install|torch-index|report", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
