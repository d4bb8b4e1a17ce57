#!/usr/bin/env bash
# The README's test command: lint, typecheck, unit, API integration (PGlite always, PostgreSQL when
# DATABASE_URL is set) and the browser end-to-end tests. Each runner prints its own summary.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== lint (biome, import directions, repository rules, dead code)"
npm run lint --silent
echo "== typecheck (tsc)"
npm run typecheck --silent
echo "== unit and web component tests (vitest)"
npx vitest run --project unit --project web
# The shared rate-limit counters need a Redis server; without REDIS_URL that one file is left out.
redis_filter=()
if [ -z "${REDIS_URL:-}" ]; then
  echo "   (REDIS_URL not set: the Redis rate-limit test is left out)"
  redis_filter=(--exclude "**/rate-limit-redis.integration.test.ts")
fi
echo "== API integration tests on PGlite (vitest)"
TEST_DB=pglite npx vitest run --project integration "${redis_filter[@]}"
if [ -n "${DATABASE_URL:-}" ]; then
  echo "== API integration tests on PostgreSQL (vitest)"
  TEST_DB=postgres npx vitest run --project integration "${redis_filter[@]}"
else
  echo "== API integration tests on PostgreSQL: skipped (set DATABASE_URL to run them)"
fi
echo "== browser end-to-end tests (playwright)"
npm run build --silent
npm test -w @studio/e2e --silent
