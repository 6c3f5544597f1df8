import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '#src/shared/i18n/locale.ts';
import { PLACES_FILE, PLACES_GLOBAL } from './page-places.ts';

/**
 * Where a build's listing-page renderer lives (docs/decisions/on-demand-listing-pages.md): the
 * server half of each language's `astro build`, beside the build's folder, never inside it, where
 * it would be served as files. Netlify runs the same code as a function (.netlify/v1/functions,
 * src/tools/listing-page-functions.ts); the local server imports it from here.
 */
export function listingPageServerDir(outDir: string, locale: Locale): string {
  return path.join(`${path.resolve(outDir)}.server`, locale);
}

/** Netlify's function call: the request and the invocation's context (the deploy, the visitor's address). */
export type PageRenderer = (
  request: Request,
  context: { ip: string; deploy?: { context?: string } },
) => Promise<Response>;

/** The listing-page renderer of one language of the build in `outDir`, or nothing if it has none. */
export async function loadPageRenderer(outDir: string, locale: Locale): Promise<PageRenderer | undefined> {
  const entry = path.join(listingPageServerDir(outDir, locale), 'entry.mjs');
  if (!existsSync(entry)) return undefined;
  const places = path.join(listingPageServerDir(outDir, locale), '..', PLACES_FILE);
  if (existsSync(places))
    (globalThis as Record<symbol, unknown>)[Symbol.for(PLACES_GLOBAL)] = JSON.parse(await readFile(places, 'utf8'));
  // The adapter's entry exports the factory Netlify's function calls (@astrojs/netlify's ssr-function).
  const { createHandler } = (await import(pathToFileURL(entry).href)) as {
    createHandler: (options: { notFoundContent?: string }) => PageRenderer;
  };
  return createHandler({});
}
