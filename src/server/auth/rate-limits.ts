import type { Context } from 'hono';
import type { AppEnv } from '#src/server/api/context.ts';
import { ApiError } from '#src/server/api/http.ts';
import { hitRateLimit } from '#src/server/security/rate-limit.ts';

const MINUTE = 60 * 1000;

/** One limit: at most `limit` hits on `key` in any `windowMs`. */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

const rule = (key: string, limit: number, windowMs: number): RateLimitRule => ({ key, limit, windowMs });

/**
 * The account endpoints' limits. Per-IP rules stop one client from hammering; per-address
 * rules stop anyone from flooding one inbox or guessing one account's password from many tabs.
 */
export const authLimits = {
  loginPerIp: (ip: string) => rule(`login:ip:${ip}`, 50, 15 * MINUTE),
  loginPerAccount: (ip: string, account: string) => rule(`login:account:${ip}:${account.toLowerCase()}`, 10, 15 * MINUTE),
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
};

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

/** Counts the request against each rule in turn; the first one over its limit answers 429 with Retry-After. */
export async function enforceRateLimits(c: Context<AppEnv>, ...rules: RateLimitRule[]): Promise<void> {
  for (const { key, limit, windowMs } of rules) {
    const result = await hitRateLimit(c.get('db'), key, limit, windowMs);
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      throw new ApiError(429, tooManyAttemptsMessage(result.retryAfterSeconds));
    }
  }
}
