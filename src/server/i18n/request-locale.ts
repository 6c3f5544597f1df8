import { AsyncLocalStorage } from 'node:async_hooks';
import { overwriteServerAsyncLocalStorage } from '#src/paraglide/runtime.js';
import { isLocale, type Locale } from '#src/shared/i18n/locale.ts';

/**
 * The language of the page being built or the request being answered, for every message
 * function called while it runs (docs/decisions/i18n.md). Astro builds four pages at once and
 * the API answers many requests at once, so it is kept per async context, not in a global.
 */
const storage = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(storage);

export function withLocale<T>(locale: Locale, run: () => T): T {
  return storage.run({ locale }, run);
}

/**
 * Runs `run` in an account's language (users.locale; English when there is no account or it names
 * none): an e-mail is written in its recipient's language, whatever the language of the request
 * or the scheduled run that sends it.
 */
export function inLanguageOf<T>(account: { locale?: string | null } | null | undefined, run: () => T): T {
  const locale = account?.locale;
  return withLocale(isLocale(locale) ? locale : 'en', run);
}
