import { defineMiddleware } from 'astro:middleware';
import { withLocale } from '#src/server/i18n/request-locale.ts';
import { localeOfPath } from '#src/shared/i18n/locale.ts';

/**
 * Every page renders in the language of its path (`/fr/…` is French), its messages reading it
 * from the async context (docs/decisions/i18n.md). The body is read inside that context: Astro
 * streams a page, and the parts rendered while it streams must still see their language.
 */
export const onRequest = defineMiddleware((context, next) =>
  withLocale(localeOfPath(context.url.pathname), async () => {
    const response = await next();
    const body = await response.arrayBuffer();
    return new Response(body, response);
  }),
);
