import { spawn } from 'node:child_process';
import { SITE_URL } from './support.ts';

/**
 * The browser tests' server over the prepared site (tests/e2e/serve.ts with E2E_PREPARED=1), for
 * the checks that read listing pages: those are rendered when asked for, not files of the build
 * (docs/decisions/on-demand-listing-pages.md). Stopped again before the browser tests start theirs.
 */
export default async function startSiteServer() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/serve.ts'], {
    env: { ...process.env, E2E_PREPARED: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('e2e server on')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`The site's server exited (${code}):\n${output}`)));
  });
  const ready = await fetch(`${SITE_URL}/api/warehouses?limit=1`);
  if (!ready.ok) throw new Error(`The site's server answered ${ready.status}`);
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
}
