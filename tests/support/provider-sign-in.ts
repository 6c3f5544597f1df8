import type { SignInProvider } from '#src/server/config.ts';
import type { TestContext } from './app.ts';
import { requestFrom } from './accounts.ts';

/** The browser's cookies across the redirects of a provider sign-in: set, replaced and cleared as a browser would. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(header = '') {
    for (const pair of header.split(/;\s*/).filter(Boolean)) {
      const [name, ...value] = pair.split('=');
      this.cookies.set(name!, value.join('='));
    }
  }

  take(res: Response): this {
    for (const set of res.headers.getSetCookie()) {
      const [pair, ...attributes] = set.split(/;\s*/);
      const [name, ...value] = pair!.split('=');
      const cleared = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)) < new Date()),
      );
      if (cleared || value.join('') === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const location = (res: Response) => res.headers.get('location') ?? '';

/**
 * "Continue with …" as a browser does it: the start route, the provider's authorize page (which
 * signs in whoever the mock's `person` is and redirects back), then the callback. Answers the
 * callback's response and where it sends the browser; `changeCallback` alters the URL the
 * provider sends back (a wrong state).
 */
export async function providerRoundTrip(
  ctx: TestContext,
  provider: SignInProvider,
  options: {
    jar?: CookieJar;
    query?: string;
    changeCallback?: (url: URL) => void;
  } = {},
) {
  const jar = options.jar ?? new CookieJar();
  const start = await requestFrom(ctx, `/api/auth/providers/${provider}/start${options.query ?? ''}`, {
    cookie: jar.header(),
  });
  if (start.status !== 302) throw new Error(`start answered ${start.status}: ${await start.text()}`);
  jar.take(start);
  const authorize = await fetch(location(start), { redirect: 'manual' });
  const callback = new URL(location(authorize));
  options.changeCallback?.(callback);
  const callbackPath = callback.pathname + callback.search;
  const res = await requestFrom(ctx, callbackPath, { cookie: jar.header() });
  jar.take(res);
  return { res, location: location(res), jar, callbackPath, authorizeUrl: new URL(location(start)) };
}
