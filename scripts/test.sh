#!/usr/bin/env bash
# `npm test`: installs what the tests need, then runs typecheck, lint, unit tests, the API
# tests on PGlite and on PostgreSQL, and the browser tests in Chromium. Ends with one
# summary line "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/*-results.json

# Each stage's wall time, printed at the end (and on failure) as "stage: N s".
stage_names=() stage_times=() stage_name="" stage_start=$SECONDS
end_stage() {
  [ -n "$stage_name" ] && stage_names+=("$stage_name") && stage_times+=($((SECONDS - stage_start)))
  stage_name=""
}
print_stages() {
  end_stage
  echo
  for i in "${!stage_names[@]}"; do printf 'stage %4d s  %s\n' "${stage_times[$i]}" "${stage_names[$i]}"; done
  printf 'stage %4d s  all of npm test\n' "$SECONDS"
}
step() {
  end_stage
  stage_name="$*" stage_start=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
fail() { echo "FAILED: $*" >&2; print_stages; node scripts/summarize-tests.mjs || true; exit 1; }

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

step "Typecheck, lint (import boundaries included) and format, side by side"
# Each of the three runs on one core, so together they take about as long as the slowest.
checks=".tmp/checks"
rm -rf "$checks" && mkdir -p "$checks"
npx tsc --noEmit -p . >"$checks/typecheck.log" 2>&1 &
typecheck=$!
npx eslint . >"$checks/lint.log" 2>&1 &
lint=$!
npx prettier --check --log-level warn . >"$checks/format.log" 2>&1 &
format=$!
failed=""
wait $typecheck || failed="$failed typecheck"
wait $lint || failed="$failed lint"
wait $format || failed="$failed format(run npm run format)"
cat "$checks/typecheck.log" "$checks/lint.log" "$checks/format.log"
[ -z "$failed" ] || fail "$failed"
echo "typecheck, lint and format: clean"

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

print_stages
node scripts/summarize-tests.mjs
