#!/usr/bin/env bash
# Stops the Kafka broker that start.sh started. Its data stays, so start.sh restarts the same
# broker on the same port; with --clean the data, ports and configuration go too.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
state="${KAFKA_STATE_DIR:-$here/../.cache/kafka-state}"
pidfile="$state/kafka.pid"
if [ -f "$pidfile" ]; then
  pid="$(cat "$pidfile")"
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  kill -9 "$pid" 2>/dev/null || true
  rm -f "$pidfile"
fi
if [ "${1:-}" = "--clean" ]; then rm -rf "$state"; fi
exit 0
