#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the server tests and the benchmark (run as root; Debian's server must be installed).
#   scripts/pg-test-cluster.sh start   → prints postgres://postgres@127.0.0.1:PORT/qc_test (export it as TEST_DATABASE_URL)
#   scripts/pg-test-cluster.sh stop
set -euo pipefail

BASE="${PG_TEST_CLUSTER_DIR:-/tmp/qc-pg-test-cluster}"
DATA="$BASE/data"
SOCK="$BASE/sock"
DB="${PG_TEST_DB:-qc_test}"

bin_dir() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)" >&2
    exit 1
  fi
  echo "$bin"
}

as_postgres() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

case "${1:-}" in
  start)
    BIN=$(bin_dir)
    if [ -f "$BASE/port" ] && as_postgres "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
      as_postgres "$BIN/createdb" -h 127.0.0.1 -p "$(cat "$BASE/port")" -U postgres "$DB" 2>/dev/null || true
      echo "postgres://postgres@127.0.0.1:$(cat "$BASE/port")/$DB"
      exit 0
    fi
    rm -rf "$BASE"
    mkdir -p "$DATA" "$SOCK"
    if [ "$(id -u)" = "0" ]; then chown -R postgres:postgres "$BASE"; fi
    as_postgres "$BIN/initdb" -D "$DATA" --auth=trust --username=postgres --encoding=UTF8 --locale=C.UTF-8 >"$BASE/initdb.log" 2>&1 \
      || as_postgres "$BIN/initdb" -D "$DATA" --auth=trust --username=postgres --encoding=UTF8 >"$BASE/initdb.log" 2>&1
    PORT=$(free_port)
    echo "$PORT" >"$BASE/port"
    as_postgres "$BIN/pg_ctl" -D "$DATA" -l "$BASE/server.log" -w \
      -o "-h 127.0.0.1 -p $PORT -k $SOCK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
    as_postgres "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB"
    echo "postgres://postgres@127.0.0.1:$PORT/$DB"
    ;;
  stop)
    BIN=$(bin_dir)
    if [ -d "$DATA" ]; then as_postgres "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null 2>&1 || true; fi
    rm -rf "$BASE"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
