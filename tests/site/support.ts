import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { localizedPath, type Locale } from '#src/shared/i18n/locale.ts';
import { pageInLanguage } from '#src/shared/place-paths.ts';
import { siteOrigin } from '#src/shared/site.ts';

/**
 * The site the browser tests are served, built by `tsx tests/e2e/serve.ts --prepare` (a step of
 * `npm test` before these checks), from the demo data and the browser tests' accounts and listings.
 */
export const DIST = path.resolve(process.env.E2E_DIR || '.data/e2e', 'dist');
export const SITE_URL = siteOrigin({ PORT: process.env.E2E_PORT || '4399' });

export const readDist = (file: string) => readFile(path.join(DIST, file), 'utf8');

/** A page a visitor is answered: its status and HTML. */
export interface Answered {
  status: number;
  html: string;
}

/**
 * A listing page, rendered when asked for (docs/decisions/on-demand-listing-pages.md), from the
 * site's server that global-setup.ts starts.
 */
export async function listingPage(id: string, locale: Locale): Promise<Answered> {
  const res = await fetch(`${SITE_URL}${localizedPath(`/warehouse/${id}`, locale)}`);
  return { status: res.status, html: await res.text() };
}

/** The listed listings, in the public order, from the site's API. */
export async function listedIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await fetch(`${SITE_URL}/api/warehouses?limit=100&offset=${offset}`);
    const page = (await res.json()) as { warehouses: { id: string }[]; total: number };
    ids.push(...page.warehouses.map((w) => w.id));
    if (ids.length >= page.total || !page.warehouses.length) return ids;
  }
}

/**
 * What answers a visitor's path, as Netlify serves the site: `warehouse` stands for a listed
 * listing's page, which the listing pages' function renders, as it renders any other listing path;
 * a page of the build is its file; an unknown path gets the 404 page.
 */
export async function pageOf(visitorPath: string, locale: Locale): Promise<Answered & { name: string }> {
  const pathname = visitorPath.split('?')[0]!;
  const id = visitorPath === 'warehouse' ? (await listedIds())[0]! : /^\/warehouse\/([^/]+)$/.exec(pathname)?.[1];
  if (id) return { name: localizedPath(`/warehouse/${id}`, locale), ...(await listingPage(id, locale)) };
  const file = fileOf(pathname, locale);
  return { name: file, status: file.endsWith('404.html') ? 404 : 200, html: await readDist(file) };
}

/** The build's file that answers a path that is not a listing's. */
function fileOf(pathname: string, locale: Locale): string {
  if (pathname === '/') return locale === 'fr' ? 'fr.html' : 'index.html';
  // A place page's French path has French slugs (docs/decisions/place-pages.md).
  const file = `${pageInLanguage(pathname, locale).slice(1)}.html`;
  if (existsSync(path.join(DIST, file))) return file;
  return `${locale === 'fr' ? 'fr/' : ''}404.html`;
}
