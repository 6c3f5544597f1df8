import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { searchAdjustments, searchParamsSchema } from '#src/shared/validation/search.ts';
import { SEARCH_CACHE_TAG } from '#src/server/search/cdn-cache.ts';
import { searchedRegionName } from '#src/server/search/region-name.ts';
import type { SearchAnswer } from '#src/server/answers/search.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { validated } from '#src/server/api/http.ts';
import { clientIp, enforceRateLimits } from '#src/server/api/rate-limit.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';

/**
 * The per-IP search limit, started for every request ahead of the validator; the route waits for
 * it alongside the search, so its database write adds no wait to the answer, and a refused search
 * is neither answered nor kept by the CDN.
 */
const searchRateLimited: MiddlewareHandler<AppEnv & { Variables: { searchCounted: Promise<unknown> } }> = async (
  c,
  next,
) => {
  const perMinute = c.var.config.searchesPerMinute;
  const counted = perMinute ? enforceRateLimits(c, RATE_LIMITS.searchPerIp(clientIp(c), perMinute)) : undefined;
  // A request the validator refuses never waits for the count; its refusal is then nobody's answer.
  counted?.catch(() => {});
  c.set('searchCounted', Promise.resolve(counted));
  return next();
};

/**
 * Each kept answer's JSON, written the first time it is sent and reused by every request it
 * answers after: serializing answers was a fifth of a busy server's time (docs/performance.md,
 * Search). Without the parts each request fills in, which are written every time.
 */
const keptAnswerJson = new WeakMap<SearchAnswer, string>();

function withRequestParts(answer: SearchAnswer, parts: Pick<SearchAnswer, 'regionName' | 'adjusted'>): string {
  let json = keptAnswerJson.get(answer);
  if (json === undefined) {
    // JSON leaves out keys whose value is undefined.
    json = JSON.stringify({ ...answer, regionName: undefined, adjusted: undefined });
    keptAnswerJson.set(answer, json);
  }
  return `${json.slice(0, -1)},"regionName":${JSON.stringify(parts.regionName)},"adjusted":${JSON.stringify(parts.adjusted)}}`;
}

/**
 * How long an answer is kept (docs/decisions/search.md, "Answers the CDN keeps"). Netlify's CDN
 * keeps it a minute, then may send it while it fetches the next for five more; a listing change
 * purges it by its tag sooner. Browsers keep nothing: they ask the CDN every time.
 */
const SHARED_ANSWER_HEADERS = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300',
  'Netlify-Cache-Tag': SEARCH_CACHE_TAG,
};

/**
 * A request with a session cookie is answered for its sender alone: the answer itself is the same
 * for everyone, but nothing sent with a session (a cookie set on the way out) may seed a cache
 * every visitor reads from.
 */
function cacheHeaders(sessionCookie: string | undefined): Record<string, string> {
  return sessionCookie ? { 'Cache-Control': 'private, no-store' } : SHARED_ANSWER_HEADERS;
}

/** /api/search: the search page's results. */
export const searchRoutes = new Hono<AppEnv>()
  .get('/', searchRateLimited, validated('query', searchParamsSchema), async (c) => {
    const params = c.req.valid('query');
    const [, answer] = await Promise.all([c.var.searchCounted, c.var.searchCache.search(params)]);
    const body = withRequestParts(answer, {
      regionName: answer.region && searchedRegionName(answer.region),
      adjusted: searchAdjustments(c.req.queries(), params),
    });
    // The same answer c.json would send, written from the kept JSON; typed as c.json types it.
    return c.body(body, 200, {
      'content-type': 'application/json',
      ...cacheHeaders(getCookie(c, c.var.config.sessionCookie)),
    }) as unknown as ReturnType<typeof c.json<SearchAnswer, 200>>;
  })
  /** The map view's points: every match of the same search, kept and purged as the search is. */
  .get('/points', searchRateLimited, validated('query', searchParamsSchema), async (c) => {
    const [, answer] = await Promise.all([c.var.searchCounted, c.var.searchCache.points(c.req.valid('query'))]);
    return c.json(answer, 200, cacheHeaders(getCookie(c, c.var.config.sessionCookie)));
  });
