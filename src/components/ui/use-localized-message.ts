import { useEffect, useState } from 'react';
import { getLocale } from '#src/shared/i18n/messages.ts';

/**
 * Validation sentences in the page's language (docs/decisions/i18n.md). The shared schemas
 * (src/shared/validation) keep the spec's English wording, which the tests and the API read; a
 * form shows each message through `useLocalizedMessage`, which finds the English sentence in the
 * validation catalogue and answers it in the current language. The catalogue loads on a French
 * page when a form first has a message to show, so no page loads it up front.
 */
let byEnglish: Map<string, () => string> | undefined;
let loading: Promise<void> | undefined;

function loadCatalogue(): Promise<void> {
  loading ??= import('#src/shared/i18n/validation-catalogue.ts').then((catalogue) => {
    byEnglish = catalogue.validationByEnglish();
  });
  return loading;
}

function translated(text: string | undefined): string | undefined {
  if (!text || getLocale() === 'en') return text;
  return byEnglish?.get(text)?.() ?? text;
}

/** A validation or field message in the current language; text it does not know is shown as it is. */
export function useLocalizedMessage(text: string | undefined): string | undefined {
  const needsCatalogue = Boolean(text) && getLocale() !== 'en' && !byEnglish;
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (needsCatalogue) void loadCatalogue().then(() => setLoaded(true));
  }, [needsCatalogue]);
  return translated(text);
}
