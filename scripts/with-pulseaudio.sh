#!/bin/sh
# Runs a command with a private PulseAudio (the machine guide's recipe): a null sink "virt" whose monitor,
# "virt.monitor", is the default source, so what is played into "virt" is captured as system audio.
# PulseAudio and the keep-alive player are stopped by PID afterwards; the command's exit code is returned.
set -eu
if [ "$#" -eq 0 ]; then echo "usage: scripts/with-pulseaudio.sh <command> [args...]" >&2; exit 2; fi
for tool in pulseaudio pactl pacat; do
  command -v "$tool" >/dev/null || { echo "with-pulseaudio: $tool is missing (apt-get install -y pulseaudio pulseaudio-utils)" >&2; exit 2; }
done

XDG_RUNTIME_DIR=$(mktemp -d)
chmod 700 "$XDG_RUNTIME_DIR"
export XDG_RUNTIME_DIR
export PULSE_SINK=virt
KEEP_PID=""
PULSE_PID=""

stop() {
  [ -n "$KEEP_PID" ] && kill "$KEEP_PID" 2>/dev/null || true
  [ -n "$PULSE_PID" ] && kill "$PULSE_PID" 2>/dev/null || true
  # wait for PulseAudio to exit before removing its folder
  i=0; while [ -n "$PULSE_PID" ] && kill -0 "$PULSE_PID" 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i+1)); done
  rm -rf "$XDG_RUNTIME_DIR"
}
trap stop EXIT INT TERM

pulseaudio -D -n --exit-idle-time=-1 --system=false --load=module-native-protocol-unix \
  --load="module-null-sink sink_name=virt" --log-target=file:"$XDG_RUNTIME_DIR/pulse.log"
i=0
while [ ! -s "$XDG_RUNTIME_DIR/pulse/pid" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i+1)); done
PULSE_PID=$(cat "$XDG_RUNTIME_DIR/pulse/pid")
pactl set-default-source virt.monitor
pactl set-default-sink virt
# An idle null sink delivers its monitor in 2 s bursts; a silent player keeps it flowing with low latency.
pacat --playback --latency-msec=20 -d virt --format=s16le --rate=16000 --channels=1 --raw /dev/zero &
KEEP_PID=$!

set +e
"$@"
status=$?
exit $status
