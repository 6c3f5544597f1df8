import { defineMiddleware } from 'astro:middleware';
import { withLocale } from '#src/server/i18n/request-locale.ts';
import { onDemandPageHeaders } from '#src/server/site-data.ts';
import { localeOfPath } from '#src/shared/i18n/locale.ts';

/**
 * Every page renders in the language of its path (`/fr/…` is French), its messages reading it
 * from the async context (docs/decisions/i18n.md). The body is read inside that context: Astro
 * streams a page, and the parts rendered while it streams must still see their language. A page
 * rendered on demand then gets the security headers that `_headers` gives the pre-rendered ones.
 */
export const onRequest = defineMiddleware((context, next) =>
  withLocale(localeOfPath(context.url.pathname), async () => {
    const response = await next();
    const body = await response.arrayBuffer();
    const answer = new Response(body, response);
    if (!context.isPrerendered && answer.headers.get('content-type')?.startsWith('text/html')) {
      const html = new TextDecoder().decode(body);
      for (const [name, value] of Object.entries(onDemandPageHeaders(html))) answer.headers.set(name, value);
      answer.headers.set('Content-Type', 'text/html; charset=utf-8');
    }
    return answer;
  }),
);
