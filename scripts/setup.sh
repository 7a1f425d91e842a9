#!/usr/bin/env bash
# Installs Glossa on Debian/Ubuntu with Node 20: system packages for the native modules, then npm packages.
# Where Electron's binary cannot be downloaded, installs without it (`npm start` then opens the browser shell).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
# (`npm install` honours package-lock.json; see install-test-deps.sh for why not `npm ci`.)
if [ -n "${ELECTRON_SKIP_BINARY_DOWNLOAD:-}" ] || ! npm install --no-audit --no-fund; then
  echo "Electron's binary could not be downloaded here; installing without it (the app will run in the browser shell)."
  ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm install --no-audit --no-fund
fi
