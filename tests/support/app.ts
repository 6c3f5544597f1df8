import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { createApp, type App } from '#src/server/api/app.ts';
import { loadConfig, type AppConfig } from '#src/server/config.ts';
import { createSearchEventLog, type SearchEventLog } from '#src/server/search/search-events.ts';
import { createCapturingMailer } from './mail.ts';
import { createTestDatabase } from './test-db.ts';

export const TEST_SITE_URL = 'http://localhost:4321';

export interface TestContext {
  app: App;
  handle: DatabaseHandle;
  db: DatabaseHandle['db'];
  config: AppConfig;
  mailer: ReturnType<typeof createCapturingMailer>;
  searchEvents: SearchEventLog;
}

/**
 * One database and one app per test file. Call at the top of a describe block; the returned
 * object is filled in before the tests run.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.handle = await createTestDatabase();
    ctx.db = ctx.handle.db;
    ctx.config = { ...loadConfig({ SITE_URL: TEST_SITE_URL }), ...overrides };
    ctx.mailer = createCapturingMailer();
    ctx.searchEvents = createSearchEventLog(ctx.db);
    ctx.app = createApp({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, searchEvents: ctx.searchEvents });
  });
  afterAll(async () => {
    // Searches sent to an app a test builds itself leave their events here too.
    await ctx.searchEvents?.flush();
    await ctx.handle?.close();
  });
  return ctx;
}

/**
 * Requests as the browser on the site makes them: same origin, JSON bodies, cookies if given.
 * Buffered search events are written before it returns, as Netlify writes them after each call.
 */
export async function request(
  ctx: TestContext,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { origin: TEST_SITE_URL, 'sec-fetch-site': 'same-origin', ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await ctx.app.request(`${TEST_SITE_URL}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  await ctx.searchEvents.flush();
  return res;
}

/** The session cookie pair ("sid=…") from a response, to send on the next request. */
export function sessionCookie(res: Response, name = loadConfig({}).sessionCookie): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!set) throw new Error('The response set no session cookie');
  return set.split(';')[0]!;
}
