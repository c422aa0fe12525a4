#!/usr/bin/env bash
# Runs the api test project against a throwaway PostgreSQL on loopback (see with-postgres.sh).
# Each test file then gets its own schema in that database (see api/test/helpers.ts, TEST_DATABASE_URL).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
exec bash api/scripts/with-postgres.sh env -u DATABASE_URL npx jest --selectProjects api "$@"
