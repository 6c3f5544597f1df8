import { readFile } from 'node:fs/promises';
import type { Locale } from '#src/shared/i18n/locale.ts';
import type { SignInProviderName } from '#src/shared/api/sign-in-providers.ts';
import { buildSitemaps, sitemapPages, type Sitemaps } from '#src/shared/sitemap.ts';
import { pageSecurityHeaders, scriptHashSources } from './security/headers.ts';
import { staleBefore } from '#src/shared/freshness.ts';
import { buildPlaceDirectory, keyString, type PlaceDirectory, type PlacePage } from '#src/shared/place-pages.ts';
import { placePath } from '#src/shared/place-paths.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { listingPageData, type ListingPageData } from './listing-pages/listing-page.ts';
import { listingPageHeaders, listingPagePlaces } from './listing-pages/page-answer.ts';
import { busiestPlaces, FOOTER_PLACES, type PlaceLink } from './listing-pages/page-places.ts';
import type { BuildListings } from './warehouses/build-listings.ts';
import { loadBuildConfig } from './config.ts';

/*
 * The build-data module: the one way pages, layouts and endpoints read server configuration or
 * the database while the site is built. Components never import it; the page or layout passes
 * what they need as props.
 */

let config: ReturnType<typeof loadBuildConfig> | undefined;

/**
 * The build's configuration, read and validated once per build: every page's layout asks for the
 * site's origin and the map style, and reading the environment and .env afresh for each was a
 * twentieth of a build's time (docs/performance.md, "Build"). `astro dev` reads it afresh.
 */
function buildConfig() {
  if (devServer) return loadBuildConfig();
  config ??= loadBuildConfig();
  return config;
}

/** The admin dashboard's configured path, without slashes. */
export function adminPath(): string {
  return buildConfig().adminPath;
}

/** The sign-in providers configured (their client ids set) when the site is built: only they get a button. */
export function signInProviders(): SignInProviderName[] {
  return Object.keys(buildConfig().signInProviders) as SignInProviderName[];
}

/** The map style (MAP_STYLE_URL) the lazily loaded maps read from the page (src/components/map/maplibre.ts). */
export function mapStyleUrl(): string {
  return buildConfig().mapStyleUrl;
}

/*
 * Listing pages are rendered when asked for (docs/decisions/on-demand-listing-pages.md): their
 * data is read then, the place pages they link come from the build that made the deploy.
 */

/** What a listing page shows: its listing with the nearby ones and its city's page, or nothing (a 404). */
export interface ListingPageAnswer {
  data: ListingPageData | undefined;
  cityPage: PlaceLink | undefined;
  site: URL;
}

/**
 * A listing page's answer for the id of its path, in either language: reads its data, sets its
 * status (404 for any id that is not a listed listing's: paused, declined, deleted, never was) and
 * how the CDN keeps it. Called by the page itself: a status set by a component it renders would
 * not reach the response.
 */
export async function answerListingPage(page: {
  params: { id?: string };
  locals: App.Locals;
  response: { status: number; headers: Headers };
}): Promise<ListingPageAnswer> {
  const id = page.params.id ?? '';
  const data = await listingPageData(id, page.locals.netlify?.context);
  for (const [name, value] of Object.entries(listingPageHeaders(id, data))) page.response.headers.set(name, value);
  if (!data) page.response.status = 404;
  const places = listingPagePlaces();
  const city = data && places.cityOfListing[data.warehouse.id];
  return { data, cityPage: city && places.cities[keyString(city)], site: siteUrl() };
}

/**
 * The security headers of a page rendered on demand: Netlify's `_headers` reaches only the files
 * it serves, never a function's answer, so the page carries its own, the Content-Security-Policy
 * allowing exactly its own inline scripts (docs/decisions/security-headers.md).
 */
export function onDemandPageHeaders(html: string): Record<string, string> {
  return pageSecurityHeaders({
    scriptHashes: scriptHashSources(html),
    production: buildConfig().production,
    mapStyleUrl: mapStyleUrl(),
  });
}

/** The public origin canonical URLs, structured data and the sitemap are built from. */
export function siteUrl(): URL {
  return new URL(buildConfig().siteUrl);
}

/**
 * `astro dev`, which reads through the development API and afresh for every page. A build made with
 * `astro build --devOutput` (React's development build, for the hydration test) runs in development
 * mode too but reads like any build.
 */
const devServer = import.meta.env.DEV && process.argv.includes('dev');

let built: Promise<BuildListings> | undefined;

/**
 * Data the pages are pre-rendered from. The embedded database may be opened by one process only,
 * so `astro dev` asks the development API; `npm run build` reads the listings once for both
 * languages (SITE_LISTINGS_FILE), and a plain `astro build` asks the running server when one holds
 * the database (docs/decisions/embedded-database.md), otherwise reads the database directly. A
 * build reads once for the listing pages and the sitemap alike; `astro dev` reads afresh for every
 * page so edits show.
 */
