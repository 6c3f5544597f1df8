import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '#db/client.ts';
import { recoveryCodes, users, type User } from '#db/schema.ts';
import { RECOVERY_CODE_COUNT } from '#src/shared/api/second-factor.ts';
import type { SecondFactorEnrolment } from '#src/server/answers/second-factor.ts';
import { recordAccountEvent } from './account-events.ts';
import { endOtherSessions, markSecondFactorPassed } from './sessions.ts';
import { hashToken } from '#src/server/security/tokens.ts';

/**
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s, what every authenticator app reads)
 * and single-use recovery codes (docs/decisions/second-factor.md).
 */
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock may be up to about 30 s off. */
const SKEW_STEPS = 1;
const ISSUER = 'Warehouse Finder';

export function totpFor(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a code belongs to, if it is right within the allowed skew. */
function matchingStep(secret: string, code: string, now: number): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: SKEW_STEPS });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** A new secret, kept aside until a code from it confirms the app has it. */
export async function startEnrolment(
  db: Database,
  user: Pick<User, 'id' | 'username'>,
): Promise<SecondFactorEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
  const uri = totpFor(secret, user.username).toString();
  return { uri, secret, qr: await qrPath(uri) };
}

/** The QR code's dark modules as one SVG path, so the page draws it without markup from the server. */
async function qrPath(text: string): Promise<SecondFactorEnrolment['qr']> {
  // Loaded when an account turns the second factor on, not with every cold API instance.
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(x, y)) path += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}

export type CodeCheck = { ok: true } | { ok: false; reason: 'wrong_code' | 'code_used' };

/**
 * Accepts a code once: its time step must be later than the last accepted one, written in the
 * same statement that checks it, so two requests racing with one code cannot both pass.
 */
async function acceptCode(db: Database, userId: string, secret: string, code: string, now: number): Promise<CodeCheck> {
  const step = matchingStep(secret, code, now);
  if (step === null) return { ok: false, reason: 'wrong_code' };
  const accepted = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return accepted.length ? { ok: true } : { ok: false, reason: 'code_used' };
}

export type EnrolmentOutcome =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; reason: 'no_enrolment' | 'already_enabled' | 'wrong_code' | 'code_used' };

/**
 * A code from the new secret turns the factor on, with ten fresh recovery codes shown this once.
 * The session that entered it counts as having passed the code step; every other session of the
 * account ends, since none of them ever entered a code.
 */
export async function confirmEnrolment(
  db: Database,
  user: Pick<User, 'id' | 'username' | 'isAdmin'>,
  sessionId: string,
  code: string,
  now = Date.now(),
): Promise<EnrolmentOutcome> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (account?.totpSecret) return { ok: false, reason: 'already_enabled' };
    const secret = account?.totpPendingSecret;
    if (!secret) return { ok: false, reason: 'no_enrolment' };
    const step = matchingStep(secret, code, now);
    if (step === null) return { ok: false, reason: 'wrong_code' };
    await tx
      .update(users)
      .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
      .where(eq(users.id, user.id));
    const codes = await replaceRecoveryCodes(tx, user.id);
    await markSecondFactorPassed(tx, sessionId);
    await endOtherSessions(tx, user.id, sessionId);
    await recordAccountEvent(tx, user, 'second_factor.enrol');
    return { ok: true, recoveryCodes: codes };
  });
}

/** Ten codes of ten characters from an alphabet without look-alikes (about 50 bits each). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Typed with or without the hyphen, in any case, with stray spaces. */
const normalizedRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

async function replaceRecoveryCodes(tx: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(normalizedRecoveryCode(code)) })));
  return codes;
}

export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.left ?? 0);
}

/** Six digits are an authenticator code; anything else is tried as a recovery code. */
const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * Checks a code from the app, or a recovery code (spent by this use), for an account with the
 * factor on. `recovery` says which kind was accepted.
 */
export async function checkSecondFactor(
  db: Database,
  user: Pick<User, 'id' | 'username' | 'isAdmin' | 'totpSecret'>,
  code: string,
  now = Date.now(),
): Promise<CodeCheck & { recovery?: boolean }> {
  if (!user.totpSecret) return { ok: false, reason: 'wrong_code' };
  if (isAuthenticatorCode(code)) return acceptCode(db, user.id, user.totpSecret, code.replace(/\s/g, ''), now);
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashToken(normalizedRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (spent.length === 0) return { ok: false, reason: 'wrong_code' };
  await recordAccountEvent(db, user, 'recovery_code.use', { left: await recoveryCodesLeft(db, user.id) });
  return { ok: true, recovery: true };
}

/** Turns the factor off (the route has checked the password or re-sign-in and a current code). */
export async function removeSecondFactor(db: Database, user: Pick<User, 'id' | 'username' | 'isAdmin'>) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordAccountEvent(tx, user, 'second_factor.remove');
  });
}
