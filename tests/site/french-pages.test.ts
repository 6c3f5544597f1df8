import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { englishTexts } from '#tests/support/english-text.ts';
import { DIST, listedIds, listingPage, readDist } from './support.ts';

/**
 * Every French page as built reads in French before any script runs: its text, its labels and its
 * title, and its links lead to French pages (docs/decisions/i18n.md). What the islands write once
 * they run is crawled in the browser (tests/e2e/french.spec.ts).
 */
const FRENCH_PAGES = [
  'fr.html',
  ...readdirSync(path.join(DIST, 'fr'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `fr/${file}`),
];

function parse(html: string) {
  const window = new Window({ url: 'http://localhost/' });
  window.document.write(html);
  return window.document;
}

/**
 * The text a reader or screen reader meets, leaving out what is marked as English (listing text as
 * its owner wrote it, the switcher's "English") or as written in no known language (lang="").
 */
function interfaceText(document: ReturnType<typeof parse>): string[] {
  const inEnglish = (el: Element | null) => {
    const lang = el?.closest('[lang]')?.getAttribute('lang');
    return lang === '' || Boolean(lang?.startsWith('en'));
  };
  const texts = [document.title];
  for (const el of document.body.querySelectorAll('*')) {
    if (inEnglish(el as unknown as Element) || el.closest('script, style, template')) continue;
    for (const node of el.childNodes)
      if (node.nodeType === 3 && node.textContent?.trim()) texts.push(node.textContent.trim());
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The site's own pages linked in English, leaving out the switcher's link (hreflang="en"). */
function englishLinks(document: ReturnType<typeof parse>): string[] {
  return [...document.querySelectorAll('a[href]:not([hreflang^="en"])')]
    .map((a) => a.getAttribute('href')!)
    .filter((href) => href.startsWith('/') && !/^\/(fr(\/|$|\?|#)|api\/)|\.\w+$/.test(href));
}

/** What every French page must be: in French, linking to French pages. */
function expectFrench(html: string) {
  const document = parse(html);
  expect(document.documentElement.getAttribute('lang')).toBe('fr-CA');
  expect(englishTexts(interfaceText(document))).toEqual([]);
  expect(englishLinks(document)).toEqual([]);
}

describe.each(FRENCH_PAGES)('dist/%s', (file) => {
  it('reads in French and links to French pages', async () => {
    expectFrench(await readDist(file));
  });
});

// Rendered when asked for (docs/decisions/on-demand-listing-pages.md); one stands for all, as they are one template.
describe('a listing page', () => {
  it('reads in French and links to French pages', async () => {
    const { status, html } = await listingPage((await listedIds())[0]!, 'fr');
    expect(status).toBe(200);
    expectFrench(html);
  });
});

/** The stylesheets a page links, in order. */
const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href);

// The French build runs in a copy of the sources, where Tailwind once found classes in far more
// files than in the project and the French pages' stylesheet was half as big again (docs/performance.md, "Build").
describe('the stylesheet', () => {
  it('is the English pages’ own: the French build finds the same classes', async () => {
    const english = stylesheets(await readDist('index.html'));
    expect(english).toHaveLength(1);
    expect(stylesheets(await readDist('fr.html'))).toEqual(english);
  });
});
