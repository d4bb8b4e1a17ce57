#!/usr/bin/env bash
# The README's production install, run as written: the code block between the readme-production
# markers of README.md, on a fresh clone of this repository (its last commit), against a fresh
# PostgreSQL database made beside DATABASE_URL's. The server it starts must become ready (/readyz),
# serve the web app and take a sign-up on the network's domain; then it is stopped and the clone and
# the database are removed. scripts/test.sh runs it when DATABASE_URL is set (docs/testing.md).
#
# The block runs in an environment of its own: DATABASE_URL (the fresh database), PORT (a free
# one), STUDIO_STAFF_PASSWORD (what create-network would ask for) and npm's settings to install
# from its cache (prefer-offline; the CI checkout's `npm ci` filled it). NODE_ENV, REDIS_URL, DEMO
# and the other settings of the calling shell are unset, as in a new terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
: "${DATABASE_URL:?DATABASE_URL must name a PostgreSQL server: the install gets a fresh database beside its}"

block=$(awk '/<!-- readme-production:begin/ { inside = 1; next } /<!-- readme-production:end/ { inside = 0 } inside' README.md |
  sed '/^```/d')
if [ -z "${block}" ]; then
  echo "README.md has no block between <!-- readme-production:begin --> and <!-- readme-production:end -->" >&2
  exit 1
fi
# The network's domain, as the block's create-network gives it: the sign-up goes to that site.
domain=$(grep -oE -- '--domain [^ ]+' <<<"${block}" | head -n 1 | cut -d ' ' -f 2)
if [ -z "${domain}" ]; then
  echo "the README's production block has no create-network --domain" >&2
  exit 1
fi

# Runs SQL on DATABASE_URL's server with the pg client the repository installed.
sql() {
  node -e '
    const pg = require("pg");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    client.connect().then(() => client.query(process.argv[1])).then(
      () => client.end(),
      (error) => { console.error(error.message); process.exit(1); },
    );' "$1"
}

# In memory when there is room (npm ci writes some 60,000 files, and they are all removed at the end;
# on this 2-core machine's disk that alone took over a minute), else in TMPDIR.
scratch=${TMPDIR:-/tmp}
if [ "$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')" -gt 3000000 ] 2>/dev/null; then
  scratch=/dev/shm
fi
work=$(mktemp -d "${scratch}/studio-readme-XXXXXX")
database="studio_readme_$(date +%s)_$$"
database_url=$(node -e 'const url = new URL(process.env.DATABASE_URL); url.pathname = `/${process.argv[1]}`; console.log(url.toString());' "${database}")
port=$(node -e 'const server = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(server.address().port); server.close(); });')
server_pid=""

cleanup() {
  local status=$?
  if [ -n "${server_pid}" ] && kill -0 "${server_pid}" 2>/dev/null; then
    # The block's processes (npm, node) are one process group: stop all of them.
    kill -TERM -- "-${server_pid}" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 "${server_pid}" 2>/dev/null || break; sleep 1; done
    kill -KILL -- "-${server_pid}" 2>/dev/null || true
  fi
  sql "DROP DATABASE IF EXISTS ${database} WITH (FORCE)" || true
  local removing=$SECONDS
  rm -rf "${work}"
  echo "   (the clone removed in $((SECONDS - removing)) s)"
  exit "${status}"
}
trap cleanup EXIT

started=$SECONDS
git clone --quiet "${repo}" "${work}/studio"
# Another commit than the last one, to try the block on it: README_PRODUCTION_COMMIT=<commit>.
if [ -n "${README_PRODUCTION_COMMIT:-}" ]; then
  git -C "${work}/studio" checkout --quiet --detach "${README_PRODUCTION_COMMIT}"
fi
sql "CREATE DATABASE ${database}"
printf '%s\n' "${block}" >"${work}/install.sh"
echo "   the README's production block ($(wc -l <"${work}/install.sh") lines) on a fresh clone, port ${port}, database ${database}"

# A session of its own (setsid), so that the block's npm and node processes stop together.
(
  cd "${work}/studio"
  exec env -u NODE_ENV -u DEMO -u SEED -u DATA_DIR -u REDIS_URL -u SMTP_URL -u YOUTUBE_API_KEY \
    -u YOUTUBE_API_BASE_URL -u PUBLIC_URL -u HOST -u SERVE_WEB -u WEB_DIST -u LOG_LEVEL -u TEST_DB \
    DATABASE_URL="${database_url}" PORT="${port}" STUDIO_STAFF_PASSWORD="Sunrise-Harbor-42" \
    SHUTDOWN_READY_DELAY_MS=0 npm_config_prefer_offline=true npm_config_audit=false \
    npm_config_fund=false npm_config_update_notifier=false \
    setsid bash -ex "${work}/install.sh"
) > >(while IFS= read -r line; do printf '[%3d s] %s\n' "$((SECONDS - started))" "${line}"; done >"${work}/install.log") 2>&1 </dev/null &
server_pid=$!

failed() {
  echo "README production install: $1" >&2
  echo "--- the last lines of its output:" >&2
  tail -n 60 "${work}/install.log" >&2
  exit 1
}

# Waits for /readyz 200 while the block runs (npm ci, the build and the start take a minute or two).
until node -e 'fetch(process.argv[1]).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1));' \
  "http://127.0.0.1:${port}/readyz"; do
  kill -0 "${server_pid}" 2>/dev/null || failed "the block ended before the server was ready"
  [ $((SECONDS - started)) -lt 600 ] || failed "no ready server after 600 s"
  sleep 1
done
echo "   ready after $((SECONDS - started)) s; each command of the block started at:"
# bash -x wrote each command the block ran; every line of the output has the second it came at.
grep -E '^\[ *[0-9]+ s\] \+ ' "${work}/install.log" | cut -c 1-110 | sed 's/^/     /' || true

# The web app is served, and a creator signs up on the network's site (member/join,
# packages/contract/src/calls/routes.ts), as the sign-up page does.
node -e '
  const [base, domain] = process.argv.slice(1);
  const fail = (what) => { console.error(`README production install: ${what}`); process.exit(1); };
  (async () => {
    const page = await fetch(`${base}/`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes("id=\"root\"")) fail(`the web app is not served: ${page.status}`);
    const meta = await (await fetch(`${base}/api/site/meta`, { headers: { "x-network-domain": domain } })).json();
    if (!meta.success || meta.data.domain !== domain) fail(`no site at ${domain}: ${JSON.stringify(meta)}`);
    const response = await fetch(`${base}/api/member/join`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-network-domain": domain, "accept-language": "en" },
      body: JSON.stringify({ id: "first-creator@example.test", password: "Velvet-Canyon-77", nickname: "FirstCreator" }),
    });
    const body = await response.json();
    if (response.status !== 200 || body.success !== true || typeof body.data?.token !== "string")
      fail(`the sign-up answered ${response.status} ${JSON.stringify(body)}`);
    console.log(`   signed up on ${domain} (${meta.data.name}): 200, a session token`);
  })().catch((error) => fail(error.message));
' "http://127.0.0.1:${port}" "${domain}" || failed "the server did not answer as it should"

kill -TERM -- "-${server_pid}"
wait "${server_pid}" || true
server_pid=""
echo "   stopped; $((SECONDS - started)) s in all"
