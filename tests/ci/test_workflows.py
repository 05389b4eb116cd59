"""The workflows (.github/workflows) and the action (action.yml) as a
supply-chain reviewer reads them: every third-party action pinned to a full
commit SHA with its tag beside it, the Pages write and OIDC permissions only
where the site is deployed, and the release's checksums."""

import re
import subprocess

import yaml

from conftest import ROOT

WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
FILES = WORKFLOWS + [ROOT / "action.yml"]
# `uses: owner/repo[/path]@<40 hex> # vX.Y.Z`
PINNED = re.compile(r"^[\w.-]+/[\w.-]+(/[\w./-]+)?@[0-9a-f]{40} # v\d+(\.\d+){0,2}$")


def uses_lines(path):
    for n, line in enumerate(path.read_text().splitlines(), 1):
        m = re.match(r"^\s*(?:-\s+)?uses:\s*(.*)$", line)
        if m:
            yield n, m.group(1).strip()


def test_third_party_actions_are_pinned_to_commit_shas_with_their_tag():
    seen = 0
    unpinned = []
    for path in FILES:
        for n, ref in uses_lines(path):
            if ref.startswith("./") or ref.startswith("docker://"):
                continue
            seen += 1
            if not PINNED.match(ref):
                unpinned.append(f"{path.relative_to(ROOT)}:{n}: {ref}")
    assert seen >= 10, seen
    assert unpinned == []


def test_one_tag_one_sha():
    # The same action at the same tag is the same commit everywhere.
    shas = {}
    for path in FILES:
        for _, ref in uses_lines(path):
            m = re.match(r"^([^@]+)@([0-9a-f]{40}) # (\S+)$", ref)
            if m:
                repo = "/".join(m.group(1).split("/")[:2])
                shas.setdefault((repo, m.group(3)), set()).add(m.group(2))
    assert shas and all(len(s) == 1 for s in shas.values()), shas


def workflow(name):
    return yaml.safe_load((ROOT / ".github" / "workflows" / name).read_text())


def writes(permissions):
    if permissions in ("write-all",):
        return {"*"}
    return {k for k, v in (permissions or {}).items() if v == "write"}


def test_only_the_deploy_job_may_write_to_pages_or_ask_for_an_oidc_token():
    for path in WORKFLOWS:
        w = yaml.safe_load(path.read_text())
        assert not writes(w.get("permissions")) & {"*", "pages", "id-token"}, path.name
        for name, job in w["jobs"].items():
            granted = writes(job.get("permissions"))
            if path.name == "pages.yml" and name == "deploy":
                assert granted == {"pages", "id-token"}, granted
                assert any("deploy-pages@" in s.get("uses", "") for s in job["steps"])
            else:
                assert not granted & {"*", "pages", "id-token"}, f"{path.name}: {name}"
    # Every workflow starts from read-only contents.
    for path in WORKFLOWS:
        assert yaml.safe_load(path.read_text())["permissions"] == {"contents": "read"}, path.name


def test_the_release_publishes_sha256_checksums_of_its_assets(tmp_path):
    job = workflow("release.yml")["jobs"]["release"]
    names = [s.get("name") for s in job["steps"]]
    [sums] = [s for s in job["steps"] if s.get("name") == "Checksums"]
    [attach] = [s for s in job["steps"] if s.get("name") == "Attach to the release"]
    assert names.index("Checksums") < names.index("Attach to the release")
    assert "assets/*" in attach["run"]
    # The step run on assets as the download step lays them out.
    assets = tmp_path / sums["working-directory"]
    assets.mkdir()
    files = {
        "robots-v1.0.0-x86_64-unknown-linux-gnu.tar.gz": b"\x1f\x8b linux",
        "robots-v1.0.0-x86_64-pc-windows-msvc.zip": b"PK windows",
        "robotstxt_rs-1.0.0-cp310-abi3-manylinux_2_17_x86_64.whl": b"PK wheel",
        "robotstxt-wasm-1.0.0.tgz": b"\x1f\x8b npm",
    }
    for name, body in files.items():
        (assets / name).write_bytes(body)
    p = subprocess.run(["bash", "-e", "-c", sums["run"]], cwd=assets, capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    listed = (assets / "SHA256SUMS").read_text().splitlines()
    assert sorted(line.split("  ", 1)[1] for line in listed) == sorted(files)
    check = subprocess.run(["sha256sum", "--check", "SHA256SUMS"], cwd=assets, capture_output=True, text=True)
    assert check.returncode == 0 and check.stdout.count(": OK") == len(files), check.stdout
    # A changed asset fails the check.
    (assets / "robotstxt-wasm-1.0.0.tgz").write_bytes(b"tampered")
    check = subprocess.run(["sha256sum", "--check", "SHA256SUMS"], cwd=assets, capture_output=True, text=True)
    assert check.returncode != 0 and "robotstxt-wasm-1.0.0.tgz: FAILED" in check.stdout
