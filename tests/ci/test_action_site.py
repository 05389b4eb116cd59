"""The action's `site:` input (scripts/robots-action): a site served from
127.0.0.1 whose sitemaps hold URLs its robots.txt blocks."""

import os
import pathlib
import shutil
import tomllib

import pytest

from conftest import ROOT, serving
from test_action import action

ROBOTS = """User-agent: *
Disallow: /search
Disallow: /a|b*_[x](y)

User-agent: GPTBot
Disallow: /
"""


def site_files(base):
    urls = ["/", "/search?q=1", "/search?q=2", "/a|b*_[x](y)z"]
    return {
        "robots.txt": ROBOTS + f"Sitemap: {base}/sitemap.xml\nSitemap: {base}/gone.xml\nSitemap: <script>x</script>\n",
        "sitemap.xml": "<urlset>"
        + "".join(f"<url><loc>{base}{u}</loc></url>" for u in urls)
        + "</urlset>",
    }


@pytest.fixture
def site(tmp_path):
    with serving(tmp_path / "site", site_files) as (base, _):
        yield base


def test_blocked_sitemap_urls_are_annotations_and_rows(tmp_path, robots_bin, site):
    (tmp_path / "robots.txt").write_text("User-agent: *\nDisallow:\n")
    code, out, err, summary, outputs = action(
        tmp_path, robots_bin, robots="robots.txt", lint="true", site=site
    )
    # Blocked URLs fail the step; the 404 sitemap does not hide them.
    assert code == 1, err
    # Googlebot: 2 by line 2, 1 by line 3; GPTBot is not checked by default.
    assert outputs["blocked"] == "3"
    assert "::error title=Sitemap URLs blocked by robots.txt::line 2 `Disallow: /search` blocks 2 sitemap URLs for Googlebot\n" in out
    for said in [
        "#### Sitemap URLs of http\\://127\\.0\\.0\\.1\\:",
        "| crawler | line | rule | blocked sitemap URLs |\n|---|---|---|---|\n",
        "| Googlebot | 2 | Disallow\\: /search | 2 |\n",
        # The file's text is inert: no table cell broken, no link, no HTML.
        "| Googlebot | 3 | Disallow\\: /a\\|b\\*\\_\\[x\\]\\(y\\) | 1 |\n",
        "/gone\\.xml | not read\\: the server answered 404 |\n",
        "| \\<script\\>x\\</script\\> | not read\\: it is not an absolute http\\:// or https\\:// URL |\n",
    ]:
        assert said in summary
    assert "<script>" not in summary


def test_a_site_with_nothing_blocked_passes(tmp_path, robots_bin):
    def files(base):
        return {
            "robots.txt": f"User-agent: *\nDisallow: /x\nSitemap: {base}/s.txt\n",
            "s.txt": f"{base}/a\n{base}/b\n",
        }

    (tmp_path / "robots.txt").write_text("User-agent: *\nDisallow:\n")
    with serving(tmp_path / "site", files) as (base, _):
        code, out, err, summary, outputs = action(tmp_path, robots_bin, robots="robots.txt", site=base)
    assert code == 0, err
    assert outputs["blocked"] == "0"
    assert "::error" not in out
    assert "blocked by its robots.txt: 0\n" in summary


def path_without(tool, tmp_path):
    """A PATH with every command of this one but `tool` (links in a new
    directory, the first of each name winning, as PATH does)."""
    bin_dir = tmp_path / f"bin-without-{tool}"
    bin_dir.mkdir()
    for d in os.environ["PATH"].split(os.pathsep):
        if not os.path.isdir(d):
            continue
        for name in os.listdir(d):
            src = os.path.join(d, name)
            dst = bin_dir / name
            if name == tool or dst.exists() or not os.access(src, os.X_OK):
                continue
            dst.symlink_to(src)
    return str(bin_dir)


def test_blocked_urls_fail_the_step_without_jq(tmp_path, robots_bin, site, monkeypatch):
    """The step fails closed: `robots site` exits 1 (URLs blocked), so the
    step fails and counts them, though jq is not there to list them."""
    (tmp_path / "robots.txt").write_text("User-agent: *\nDisallow:\n")
    monkeypatch.setenv("PATH", path_without("jq", tmp_path))
    assert shutil.which("jq") is None
    code, out, err, summary, outputs = action(
        tmp_path, robots_bin, robots="robots.txt", lint="true", site=site
    )
    assert code == 1, err
    assert outputs["blocked"] == "3"
    assert "jq is not on PATH" in err
    assert "blocked by its robots.txt: 3\n" in summary
    assert "jq is not on PATH: the blocked sitemap URLs are counted, not listed." in summary


def cargo_toml(crate):
    return tomllib.loads((ROOT / "crates" / crate / "Cargo.toml").read_text())


def linked_crates(crate, seen=None):
    """The repository's crates `crate` links (its path dependencies, not
    the dev-dependencies), itself included."""
    seen = set() if seen is None else seen
    seen.add(crate)
    for dep in cargo_toml(crate).get("dependencies", {}).values():
        if isinstance(dep, dict) and "path" in dep:
            name = pathlib.PurePosixPath(dep["path"]).name
            if name not in seen:
                linked_crates(name, seen)
    return seen


def test_the_cache_key_covers_every_crate_the_command_links():
    key_step = (ROOT / "action.yml").read_text().split("- id: key", 1)[1].split("- id:", 1)[0]
    crates = linked_crates("robots-cli")
    assert {"robots", "robots-audit", "robots-cli"} <= crates
    for crate in crates:
        assert f" crates/{crate} " in key_step, crate
        assert f"-not -path 'crates/{crate}/tests/*'" in key_step, crate
