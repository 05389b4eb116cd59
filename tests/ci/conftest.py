"""Shared fixtures of the CI-integration tests (scripts/test-ci sets the
environment: ROBOTS_BIN, SARIF_SCHEMA)."""

import contextlib
import functools
import http.server
import json
import os
import pathlib
import subprocess
import threading

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


@contextlib.contextmanager
def serving(root, files=lambda base: {}, status=None):
    """Serves the folder `root` (made here) on 127.0.0.1 from a thread, or
    answers every request with the error `status`; `files(base)` names what
    to write there once the base URL (`http://127.0.0.1:PORT`) is known.
    Yields `(base, requests)`: the paths requested, in order."""
    requests = []

    class Handler(http.server.SimpleHTTPRequestHandler):
        def do_GET(self):
            requests.append(self.path)
            if status:
                self.send_error(status)
            else:
                super().do_GET()

        def log_message(self, *args):
            pass

    root.mkdir()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(root)))
    base = f"http://127.0.0.1:{server.server_address[1]}"
    for name, text in files(base).items():
        (root / name).write_text(text)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield base, requests
    finally:
        server.shutdown()
        server.server_close()
