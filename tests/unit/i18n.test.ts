import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  localDateFormat,
  formatDay,
  formatDistance,
  formatMoney,
  formatNumber,
  formatSquareFeet,
} from '#src/shared/i18n/format.ts';
import { localizedPath, localeOfPath, preferredLocale } from '#src/shared/i18n/locale.ts';

const catalogue = (locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8'));

/** The inputs a message uses, e.g. {count} and {name}, whatever its plural forms. */
const inputsOf = (message: unknown) => new Set([...JSON.stringify(message).matchAll(/\{(\w+)\}/g)].map((m) => m[1]));

/**
 * The markup tags a message wraps words in ({#terms}Terms of Service{/terms}): the link or emphasis
 * the code renders around them. `#` lists the opening tags, `/` the closing ones.
 */
const markupOf = (message: unknown, sign: '#' | '/') =>
  new Set([...JSON.stringify(message).matchAll(new RegExp(`\\{${sign}(\\w+)\\}`, 'g'))].map((m) => m[1]));

describe('message catalogues (docs/decisions/i18n.md)', () => {
  const en = catalogue('en');
  const fr = catalogue('fr');

  it('have the same keys in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same inputs in both languages, and no French message is left empty', () => {
    for (const key of Object.keys(en).filter((k) => k !== '$schema')) {
      expect(inputsOf(fr[key]), key).toEqual(inputsOf(en[key]));
      expect(JSON.stringify(fr[key]).length, key).toBeGreaterThan(2);
    }
  });

  it('wrap the same words in the same markup in both languages, and close every tag', () => {
    for (const key of Object.keys(en).filter((k) => k !== '$schema')) {
      expect(markupOf(fr[key], '#'), key).toEqual(markupOf(en[key], '#'));
      for (const message of [en[key], fr[key]]) expect(markupOf(message, '/'), key).toEqual(markupOf(message, '#'));
    }
  });

  it('hold no message the code does not use: each is called by its id', () => {
    const code = readdirSync(new URL('../../src/', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !file.startsWith('paraglide'))
      .map((file) => readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter((key) => key !== '$schema' && !new RegExp(`\\b${key}\\b`).test(code));
    expect(unused).toEqual([]);
  });

  it('keep French punctuation with its no-break space: before a colon and inside guillemets', () => {
    for (const [key, message] of Object.entries(fr)) {
      const text = JSON.stringify(message);
      expect(text, key).not.toMatch(/ :|« | »/u);
    }
  });
});

describe('fr-CA formats follow Intl', () => {
  const nf = (options?: Intl.NumberFormatOptions) => new Intl.NumberFormat('fr-CA', options);

  it('writes areas, distances, money and dates as a French-Canadian reader expects', () => {
    expect(formatSquareFeet(12000, 'fr')).toBe(`${nf().format(12000)}\u00a0pi²`);
    expect(formatSquareFeet(12000, 'fr')).toMatch(/^12\s000\s+pi²$/u);
    expect(formatDistance(1.5, 'fr')).toBe(`${nf({ maximumFractionDigits: 1 }).format(1.5)}\u00a0km`);
    expect(formatDistance(1.5, 'fr')).toMatch(/^1,5\s+km$/u);
    expect(formatMoney(15, 'fr')).toBe(
      nf({ style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(15),
    );
    expect(formatMoney(15, 'fr')).toMatch(/^15\s\$$/u);
    const day = new Date(Date.UTC(2026, 10, 26));
    expect(formatDate(day, 'long', 'fr')).toBe(
      new Intl.DateTimeFormat('fr-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(day),
    );
    expect(formatNumber(1234567.5, 3, 'fr')).toBe(nf({ maximumFractionDigits: 3 }).format(1234567.5));
  });

  it('writes the first of the month as an ordinal in French, as Intl does not', () => {
    const first = new Date(Date.UTC(2026, 11, 1));
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-CA', options).format(first);
    const ordinal = (intlDay: string) => `1er${intlDay.slice(1)}`;
    expect(intl({ dateStyle: 'medium', timeZone: 'UTC' })).toMatch(/^1\s/u);
    expect(formatDate(first, 'long', 'fr')).toBe(
      ordinal(intl({ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })),
    );
    expect(formatDay(first, 'fr')).toBe(ordinal(intl({ dateStyle: 'medium', timeZone: 'UTC' })));
    expect(localDateFormat({ dateStyle: 'medium', timeZone: 'UTC' }, 'en-CA', 'fr').format(first)).toBe(
      ordinal(intl({ dateStyle: 'medium', timeZone: 'UTC' })),
    );
    // Other days, and English, as Intl writes them.
    const tenth = new Date(Date.UTC(2026, 11, 10));
    expect(formatDay(tenth, 'fr')).toBe(
      new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'UTC' }).format(tenth),
    );
    expect(formatDate(first, 'long', 'en')).toBe(
      new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(first),
    );
  });

  // Written out without Intl (src/shared/i18n/format.ts says why), so checked against it.
  const money = (tag: string, amount: number) => {
    const cents = Number.isInteger(amount) ? 0 : 2;
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: cents,
      maximumFractionDigits: cents,
    }).format(amount);
  };
  const numbers = [0, 1, 7.5, 12.25, 999, 1000, 1234.5678, 12000, 48000.4, 1234567.891, 1e9];
  const amounts = [0, 6, 9.5, 12.75, 15, 999.99, 1000, 2450.5, 1234567, -15, -1234.5];
  // The second to the thirteenth: the first of a month is French's ordinal (the test above).
  const days = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, month + 2)));
  it.each([
    ['en', 'en-US'],
    ['fr', 'fr-CA'],
  ] as const)('writes numbers, money and days in %s as Intl %s does', (locale, tag) => {
    for (const n of numbers) {
      for (const decimals of [0, 1, 3]) {
        expect(formatNumber(n, decimals, locale), `${n} to ${decimals}`).toBe(
          new Intl.NumberFormat(tag, { maximumFractionDigits: decimals }).format(n),
        );
      }
    }
    for (const amount of amounts) expect(formatMoney(amount, locale), String(amount)).toBe(money(tag, amount));
    for (const day of days) {
      expect(formatDay(day, locale)).toBe(
        new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(day),
      );
    }
  });

  it('keeps the English figures as the site always wrote them', () => {
    expect(formatSquareFeet(12000, 'en')).toBe('12,000 sq ft');
    expect(formatDistance(1.5, 'en')).toBe('1.5 km');
    expect(formatDistance(0.4, 'en')).toBe('Under 1 km');
    expect(formatMoney(15, 'en')).toBe('$15');
  });
});

