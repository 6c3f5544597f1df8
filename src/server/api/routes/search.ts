import { Hono, type MiddlewareHandler } from 'hono';
import { searchAdjustments, searchParamsSchema } from '#src/shared/validation/search.ts';
import { searchedRegionName } from '#src/server/search/region-name.ts';
import type { MapPointsAnswer, SearchAnswer } from '#src/shared/api/search.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { validated } from '#src/server/api/http.ts';
import { clientIp, enforceRateLimits } from '#src/server/api/rate-limit.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';

/**
 * The per-IP search limit, started for every request ahead of the validator; the route waits for
 * it alongside the search, so its database write adds no wait to the answer, and a refused search
 * is never answered.
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
    return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as ReturnType<
      typeof c.json<SearchAnswer, 200>
    >;
  })
  /** The map view's points: every match of the same search. */
  .get('/points', searchRateLimited, validated('query', searchParamsSchema), async (c) => {
    const [, answer] = await Promise.all([c.var.searchCounted, c.var.searchCache.points(c.req.valid('query'))]);
    return c.json(answer satisfies MapPointsAnswer);
  });
