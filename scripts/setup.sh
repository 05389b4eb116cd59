# shellcheck shell=bash
# Sourced by scripts/serve and scripts/test. Installs what is missing, skips
# what is already present at the pinned version, and sets up PATH and
# CARGO_TARGET_DIR. Works offline against the package registries only (see
# ../shared/TOOLCHAIN.md for why each choice was made).

# ---- Pinned versions: the one place to change them -------------------------
WASM_TARGET=wasm32-unknown-unknown
TRUNK_VERSION=0.21.14            # 0.22.x needs a newer rustc than 1.95
# wasm-bindgen-cli: exactly the wasm-bindgen version in Cargo.lock (0.2.130,
# pinned with "=" in Cargo.toml and in Trunk.toml's [tools]).
# npm (package.json, exact versions, locked by package-lock.json):
#   binaryen 132.0.0 (wasm-opt; Debian's 108 breaks the wasm), @fluent/bundle
#   0.19.1 (the e2e tests format the expected messages; the manifests per
#   language), terser 5.51.2 (minifies the wasm-bindgen glue), playwright-core
#   1.65.1, axe-core 4.14.1.
# Debian: chromium + chromium-driver, from the distribution's archive, and
# fonts with Devanagari and Hangul (the Hindi and Korean pages, screenshots).
DEBIAN_PACKAGES=(chromium chromium-driver fonts-lohit-deva fonts-nanum)
CHROMIUM_BIN=/usr/bin/chromium
CHROMEDRIVER_BIN=/usr/bin/chromedriver
# -----------------------------------------------------------------------------

ROOT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Compiled dependencies are kept outside the clone so fresh clones reuse them.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/robots-tester/target}"
# binaryen's wasm-opt from node_modules must win over any other on PATH,
# through scripts/bin/wasm-opt (which keeps its outputs: see there).
export PATH="$ROOT_DIR/scripts/bin:$ROOT_DIR/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
# A CI run builds each crate once: incremental state would only take disk
# (about 2 GB for the workspace's tests).
if [ -n "${CI:-}" ]; then
  export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
fi

log() { printf '[setup] %s\n' "$*" >&2; }

# Runs a command as root: directly, or through sudo when available.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    log "need root for: $*  (not root and no sudo)"
    return 1
  fi
}

