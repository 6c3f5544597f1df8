import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PLACES_FILE, PLACES_GLOBAL, trimForListingPages } from '#src/server/listing-pages/page-places.ts';
import {
  listingPagePlacesFile,
  listingPageServerDir,
  serverBuildsDir,
} from '#src/server/listing-pages/server-build.ts';
import type { PlaceDirectory } from '#src/shared/place-pages.ts';
import { localizedPath, type Locale } from '#src/shared/i18n/locale.ts';

/**
 * The listing pages' renderers and their Netlify function (docs/decisions/on-demand-listing-pages.md,
 * "Two builds, one function"). `@astrojs/netlify` writes its function and its server build under
 * the project's `.netlify/` and empties them when a build starts, so the two languages' builds,
 * which run at once, each get a project folder of their own: the French build runs in a copy of
 * the sources (node_modules linked), the English one in the project.
 */

/** What a build reads from the project folder; node_modules is linked, not copied. */
const SOURCES = [
  'src',
  'db',
  'public',
  'messages',
  'project.inlang',
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
];

/** The listing pages' function, in Netlify's functions folder (its frameworks API). */
export const LISTING_PAGES_FUNCTION = path.resolve('.netlify/v1/functions/listing-pages');

/** A copy of the project's sources in `root`, for a build of its own. */
export async function makeBuildRoot(root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  for (const entry of SOURCES) await cp(entry, path.join(root, entry), { recursive: true });
  await symlink(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  if (existsSync('.env')) await cp('.env', path.join(root, '.env'));
}

/**
 * The part of the build's place directory (`placesFile`) listing pages read, beside the
 * renderers (src/server/listing-pages/page-places.ts).
 */
export async function writeListingPagePlaces(placesFile: string, outDir: string): Promise<void> {
  const directory = JSON.parse(await readFile(placesFile, 'utf8')) as PlaceDirectory;
  await mkdir(serverBuildsDir(outDir), { recursive: true });
  await writeFile(listingPagePlacesFile(outDir), JSON.stringify(trimForListingPages(directory)));
}

/** Moves the server half of one language's build (under `root`) beside `outDir`, for the local server. */
export async function keepServerBuild(root: string, outDir: string, locale: Locale): Promise<void> {
  const serverDir = listingPageServerDir(outDir, locale);
  await rm(serverDir, { recursive: true, force: true });
  await mkdir(path.dirname(serverDir), { recursive: true });
  await rename(path.join(root, '.netlify/build'), serverDir);
}

/**
 * One Netlify function for the listing pages of every language built, at their paths only: the
 * adapter's own function answers every path without a file (`/*`), ahead of netlify.toml's rules
 * and the API function (docs/decisions/netlify-routes.md). It is the English build's function
 * (its server build and the node_modules it traced), with each other language's server build
 * beside it, which imports the same modules; each request goes to its path's language.
 */
export async function writeListingPagesFunction(outDir: string, locales: readonly Locale[]): Promise<void> {
  await rm(LISTING_PAGES_FUNCTION, { recursive: true, force: true });
  await rename(path.resolve('.netlify/v1/functions/ssr'), LISTING_PAGES_FUNCTION);
  await rm(path.join(LISTING_PAGES_FUNCTION, 'ssr.mjs'));
  await rename(path.join(LISTING_PAGES_FUNCTION, '.netlify/build'), path.join(LISTING_PAGES_FUNCTION, 'en'));
  await rm(path.join(LISTING_PAGES_FUNCTION, '.netlify'), { recursive: true });
  await cp(listingPagePlacesFile(outDir), path.join(LISTING_PAGES_FUNCTION, PLACES_FILE));
  const renderers: string[] = [];
  for (const locale of locales) {
    if (locale !== 'en')
      await cp(listingPageServerDir(outDir, locale), path.join(LISTING_PAGES_FUNCTION, locale), { recursive: true });
    const notFound = await readFile(path.join(outDir, `${localizedPath('/404', locale)}.html`), 'utf8');
    renderers.push(
      `  ${locale}: () => import('./${locale}/entry.mjs').then(({ createHandler }) => createHandler({ notFoundContent: ${JSON.stringify(notFound)} })),`,
    );
  }
  const prefixes = locales.map((locale) => [`${localizedPath('/warehouse', locale)}/`, locale] as const);
  const paths = prefixes.map(([prefix]) => `${prefix}*`);
  const config = {
    name: 'Listing pages',
    generator: 'src/tools/build-site.ts',
    includedFiles: ['**/*'],
    nodeBundler: 'none',
    path: paths,
  };
  await writeFile(
    path.join(LISTING_PAGES_FUNCTION, 'listing-pages.mjs'),
    [
      "// Written by src/tools/listing-page-functions.ts: each language's listing-page renderer, loaded on its first request.",
      "import { readFileSync } from 'node:fs';",
      `globalThis[Symbol.for('${PLACES_GLOBAL}')] = JSON.parse(readFileSync(new URL('./${PLACES_FILE}', import.meta.url), 'utf8'));`,
      'const load = {',
      ...renderers,
      '};',
      '// The function answers these paths only (config.path), so every request is under one of them.',
      `const prefixes = ${JSON.stringify(prefixes)};`,
      'const handlers = {};',
      'export default async (request, context) => {',
      '  const { pathname } = new URL(request.url);',
      '  const locale = prefixes.find(([prefix]) => pathname.startsWith(prefix))[1];',
      '  handlers[locale] ??= load[locale]();',
      '  return (await handlers[locale])(request, context);',
      '};',
      "// Inlined: Netlify reads a function's config from its file without running it.",
      `export const config = ${JSON.stringify(config)};`,
      '',
    ].join('\n'),
  );
}
