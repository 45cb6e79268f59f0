// A Vitest reporter that appends each test file's whole time (preparing, importing, set-up and
// tests) to the file FILE_TIMES names, one JSON line each, for CI's list of the slowest files.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FileTimes {
  onTestModuleEnd(testModule) {
    const output = process.env.FILE_TIMES;
    if (!output) return;
    const { prepareDuration, collectDuration, setupDuration, duration } = testModule.diagnostic();
    const seconds = (prepareDuration + collectDuration + setupDuration + duration) / 1000;
    const name = relative(process.cwd(), testModule.moduleId);
    appendFileSync(
      output,
      `${JSON.stringify({ name, project: testModule.project.name, run: process.env.FILE_TIMES_RUN ?? '', seconds })}\n`,
    );
  }
}
