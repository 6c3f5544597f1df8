import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

/** The deploy smoke check (`npm run smoke`, tests/smoke/smoke.ts) run as is against this server. */
test('npm run smoke passes against the local production server', ({ baseURL }) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tests/smoke/smoke.ts', baseURL!], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  expect(result.stdout).not.toContain('FAIL');
});
