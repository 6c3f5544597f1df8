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

/** Files compressed at once: the work runs on libuv's threads, so two keep both cores busy. */
const CONCURRENCY = 2;

/**
 * After the build: hashes every inline script of the built pages for the Content-Security-Policy,
 * writes Netlify's `_headers` and the hash list the local server reads, then (off Netlify, whose
 * CDN compresses on its own) writes `.br` and `.gz` next to each text file, so the local server
 * never compresses a static file per request (README, "Security headers" and "Measured speed").
 * Each file is read once for both, so the cost grows with the page count and nothing more.
 */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const compress = process.env.NETLIFY !== 'true';
        const hashes = new Set<string>();
        let compressed = 0;
        const files = glob(COMPRESSIBLE, { cwd: root })[Symbol.asyncIterator]();
        const worker = async () => {
          for (let next = await files.next(); !next.done; next = await files.next()) {
            const file = path.join(root, next.value);
            const content = await readFile(file);
            if (file.endsWith('.html'))
              for (const hash of scriptHashSources(content.toString('utf8'))) hashes.add(hash);
            if (compress && (await precompress(file, content, next.value.startsWith('_astro/')))) compressed++;
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        const scriptHashes = [...hashes].sort();
        await writeFile(path.join(root, SCRIPT_HASHES_FILE), `${JSON.stringify(scriptHashes, null, 2)}\n`);
        // Netlify reads this file and serves only over https, hence HSTS whatever the build machine is.
        await writeFile(path.join(root, '_headers'), netlifyHeadersFile({ scriptHashes, production: true }));
        logger.info(`${scriptHashes.length} inline script hashes in the Content-Security-Policy; wrote _headers`);
        if (compress) logger.info(`Precompressed ${compressed} files (.br, .gz)`);
      },
    },
  };
}

/**
 * Writes the brotli and gzip variants when they are smaller than the file; returns 1 if it did.
 * The shared scripts and styles under _astro/ get the strongest settings: few files, fetched by
 * every visitor. Pages get brotli 5 and gzip 6, about a hundredth of the time of the strongest
 * for a tenth more bytes, which matters with one page per listing (README, "Measured speed").
 */
async function precompress(file: string, content: Buffer, shared: boolean): Promise<boolean> {
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: shared ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: shared ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION }),
  ]);
  if (gzipped.length >= content.length) return false;
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return true;
}
