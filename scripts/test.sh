#!/usr/bin/env bash
# `npm test`: installs what the tests need, then runs typecheck, lint, unit tests, the API
# tests on PGlite and on PostgreSQL, and the browser tests in Chromium. Ends with one
# summary line "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/*-results.json

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
fail() { echo "FAILED: $*" >&2; node scripts/summarize-tests.mjs || true; exit 1; }

# npm puts node_modules/.bin first on PATH, so `node` and every npx tool below run on the Node
# that `npm install` placed there (the node package), not on the machine's own Node.
step "Node"
echo "node $(node --version) at $(command -v node)"

step "Chromium for the browser tests"
CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROME_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || fail "could not install Debian's chromium"
  else
    echo "Chromium is missing. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH)." >&2
    exit 1
  fi
fi
export CHROME_PATH
"$CHROME_PATH" --version

step "pdftotext for the PDF tests"
if ! command -v pdftotext >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null) || fail "could not install Debian's poppler-utils"
  else
    echo "pdftotext is missing. Install it with: sudo apt-get install -y poppler-utils." >&2
    exit 1
  fi
fi
pdftotext -v 2>&1 | head -1

step "Typecheck"
npx tsc --noEmit -p . || fail "typecheck"

step "Lint (import boundaries included) and format"
npx eslint . || fail "lint"
npx prettier --check . || fail "format: run npm run format"

step "Unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile=.tmp/unit-results.json || fail "unit tests"

step "API tests on PGlite"
TEST_DB=pglite npx vitest run --project api --reporter=default --reporter=json --outputFile=.tmp/api-pglite-results.json || fail "API tests on PGlite"

step "API tests on PostgreSQL"
PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"; then
  TEST_DB=postgres TEST_POSTGRES_URL="$PG_URL" npx vitest run --project api --reporter=default --reporter=json --outputFile=.tmp/api-postgres-results.json || fail "API tests on PostgreSQL"
elif [ "${CI:-}" = "true" ]; then
  fail "PostgreSQL is not reachable at $PG_URL, and CI requires the PostgreSQL pass"
else
  echo "PostgreSQL pass SKIPPED: nothing answers at $PG_URL (set TEST_POSTGRES_URL). CI=true requires it."
fi

step "Build"
npm run build --silent || fail "build"

step "Browser tests (Chromium)"
CI=true npx playwright test || fail "browser tests"

node scripts/summarize-tests.mjs
