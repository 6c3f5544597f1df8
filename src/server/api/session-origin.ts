import type { Context } from 'hono';
import type { SessionOrigin } from '#src/server/auth/sessions.ts';

/**
 * Where a new session comes from, as the profile's session list shows it: the browser and system
 * named by User-Agent, and the place Netlify's edge puts in `x-nf-geo` (base64 JSON with city and
 * country). The local server has no such header, so its sessions show no place.
 */
export function sessionOrigin(c: Context, method: SessionOrigin['method']): SessionOrigin {
  return { method, device: describeDevice(c.req.header('user-agent')), place: placeFrom(c.req.header('x-nf-geo')) };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox on Windows": enough to recognise one's own devices, without storing the whole header. */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

function placeFrom(header: string | undefined): string | null {
  if (!header) return null;
  try {
    const geo = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
      city?: string;
      country?: { name?: string };
    };
    const parts = [geo.city, geo.country?.name].filter(
      (part): part is string => typeof part === 'string' && part !== '',
    );
    return parts.length ? parts.join(', ').slice(0, 100) : null;
  } catch {
    return null;
  }
}
