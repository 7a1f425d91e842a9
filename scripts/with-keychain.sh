#!/bin/sh
# Runs a command inside a private D-Bus session with an unlocked GNOME Keyring (Secret Service), as the
# machine guide describes: the real keytar works there, and the user's own keychain is never touched.
# Usage: scripts/with-keychain.sh <command> [args...]
set -eu
if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi
for tool in dbus-run-session gnome-keyring-daemon; do
  command -v "$tool" >/dev/null 2>&1 || { echo "$tool is missing: apt-get install -y dbus gnome-keyring libsecret-1-dev" >&2; exit 1; }
done
XDG_DATA_HOME=$(mktemp -d)
export XDG_DATA_HOME
trap 'rm -rf "$XDG_DATA_HOME"' EXIT
# The keyring is created (on first unlock) with this password in the temporary XDG_DATA_HOME.
dbus-run-session -- sh -c 'echo -n test-password | gnome-keyring-daemon --unlock --components=secrets >/dev/null && exec "$@"' with-keychain "$@"
