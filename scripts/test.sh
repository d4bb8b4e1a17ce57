#!/usr/bin/env bash
# The README's test command: lint, typecheck, unit and web component tests, the API integration
# tests (every file on PostgreSQL when DATABASE_URL is set; the engine-parity files on PGlite always),
# the browser end-to-end tests, and (with DATABASE_URL) the README's production install on a fresh
# clone. Each runner prints its own summary; each stage prints its time,
# and the last lines list them all (docs/testing.md keeps the measurements).
set -euo pipefail
cd "$(dirname "$0")/.."

stage_times=()
# Runs one stage: its title, the command, then its wall time in seconds.
stage() {
  local title=$1
  shift
  echo "== ${title}"
  local started=$SECONDS
  "$@"
  local took=$((SECONDS - started))
  echo "   (${title}: ${took} s)"
  stage_times+=("$(printf '%5d s  %s' "${took}" "${title}")")
}

stage "lint (biome, import directions, repository rules, dead code)" npm run lint --silent
stage "typecheck (tsc)" npm run typecheck --silent
stage "unit and web component tests (vitest)" npx vitest run --project unit --project web

# The shared rate-limit counters need a Redis server; without REDIS_URL that one file is left out.
redis_filter=()
if [ -z "${REDIS_URL:-}" ]; then
  echo "   (REDIS_URL not set: the Redis rate-limit test is left out)"
  redis_filter=(--exclude "**/rate-limit-redis.integration.test.ts")
fi
if [ -n "${DATABASE_URL:-}" ]; then
  stage "API integration tests on PostgreSQL, every file (vitest)" \
    env TEST_DB=postgres npx vitest run --project integration "${redis_filter[@]}"
  stage "API integration tests on PGlite, the engine-parity files (vitest)" \
    env TEST_DB=pglite npx vitest run --project engine-parity
else
  # No PostgreSQL here: every integration file runs on the embedded engine instead.
  echo "   (DATABASE_URL not set: every integration file runs on PGlite, none on PostgreSQL)"
  stage "API integration tests on PGlite, every file (vitest)" \
    env TEST_DB=pglite npx vitest run --project integration "${redis_filter[@]}"
fi
stage "build (web app and compiled API)" npm run build --silent
stage "browser end-to-end tests (playwright)" npm test -w @studio/e2e --silent
if [ -n "${DATABASE_URL:-}" ]; then
  stage "the README's production install on a fresh clone" bash scripts/readme-production.sh
else
  echo "   (DATABASE_URL not set: the README's production install is left out)"
fi

echo "== stage times"
printf '%s\n' "${stage_times[@]}"
