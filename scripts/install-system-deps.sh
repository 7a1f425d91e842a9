#!/usr/bin/env bash
# Debian/Ubuntu packages the app needs to build its native modules (keychain, audio, the history database).
set -euo pipefail
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends libsecret-1-dev libasound2-dev libpulse-dev python3 make g++ >/dev/null
