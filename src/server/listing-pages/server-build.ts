import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '#src/shared/i18n/locale.ts';
import { PLACES_FILE, PLACES_GLOBAL } from './page-places.ts';

/**
 * Where a build's listing-page renderers live (docs/decisions/on-demand-listing-pages.md): the
 * server half of each language's `astro build` and the place directory they read, in one folder
 * beside the build's folder, never inside it, where they would be served as files. Netlify runs
 * the same code as a function (.netlify/v1/functions, src/tools/listing-page-functions.ts); the
 * local server imports it from here.
 */
export function serverBuildsDir(outDir: string): string {
  return `${path.resolve(outDir)}.server`;
}

/** One language's renderer, in serverBuildsDir. */
export function listingPageServerDir(outDir: string, locale: Locale): string {
  return path.join(serverBuildsDir(outDir), locale);
}

/** The place directory the renderers read (page-places.ts), in serverBuildsDir. */
export function listingPagePlacesFile(outDir: string): string {
  return path.join(serverBuildsDir(outDir), PLACES_FILE);
}

/** Netlify's function call: the request and the invocation's context (the deploy, the visitor's address). */
export type PageRenderer = (
  request: Request,
  context: { ip: string; deploy?: { context?: string } },
) => Promise<Response>;

/** The listing-page renderer of each language the build in `outDir` has one for. */
export async function loadPageRenderers(
  outDir: string,
  locales: readonly Locale[],
): Promise<Partial<Record<Locale, PageRenderer>>> {
  const places = listingPagePlacesFile(outDir);
  if (existsSync(places))
    (globalThis as Record<symbol, unknown>)[Symbol.for(PLACES_GLOBAL)] = JSON.parse(await readFile(places, 'utf8'));
  const renderers: Partial<Record<Locale, PageRenderer>> = {};
  for (const locale of locales) {
    const entry = path.join(listingPageServerDir(outDir, locale), 'entry.mjs');
    if (!existsSync(entry)) continue;
    // The adapter's entry exports the factory Netlify's function calls (@astrojs/netlify's ssr-function).
    const { createHandler } = (await import(pathToFileURL(entry).href)) as {
      createHandler: (options: { notFoundContent?: string }) => PageRenderer;
    };
    renderers[locale] = createHandler({});
  }
  return renderers;
}
