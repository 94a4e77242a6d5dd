#!/usr/bin/env bash
# Starts a real Keycloak server (development mode, in-memory database) with the product's realm,
# from the Keycloak distribution on Maven Central. Prints the OIDC_ISSUER to use.
#   deploy/keycloak/start.sh            start (downloads the distribution once into deploy/.cache)
#   deploy/keycloak/stop.sh             stop it again
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
version="${KEYCLOAK_VERSION:-26.5.6}"
port="${KEYCLOAK_PORT:-18080}"
cache="$here/../.cache"
home="$cache/keycloak-$version"
realm="pcb-marketplace"
issuer="http://127.0.0.1:$port/realms/$realm"

mkdir -p "$cache"
if [ ! -x "$home/bin/kc.sh" ]; then
  echo "Fetching Keycloak $version from Maven Central..." >&2
  (cd "$cache" && mvn -q dependency:unpack -Dartifact="org.keycloak:keycloak-quarkus-dist:$version:zip" -DoutputDirectory="$cache" -Dmdep.markersDirectory="$cache/markers" >&2)
fi

# Keycloak 26 needs Java 21 or newer: take the newest JDK installed.
java_home=""
for candidate in /usr/lib/jvm/*/; do
  [ -x "$candidate/bin/java" ] || continue
  major=$("$candidate/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1)
  if [ "${major:-0}" -ge 21 ]; then java_home="${candidate%/}"; fi
done
[ -n "$java_home" ] || { echo "Keycloak $version needs Java 21 or newer; none found under /usr/lib/jvm." >&2; exit 1; }

if curl -fs "$issuer/.well-known/openid-configuration" >/dev/null 2>&1; then
  echo "OIDC_ISSUER=$issuer"
  exit 0
fi

mkdir -p "$home/data/import"
cp "$here/realm-$realm.json" "$home/data/import/"
JAVA_HOME="$java_home" \
KC_BOOTSTRAP_ADMIN_USERNAME=admin KC_BOOTSTRAP_ADMIN_PASSWORD=admin \
JAVA_OPTS_KC_HEAP="-XX:InitialRAMPercentage=2 -XX:MaxRAMPercentage=4" \
  nohup "$home/bin/kc.sh" start-dev --http-host=127.0.0.1 --http-port="$port" --import-realm --db=dev-mem \
  >"$cache/keycloak.log" 2>&1 &
echo $! >"$cache/keycloak.pid"

for _ in $(seq 1 180); do
  if curl -fs "$issuer/.well-known/openid-configuration" >/dev/null 2>&1; then
    echo "OIDC_ISSUER=$issuer"
    exit 0
  fi
  if ! kill -0 "$(cat "$cache/keycloak.pid")" 2>/dev/null; then
    echo "Keycloak stopped while starting; see $cache/keycloak.log" >&2
    tail -20 "$cache/keycloak.log" >&2
    exit 1
  fi
  sleep 1
done
echo "Keycloak did not answer within 180 s; see $cache/keycloak.log" >&2
exit 1
