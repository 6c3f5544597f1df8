/**
 * The site's two languages and how a URL names one (docs/decisions/i18n.md): English at today's
 * paths, Canadian French under `/fr`. Stored values (storage types, provinces…) stay English;
 * only what a reader sees changes.
 */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
/** The BCP 47 tag of each language, for `lang`, hreflang, Intl and Content-Language. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en', fr: 'fr-CA' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'fr';
}

/**
 * The language a path is in: `/fr` and `/fr/…` are French, everything else English (`/fr.html` is
 * how the build names the French home page).
 */
export function localeOfPath(pathname: string): Locale {
  return /^\/fr(\/|\.html$|$)/.test(pathname) ? 'fr' : 'en';
}

/** The same page's path without its language prefix: `/fr/search` → `/search`, `/fr` → `/`. */
function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname === '/fr.html' ? '/' : pathname.slice(3) || '/';
}

/**
 * A site path (with its query or hash) in a language: `/search?q=a` in French is
 * `/fr/search?q=a`, `/` is `/fr`. Paths outside the pages (`/api`, `/media`, files) and absolute
 * URLs are left alone.
 */
export function localizedPath(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//') || /^\/(api|media|photos|_astro)(\/|$)/.test(href)) return href;
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const bare = unlocalizedPath(path);
  if (locale === 'en') return `${bare}${rest}`;
  return `${bare === '/' ? '/fr' : `/fr${bare}`}${rest}`;
}

/**
 * The first of a request's or browser's preferred languages the site speaks, from an
 * Accept-Language header or `navigator.languages`: `fr-CA,fr;q=0.9,en;q=0.8` → `fr`.
 */
export function preferredLocale(accepted: string | readonly string[] | null | undefined): Locale | undefined {
  const tags = typeof accepted === 'string' ? parseAcceptLanguage(accepted) : [...(accepted ?? [])];
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return undefined;
}

function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
