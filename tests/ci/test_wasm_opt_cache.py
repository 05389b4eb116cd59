"""scripts/bin/wasm-opt, the builds' wasm-opt: binaryen's, with its outputs
kept by input bytes and arguments (see the script)."""

import os
import pathlib
import subprocess

from conftest import ROOT

WRAPPER = ROOT / "scripts" / "bin" / "wasm-opt"
REAL = ROOT / "node_modules" / ".bin" / "wasm-opt"
# A module with one exported function returning 1 + 2: -O folds it to 3.
MODULE = bytes.fromhex(
    "0061736d01000000010501600001 7f03020100070701036164640000 0a09010700 41014102 6a0b".replace(" ", "")
)


def opt(tmp_path, *args):
    env = {**os.environ, "ROBOTS_WASM_OPT_CACHE": str(tmp_path / "cache")}
    return subprocess.run([str(WRAPPER), *args], env=env, capture_output=True, text=True)


def test_the_second_run_writes_what_wasm_opt_wrote_from_the_cache(tmp_path):
    src = tmp_path / "in.wasm"
    src.write_bytes(MODULE)
    first = opt(tmp_path, "-O2", str(src), "-o", str(tmp_path / "a.wasm"))
    assert first.returncode == 0, first.stderr
    # What binaryen itself writes for the same call.
    subprocess.run([str(REAL), "-O2", str(src), "-o", str(tmp_path / "real.wasm")], check=True)
    assert (tmp_path / "a.wasm").read_bytes() == (tmp_path / "real.wasm").read_bytes()
    assert (tmp_path / "a.wasm").read_bytes() != MODULE, "optimised"
    kept = list((tmp_path / "cache").glob("*.wasm"))
    assert len(kept) == 1
    # The same bytes under another name, the output named the other way:
    # the kept file (marked here) is what the second run writes.
    kept[0].write_bytes(b"kept")
    other = tmp_path / "other.wasm"
    other.write_bytes(MODULE)
    second = opt(tmp_path, f"--output={tmp_path / 'b.wasm'}", "-O2", str(other))
    assert second.returncode == 0, second.stderr
    assert (tmp_path / "b.wasm").read_bytes() == b"kept"


def test_other_arguments_or_bytes_run_wasm_opt_again(tmp_path):
    src = tmp_path / "in.wasm"
    src.write_bytes(MODULE)
    assert opt(tmp_path, "-O2", str(src), "-o", str(tmp_path / "a.wasm")).returncode == 0
    assert opt(tmp_path, "-O0", str(src), "-o", str(tmp_path / "b.wasm")).returncode == 0
    src.write_bytes(MODULE.replace(bytes.fromhex("41014102"), bytes.fromhex("41054106")))
    assert opt(tmp_path, "-O2", str(src), "-o", str(tmp_path / "c.wasm")).returncode == 0
    assert len(list((tmp_path / "cache").glob("*.wasm"))) == 3
    assert (tmp_path / "a.wasm").read_bytes() != (tmp_path / "c.wasm").read_bytes()


def test_a_failure_is_wasm_opts_and_nothing_is_kept(tmp_path):
    bad = tmp_path / "bad.wasm"
    bad.write_bytes(b"not wasm")
    run = opt(tmp_path, "-O2", str(bad), "-o", str(tmp_path / "out.wasm"))
    assert run.returncode != 0
    assert not list((tmp_path / "cache").glob("*.wasm"))
    # --version and the like pass straight through.
    version = opt(tmp_path, "--version")
    assert version.returncode == 0 and "132" in version.stdout
