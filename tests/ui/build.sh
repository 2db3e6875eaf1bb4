#!/usr/bin/env bash
# Builds the chat test page and its driver into a git-ignored folder (default .cache/ui/, or $1):
#   OUT/node_modules  npm ci of package-lock.json, redone only when the lockfile changed (kept between runs)
#   OUT/dist/         index.html, chat.js and chat.css (the page, bundled by esbuild), KaTeX's fonts
#   OUT/drive.mjs     the headless Chromium driver (it imports puppeteer-core from OUT/node_modules)
# tests/integration/test_chat_browser.py runs it, so `make test` on a fresh clone needs nothing more than node and npm.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="${1:-$HERE/../../.cache/ui}"
mkdir -p "$OUT" && OUT="$(cd "$OUT" && pwd)"

# installed.lock: the lockfile of the last complete install (written after npm ci succeeded).
if ! cmp -s "$HERE/package-lock.json" "$OUT/installed.lock" || [ ! -d "$OUT/node_modules" ]; then
  cp "$HERE/package.json" "$HERE/package-lock.json" "$OUT/"
  (cd "$OUT" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$HERE/package-lock.json" "$OUT/installed.lock"
fi

rm -rf "$OUT/dist" && mkdir -p "$OUT/dist"
# The sources live here, their packages in OUT/node_modules: NODE_PATH tells esbuild where to look.
NODE_PATH="$OUT/node_modules" "$OUT/node_modules/.bin/esbuild" "$HERE/src/chat.js" --bundle --log-level=warning \
  --outdir="$OUT/dist" --loader:.woff2=file --loader:.woff=file --loader:.ttf=file
cp "$HERE/index.html" "$OUT/dist/"
cp "$HERE/src/drive.js" "$OUT/drive.mjs"
