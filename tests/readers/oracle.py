"""Reads robots.txt files with the real CPython urllib.robotparser, CPython's
RFC 9309 robotparser and the real Protego, in one process.

Input (stdin): JSON {"files": [{"body": BASE64, "checks": [[agent, url], ...]}]}.
Output (stdout): JSON {"urllib": [[...per check...] per file], "protego": [...],
"urllib-rfc9309": [...]} where each answer is true, false or "error: ..." (the
library raised). "urllib-rfc9309" is there when the environment variable
RFC9309_ROBOTPARSER names CPython's rewritten Lib/urllib/robotparser.py.
"""

import base64
import importlib.util
import json
import os
import sys
import urllib.parse
import urllib.robotparser

from protego import Protego


def answers(parse, can_fetch, text, checks):
    """Each check's answer, or the error the library raised."""
    try:
        rp = parse(text)
    except Exception as e:  # the libraries raise on some files
        return ["error: %r" % e] * len(checks)
    out = []
    for agent, url in checks:
        try:
            out.append(bool(can_fetch(rp, agent, url)))
        except Exception as e:
            out.append("error: %r" % e)
    return out


def urllib_parse(text):
    rp = urllib.robotparser.RobotFileParser()
    rp.parse(text.splitlines())
    return rp


def urllib_answers(text, checks):
    return answers(urllib_parse, lambda rp, agent, url: rp.can_fetch(agent, url), text, checks)


_C0_OR_SPACE = "".join(map(chr, range(0x21)))


def _urlsplit(url, scheme=None, allow_fragments=True):
    """CPython's newer private urllib.parse._urlsplit, built on this Python's
    urlsplit: the same five parts, but a part that is absent is None (a `?`
    or `#` with nothing after it gives "")."""
    parts = urllib.parse.urlsplit(url, scheme or "", allow_fragments)
    # urlsplit's own clean-up, to see which delimiters were there.
    cleaned = url.lstrip(_C0_OR_SPACE)
    for c in "\t\r\n":
        cleaned = cleaned.replace(c, "")
    if parts.scheme and cleaned[: len(parts.scheme) + 1].lower() == parts.scheme + ":":
        cleaned = cleaned[len(parts.scheme) + 1 :]
    netloc = parts.netloc if cleaned.startswith("//") else None
    before, hash_sign, _ = cleaned.partition("#") if allow_fragments else (cleaned, "", "")
    query = parts.query if "?" in before else None
    fragment = parts.fragment if hash_sign else None
    return (parts.scheme or None, netloc, parts.path, query, fragment)


def _urlunsplit(scheme, netloc, url, query, fragment):
    """CPython's newer private urllib.parse._urlunsplit: None leaves a part
    out, "" keeps its delimiter; a path starting with `//` and no netloc
    gets an empty authority, so it reads back as a path."""
    if netloc is not None:
        if url and url[:1] != "/":
            url = "/" + url
        url = "//" + netloc + url
    elif url[:2] == "//":
        url = "//" + url
    if scheme:
        url = scheme + ":" + url
    if query is not None:
        url = url + "?" + query
    if fragment is not None:
        url = url + "#" + fragment
    return url


def rfc9309_module():
    """CPython's RFC 9309 robotparser, loaded from the file the environment
    names, on this Python (with the two helpers above when it lacks them);
    None when no file is named."""
    where = os.environ.get("RFC9309_ROBOTPARSER")
    if not where:
        return None
    if not hasattr(urllib.parse, "_urlsplit"):
        urllib.parse._urlsplit = _urlsplit
    if not hasattr(urllib.parse, "_urlunsplit"):
        urllib.parse._urlunsplit = _urlunsplit
    spec = importlib.util.spec_from_file_location("robotparser_rfc9309", where)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def rfc9309_answers(module, text, checks):
    def parse(text):
        rp = module.RobotFileParser()
        rp.parse(text.splitlines())
        return rp

    return answers(parse, lambda rp, agent, url: rp.can_fetch(agent, url), text, checks)


def protego_answers(text, checks):
    return answers(Protego.parse, lambda rp, agent, url: rp.can_fetch(url, agent), text, checks)


def main():
    job = json.load(sys.stdin)
    rfc9309 = rfc9309_module()
    result = {"urllib": [], "protego": []}
    if rfc9309 is not None:
        result["urllib-rfc9309"] = []
    for f in job["files"]:
        text = base64.b64decode(f["body"]).decode("utf-8", "replace")
        result["urllib"].append(urllib_answers(text, f["checks"]))
        result["protego"].append(protego_answers(text, f["checks"]))
        if rfc9309 is not None:
            result["urllib-rfc9309"].append(rfc9309_answers(rfc9309, text, f["checks"]))
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
