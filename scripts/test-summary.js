// Adds up the JSON reports of jest and vitest (same shape) and prints one plain closing line.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const suiteErrors = (report.testResults ?? []).filter((r) => r.status === 'failed' && !(r.assertionResults ?? []).length).length;
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + suiteErrors;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`${file.replace('.json', '').padEnd(10)} ${report.numPassedTests} passed, ${report.numFailedTests + suiteErrors} failed`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
