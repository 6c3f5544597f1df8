import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { loadBuildConfig } from '#src/server/config.ts';
import { netlifyHeadersFile, SCRIPT_HASHES_FILE, scriptHashSources } from '#src/server/security/headers.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What the local server sends compressed; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|svg|xml|json)$/;

/** Files compressed at once: the work runs on libuv's threads, so two keep both cores busy. */
const CONCURRENCY = 2;

/**
 * After the build: hashes every inline script of the built pages for the Content-Security-Policy,
 * writes Netlify's `_headers` and the hash list the local server reads, then (off Netlify, whose
 * CDN compresses on its own) writes `.gz` and `.br` next to each text file but the pages: there
 * is one page per listing, and the local server gzips a page on its first request and keeps it
 * (src/server/static-site.ts; docs/decisions/security-headers.md; docs/performance.md, "Build").
 */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const compress = process.env.NETLIFY !== 'true';
        const { pages, others } = await textFiles(root);
        const hashes = new Set<string>();
        // Read one after another: there is a page per listing, each already in the page cache, and
        // a synchronous read of one costs less than the thread-pool round trips of an asynchronous
        // one (10,000 pages: 0.8 s against 1.3-1.7 s). Read as Latin-1, not decoded as UTF-8: the
        // decoding was four fifths of this loop's CPU (docs/performance.md).
        for (const file of pages) {
          for (const hash of scriptHashSources(readFileSync(file, 'latin1'), 'latin1')) hashes.add(hash);
        }
        let compressed = 0;
        let next = 0;
        const worker = async () => {
          while (compress && next < others.length) {
            const file = others[next++]!;
            const kind = path.relative(root, file).startsWith(`_astro${path.sep}`) ? 'shared' : 'other';
            if (await precompress(file, await readFile(file), kind)) compressed++;
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        const scriptHashes = [...hashes].sort();
        await writeHeaderFiles(root, scriptHashes);
        logger.info(`${scriptHashes.length} inline script hashes in the Content-Security-Policy; wrote _headers`);
        if (compress)
          logger.info(`Precompressed ${compressed} files (.gz and .br; pages are gzipped when first served)`);
      },
    },
  };
}

/** The hash list the local server reads, and Netlify's `_headers`, for these inline scripts. */
export async function writeHeaderFiles(root: string, scriptHashes: string[]): Promise<void> {
  await writeFile(path.join(root, SCRIPT_HASHES_FILE), `${JSON.stringify(scriptHashes, null, 2)}\n`);
  // Netlify reads this file and serves only over https, hence HSTS whatever the build machine is.
  await writeFile(
    path.join(root, '_headers'),
    netlifyHeadersFile({ scriptHashes, production: true, mapStyleUrl: loadBuildConfig().mapStyleUrl }),
  );
}

/**
 * The built pages and the other compressible files, as absolute paths. One recursive directory
 * listing: `fs.glob` over the same tree takes 2.2 s for 10,000 pages. Skips dot folders and
 * files, as a glob does.
 */
const hidden = (relative: string) => relative.split(path.sep).some((part) => part.startsWith('.'));

async function textFiles(root: string): Promise<{ pages: string[]; others: string[] }> {
  const pages: string[] = [];
  const others: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (hidden(path.relative(root, file))) continue;
    (entry.name.endsWith('.html') ? pages : others).push(file);
  }
  return { pages, others };
}

/**
 * Writes the compressed variants that are smaller than the file; says whether it wrote any.
 * - The shared scripts and styles under _astro/: brotli and gzip at their strongest (few files,
 *   fetched by every visitor).
 * - The rest (sitemap, icons, data): brotli 5 and gzip 6, a hundredth of the strongest's time.
 */
async function precompress(file: string, content: Buffer, kind: 'shared' | 'other'): Promise<boolean> {
  const gzipped = await gz(content, {
    level: kind === 'shared' ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION,
  });
  if (gzipped.length >= content.length) return false;
  const quality = kind === 'shared' ? constants.BROTLI_MAX_QUALITY : 5;
  const br = await brotli(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, br)]);
  return true;
}
