#!/usr/bin/env bash
# The steadiness check of docs/testing.md: the unit, web and integration suites, N times in a row
# (3 unless given), while stress-ng keeps every core busy beside them. Stops at the first red run.
# Needs stress-ng (Debian: apt-get install -y stress-ng); set DATABASE_URL for the PostgreSQL tier.
# Usage: bash scripts/test-under-load.sh [rounds]
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=${1:-3}
command -v stress-ng >/dev/null || {
  echo "stress-ng is not installed: apt-get install -y stress-ng" >&2
  exit 1
}
stress-ng --cpu "$(nproc)" --quiet &
load=$!
trap 'kill "$load" 2>/dev/null || true' EXIT

# As in scripts/test.sh: the shared rate-limit test needs a Redis server.
redis_filter=()
[ -n "${REDIS_URL:-}" ] || redis_filter=(--exclude "**/rate-limit-redis.integration.test.ts")

for round in $(seq 1 "$rounds"); do
  started=$SECONDS
  echo "== round ${round} of ${rounds}, with stress-ng --cpu $(nproc) beside it"
  npx vitest run --project unit --project web
  if [ -n "${DATABASE_URL:-}" ]; then
    TEST_DB=postgres npx vitest run --project integration "${redis_filter[@]}"
    TEST_DB=pglite npx vitest run --project engine-parity
  else
    TEST_DB=pglite npx vitest run --project integration "${redis_filter[@]}"
  fi
  echo "== round ${round} passed in $((SECONDS - started)) s"
done
echo "== ${rounds} of ${rounds} rounds passed under load"
