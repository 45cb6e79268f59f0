// CI's closing summary: the time of each phase, the 15 slowest test files (.ci/file-times.mjs), and
// the one closing line CI reads, "tests: N passed, N failed, N skipped", added up from Vitest's JSON
// reports. Usage: node .ci/summary.mjs <phases.tsv> <file-times.jsonl> <report.json>...
import { existsSync, readFileSync } from 'node:fs';

const [phasesFile, timesFile, ...reports] = process.argv.slice(2);
const minutes = (seconds) => `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
const lines = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []);

console.log('\n== time by phase');
// Phases may run side by side, so the whole run's time is the script's own (CI_SECONDS), not a sum.
for (const line of lines(phasesFile)) {
  const [name, seconds, status] = line.split('\t');
  console.log(`${minutes(Number(seconds)).padStart(8)}  ${name}${status === '0' ? '' : '  (failed)'}`);
}
if (process.env.CI_SECONDS) console.log(`${minutes(Number(process.env.CI_SECONDS)).padStart(8)}  in all`);

console.log('\n== the 15 slowest test files (preparing, importing, set-up and tests)');
const files = lines(timesFile).map((line) => JSON.parse(line));
for (const { name, project, run, seconds } of files.sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${name} (${project}${run ? `, ${run}` : ''})`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!existsSync(file)) {
    failed += 1; // a run that wrote no report did not finish
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
