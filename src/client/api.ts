/**
 * The one way the browser talks to /api (docs/decisions/interface-behaviour.md): cookies always included, JSON
 * body only when there is one, and any non-OK answer becomes an ApiRequestError whose message is
 * "status: body" (or the status text when the body is empty). A 401 also broadcasts
 * `auth:unauthorized`, on which the session store signs the user out.
 */
import type { ApiErrorBody } from '#src/shared/api/errors.ts';

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

async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  if (res.status === 401 && typeof window !== 'undefined') window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  throw new ApiRequestError(res.status, text, res.statusText);
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return readApiResponse<T>(res);
}

/** Reads an answer of our API: a non-OK one throws ApiRequestError (a 401 also signs out), JSON is parsed. */
export async function readApiResponse<T = unknown>(res: Response): Promise<T> {
  await throwIfNotOk(res);
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : undefined) as T;
}

/**
 * Reads by key segments joined with a slash (GET), (docs/decisions/interface-behaviour.md).
 * `on401: 'returnNull'` yields null instead of throwing for a signed-out visitor.
 */
export async function getQuery<T>(
  key: (string | number)[],
  options: { on401?: 'throw' | 'returnNull' } = {},
): Promise<T | null> {
  const res = await fetch(key.join('/'), { credentials: 'include' });
  if (res.status === 401 && options.on401 === 'returnNull') {
    // Read to the end, or the request stays open in some browsers.
    await res.text().catch(() => '');
    return null;
  }
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** Fire-and-forget that survives navigation (card clicks); failures are only logged. */
export function sendBeacon(url: string, body: unknown) {
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
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
    headers: { 'Content-Type': 'application/json' },
  }).catch((err) => console.warn('Could not record the event', err));
}