describe('language of a URL', () => {
  it('puts French pages under /fr and keeps the query', () => {
    expect(localizedPath('/search?q=Laval&view=list', 'fr')).toBe('/fr/search?q=Laval&view=list');
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/fr/search?q=Laval', 'en')).toBe('/search?q=Laval');
    expect(localizedPath('/fr', 'en')).toBe('/');
    expect(localizedPath('/api/search', 'fr')).toBe('/api/search');
    expect(localeOfPath('/fr/warehouse/abc')).toBe('fr');
    expect(localeOfPath('/france')).toBe('en');
  });

  it("reads a browser's or request's preferred language", () => {
    expect(preferredLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(preferredLocale('en-US,fr;q=0.5')).toBe('en');
    expect(preferredLocale('de-DE,fr;q=0.7')).toBe('fr');
    expect(preferredLocale(['de-DE'])).toBeUndefined();
    expect(preferredLocale(null)).toBeUndefined();
  });
});

describe('the French FAQ', () => {
  it('answers the same questions, group for group, as the English one', async () => {
    const { FAQ_GROUPS } = await import('#src/shared/faq.ts');
    const { FAQ_GROUPS_FR } = await import('#src/shared/faq-fr.ts');
    expect(FAQ_GROUPS_FR.map((g) => [g.id, g.items.length])).toEqual(FAQ_GROUPS.map((g) => [g.id, g.items.length]));
  });
});
