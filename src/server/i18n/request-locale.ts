import { AsyncLocalStorage } from 'node:async_hooks';
import { overwriteServerAsyncLocalStorage } from '#src/paraglide/runtime.js';
import type { Locale } from '#src/shared/i18n/locale.ts';

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
