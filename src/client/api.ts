/**
 * The one way the browser talks to /api (docs/decisions/api-client.md). `api` is typed from the
 * server's routes: `api.admin.listings[':id'].$get({ param: { id } })` takes that route's inputs
 * and `read` returns its answer, so a changed route fails the type check where it is called.
 * Cookies are always included, a body is JSON, and any non-OK answer becomes an ApiRequestError
 * whose message is "status: body" (or the status text when the body is empty). A 401 also
 * broadcasts `auth:unauthorized`, on which the session store signs the user out.
 */
import type { hc, ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '#src/server/api/app.ts';
import type { ApiErrorBody } from '#src/shared/api/errors.ts';
import { LANGUAGE_TAG, localeOfPath } from '#src/shared/i18n/locale.ts';

export const UNAUTHORIZED_EVENT = 'auth:unauthorized';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The JSON error body of our API ({ message, errors }), if that is what came back. */
  get body(): (Partial<ApiErrorBody> & Record<string, unknown>) | null {
    try {
      return JSON.parse(this.bodyText);
    } catch {
      return null;
    }
  }

  /** The server's own sentence, for toasts that show "server message, or fallback". */
  serverMessage(fallback: string): string {
    return this.body?.message || fallback;
  }
}

interface RequestArgs {
  param?: Record<string, string>;
  query?: Record<string, string | string[] | undefined>;
  json?: unknown;
}

/** The route a path of the client's proxy names: its URL, from the path parts (`:id` filled from `param`) and `query`. */
function routeUrl(segments: string[], { param = {}, query = {} }: RequestArgs = {}) {
  const path = segments.map((segment) => (segment[0] === ':' ? encodeURIComponent(param[segment.slice(1)]!) : segment));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of [value ?? []].flat()) search.append(key, one);
  const queryString = `${search}`;
  return `/${path.join('/')}${queryString && `?${queryString}`}`;
}

/**
 * The request a path of the client's proxy names: segments are path parts, the last one the
 * method (`$get`, `$post`, …), as Hono's `hc` reads them; `init` adds to the request (an abort
 * signal).
 */
function send(segments: string[], args: RequestArgs = {}, init?: RequestInit) {
  const method = segments.pop()!.slice(1).toUpperCase();
  const { json } = args;
  // The API answers in the page's language (docs/decisions/i18n.md), whatever the browser prefers.
  const headers: Record<string, string> = { 'Accept-Language': LANGUAGE_TAG[localeOfPath(location.pathname)] };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(routeUrl(segments, args), {
    method,
    credentials: 'include',
    headers,
    ...(json !== undefined && { body: JSON.stringify(json) }),
    ...init,
  });
}

/** Where the proxy keeps the path parts it stands for (read by sendBeacon). */
const SEGMENTS = Symbol('segments');

function client(segments: string[]): unknown {
  return new Proxy(() => {}, {
    get: (_, key) =>
      key === SEGMENTS ? segments : typeof key === 'string' && key !== 'then' ? client([...segments, key]) : undefined,
    apply: (_, __, [args, options]: [RequestArgs?, { init?: RequestInit }?]) =>
      send([...segments], args, options?.init),
  });
}

/**
 * Hono's client type for the API, over this file's own proxy: `hc` itself would add 2 KB of
 * gzipped code (cookies, web sockets, URL helpers) to pages with none to spare.
 */
export const api = (client([]) as ReturnType<typeof hc<AppType>>).api;

/** What a call's successful answer holds: the JSON the route returns with a 2xx status. */
export type Answer<R> =
  R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

type ApiResponse = ClientResponse<unknown, number, string>;

/** A route of `api`: the function that sends its request (`api.search.$get`). */
type ApiRoute = (...args: never[]) => Promise<ApiResponse>;

/** What a route of `api` answers when it succeeds: `AnswerOf<typeof api.search.$get>`. */
export type AnswerOf<Route extends ApiRoute> = Answer<Awaited<ReturnType<Route>>>;

/** The path parts a route of `api` stands for, without its method (`$get`, …). */
function pathOf(route: unknown): string[] {
  return (route as { [SEGMENTS]: string[] })[SEGMENTS].slice(0, -1);
}

/** Whether `url` (a path with a query, as the page asked it) is an address of `route`. */
function isAddressOf(route: unknown, url: string): boolean {
  return new URL(url, location.origin).pathname === routeUrl(pathOf(route));
}

/**
 * A GET the page sent before its island loaded (the /search prefetch), taken over as a call of
 * `route`: null unless `url` is that route's address, so what it answers is that route's answer.
 */
export function takeOverCall<Route extends ApiRoute>(
  route: Route,
  url: string,
  response: Promise<Response> | null,
): ReturnType<Route> | null {
  if (!response || !isAddressOf(route, url)) return null;
  return response as unknown as ReturnType<Route>;
}

/** That request's answer, already parsed (a successful one), taken over on the same condition. */
export function takeOverAnswer<Route extends ApiRoute>(
  route: Route,
  url: string,
  data: unknown,
): AnswerOf<Route> | null {
  if (data === null || data === undefined || !isAddressOf(route, url)) return null;
  return data as AnswerOf<Route>;
}

/** A call's answer: a non-OK one throws ApiRequestError (a 401 also signs out). */
export async function read<R extends ApiResponse>(call: Promise<R>): Promise<Answer<R>> {
  const res = await call;
  if (res.ok) return res.json() as Promise<Answer<R>>;
  const text = await res.text().catch(() => '');
  if (res.status === 401 && typeof window !== 'undefined') window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  throw new ApiRequestError(res.status, text, res.statusText);
}

/** As `read`, but a signed-out visitor's 401 yields null instead of throwing. */
export async function readSignedIn<R extends ApiResponse>(call: Promise<R>): Promise<Answer<R> | null> {
  const res = await call;
  if (res.status !== 401) return read(Promise.resolve(res));
  // Read to the end, or the request stays open in some browsers.
  await res.text().catch(() => '');
  return null;
}

/**
 * A POST that survives navigation (card clicks, a listing's view count) and whose answer nobody
 * reads, to a route of `api` with that route's own input: `sendBeacon(api.events.$post, { json })`.
 * Failures are only logged.
 */
export function sendBeacon<Call extends (args: never) => Promise<ApiResponse>>(route: Call, args: Parameters<Call>[0]) {
  const { json } = (args ?? {}) as RequestArgs;
  const url = routeUrl(pathOf(route), args as RequestArgs);
  const blob = json === undefined ? undefined : new Blob([JSON.stringify(json)], { type: 'application/json' });
  try {
    if (navigator.sendBeacon?.(url, blob)) return;
  } catch {
    // Some browsers refuse JSON blobs in beacons; fall through to a keepalive fetch.
  }
  fetch(url, {
    method: 'POST',
    body: blob,
    keepalive: true,
    credentials: 'include',
    ...(blob && { headers: { 'Content-Type': 'application/json' } }),
  }).catch((err) => console.warn('Could not send', url, err));
}
