#!/usr/bin/env bash
# Stops the Keycloak server that start.sh started.
set -u
pidfile="$(cd "$(dirname "$0")" && pwd)/../.cache/keycloak.pid"
[ -f "$pidfile" ] || exit 0
pid="$(cat "$pidfile")"
kill "$pid" 2>/dev/null || true
for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
kill -9 "$pid" 2>/dev/null || true
rm -f "$pidfile"
