"""The action's `live:` input (scripts/robots-action): the robots.txt a
site on 127.0.0.1 serves, Cloudflare's managed block before the file the
repository holds, compared with that file by verdict (`robots drift`)."""

import pathlib

from conftest import serving
from test_action import action

HERE = pathlib.Path(__file__).resolve().parent
DRIFT = HERE.parents[1] / "crates" / "robots-cli" / "tests" / "drift"
MANAGED = (DRIFT / "cloudflare-managed.txt").read_text()
SOURCE = (DRIFT / "robots.txt").read_text()


def test_a_managed_block_fails_the_step_with_a_table_by_purpose(tmp_path, robots_bin):
    (tmp_path / "robots.txt").write_text(SOURCE)
    with serving(tmp_path / "site", lambda base: {"robots.txt": MANAGED + SOURCE}) as (base, requests):
        code, out, err, summary, outputs = action(
            tmp_path, robots_bin, robots="robots.txt", lint="false", live=base
        )
    assert code == 1, err
    # Seven crawlers at / and /admin/public; GPTBot's own Allow wins its tie.
    assert outputs["changes"] == "14"
    # Fetched twice: as crawlers get it, and past the caches.
    assert requests[0] == "/robots.txt" and requests[1].startswith("/robots.txt?robots-drift=")
    assert (
        "::error title=The served robots.txt differs from the file::ai-training: "
        "Amazonbot, Bytespider, CCBot, ClaudeBot, meta-externalagent get another verdict at 2 paths (managed)\n"
    ) in out
    for said in [
        "#### The robots.txt http\\://127\\.0\\.0\\.1\\:",
        "against `robots.txt`: 14 verdicts differ\n",
        "Lines 26–56 of the served file are Cloudflare's managed block",
        "| purpose | cause | crawlers | paths | first paths | lines (file→served) |\n|---|---|---|---|---|---|\n",
        "| ai\\-training | managed | Amazonbot, Bytespider, CCBot, ClaudeBot, meta\\-externalagent | 2 | / /admin/public |",
        "| ai\\-control | managed | Applebot\\-Extended, Google\\-Extended | 2 | / /admin/public |",
    ]:
        assert said in summary, summary
    # Grouped by purpose: AI training before the control tokens.
    assert summary.index("| ai\\-training |") < summary.index("| ai\\-control |")
    assert "GPTBot" not in summary
    assert "stale copy" not in summary
    # `live` alone: no table of checks that did not run.
    assert "| check | result |" not in summary


def test_the_same_file_served_passes(tmp_path, robots_bin):
    (tmp_path / "robots.txt").write_text(SOURCE)
    with serving(tmp_path / "site", lambda base: {"robots.txt": SOURCE}) as (base, _):
        code, out, err, summary, outputs = action(tmp_path, robots_bin, robots="robots.txt", live=base)
    assert code == 0, err
    assert outputs["changes"] == "0"
    assert "::error" not in out
    assert ": 0 verdicts differ\n" in summary
    assert "| purpose |" not in summary


def test_a_served_404_is_googles_allow_all(tmp_path, robots_bin):
    (tmp_path / "robots.txt").write_text(SOURCE)
    with serving(tmp_path / "site", status=404) as (base, _):
        code, out, err, summary, outputs = action(tmp_path, robots_bin, robots="robots.txt", lint="false", live=base)
    assert code == 1, err
    # /admin/ is disallowed by the file's `*` group: every crawler the `*`
    # group governs gets it allowed.
    assert "| served\\_status |" in summary
    assert int(outputs["changes"]) > 0
