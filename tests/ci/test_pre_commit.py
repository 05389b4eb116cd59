"""The hooks of .pre-commit-hooks.yaml, run by `pre-commit try-repo` in a
temporary repository: the hook builds the robots command from its checkout
(in HOOKS_CARGO_TARGET_DIR when set, which keeps the dependencies' build
from one run to the next: as CARGO_TARGET_DIR, or as cargo's own
CARGO_BUILD_TARGET_DIR with CARGO_TARGET_DIR unset)."""

import os

from conftest import ROOT, run

GIT = {
    "GIT_AUTHOR_NAME": "t",
    "GIT_AUTHOR_EMAIL": "t@example.com",
    "GIT_COMMITTER_NAME": "t",
    "GIT_COMMITTER_EMAIL": "t@example.com",
}


def try_repo(tmp_path, files, site="site", home="pre-commit-home", target_var="CARGO_TARGET_DIR"):
    repo = tmp_path / site
    repo.mkdir()
    for name, body in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(body)
    env = {**os.environ, **GIT, "PRE_COMMIT_HOME": str(tmp_path / home)}
    env.pop("ROBOTS_BIN", None)  # the hook builds its own
    env.pop("CARGO_TARGET_DIR", None)
    if os.environ.get("HOOKS_CARGO_TARGET_DIR"):
        # CARGO_TARGET_DIR, or cargo's own setting of the same
        # (CARGO_BUILD_TARGET_DIR, as a .cargo/config.toml would set it).
        env[target_var] = os.environ["HOOKS_CARGO_TARGET_DIR"]
    run(["git", "init", "-q", "."], cwd=repo, env=env)
    run(["git", "add", "."], cwd=repo, env=env)
    return run(["pre-commit", "try-repo", str(ROOT), "--all-files", "--color", "never"], cwd=repo, env=env)


def test_a_clean_robots_txt_passes_both_hooks(tmp_path):
    code, out, err = try_repo(
        tmp_path,
        {
            "robots.txt": "User-agent: *\nDisallow: /private\n",
            "robots-expectations.txt": "disallowed Googlebot /private\nallowed Googlebot /\n",
            "README.md": "not a robots.txt\n",
        },
    )
    assert code == 0, out + err
    assert "robots.txt lint" in out and "robots.txt expectations" in out
    assert out.count("Passed") == 2, out


def test_a_typo_fails_the_hooks_with_the_line(tmp_path):
    # Neither CARGO_TARGET_DIR nor ROBOTS_BIN set, and spaces in the names
    # of the site's folders and of the hook's own checkout.
    code, out, err = try_repo(
        tmp_path,
        {
            "public site/robots.txt": "User-agnet: *\nDisallow: /private\n",
            "public site/robots-expectations.txt": "disallowed Googlebot /private\n",
            # A folder whose name is the last word of the other's.
            "site/robots.txt": "User-agent: *\nDisallow: /\n",
            "site/robots-expectations.txt": "allowed Googlebot /shop\n",
        },
        site="my site",
        home="pre-commit home",
        target_var="CARGO_BUILD_TARGET_DIR",
    )
    assert code == 1, out + err
    assert "unbound variable" not in out + err
    assert out.count("Failed") == 2, out
    assert "public site/robots.txt:1: warning unknown_key: unknown key 'User-agnet'" in out
    assert "public site/robots.txt:2: error rule_outside_group:" in out
    assert "FAIL public site/robots-expectations.txt:1: /private for Googlebot: expected disallowed, got allowed" in out
    assert "FAIL site/robots-expectations.txt:1: /shop for Googlebot: expected allowed, got disallowed" in out
