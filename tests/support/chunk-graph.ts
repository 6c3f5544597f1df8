import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REACT_MARKER } from './js-budgets.ts';

/**
 * The scripts a page of the build loads as it opens, from its HTML and `dist/` alone: its module scripts and each
 * island's component and renderer (Astro loads them to hydrate), then whatever those import
 * statically, recursively. Left out: the islands that hydrate as they come into view
 * (`client="visible"`: the quote form and the map below a listing's fold), and dynamic `import()`s,
 * most of which wait for a visitor's action. A few run as an island mounts (the search page's form):
 * only the browser sees those, so the full lane still measures each page's budget in Chromium too.
 * tests/e2e/pages.spec.ts checks that Chromium loads every script this names.
 */
const MODULE_SCRIPT = /<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const ISLAND = /<astro-island\b[^>]*>/g;
const ISLAND_SCRIPT = /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g;
/** `import("./chunk.js")`, in whichever quotes the bundler wrote. */
const DYNAMIC_IMPORT = /(?<![\w$.])import\s*\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const STATIC_IMPORT = /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;

export interface PageScripts {
  /** URL paths, `/_astro/…js`. */
  files: Set<string>;
  gzipKb: number;
  react: boolean;
}

/** `withDynamicImports`: every script the page could load, on any action (tests/e2e/pages.spec.ts). */
export async function pageScripts(
  distDir: string,
  html: string,
  { withDynamicImports = false } = {},
): Promise<PageScripts> {
  const islands = [...html.matchAll(ISLAND)].map(([tag]) => tag).filter((tag) => !tag.includes('client="visible"'));
  const pending = [
    ...[...html.matchAll(MODULE_SCRIPT)].map(([, url]) => url!),
    ...islands.flatMap((tag) => [...tag.matchAll(ISLAND_SCRIPT)].map(([, url]) => url!)),
  ];
  const files = new Set<string>();
  let gzipBytes = 0;
  let react = false;
  while (pending.length) {
    const url = pending.pop()!;
    if (files.has(url)) continue;
    files.add(url);
    const code = await readFile(path.join(distDir, url));
    gzipBytes += gzipSync(code).length;
    const text = code.toString('utf8');
    react ||= text.includes(REACT_MARKER);
    const imports = [...text.matchAll(STATIC_IMPORT), ...(withDynamicImports ? text.matchAll(DYNAMIC_IMPORT) : [])];
    for (const [, relative] of imports) pending.push(path.posix.join(path.posix.dirname(url), relative!));
  }
  return { files, gzipKb: gzipBytes / 1024, react };
}
