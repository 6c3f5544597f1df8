import { glob, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { netlifyHeadersFile, SCRIPT_HASHES_FILE, scriptHashSources } from '#src/server/security/headers.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What the local server sends compressed; images and fonts are compressed already. */
const COMPRESSIBLE = '**/*.{html,js,css,svg,xml,json}';

/**
 * After the build: hashes every inline script of the built pages for the Content-Security-Policy,
 * writes Netlify's `_headers` and the hash list the local server reads, then (off Netlify, whose
 * CDN compresses on its own) writes `.br` and `.gz` next to each text file, so the local server
 * never compresses a static file per request (README, "Security headers" and "Measured speed").
 */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = new Set<string>();
        for await (const file of glob('**/*.html', { cwd: root })) {
          for (const hash of scriptHashSources(await readFile(path.join(root, file), 'utf8'))) hashes.add(hash);
        }
        const scriptHashes = [...hashes].sort();
        await writeFile(path.join(root, SCRIPT_HASHES_FILE), `${JSON.stringify(scriptHashes, null, 2)}\n`);
        // Netlify reads this file and serves only over https, hence HSTS whatever the build machine is.
        await writeFile(path.join(root, '_headers'), netlifyHeadersFile({ scriptHashes, production: true }));
        logger.info(`${scriptHashes.length} inline script hashes in the Content-Security-Policy; wrote _headers`);

        if (process.env.NETLIFY === 'true') return;
        let compressed = 0;
        for await (const file of glob(COMPRESSIBLE, { cwd: root })) {
          compressed += await precompress(path.join(root, file));
        }
        logger.info(`Precompressed ${compressed} files (.br, .gz)`);
      },
    },
  };
}

/** Writes the brotli and gzip variants when they are smaller than the file; returns 1 if it did. */
async function precompress(file: string): Promise<number> {
  const content = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (gzipped.length >= content.length) return 0;
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return 1;
}
