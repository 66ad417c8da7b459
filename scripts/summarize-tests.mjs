// Adds up the JSON reports of every test run in .tmp/ and prints one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const dir = '.tmp';
for (const file of existsSync(dir)
  ? readdirSync(dir).filter((f) => f.endsWith('-results.json'))
  : []) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  if ('numPassedTests' in report) {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
