#!/usr/bin/env bash
# Starts a real single-node Apache Kafka broker (KRaft, no ZooKeeper) from Maven Central's jars.
# Prints the KAFKA_BROKERS to use as its last line.
#   deploy/kafka/start.sh             start; a second call while it runs only prints the address
#   deploy/kafka/stop.sh              stop it, keeping its data; start.sh then restarts the same broker
#   deploy/kafka/stop.sh --clean      stop it and forget its data and ports
# The jars go once into deploy/.cache/kafka-<version>/libs; the broker's state (config, ports,
# log dir, pid file, server log) into KAFKA_STATE_DIR (deploy/.cache/kafka-state by default).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
version="$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$here/pom.xml")"
cache="$here/../.cache"
libs="$cache/kafka-$version/libs"
state="${KAFKA_STATE_DIR:-$cache/kafka-state}"
heap="${KAFKA_HEAP:-384m}"

mkdir -p "$cache" "$state"
if ! ls "$libs"/kafka_2.13-*.jar >/dev/null 2>&1; then
  echo "Fetching Apache Kafka $version from Maven Central..." >&2
  (cd "$here" && mvn -q dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$libs" >&2)
fi

free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
answering() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

if [ ! -f "$state/server.properties" ]; then
  port="${KAFKA_PORT:-$(free_port)}"
  controller_port="$(free_port)"
  [ "$controller_port" != "$port" ] || controller_port="$(free_port)"
  cat >"$state/server.properties" <<PROPERTIES
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller_port
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$controller_port
advertised.listeners=PLAINTEXT://127.0.0.1:$port
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
log.dirs=$state/data
num.partitions=3
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=3
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=true
PROPERTIES
  cat >"$state/log4j.properties" <<'PROPERTIES'
log4j.rootLogger=INFO, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka=INFO
log4j.logger.org.apache.kafka=INFO
PROPERTIES
fi
port="$(sed -n 's/^advertised.listeners=PLAINTEXT:\/\/127.0.0.1:\([0-9]*\)$/\1/p' "$state/server.properties")"

if [ -f "$state/kafka.pid" ] && kill -0 "$(cat "$state/kafka.pid")" 2>/dev/null && answering "$port"; then
  echo "KAFKA_BROKERS=127.0.0.1:$port"
  exit 0
fi

classpath="$libs/*"
java_opts=(-Xms256m "-Xmx$heap" -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true "-Dlog4j.configuration=file:$state/log4j.properties")
if [ ! -f "$state/data/meta.properties" ]; then
  # A cluster id is 16 random bytes in URL-safe base64; one that starts with '-' would be read as an option.
  cluster_id="-"
  while [[ "$cluster_id" == -* ]]; do cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=')"; done
  java "${java_opts[@]}" -cp "$classpath" kafka.tools.StorageTool format -t "$cluster_id" -c "$state/server.properties" --ignore-formatted >"$state/format.log" 2>&1 \
    || { cat "$state/format.log" >&2; exit 1; }
fi

[ ! -f "$state/kafka.log" ] || mv "$state/kafka.log" "$state/kafka.previous.log"
nohup java "${java_opts[@]}" -cp "$classpath" kafka.Kafka "$state/server.properties" >"$state/kafka.log" 2>&1 &
echo $! >"$state/kafka.pid"

for _ in $(seq 1 120); do
  if grep -q 'Kafka Server started' "$state/kafka.log" 2>/dev/null && answering "$port"; then
    echo "KAFKA_BROKERS=127.0.0.1:$port"
    exit 0
  fi
  if ! kill -0 "$(cat "$state/kafka.pid")" 2>/dev/null; then
    echo "Kafka stopped while starting; see $state/kafka.log" >&2
    tail -20 "$state/kafka.log" >&2
    exit 1
  fi
  sleep 0.5
done
echo "Kafka did not start within 60 s; see $state/kafka.log" >&2
exit 1
