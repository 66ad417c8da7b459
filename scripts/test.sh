#!/usr/bin/env bash
# `npm test`: installs what the tests need, then runs typecheck, lint, format check, unit tests,
# the API tests on PGlite and on PostgreSQL, and the browser tests in Chromium, side by side.
# Prints each stage's and each job's wall time, and ends with one summary line
# "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/*-results.json
rm -rf .tmp/jobs && mkdir -p .tmp/jobs

# Each stage's and job's wall time, printed at the end (and on failure) as "stage N s name".
stage_names=() stage_times=() stage_name="" stage_start=$SECONDS
end_stage() {
  [ -n "$stage_name" ] && stage_names+=("$stage_name") && stage_times+=($((SECONDS - stage_start)))
  stage_name=""
}
# The whole machine's busy CPU seconds (Linux), read at the start and at the end: a job's own CPU
# misses the processes it does not wait for, Chromium's renderers among them.
machine_busy() { [ -r /proc/stat ] && awk 'NR == 1 { print $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat; }
machine_busy_at_start=$(machine_busy)
print_stages() {
  end_stage
  echo
  for i in "${!stage_names[@]}"; do printf 'stage %4d s  %s\n' "${stage_times[$i]}" "${stage_names[$i]}"; done
  for timing in .tmp/jobs/*.time; do
    [ -f "$timing" ] && printf 'job   %4d s  %-12s %5s CPU s\n' "$(cat "$timing")" "$(basename "$timing" .time)" "$(cat "${timing%.time}.cpu" 2>/dev/null || echo '?')"
  done
  printf 'stage %4d s  all of npm test\n' "$SECONDS"
  if [ -n "$machine_busy_at_start" ]; then
    local ticks=$(($(machine_busy) - machine_busy_at_start)) hz
    hz=$(getconf CLK_TCK)
    printf 'the machine was busy %d CPU s of %d (%d cores)\n' "$((ticks / hz))" "$((SECONDS * $(nproc)))" "$(nproc)"
  fi
}
step() {
  end_stage
  stage_name="$*" stage_start=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
# A process and everything it started, children first: Playwright starts the test server in a
# process group of its own, which killing the job's group alone left running on its port.
kill_tree() {
  local child
  for child in $(pgrep -P "$1"); do kill_tree "$child"; done
  kill "$1" 2>/dev/null
}
stop_jobs() {
  for pidfile in .tmp/jobs/*.pid; do
    [ -f "$pidfile" ] || continue
    kill_tree "$(cat "$pidfile")"
    kill -- "-$(cat "$pidfile")" 2>/dev/null
  done
  return 0
}
fail() { echo "FAILED: $*" >&2; stop_jobs; print_stages; node scripts/summarize-tests.mjs || true; exit 1; }

# npm puts node_modules/.bin first on PATH, so `node` and every npx tool below run on the Node
# that `npm install` placed there (the node package), not on the machine's own Node.
step "Node"
echo "node $(node --version) at $(command -v node)"

step "Chromium's headless shell for the browser tests"
# The headless shell is Chromium without the browser's window machinery: the same engine, about a
# third less CPU per test than the full browser run headless.
CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium-headless-shell}"
if [ ! -x "$CHROME_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null) || fail "could not install Debian's chromium-headless-shell"
  else
    echo "Chromium's headless shell is missing. Install it with: sudo apt-get install -y chromium-headless-shell (or set CHROME_PATH)." >&2
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

# The CPU seconds (user and system) of this shell's finished children and the descendants they
# waited for: with every job sharing two cores, a job's wall time says little, its CPU time says
# what it costs. Chromium's renderer processes are not among them (they were two thirds of the
# browser tests' CPU); the machine's total at the end counts everything.
# (`times` in a pipeline would run in a subshell of its own, which has no children: it writes to a
# file from this shell.)
cpu_seconds() {
  local file="$jobs_dir/.times.$BASHPID"
  times >"$file"
  tail -n 1 "$file" | awk '{ t = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); t += p[1] * 60 + p[2] } printf "%d", t }'
  rm -f "$file"
}

# Jobs that run side by side write to their own log in .tmp/jobs; `finish` waits for one, prints
# its log (all of it when it failed, its last lines when it passed) and its wall time.
jobs_dir=".tmp/jobs"
job_pids=() job_names=()
start_job() {
  local name=$1
  shift
  (
    started=$SECONDS
    # Its own process group, so that a failure elsewhere can stop all of it.
    setsid "$@" >"$jobs_dir/$name.log" 2>&1 &
    echo $! >"$jobs_dir/$name.pid"
    wait $!
    code=$?
    echo "$((SECONDS - started))" >"$jobs_dir/$name.time"
    cpu_seconds >"$jobs_dir/$name.cpu"
    exit $code
  ) &
  job_pids+=($!) job_names+=("$name")
}
failed=""
finish() {
  local name=$1 shown=${2:-15} pid=""
  for i in "${!job_names[@]}"; do [ "${job_names[$i]}" = "$name" ] && pid=${job_pids[$i]}; done
  if wait "$pid"; then
    tail -n "$shown" "$jobs_dir/$name.log"
    echo "-- $name: passed in $(cat "$jobs_dir/$name.time") s"
  else
    cat "$jobs_dir/$name.log"
    echo "-- $name: FAILED after $(cat "$jobs_dir/$name.time" 2>/dev/null || echo '?') s"
    failed="$failed $name"
  fi
}

step "Everything side by side: the build, checks, unit tests, API tests on PGlite and on PostgreSQL, browser tests"
# Most of these wait (on a database, a server, a browser) more than they compute, so side by side
# they keep both cores busy. The API passes are the longest and start first, then the build, then
# the browser tests beside the typecheck, lint, format and unit tests; a failed check stops the
# rest, and the longer jobs' logs are printed as each ends.
PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
start_job api-pglite env TEST_DB=pglite npx vitest run --project 'api*' --reporter=default --reporter=json --outputFile=.tmp/api-pglite-results.json
postgres_pass=""
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"; then
  start_job api-postgres env TEST_DB=postgres TEST_POSTGRES_URL="$PG_URL" npx vitest run --project 'api*' --reporter=default --reporter=json --outputFile=.tmp/api-postgres-results.json
  postgres_pass=yes
elif [ "${CI:-}" = "true" ]; then
  fail "PostgreSQL is not reachable at $PG_URL, and CI requires the PostgreSQL pass"
else
  echo "PostgreSQL pass SKIPPED: nothing answers at $PG_URL (set TEST_POSTGRES_URL). CI=true requires it."
fi
echo "Build"
started=$SECONDS
(npm run build --silent && cpu_seconds >"$jobs_dir/build.cpu") || fail "build"
echo "$((SECONDS - started))" >"$jobs_dir/build.time"

# The browser tests start once the build is there, beside the checks instead of after them: both
# cores are busy either way (docs/decisions/0059-the-test-run-by-cpu.md), and the checks no longer
# hold the longest job back.
start_job browser env CI=true npx playwright test
start_job typecheck npx tsc --noEmit -p .
start_job lint npx eslint .
start_job format npx prettier --check --log-level warn .
start_job unit npx vitest run --project unit --reporter=default --reporter=json --outputFile=.tmp/unit-results.json

echo "Typecheck, lint (import boundaries included), format and unit tests"
finish typecheck 5
finish lint 5
finish format 5
finish unit 8
[[ $failed != *format* ]] || echo "npm run format rewrites the files prettier names."
[ -z "$failed" ] || fail "$failed"

echo "Browser tests (Chromium)"
finish browser 6

echo "API tests on PGlite"
finish api-pglite 8
if [ -n "$postgres_pass" ]; then
  echo "API tests on PostgreSQL"
  finish api-postgres 8
fi
[ -z "$failed" ] || fail "$failed"

print_stages
node scripts/summarize-tests.mjs
