#!/usr/bin/env bash
# Installs Glossa on Debian/Ubuntu with Node 20: system packages for the native modules, then npm packages.
# Where Electron's binary cannot be downloaded, installs without it (`npm start` then opens the browser shell).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
# `npm ci`: exactly what package-lock.json says (it holds every platform's optional binaries), and the lock
# left as committed; a lock that disagrees with package.json stops here instead of being rewritten.
if [ -n "${ELECTRON_SKIP_BINARY_DOWNLOAD:-}" ] || ! npm ci --no-audit --no-fund; then
  echo "Electron's binary could not be downloaded here; installing without it (the app will run in the browser shell)."
  ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci --no-audit --no-fund
fi