# The version of crate $1 recorded in Cargo.lock.
lock_version() {
  awk -v name="$1" '
    $0 == "name = \"" name "\"" { found = 1; next }
    found && /^version = / { gsub(/"/, "", $3); print $3; exit }
  ' "$ROOT_DIR/Cargo.lock"
}

ensure_rust_target() {
  local installed
  installed="$(rustup target list --installed)" || return
  if grep -qx "$WASM_TARGET" <<<"$installed"; then
    return
  fi
  log "adding Rust target $WASM_TARGET"
  rustup target add "$WASM_TARGET"
}

# The tools are built with a light release profile: they run for seconds in
# a build, so optimisation buys nothing but compile time (opt-level 0, no
# LTO, 16 codegen units, no debug info): trunk takes as long to build the
# page, wasm-bindgen half a second more per wasm. Their output does not
# depend on it: docs/performance.md ("A cold start") has the measurement
# that the page built with them is byte-identical.
tool_install() {
  CARGO_PROFILE_RELEASE_OPT_LEVEL=0 \
    CARGO_PROFILE_RELEASE_LTO=off \
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    CARGO_PROFILE_RELEASE_DEBUG=0 \
    CARGO_PROFILE_RELEASE_STRIP=true \
    cargo install "$@"
}

ensure_trunk() {
  if [ "$(trunk --version 2>/dev/null)" = "trunk $TRUNK_VERSION" ]; then
    return
  fi
  log "installing trunk $TRUNK_VERSION (takes 3-5 min on 2 cores)"
  # Without its default features: no update check against the registry
  # and no TLS stack (the project serves and builds on plain HTTP, offline).
  tool_install --locked --no-default-features "trunk@$TRUNK_VERSION"
}

ensure_wasm_bindgen() {
  local version
  version="$(lock_version wasm-bindgen)"
  if [ -z "$version" ]; then
    log "wasm-bindgen not found in Cargo.lock"
    return 1
  fi
  if [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $version" ] &&
    [ "$(wasm-bindgen-test-runner --version 2>/dev/null)" = "wasm-bindgen-test-runner $version" ]; then
    return
  fi
  log "installing wasm-bindgen-cli $version (takes 1-5 min)"
  # With --locked the install fails (a locked dependency is missing from the
  # registry), so fall back to a normal resolve.
  tool_install --locked wasm-bindgen-cli --version "$version" ||
    tool_install wasm-bindgen-cli --version "$version"
}

# npm ci when node_modules is missing or was installed from another lock file.
ensure_node_modules() {
  local stamp="$ROOT_DIR/node_modules/.package-lock.sha256" want
  want="$(sha256sum "$ROOT_DIR/package-lock.json" | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    return
  fi
  log "installing npm packages (npm ci)"
  (cd "$ROOT_DIR" && npm ci --no-audit --no-fund) &&
    printf '%s\n' "$want" >"$stamp"
}

ensure_chromium() {
  if [ -x "$CHROMIUM_BIN" ] && [ -x "$CHROMEDRIVER_BIN" ] &&
    dpkg -s fonts-lohit-deva fonts-nanum >/dev/null 2>&1; then
    return
  fi
  log "installing Debian packages: ${DEBIAN_PACKAGES[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 update &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y "${DEBIAN_PACKAGES[@]}"
}

# The steps are chained with && so that a failure stops them even where the
# caller runs them in a context that ignores `set -e`.

# Everything `trunk build --release` needs, with dependencies fetched so that
# trunk's offline mode (cargo --offline) finds them.
setup_build() {
  ensure_rust_target &&
    ensure_trunk &&
    ensure_wasm_bindgen &&
    ensure_node_modules &&
    (cd "$ROOT_DIR" && cargo fetch --locked)
}

# A C++ compiler: the fuzz target builds libFuzzer (libfuzzer-sys).
ensure_cxx() {
  if command -v c++ >/dev/null 2>&1 || command -v g++ >/dev/null 2>&1; then
    return
  fi
  log "installing Debian package: g++"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 update &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y g++
}

# Room to build. A full test run writes about 8 GB of build output (the
# workspace's tests, the release and wasm builds, the fuzz targets, the
# packages); cargo never deletes what an older version of the code left
# behind, so a cache kept across runs only grows. Below MIN_FREE_GB free on
# the cache's disk, the caches are emptied and rebuilt rather than letting the
# linker die half-way through with "No space left on device".
MIN_FREE_GB="${ROBOTS_MIN_FREE_GB:-16}"
free_gb() {
  df -Pk "$1" 2>/dev/null | awk 'NR == 2 { print int($4 / 1048576) }'
}
ensure_disk() {
  local cache free
  cache="$(dirname "$CARGO_TARGET_DIR")"
  mkdir -p "$cache"
  free="$(free_gb "$cache")"
  log "free disk for build output: ${free:-?} GB (want $MIN_FREE_GB)"
  [ -n "$free" ] && [ "$free" -lt "$MIN_FREE_GB" ] || return 0
  # Incremental state first: CI never uses it (CARGO_INCREMENTAL=0 below).
  find "$cache" -maxdepth 4 -type d -name incremental -prune -exec rm -rf {} + 2>/dev/null || true
  free="$(free_gb "$cache")"
  if [ "$free" -lt "$MIN_FREE_GB" ]; then
    log "still ${free} GB free: emptying the build caches under $cache"
    local dir
    for dir in "$cache"/target*; do
      [ -d "$dir" ] && rm -rf "$dir"
    done
    free="$(free_gb "$cache")"
  fi
  if [ "$free" -lt 8 ]; then
    log "only ${free} GB free on the disk of $cache: the build may not fit"
  fi
}

# Plus the browser and driver the tests run in, and what the fuzz step needs.
setup_test() {
  ensure_disk || return 1
  # Debian's packages (mostly downloading and unpacking) while the tools
  # compile, instead of after them.
  local packages status=0
  { ensure_chromium && ensure_cxx; } &
  packages=$!
  setup_build || status=1
  wait "$packages" || status=1
  return "$status"
}
