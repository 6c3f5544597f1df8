import { useEffect, useState } from 'react';
import { localHref } from '#src/shared/i18n/messages.ts';
import { DEFAULT_RETURN_URL, returnUrlFrom } from '#src/shared/return-url.ts';

/**
 * Where an account screen sends the visitor once they are in: the page's returnUrl, in the page's
 * language, so /fr/login with no returnUrl leads to /fr rather than the English home page. Read
 * after hydration: the pre-rendered page knows no query string.
 */
export function useReturnUrl(): string {
  const [returnUrl, setReturnUrl] = useState(DEFAULT_RETURN_URL);
  useEffect(() => setReturnUrl(localHref(returnUrlFrom(window.location.search))), []);
  return returnUrl;
}
