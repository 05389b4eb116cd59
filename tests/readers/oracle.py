"""Reads robots.txt files with the real CPython urllib.robotparser and the
real Protego, in one process.

Input (stdin): JSON {"files": [{"body": BASE64, "checks": [[agent, url], ...]}]}.
Output (stdout): JSON {"urllib": [[...per check...] per file], "protego": [...]}
where each answer is true, false or "error: ..." (the library raised).
"""

import base64
import json
import sys
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


def protego_answers(text, checks):
    return answers(Protego.parse, lambda rp, agent, url: rp.can_fetch(url, agent), text, checks)


def main():
    job = json.load(sys.stdin)
    result = {"urllib": [], "protego": []}
    for f in job["files"]:
        text = base64.b64decode(f["body"]).decode("utf-8", "replace")
        result["urllib"].append(urllib_answers(text, f["checks"]))
        result["protego"].append(protego_answers(text, f["checks"]))
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
