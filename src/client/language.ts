import { isLocale, localeOfPath, preferredLocale, type Locale } from '#src/shared/i18n/locale.ts';
import { api, read } from './api.ts';
import { $session } from './session.ts';

/**
 * The language the visitor chose with the switcher (docs/decisions/i18n.md, browser-storage.md):
 * it only decides whether English pages offer the French one, never where a visitor lands.
 */
const LOCALE_STORAGE_KEY = 'preferred_locale';

function chosenLocale(): Locale | undefined {
  const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : undefined;
}

/** The switcher keeps the page and its query; the choice is kept here and on a signed-in account. */
export function startLanguageSwitch() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-language-switch]')) {
    const target = link.dataset.languageSwitch;
    if (!isLocale(target)) continue;
    const page = link.pathname;
    // The query can change after load (/search rewrites it), so it is read when the link is used.
    const follow = () => (link.href = `${page}${location.search}${location.hash}`);
    link.addEventListener('pointerdown', follow);
    link.addEventListener('focus', follow);
    link.addEventListener('click', async (event) => {
      follow();
      localStorage.setItem(LOCALE_STORAGE_KEY, target);
      if (!$session.get().user || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      try {
        await read(api.profile.locale.$put({ json: { locale: target } }));
      } catch (err) {
        console.warn('Could not save the language on the account', err);
      }
      location.assign(link.href);
    });
  }
  startSuggestion();
}

/** On an English page, a browser preferring French is offered the French page once, until it chooses. */
function startSuggestion() {
  const banner = document.querySelector<HTMLElement>('[data-language-suggestion]');
  if (!banner || localeOfPath(location.pathname) !== 'en' || chosenLocale()) return;
  if (preferredLocale(navigator.languages) !== 'fr') return;
  banner.hidden = false;
  banner.querySelector('[data-language-suggestion-dismiss]')?.addEventListener('click', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    banner.hidden = true;
  });
}
