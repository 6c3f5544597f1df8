import { AsyncLocalStorage } from 'node:async_hooks';
import { overwriteServerAsyncLocalStorage } from '#src/paraglide/runtime.js';
import { isLocale, type Locale } from '#src/shared/i18n/locale.ts';

/**
 * The language of the page being built or the request being answered, for every message
 * function called while it runs (docs/decisions/i18n.md). Astro builds four pages at once and
 * the API answers many requests at once, so it is kept per async context, not in a global.
 */
const storage = new AsyncLocalStorage<{ locale?: Locale; mailRecipientChosen?: true }>();
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
  return storage.run({ locale: isLocale(locale) ? locale : 'en', mailRecipientChosen: true }, run);
}

/** Mail to the site's own team (the operations copies) is English, whatever the language of the request that causes it. */
export function inOperationsLanguage<T>(run: () => T): T {
  return inLanguageOf(null, run);
}

/**
 * The language of the mail being rendered, for its templates' shared layout. A template called
 * outside inLanguageOf or inOperationsLanguage throws: it would be written in the language of the
 * request or run that sends it, not its recipient's.
 */
export function mailLanguage(): Locale {
  const store = storage.getStore();
  if (!store?.mailRecipientChosen) {
    throw new Error("A mail was rendered without its recipient's language: render it inside inLanguageOf");
  }
  return store.locale!;
}
