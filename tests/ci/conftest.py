"""Shared fixtures of the CI-integration tests (scripts/test-ci sets the
environment: ROBOTS_BIN, SARIF_SCHEMA)."""

import json
import os
import pathlib
import subprocess

import jsonschema
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def robots_bin():
    path = os.environ.get("ROBOTS_BIN")
    assert path and os.access(path, os.X_OK), "ROBOTS_BIN: the built robots command"
    return path


@pytest.fixture(scope="session")
def sarif_validator():
    schema = json.loads(pathlib.Path(os.environ["SARIF_SCHEMA"]).read_text())
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    # Every format the checker knows: draft 4 itself names no `uri-reference`.
    return cls(schema, format_checker=jsonschema.FormatChecker())


def run(args, cwd=None, env=None, stdin=None):
    """Runs a command, returning (exit status, stdout, stderr)."""
    p = subprocess.run(
        args,
        cwd=cwd,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=900,
    )
    return p.returncode, p.stdout, p.stderr


def schema_errors(validator, log):
    return [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(log)]
