const MINUTE = 60 * 1000;

/** One limit: at most `limit` hits on `key` in any `windowMs`. */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

const rule = (key: string, limit: number, windowMs: number): RateLimitRule => ({ key, limit, windowMs });

/**
 * Every rate limit of the API. Per-IP rules stop one client from hammering; per-address and
 * per-account rules stop anyone from flooding one inbox or guessing one account's password
 * from many addresses. The API layer counts each request against them (api/rate-limit.ts).
 */
export const RATE_LIMITS = {
  loginPerIp: (ip: string) => rule(`login:ip:${ip}`, 50, 15 * MINUTE),
  loginPerAccount: (ip: string, account: string) =>
    rule(`login:account:${ip}:${account.toLowerCase()}`, 10, 15 * MINUTE),
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
  /** Every contact attempt counts, valid or not: a person rarely needs more than a few messages. */
  contactPerIp: (ip: string) => rule(`contact:ip:${ip}`, 5, 10 * MINUTE),
  /** Quote requests per client address, and per requester address so one inbox cannot be flooded from many. */
  quotePerIp: (ip: string) => rule(`quote:ip:${ip}`, 5, 10 * MINUTE),
  quotePerEmail: (email: string) => rule(`quote:email:${email}`, 10, 60 * MINUTE),
};
