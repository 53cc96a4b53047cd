// Reads the JSON reports of vitest and Playwright: how many tests passed and failed, and each failing test's name
// with the first line of its message (npm test prints them again at the very end, where CI shows its output).
import { root } from './bootstrap.mjs';

/** Terminal colour codes (ESC [ ... m). */
const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** The first line of a failure message, without colour codes, at most 300 characters. */
const firstLine = (message) =>
  String(message ?? '')
    .replace(colours, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';
const relative = (file) => String(file ?? '').replace(`${root}/`, '');
export const vitestCount = (report) => ({
  passed: report.numPassedTests ?? 0,
  failed: report.numFailedTests ?? 0,
  failures: (report.testResults ?? []).flatMap((file) => {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (!failedTests.length && file.status === 'failed') return [`${relative(file.name)}: ${firstLine(file.message)}`];
    return failedTests.map(
      (test) => `${relative(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  }),
});
/** Every test of a Playwright JSON report, through nested describe blocks. */
const playwrightSpecs = (suite, file = suite.file) => [
  ...(suite.specs ?? []).map((spec) => ({ ...spec, file: spec.file ?? file })),
  ...(suite.suites ?? []).flatMap((child) => playwrightSpecs(child, child.file ?? file)),
];
export const playwrightCount = (report) => ({
  passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
  failed: report.stats?.unexpected ?? 0,
  failures: (report.suites ?? [])
    .flatMap((suite) => playwrightSpecs(suite))
    .filter((spec) => spec.ok === false)
    .map((spec) => {
      const result = spec.tests?.[0]?.results?.at(-1);
      return `${spec.file} › ${spec.title}: ${firstLine(result?.error?.message ?? result?.errors?.[0]?.message)}`;
    }),
});
