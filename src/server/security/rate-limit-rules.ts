import { AVAILABILITY_LINK_MESSAGES } from '#src/shared/api/availability.ts';
import { CLAIM_MESSAGES } from '#src/shared/api/claims.ts';
import { m, minuteUnit, type LocalizedString } from '#src/shared/i18n/messages.ts';
import { SECOND_FACTOR_MESSAGES } from '#src/shared/api/second-factor.ts';

const MINUTE = 60 * 1000;

/** One limit: at most `limit` hits on `key` in any `windowMs`. */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowMs: number;
  /** What the 429 says when the generic "wait and try again" would leave the person stuck. */
  message?: (minutes: number) => LocalizedString;
}

const rule = (key: string, limit: number, windowMs: number, message?: RateLimitRule['message']): RateLimitRule => ({
  key,
  limit,
  windowMs,
  message,
});

/**
 * Every password-login counter of one account starts with this, so a password reset (which
 * proves the owner holds the mailbox) can clear them all: security/rate-limit.ts, clearRateLimits.
 */
export const loginCountersOf = (account: string) => `login:account:${account.toLowerCase()}`;

/** The counter of second-factor codes tried for one account. */
export const secondFactorCountersOf = (userId: string) => `second-factor:user:${userId}`;

/**
 * Every rate limit of the API. Per-IP rules stop one client from hammering; per-address and
 * per-account rules stop anyone from flooding one inbox or guessing one account's password
 * from many addresses. The API layer counts each request against them (api/rate-limit.ts).
 */
export const RATE_LIMITS = {
  loginPerIp: (ip: string) => rule(`login:ip:${ip}`, 50, 15 * MINUTE),
  loginPerAccountAndIp: (ip: string, account: string) => rule(`${loginCountersOf(account)}:ip:${ip}`, 10, 15 * MINUTE),
  /**
   * Guesses at one account from every address together: past this the account's password login
   * is locked for everyone until the window fades or the owner resets the password by e-mail.
   */
  loginPerAccount: (account: string) =>
    rule(loginCountersOf(account), 50, 60 * MINUTE, (minutes) =>
      m.api_too_many_sign_ins({ minutes, unit: minuteUnit(minutes) }),
    ),
  /**
   * Second-factor codes tried for one account: 10 guesses in a million per 15 minutes. A right
   * code clears the count (secondFactorCountersOf), so only guesses since the last success count.
   */
  secondFactorPerUser: (userId: string) =>
    rule(secondFactorCountersOf(userId), 10, 15 * MINUTE, SECOND_FACTOR_MESSAGES.tooMany),
  /** Google/Microsoft round trips from one address: a person needs a few; each callback costs a call to the provider. */
  providerSignInPerIp: (ip: string) => rule(`provider-sign-in:ip:${ip}`, 60, 15 * MINUTE),
  /** Accounts created. */
  signupPerIp: (ip: string) => rule(`signup:ip:${ip}`, 5, 60 * MINUTE),
  /** Every signup request, so the "already taken" answers cannot be used to list accounts quickly. */
  signupAttemptsPerIp: (ip: string) => rule(`signup-attempt:ip:${ip}`, 30, 60 * MINUTE),
  resendPerIp: (ip: string) => rule(`resend-verification:ip:${ip}`, 10, 15 * MINUTE),
  resendPerEmail: (email: string) => rule(`resend-verification:email:${email}`, 3, 15 * MINUTE),
  forgotPerIp: (ip: string) => rule(`forgot-password:ip:${ip}`, 10, 15 * MINUTE),
  forgotPerEmail: (email: string) => rule(`forgot-password:email:${email}`, 3, 15 * MINUTE),
  resetPerIp: (ip: string) => rule(`reset-password:ip:${ip}`, 10, 15 * MINUTE),
  /** Profile changes that ask for the current password: a stolen session must not become a guessing oracle. */
  passwordCheckPerUser: (userId: string) => rule(`password-check:user:${userId}`, 10, 15 * MINUTE),
  emailChangePerUser: (userId: string) => rule(`email-change:user:${userId}`, 5, 60 * MINUTE),
  /** A freed username can be taken by anyone, so rapid renames would let one account cycle through names. */
  usernameChangePerUser: (userId: string) => rule(`username-change:user:${userId}`, 5, 60 * MINUTE),
  /**
   * Searches (config.searchesPerMinute, unset for none): far above a person's pace, so only a
   * script reading the whole catalogue page by page meets it.
   */
  searchPerIp: (ip: string, perMinute: number) =>
    rule(`search:ip:${ip}`, perMinute, MINUTE, (minutes) =>
      m.api_too_many_searches({ minutes, unit: minuteUnit(minutes) }),
    ),
  /** Beacons come a few per page view; this only stops a script from filling the events table. */
  eventsPerIp: (ip: string) => rule(`events:ip:${ip}`, 120, MINUTE),
  /**
   * A detail view counts once per address and listing in 10 minutes, so reloading a page does not
   * inflate its owner's numbers. Over the limit the view is ignored, never refused.
   */
  detailViewPerIpAndListing: (ip: string, warehouseId: string) =>
    rule(`detail-view:ip:${ip}:listing:${warehouseId}`, 1, 10 * MINUTE),
  /** Every contact attempt counts, valid or not: a person rarely needs more than a few messages. */
  contactPerIp: (ip: string) => rule(`contact:ip:${ip}`, 5, 10 * MINUTE),
  /** Quote requests per client address, and per requester address so one inbox cannot be flooded from many. */
  quotePerIp: (ip: string) => rule(`quote:ip:${ip}`, 5, 10 * MINUTE),
  quotePerEmail: (email: string) => rule(`quote:email:${email}`, 10, 60 * MINUTE),
  /** An owner's replies from the lead inbox: each is an e-mail from our address to a buyer. */
  leadReplyPerUser: (userId: string) => rule(`lead-reply:user:${userId}`, 30, 60 * MINUTE),
  /** Looks at and claims of claim links: a person needs a few; a guesser of tokens needs millions. */
  claimPerIp: (ip: string) => rule(`claim:ip:${ip}`, 20, 15 * MINUTE, CLAIM_MESSAGES.tooMany),
  /** Looks at and uses of availability links: an owner of many listings opens a few dozen a month. */
  availabilityLinkPerIp: (ip: string) =>
    rule(`availability-link:ip:${ip}`, 60, 15 * MINUTE, AVAILABILITY_LINK_MESSAGES.tooMany),
  /** Photo uploads: ten photos for each of several listings in an hour is generous; each costs a few seconds of CPU. */
  photoUploadsPerUser: (userId: string) => rule(`photo-upload:user:${userId}`, 100, 60 * MINUTE),
  /**
   * Listing submits, valid or not: each new listing mails its contacts and the operations inbox,
   * and an owner rarely lists more than a few warehouses at a sitting.
   */
  /** The listing form asks where its address is as the owner types; each new address may reach the provider. */
  geocodePerUser: (userId: string) => rule(`geocode:user:${userId}`, 60, 60 * MINUTE),
  listingSubmitsPerUser: (userId: string) => rule(`listing-submit:user:${userId}`, 20, 60 * MINUTE),
};
