#!/usr/bin/env bash
# The browser tests in two runs, each against a server of its own on a fresh demo database
# (docs/testing.md "Browser tests"): the screens, which only read, two at a time; then the flows,
# which change the demo's data, one at a time. Both run whatever the other's result, and the exit
# code is red if either was. Arguments go to both runs (a file name runs it in the run that has it).
set -uo pipefail
cd "$(dirname "$0")"
status=0
npx playwright test --project=screens --pass-with-no-tests "$@" || status=1
npx playwright test --project=flows --pass-with-no-tests "$@" || status=1
exit "$status"
