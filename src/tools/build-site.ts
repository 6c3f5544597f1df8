import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { closeDatabase, runningServerApiUrl } from '#db/client.ts';
import { writeHeaderFiles } from '#src/integrations/security-headers.ts';
import { loadConfigOrExit } from '#src/server/config.ts';
import { SCRIPT_HASHES_FILE } from '#src/server/security/headers.ts';
import { readBuildListings, type BuildListings } from '#src/server/warehouses/build-listings.ts';
import { staleBefore } from '#src/shared/freshness.ts';
import type { Locale } from '#src/shared/i18n/locale.ts';
import { buildPlaceDirectory, type PlaceDirectory } from '#src/shared/place-pages.ts';
import { placeRedirects } from '#src/shared/place-redirects.ts';
import { compileMessagesIfChanged } from './compiled-messages.ts';
import {
  keepServerBuild,
  makeBuildRoot,
  writeListingPagePlaces,
  writeListingPagesFunction,
} from './listing-page-functions.ts';

/**
 * `npm run build` (and the local rebuilds, the browser tests, the build benchmark): the site
 * built once per language into one folder (docs/decisions/i18n.md, "One build per language").
 * Each build ships its own language's messages only, so a page's JavaScript carries no other
 * language's text:
 * - the listings are read once, here, for both builds, which run at once (a core each): the
 *   embedded database may be opened by one process only;
 * - the English build writes the folder, every English page and the shared files;
 * - the French build runs in a copy of the project's sources (listing-page-functions.ts: each
 *   build's Netlify adapter writes under its project's `.netlify/`), and its French pages
 *   (`fr.html`, `fr/`) and their scripts (`_astro/`, names hashed by content) join the English
 *   build's;
 * - the Content-Security-Policy then allows the inline scripts of both;
 * - listing pages are not pre-rendered: each language's listing-page renderer goes where the local
 *   server and Netlify find it (docs/decisions/on-demand-listing-pages.md).
 * `--english-only` builds the English pages alone and leaves the French ones out: for measuring
 * (`npm run bench:build -- 10000 --english-only`) and quick looks, never for deploying.
 * `--no-place-pages` builds the site as it was before the place pages: no place or type page, no
 * trail or place links on listing pages, none in the sitemap (docs/decisions/place-pages.md), so
 * `npm run bench:build` can time what they add; never for deploying.
 * `--listing-sample N` builds as if the first N listings only were live (their place pages, the
 * sitemap), for checks that need every kind of page once (tests/e2e/hydration.spec.ts), never for
 * deploying. Other
 * arguments after `--outDir DIR` go to `astro build` (`--devOutput`).
 */
const args = process.argv.slice(2);
const outDirAt = args.indexOf('--outDir');
const outDir = path.resolve(outDirAt >= 0 ? args.splice(outDirAt, 2)[1]! : 'dist');
const englishOnlyAt = args.indexOf('--english-only');
const englishOnly = englishOnlyAt >= 0 && args.splice(englishOnlyAt, 1).length > 0;
const noPlacePagesAt = args.indexOf('--no-place-pages');
const noPlacePages = noPlacePagesAt >= 0 && args.splice(noPlacePagesAt, 1).length > 0;
const listingSampleAt = args.indexOf('--listing-sample');
const listingSample = listingSampleAt >= 0 ? Number(args.splice(listingSampleAt, 2)[1]) : undefined;
const workDir = path.resolve('.data', `site-build-${process.pid}`);
const frenchRoot = path.join(workDir, 'fr-root');
const frenchDir = path.join(frenchRoot, 'dist');
const listingsFile = path.join(workDir, 'listings.json');
const placesFile = path.join(workDir, 'places.json');

/**
 * The heap each language's build may grow to. Left to V8, it grows toward its default limit (about
 * 4 GB on the build machine) because leaving garbage is cheaper than collecting it: 1.6-1.8 GB
 * resident per build at 10,000 listings, where the pages' live data needs far less. With this limit
 * the same build stays at 1.2 GB for about a tenth more CPU (docs/performance.md, "Build"); the
 * listings and place pages a build holds grow with the listings, and so does the limit.
 */
const heapLimitMb = (listings: number) => 1024 + Math.ceil(listings / 1000) * 20;

