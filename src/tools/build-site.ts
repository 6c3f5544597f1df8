import { spawn } from 'node:child_process';
import { cp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeHeaderFiles } from '#src/integrations/security-headers.ts';
import { SCRIPT_HASHES_FILE } from '#src/server/security/headers.ts';
import type { Locale } from '#src/shared/i18n/locale.ts';

/**
 * `npm run build` (and the local rebuilds, the browser tests, the build benchmark): the site
 * built once per language into one folder (docs/decisions/i18n.md, "One build per language").
 * Each build ships its own language's messages only, so a page's JavaScript carries no other
 * language's text:
 * - the English build writes the folder, every English page and the shared files;
 * - the French build writes a sibling folder, of which the French pages (`fr.html`, `fr/`) and
 *   their scripts (`_astro/`, names hashed by content) join the English build's;
 * - the Content-Security-Policy then allows the inline scripts of both.
 * Arguments after `--outDir DIR` go to `astro build` (`--devOutput`).
 */
const args = process.argv.slice(2);
const outDirAt = args.indexOf('--outDir');
const outDir = path.resolve(outDirAt >= 0 ? args.splice(outDirAt, 2)[1]! : 'dist');
const frenchDir = `${outDir}.fr`;

function astroBuild(locale: Locale, dir: string): Promise<void> {
  const astro = path.resolve('node_modules/astro/bin/astro.mjs');
  const child = spawn(process.execPath, [astro, 'build', '--outDir', dir, ...args], {
    stdio: 'inherit',
    env: { ...process.env, SITE_LOCALE: locale },
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build (${locale}) exited with ${code}`)),
    ),
  );
}

const scriptHashes = async (dir: string): Promise<string[]> =>
  JSON.parse(await readFile(path.join(dir, SCRIPT_HASHES_FILE), 'utf8')) as string[];

try {
  await astroBuild('en', outDir);
  await rm(frenchDir, { recursive: true, force: true });
  await astroBuild('fr', frenchDir);
  // The English build wrote the French paths in English; the French build's take their place.
  await rm(path.join(outDir, 'fr'), { recursive: true, force: true });
  await rename(path.join(frenchDir, 'fr'), path.join(outDir, 'fr'));
  await rename(path.join(frenchDir, 'fr.html'), path.join(outDir, 'fr.html'));
  await cp(path.join(frenchDir, '_astro'), path.join(outDir, '_astro'), { recursive: true, force: false });
  const hashes = [...new Set([...(await scriptHashes(outDir)), ...(await scriptHashes(frenchDir))])].sort();
  await writeHeaderFiles(outDir, hashes);
  console.log(`Both languages in ${outDir}: ${hashes.length} inline script hashes in the Content-Security-Policy.`);
} finally {
  await rm(frenchDir, { recursive: true, force: true });
}
