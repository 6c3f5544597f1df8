import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A saved search's unsubscribe token: its id and an HMAC of it under ALERT_LINK_SECRET. It needs
 * no session and no stored state (an old mail's link keeps working), and cannot be made for
 * another search without the key (docs/decisions/compare-and-alerts.md).
 */
const PURPOSE = 'saved-search-unsubscribe:';

function requireKey(secret: string | undefined): string {
  if (!secret) throw new Error('ALERT_LINK_SECRET must be set in production to sign unsubscribe links.');
  return secret;
}

const signature = (key: string, savedSearchId: string) =>
  createHmac('sha256', key)
    .update(PURPOSE + savedSearchId)
    .digest('base64url');

export function unsubscribeToken(secret: string | undefined, savedSearchId: string): string {
  return `${savedSearchId}.${signature(requireKey(secret), savedSearchId)}`;
}

/** The saved search the token was signed for, or null for a token that was not signed with the key. */
export function savedSearchOfToken(secret: string | undefined, token: string): string | null {
  const [id, given, ...rest] = token.split('.');
  if (!id || !given || rest.length) return null;
  const expected = Buffer.from(signature(requireKey(secret), id));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null;
}
