"""actionlint on every workflow (and, through `uses: ./`, on the action's
inputs), the action's metadata against SchemaStore's schema, shellcheck on
the scripts the action and the hooks run."""

import shutil

from conftest import ROOT, run


def test_actionlint_is_clean_on_every_workflow():
    assert shutil.which("shellcheck"), "actionlint checks run: scripts with shellcheck"
    workflows = sorted(str(p) for p in (ROOT / ".github" / "workflows").glob("*.yml"))
    assert {p.rsplit("/", 1)[1] for p in workflows} >= {"ci.yml", "pages.yml", "release.yml"}
    code, out, err = run(["actionlint", "-oneline", *workflows], cwd=ROOT)
    assert code == 0, out + err


def test_actionlint_reads_the_action_metadata(tmp_path):
    # The same check on a copy whose workflow passes the action an input it
    # does not declare: actionlint must know the action's inputs.
    (tmp_path / ".github" / "workflows").mkdir(parents=True)
    shutil.copy(ROOT / "action.yml", tmp_path / "action.yml")
    ci = (ROOT / ".github" / "workflows" / "ci.yml").read_text()
    assert "          sarif: robots.sarif\n" in ci
    (tmp_path / ".github" / "workflows" / "ci.yml").write_text(
        ci.replace("          sarif: robots.sarif\n", "          sarif: robots.sarif\n          verbose: true\n")
    )
    run(["git", "init", "-q", "."], cwd=tmp_path)
    code, out, _ = run(["actionlint", "-oneline"], cwd=tmp_path)
    assert code == 1
    assert 'input "verbose" is not defined in action "robots.txt tester"' in out


def test_the_action_metadata_matches_its_schema():
    code, out, err = run(
        ["check-jsonschema", "--builtin-schema", "vendor.github-actions", "action.yml"], cwd=ROOT
    )
    assert code == 0, out + err


def test_shellcheck_is_clean_on_the_scripts():
    scripts = ["scripts/robots-action", "scripts/pre-commit-robots", "scripts/test-ci", "scripts/bin/wasm-opt"]
    code, out, err = run(["shellcheck", "--shell=bash", *scripts], cwd=ROOT)
    assert code == 0, out + err


def doc_blocks(kind):
    text = (ROOT / "docs" / "ci.md").read_text()
    blocks = [b.split("```", 1)[0] for b in text.split("```yaml\n")[1:]]
    return [b for b in blocks if kind in b]


def test_actionlint_is_clean_on_the_examples_of_docs_ci(tmp_path):
    workflows = doc_blocks("\njobs:\n")
    # Each workflow docs/ci.md shows, the scheduled drift check among them.
    assert len(workflows) == 4
    (tmp_path / ".github" / "workflows").mkdir(parents=True)
    for i, body in enumerate(workflows):
        (tmp_path / ".github" / "workflows" / f"example{i}.yml").write_text(body)
    run(["git", "init", "-q", "."], cwd=tmp_path)
    code, out, err = run(["actionlint", "-oneline"], cwd=tmp_path)
    assert code == 0, out + err


def test_the_hook_manifest_and_the_documented_config_are_valid(tmp_path):
    code, out, err = run(["pre-commit", "validate-manifest", ".pre-commit-hooks.yaml"], cwd=ROOT)
    assert code == 0, out + err
    [config] = doc_blocks("repos:")
    (tmp_path / "config.yaml").write_text(config)
    code, out, err = run(["pre-commit", "validate-config", "config.yaml"], cwd=tmp_path)
    assert code == 0, out + err
    assert "robots-lint" in config and "robots-test" in config


def test_shellcheck_is_clean_on_the_action_steps(tmp_path):
    # actionlint checks the run: scripts of workflows; the action's own are
    # checked here.
    import yaml

    steps = yaml.safe_load((ROOT / "action.yml").read_text())["runs"]["steps"]
    scripts = [s["run"] for s in steps if "run" in s]
    assert len(scripts) >= 3
    for i, script in enumerate(scripts):
        assert "${{" not in script, "inputs reach scripts through env:"
        (tmp_path / f"step{i}.sh").write_text(script)
    code, out, err = run(["shellcheck", "--shell=bash", *sorted(p.name for p in tmp_path.glob("*.sh"))], cwd=tmp_path)
    assert code == 0, out + err
