import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '#src/shared/i18n/locale.ts';
import { pageInLanguage } from '#src/shared/place-paths.ts';
import { siteOrigin } from '#src/shared/site.ts';

/**
 * The site the browser tests are served, built by `tsx tests/e2e/serve.ts --prepare` (a step of
 * `npm test` before these checks), from the demo data and the browser tests' accounts and listings.
 */
export const DIST = path.resolve(process.env.E2E_DIR || '.data/e2e', 'dist');
export const SITE_URL = siteOrigin({ PORT: process.env.E2E_PORT || '4399' });

export const readDist = (file: string) => readFile(path.join(DIST, file), 'utf8');

/** The ids of the listings the build pre-rendered, from their files. */
export async function prerenderedListingIds(locale: Locale = 'en'): Promise<string[]> {
  const files = await readdir(path.join(DIST, locale === 'fr' ? 'fr/warehouse' : 'warehouse'));
  return files
    .filter((file) => file.endsWith('.html') && file !== 'fallback.html')
    .map((file) => file.replace(/\.html$/, ''))
    .sort();
}

/**
 * The file that answers a visitor's path, as Netlify serves `dist/` (netlify.toml): `warehouse`
 * stands for a pre-rendered listing's page; an unknown listing gets the fallback page, an unknown
 * path the 404 page.
 */
export async function fileOf(visitorPath: string, locale: Locale): Promise<string> {
  const prefix = locale === 'fr' ? 'fr/' : '';
  const pathname = visitorPath.split('?')[0]!;
  if (visitorPath === 'warehouse') return `${prefix}warehouse/${(await prerenderedListingIds(locale))[0]}.html`;
  if (pathname === '/') return locale === 'fr' ? 'fr.html' : 'index.html';
  // A place page's French path has French slugs (docs/decisions/place-pages.md).
  const file = `${pageInLanguage(pathname, locale).slice(1)}.html`;
  if (existsSync(path.join(DIST, file))) return file;
  if (pathname.startsWith('/warehouse/')) return `${prefix}warehouse/fallback.html`;
  return `${prefix}404.html`;
}
