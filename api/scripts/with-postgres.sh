#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL on loopback (Debian; installs it when missing), with
# TEST_DATABASE_URL and DATABASE_URL pointing at a fresh database in it (the tests read only TEST_DATABASE_URL);
# the cluster is removed afterwards.
# `api/scripts/with-postgres.sh npx jest --selectProjects api` (CI) or `… npx tsx api/bench/load.ts` (bench).
set -euo pipefail

PORT="${SENTISCOPE_PG_PORT:-55432}"

find_pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

PG_BIN="$(find_pg_bin)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "[postgres] installing PostgreSQL from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(find_pg_bin)"
fi

# As root, the cluster runs as the postgres system user; otherwise as whoever runs this script.
as_db_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

PGDATA="$(mktemp -d /tmp/sentiscope-pg.XXXXXX)"
PWFILE="$PGDATA.pw"
echo "superuser-$RANDOM$RANDOM" >"$PWFILE"
if [ "$(id -u)" = "0" ]; then chown postgres:postgres "$PGDATA" "$PWFILE"; fi

cleanup() {
  as_db_owner "$PG_BIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PGDATA" "$PWFILE"
}
trap cleanup EXIT

as_db_owner "$PG_BIN/initdb" -D "$PGDATA" -U postgres --pwfile="$PWFILE" \
  --auth-local=trust --auth-host=scram-sha-256 -E UTF8 >/dev/null
as_db_owner "$PG_BIN/pg_ctl" -D "$PGDATA" -w -l "$PGDATA/server.log" \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $PGDATA -c fsync=off -c max_connections=200" start >/dev/null

PSQL=(as_db_owner "$PG_BIN/psql" -h "$PGDATA" -p "$PORT" -U postgres -v ON_ERROR_STOP=1 -q)
"${PSQL[@]}" -c "create role sentiscope login password 'sentiscope'"
"${PSQL[@]}" -c "create database sentiscope_test owner sentiscope"

export TEST_DATABASE_URL="postgres://sentiscope:sentiscope@127.0.0.1:$PORT/sentiscope_test"
export DATABASE_URL="$TEST_DATABASE_URL"
# The soak (bench/soak.ts) restarts this PostgreSQL once.
export SENTISCOPE_PGDATA="$PGDATA" SENTISCOPE_PG_BIN="$PG_BIN"
echo "[postgres] PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"