function activeWarehouses(): Promise<PublicWarehouse[]> {
  return buildListings().then(({ listings }) => listings);
}

/** The listings with the points the search measures city pages' queries from (build-listings.ts). */
function buildListings(): Promise<BuildListings> {
  if (devServer) return readBuildData();
  built ??= readBuildData();
  return built;
}

async function readBuildData(): Promise<BuildListings> {
  // Written once by src/tools/build-site.ts for the two languages' builds, which run at once.
  const listingsFile = process.env.SITE_LISTINGS_FILE;
  if (listingsFile && !devServer) return JSON.parse(await readFile(listingsFile, 'utf8')) as BuildListings;
  const { runningServerApiUrl } = await import('#db/client.ts');
  const { readBuildListings } = await import('./warehouses/build-listings.ts');
  return readBuildListings(devServer ? `http://127.0.0.1:${process.env.DEV_API_PORT || 8787}` : runningServerApiUrl());
}

let places: Promise<PlaceDirectory> | undefined;

/**
 * The place pages (docs/decisions/place-pages.md): `npm run build` works them out once, with the
 * listings, for both languages' builds and the redirects (SITE_PLACES_FILE); otherwise from the
 * listings this build read.
 */
export function placeDirectory(): Promise<PlaceDirectory> {
  const placesFile = process.env.SITE_PLACES_FILE;
  const build = () =>
    buildListings().then(({ listings, searchPoints }) => buildPlaceDirectory(listings, staleBefore(), searchPoints));
  if (devServer) return build();
  places ??= placesFile ? readFile(placesFile, 'utf8').then((text) => JSON.parse(text) as PlaceDirectory) : build();
  return places;
}

/** The live listings by id, for place pages to show the ones they list. */
let byId: Promise<Map<string, PublicWarehouse>> | undefined;
export function warehousesById(): Promise<Map<string, PublicWarehouse>> {
  if (devServer) return activeWarehouses().then((all) => new Map(all.map((w) => [w.id, w])));
  byId ??= activeWarehouses().then((all) => new Map(all.map((w) => [w.id, w])));
  return byId;
}

let pagesByPath: Promise<{ byPath: Map<string, PlacePage> }> | undefined;

/** The place pages by their English path, for a page to find itself and the places it links to. */
export function placePages(): Promise<{ byPath: Map<string, PlacePage> }> {
  const index = () =>
    placeDirectory().then(({ pages }) => ({ byPath: new Map(pages.map((p) => [placePath(p.key, 'en'), p])) }));
  if (devServer) return index();
  pagesByPath ??= index();
  return pagesByPath;
}

let busiest: Promise<{ regions: PlacePage[]; cities: PlacePage[] }> | undefined;

/**
 * The provinces/states and the cities with most listings first, for the home page and the footer:
 * sorted once per build, not by every page's footer (thousands of cities at 100,000 listings).
 */
export function placesByListings(): Promise<{ regions: PlacePage[]; cities: PlacePage[] }> {
  const sort = () => placeDirectory().then(({ pages }) => busiestPlaces(pages));
  if (devServer) return sort();
  busiest ??= sort();
  return busiest;
}

/**
 * The footer's places, the busiest first: from the place directory while building, and for a
 * page rendered on demand from the deploy's places the renderer was given, never by reading every
 * listing at request time (docs/decisions/on-demand-listing-pages.md).
 */
export async function footerPlaces(prerendered: boolean): Promise<PlaceLink[]> {
  const { regions, cities } = prerendered || devServer ? await placesByListings() : listingPagePlaces().busiest;
  return [...regions.slice(0, FOOTER_PLACES), ...cities.slice(0, FOOTER_PLACES)];
}

let sitemapFiles: Promise<Sitemaps> | undefined;

/** The sitemap index and its files, for both languages, built once per build (docs/decisions/place-pages.md). */
export function sitemaps(): Promise<Sitemaps> {
  const make = async () => {
    const { pages } = await placeDirectory();
    const types = new Map((await activeWarehouses()).map((w) => [w.id, w.storageType]));
    const places = pages.flatMap((page) => [
      { path: placePath(page.key, 'en'), listingIds: page.listingIds },
      ...page.storageTypes.map((storageType) => ({
        path: placePath({ ...page.key, storageType }, 'en'),
        listingIds: page.listingIds.filter((id) => types.get(id)?.includes(storageType)),
      })),
    ]);
    return buildSitemaps(sitemapPages(await activeWarehouses(), places), siteUrl());
  };
  if (devServer) return make();
  sitemapFiles ??= make();
  return sitemapFiles;
}

/**
 * Whether this build writes a language's pages: a one-language build (src/tools/build-site.ts
 * sets SITE_LOCALE) writes only its own language's place pages; astro dev and a plain
 * `astro build` write both.
 */
export function buildsLanguage(locale: Locale): boolean {
  const only = process.env.SITE_LOCALE;
  return !only || only === locale;
}
