#!/usr/bin/env bash
# The README's test command: every check and every test, with each runner's summary printed.
# Needs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). PostgreSQL: when
# TEST_DATABASE_URL is unset and this runs as root on a machine with Debian's PostgreSQL server,
# a throwaway cluster is started so the server suite also runs on PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true
export NODE_OPTIONS="${NODE_OPTIONS:---max-old-space-size=6144}"

if [ ! -x "$CHROME_PATH" ]; then
  echo "Chromium is missing: install Debian's with 'sudo apt-get install -y chromium fonts-noto-core'" >&2
  echo "(or point CHROME_PATH at a Chromium or Chrome binary), then run the tests again." >&2
  exit 1
fi

cluster_started=""
cleanup() { if [ -n "$cluster_started" ]; then bash scripts/pg-test-cluster.sh stop >/dev/null 2>&1 || true; fi; }
trap cleanup EXIT
if [ -z "${TEST_DATABASE_URL:-}" ] && [ -f scripts/pg-test-cluster.sh ] && [ "$(id -u)" = 0 ] && ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  if url=$(bash scripts/pg-test-cluster.sh start); then
    export TEST_DATABASE_URL="$url"
    cluster_started=1
    echo "PostgreSQL test cluster: $TEST_DATABASE_URL"
  fi
fi
[ -n "${TEST_DATABASE_URL:-}" ] || echo "TEST_DATABASE_URL unset: the server suite runs on the embedded PGlite only."

step() { echo; echo "=== $* ==="; }

step "typecheck"; npx tsc -p tsconfig.json; echo "typecheck: 0 errors"
step "lint"; npx eslint . --max-warnings=0; echo "lint: 0 problems"
step "contract lint"; npx redocly lint openapi/api.yaml --format=summary
step "unit and machine tests (coverage of src/machines)"; TZ=America/Los_Angeles npx vitest run --project unit --coverage
step "server tests"; npx vitest run --project server --maxWorkers=2
step "topology: nginx, two server processes (one killed with kill -9 and restarted) and a worker on PostgreSQL and a bucket"
if [ -n "${TEST_DATABASE_URL:-}" ]; then npm run --silent test:topology; else
  echo "the topology test needs PostgreSQL (TEST_DATABASE_URL, or run as root with Debian's postgresql installed)" >&2; exit 1; fi
step "app and story tests in Chromium (axe, screenshots)"; npx vitest run --project app --project storybook
step "build"; BUILD_LOG_LEVEL=warn bash scripts/build.sh; echo "build: dist/ written"
# The two projects (an Arabic phone, an English desktop) run side by side, each in its own Playwright process on its
# own servers (every port a spec uses follows E2E_PORT and E2E_AUTH_PORT), so they never share data; most of an
# end-to-end test's time is waiting on the browser, a server or real-time audio, which two of them overlap.
step "end-to-end tests in Chromium (Arabic phone and English desktop side by side, each on its own servers)"
e2e_port="${E2E_PORT:-4173}"; e2e_auth_port="${E2E_AUTH_PORT:-4390}"
E2E_PORT="$e2e_port" E2E_AUTH_PORT="$e2e_auth_port" npx playwright test --project ar & e2e_ar=$!
E2E_PORT="$((e2e_port + 100))" E2E_AUTH_PORT="$((e2e_auth_port + 100))" npx playwright test --project en & e2e_en=$!
e2e_failed=""
wait "$e2e_ar" || e2e_failed="$e2e_failed ar"
wait "$e2e_en" || e2e_failed="$e2e_failed en"
if [ -n "$e2e_failed" ]; then echo "end-to-end tests failed in:$e2e_failed (their lines above are marked [ar] / [en])" >&2; exit 1; fi
echo "end-to-end tests: both projects passed"
