"""Shared fixtures: the engine's exported behaviour cases, a local HTTP
server on 127.0.0.1, and the project's command-line tool."""

from __future__ import annotations

import json
import os
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple

import pytest

CRATE = Path(__file__).resolve().parent.parent
ROOT = CRATE.parent.parent
_CASES: Optional[List[dict]] = None


def behaviour_cases() -> List[dict]:
    """The rows of the engine's spec tables (crates/robots/tests/
    google_behaviour.rs), as `ROBOTS_EXPORT_CASES` writes them. The file
    named by `ROBOTSTXT_CASES` is used when set (scripts/test-py makes it);
    otherwise cargo writes it now."""
    global _CASES
    if _CASES is not None:
        return _CASES
    path = os.environ.get("ROBOTSTXT_CASES")
    if not path:
        path = str(CRATE / "target" / "behaviour-cases.jsonl")
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        if os.path.exists(path):
            os.remove(path)
        subprocess.run(
            ["cargo", "test", "-q", "-p", "robots", "--test", "google_behaviour"],
            cwd=ROOT,
            env={**os.environ, "ROBOTS_EXPORT_CASES": path},
            check=True,
            stdout=subprocess.DEVNULL,
        )
    with open(path, encoding="utf-8") as f:
        _CASES = [json.loads(line) for line in f if line.strip()]
    return _CASES


def pytest_generate_tests(metafunc):
    if "case" in metafunc.fixturenames:
        cases = behaviour_cases()
        ids, seen = [], {}
        for c in cases:
            name = c["name"].rsplit("::", 1)[-1]
            seen[name] = seen.get(name, 0) + 1
            ids.append(f"{name}-{seen[name]}")
        metafunc.parametrize("case", cases, ids=ids)


Reply = Tuple[int, Dict[str, str], bytes]


class Server:
    """An HTTP server on 127.0.0.1 with a route table: path -> reply, or a
    callable for slow or odd answers. Records the paths requested."""

    def __init__(self, routes: Dict[str, object]):
        self.routes = routes
        self.requests: List[str] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's name)
                server.requests.append(self.path)
                route = server.routes.get(self.path)
                if callable(route):
                    route(self)
                    return
                code, headers, body = route if route else (404, {}, b"not found")
                self.send_response(code)
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}{path}"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def serve():
    servers: List[Server] = []

    def start(routes: Dict[str, object]) -> Server:
        s = Server(routes)
        servers.append(s)
        return s

    yield start
    for s in servers:
        s.close()


@pytest.fixture(scope="session")
def robots_cli() -> str:
    """The project's `robots` command: `ROBOTS_CLI` when set, else built
    with cargo."""
    path = os.environ.get("ROBOTS_CLI")
    if path:
        return path
    subprocess.run(["cargo", "build", "-q", "-p", "robots-cli"], cwd=ROOT, check=True)
    target = os.environ.get("CARGO_TARGET_DIR") or str(ROOT / "target")
    return str(Path(target) / "debug" / "robots")


def ok(body: bytes, **headers: str) -> Reply:
    return (200, dict(headers), body)


def status(code: int, body: bytes = b"") -> Reply:
    return (code, {}, body)


def redirect(code: int, location: str) -> Reply:
    return (code, {"Location": location}, b"")


Route = Callable[[BaseHTTPRequestHandler], None]