function astroBuild(locale: Locale, root: string, dir: string, listings: number): Promise<void> {
  const astro = path.resolve('node_modules/astro/bin/astro.mjs');
  const heap = `--max-old-space-size=${heapLimitMb(listings)}`;
  const child = spawn(process.execPath, [heap, astro, 'build', '--root', root, '--outDir', dir, ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SITE_LOCALE: locale,
      SITE_LISTINGS_FILE: listingsFile,
      SITE_PLACES_FILE: placesFile,
      SITE_BUILD_NODE_ENV: process.env.NODE_ENV ?? '',
      SITE_MESSAGES_COMPILED: '1',
    },
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build (${locale}) exited with ${code}`)),
    ),
  );
}

const scriptHashes = async (dir: string): Promise<string[]> =>
  JSON.parse(await readFile(path.join(dir, SCRIPT_HASHES_FILE), 'utf8')) as string[];

/** A rename, or a copy where the two folders are on different file systems. */
async function move(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true });
  }
}

// A production build with a half-made configuration stops here, before it reads anything.
loadConfigOrExit();

/**
 * Reads the listings, works out the place pages and writes both for the two builds. A function of
 * its own so that what it read is garbage once the builds start: at 100,000 listings it is over a
 * gigabyte this process would otherwise hold beside them.
 */
async function writeBuildData(): Promise<{ listingCount: number; redirects: string }> {
  await mkdir(workDir, { recursive: true });
  const { listings, searchPoints } = await readBuildListings(runningServerApiUrl());
  const built = listings.slice(0, listingSample);
  await writeFile(listingsFile, JSON.stringify({ listings: built, searchPoints } satisfies BuildListings));
  // The place pages, worked out once for both builds and the redirects (docs/decisions/place-pages.md).
  const places: PlaceDirectory = noPlacePages
    ? { pages: [], cityOfListing: {} }
    : buildPlaceDirectory(built, staleBefore(), searchPoints);
  await writeFile(placesFile, JSON.stringify(places));
  await closeDatabase();
  return {
    listingCount: built.length,
    redirects: `${placeRedirects(places, { en: '/search', fr: '/fr/search' }).join('\n')}\n`,
  };
}

try {
  await compileMessagesIfChanged();
  const { listingCount, redirects } = await writeBuildData();
  const writeRedirects = () => writeFile(path.join(outDir, '_redirects'), redirects);
  if (englishOnly) {
    await astroBuild('en', process.cwd(), outDir, listingCount);
    await keepServerBuild(process.cwd(), outDir, 'en');
    await writeListingPagePlaces(placesFile, outDir);
    await writeListingPagesFunction(outDir, ['en']);
    // The English build writes the French paths in English: not pages to show anyone.
    await rm(path.join(outDir, 'fr'), { recursive: true, force: true });
    await rm(path.join(outDir, 'fr.html'), { force: true });
    await writeHeaderFiles(outDir, await scriptHashes(outDir));
    await writeRedirects();
    console.log(`English only in ${outDir}, without the French pages: not a site to deploy.`);
  } else {
    // Both settle before anything is cleaned up: a failed build leaves the other to finish.
    await makeBuildRoot(frenchRoot);
    const builds = await Promise.allSettled([
      astroBuild('en', process.cwd(), outDir, listingCount),
      astroBuild('fr', frenchRoot, frenchDir, listingCount),
    ]);
    for (const build of builds) if (build.status === 'rejected') throw build.reason;
    await keepServerBuild(process.cwd(), outDir, 'en');
    await keepServerBuild(frenchRoot, outDir, 'fr');
    // The English build wrote the French paths in English; the French build's take their place.
    await rm(path.join(outDir, 'fr'), { recursive: true, force: true });
    await move(path.join(frenchDir, 'fr'), path.join(outDir, 'fr'));
    await move(path.join(frenchDir, 'fr.html'), path.join(outDir, 'fr.html'));
    await cp(path.join(frenchDir, '_astro'), path.join(outDir, '_astro'), { recursive: true, force: false });
    const hashes = [...new Set([...(await scriptHashes(outDir)), ...(await scriptHashes(frenchDir))])].sort();
    await writeHeaderFiles(outDir, hashes);
    await writeListingPagePlaces(placesFile, outDir);
    await writeListingPagesFunction(outDir, ['en', 'fr']);
    await writeRedirects();
    console.log(`Both languages in ${outDir}: ${hashes.length} inline script hashes in the Content-Security-Policy.`);
  }
} finally {
  await rm(workDir, { recursive: true, force: true });
}
