// Adds up the JSON reports of every test run in .tmp/ and prints one closing line, after the
// name of each failed test (the last lines of a long log are the ones a reader sees first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const failedNames = [];
const dir = '.tmp';

function playwrightFailures(suite, path) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') failedNames.push([...here, spec.title].join(' › '));
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

for (const file of existsSync(dir)
  ? readdirSync(dir).filter((f) => f.endsWith('-results.json'))
  : []) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  if ('numPassedTests' in report) {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const tests = result.assertionResults ?? [];
      for (const test of tests) {
        if (test.status === 'failed') failedNames.push(`${result.name} › ${test.fullName}`);
      }
      // A file that failed outside its tests (a hook, an import): its tests count as skipped, so
      // the file itself is counted as a failure.
      if (result.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
        failed += 1;
        failedNames.push(
          `${result.name} › failed outside its tests (a hook or an import): see its log`,
        );
      }
    }
  } else if (report.stats) {
    // playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) playwrightFailures(suite, []);
  }
}
for (const name of failedNames) console.log(`failed: ${name}`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
