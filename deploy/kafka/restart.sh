#!/usr/bin/env bash
# Stops and starts the same broker again (same port, same log dir); prints KAFKA_BROKERS as its last line.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
"$here/stop.sh"
exec "$here/start.sh"
