#!/usr/bin/env bash
# Everything the test suite needs on a fresh Debian/Ubuntu machine: Chromium for the e2e tests, a D-Bus session
# with gnome-keyring for the keychain tests, PulseAudio and espeak-ng for the audio tests, xmllint (libxml2-utils)
# for the XLIFF schema checks, ffmpeg to read the simulator's spoken translation (test/voice) and, with pdftotext (poppler-utils), the document corpus's judge, Noto CJK so that
# Japanese and Chinese screens render (not as boxes) in screenshots and layout checks, and the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive ELECTRON_SKIP_BINARY_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends \
  chromium libsecret-1-dev gnome-keyring dbus pulseaudio pulseaudio-utils espeak-ng sox ffmpeg \
  libasound2-dev libpulse-dev python3 make g++ libxml2-utils poppler-utils fonts-noto-cjk >/dev/null
# `npm ci`: exactly the committed lock (which holds every platform's optional binaries), never rewritten.
npm ci --no-audit --no-fund
