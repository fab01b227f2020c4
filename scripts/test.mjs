#!/usr/bin/env node
// `npm test`: runs every suite this machine can run and says plainly what it skipped and why.
//   - backend API + unit on SQLite with the database-backed queue (always)
//   - the same backend suites on PostgreSQL + Redis/BullMQ (when TEST_DATABASE_URL and TEST_REDIS_URL are set)
//   - storefront and back-office unit tests (always)
//   - browser journeys in Chromium (when CHROME_PATH or /usr/bin/chromium exists)
// Ends with one line "N passed, N failed" summed over all suites. With CI=true a skipped suite or
// skipped test fails the run.
// Options: --suite <id> (repeatable) to run some suites only; --node <path> to run them on another Node binary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    suite: { type: 'string', multiple: true },
    node: { type: 'string' },
    'no-build': { type: 'boolean' },
  },
});
const ci = process.env.CI === 'true' || process.env.CI === '1';
const node = values.node ?? process.execPath;
const chrome =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null);
const pg = process.env.TEST_DATABASE_URL || null;
const redis = process.env.TEST_REDIS_URL || null;

const suites = [
  {
    id: 'backend-sqlite',
    name: 'backend · SQLite + database queue',
    cwd: 'backend',
    args: [
      '--exclude',
      'test/production-layout.e2e-spec.ts',
      '--exclude',
      'test/faults-postgres.e2e-spec.ts',
    ],
    env: { TEST_DATABASE_URL: '', TEST_REDIS_URL: '' },
  },
  {
    id: 'backend-postgres',
    name: 'backend · PostgreSQL + Redis/BullMQ',
    cwd: 'backend',
    args: [],
    env: { TEST_DATABASE_URL: pg ?? '', TEST_REDIS_URL: redis ?? '' },
    skip: !pg || !redis ? 'TEST_DATABASE_URL and TEST_REDIS_URL are not both set' : null,
  },
  { id: 'storefront', name: 'storefront · unit', cwd: 'storefront', args: [] },
  { id: 'backoffice', name: 'back-office · unit', cwd: 'backoffice', args: [] },
  {
    id: 'e2e',
    name: 'browser journeys · Chromium',
    cwd: 'e2e',
    // The operator journey runs production on a fresh PostgreSQL database of its own.
    args: pg ? [] : ['--exclude', 'operator-journey.e2e.ts'],
    note: pg ? null : 'operator journey left out: TEST_DATABASE_URL is not set',
    env: { CHROME_PATH: chrome ?? '' },
    skip: chrome ? null : 'no Chromium found (set CHROME_PATH or apt-get install chromium)',
  },
].filter((s) => !values.suite || values.suite.includes(s.id));

if (!values['no-build']) {
  const build = spawnSync(process.execPath, [join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'vyrelle-test-results-'));
const results = [];
const failures = [];

for (const suite of suites) {
  if (suite.skip) {
    results.push({ ...suite, skipped: true });
    console.log(`\n■ ${suite.name}: SKIPPED — ${suite.skip}`);
    continue;
  }
  if (
    !['vitest.config.ts', 'vite.config.ts'].some((file) => existsSync(join(root, suite.cwd, file)))
  ) {
    results.push({ ...suite, skipped: true, skip: `no vitest/vite config in ${suite.cwd}` });
    console.log(`\n■ ${suite.name}: SKIPPED — no vitest/vite config in ${suite.cwd}`);
    continue;
  }
  console.log(`\n■ ${suite.name}`);
  if (suite.note) console.log(`  (${suite.note})`);
  const out = join(tmp, `${suite.id}.json`);
  const run = spawnSync(
    node,
    [
      vitest,
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...suite.args,
    ],
    {
      cwd: join(root, suite.cwd),
      stdio: 'inherit',
      env: { ...process.env, ...suite.env },
    },
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    skipped = report.numPendingTests + report.numTodoTests;
    // A file that failed to load counts as a failure even though no test in it ran.
    failed += report.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length;
    for (const file of report.testResults) {
      const where = relative(root, file.name);
      if (file.status === 'failed' && file.assertionResults.length === 0)
        failures.push({ test: where, message: file.message });
      for (const test of file.assertionResults)
        if (test.status === 'failed')
          failures.push({
            test: `${where} > ${test.fullName}`,
            message: (test.failureMessages ?? []).join('\n'),
          });
    }
  }
  if (run.status !== 0 && failed === 0) failed = 1;
  results.push({ ...suite, passed, failed, skippedTests: skipped });
}
rmSync(tmp, { recursive: true, force: true });

console.log('\nSummary');
let passed = 0;
let failed = 0;
let skippedTests = 0;
let skippedSuites = 0;
for (const r of results) {
  if (r.skipped) {
    skippedSuites += 1;
    console.log(`  ${r.name.padEnd(42)} skipped: ${r.skip}`);
    continue;
  }
  passed += r.passed;
  failed += r.failed;
  skippedTests += r.skippedTests;
  console.log(
    `  ${r.name.padEnd(42)} ${r.passed} passed, ${r.failed} failed${r.skippedTests ? `, ${r.skippedTests} skipped` : ''}`,
  );
}
if (ci && (skippedSuites > 0 || skippedTests > 0)) {
  console.log(
    `CI: ${skippedSuites} suite(s) and ${skippedTests} test(s) were skipped; in CI every suite must run.`,
  );
  failed += skippedSuites + skippedTests;
}
// Each failed test by name, with the first lines of its message (no colours, no stack), so that
// the end of a long CI log says what failed and why.
for (const { test, message } of failures) {
  console.log(`    FAILED ${test}`);
  const lines = stripVTControlCharacters(message ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
    .slice(0, 6);
  for (const line of lines) console.log(`      │ ${line.slice(0, 300)}`);
}
console.log(`${passed} passed, ${failed} failed${skippedTests ? `, ${skippedTests} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
