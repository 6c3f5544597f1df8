import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BUSINESS_VERIFICATION_METHODS } from '#src/shared/catalog.ts';
import { createdAt, inList } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /**
     * scrypt hash with its parameters, never the password; null for an account made by signing in
     * with Google or Microsoft until its owner sets one (docs/decisions/sign-in-providers.md).
     */
    password: text('password'),
    isAdmin: boolean('is_admin').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    verificationToken: text('verification_token'),
    verificationTokenExpiry: timestamp('verification_token_expiry', { withTimezone: true }),
    resetPasswordToken: text('reset_password_token'),
    resetPasswordTokenExpiry: timestamp('reset_password_token_expiry', { withTimezone: true }),
    /** A new address waiting for its verification link; `email` changes only once it is used. */
    pendingEmail: text('pending_email'),
    /** The account's language ('en' or 'fr', src/shared/i18n/locale.ts): its e-mails are written in it. */
    locale: text('locale').notNull().default('en'),
    /** The confirmed TOTP secret (base32): set, every sign-in asks for a code (docs/decisions/second-factor.md). */
    totpSecret: text('totp_secret'),
    /** A secret shown as a QR code but not yet confirmed with a code; it replaces nothing until then. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last code accepted, so no code is accepted twice. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_verification_token_key').on(t.verificationToken),
    uniqueIndex('users_reset_password_token_key').on(t.resetPasswordToken),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Refreshed at most hourly; a session idle for longer than SESSION_IDLE_MS no longer counts. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The password or provider was right but the account has a second factor and no code was
     * given yet: such a session signs nobody in; it only lets the code be entered, for a few minutes.
     */
    awaitingSecondFactor: boolean('awaiting_second_factor').notNull().default(false),
    /**
     * This session entered a second-factor code: at sign-in, or when its owner turned the factor
     * on from it. The admin guard asks the session, not the account (docs/decisions/second-factor.md).
     */
    secondFactorPassed: boolean('second_factor_passed').notNull().default(false),
    /** How it began: password, google or microsoft. */
    method: text('method').notNull().default('password'),
    /** The browser and system, as the profile's session list shows them ("Firefox on Windows"). */
    device: text('device'),
    /** City and country from the host's geolocation headers, where it sends them. */
    place: text('place'),
    /** When the owner last signed in again with a provider in this session: it stands in for a password. */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const OIDC_PROVIDERS = ['google', 'microsoft'] as const;

/** A Google or Microsoft account linked to a user: found again by (provider, subject), never by e-mail. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: OIDC_PROVIDERS }).notNull(),
    /** The provider's `sub` (for Microsoft, unique per application and tenant). */
    subject: text('subject').notNull(),
    /** The address the provider gave when it was linked, shown on the profile. */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    uniqueIndex('user_identities_user_provider_key').on(t.userId, t.provider),
  ],
);

/** A first sign-in with a provider whose person has no account yet: it waits for a username. */
export const providerSignups = pgTable('provider_signups', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** SHA-256 of the token in the browser's cookie. */
  tokenHash: text('token_hash').notNull().unique(),
  provider: text('provider', { enum: OIDC_PROVIDERS }).notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull(),
  /** A suggestion for the username field, from the provider's name for the person. */
  name: text('name'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Single-use codes that stand in for the authenticator: only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * What happened to an account's security, for every account: sign-ins, second-factor and
 * provider changes, ended sessions. An admin's are also written to the audit log.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** JSON: what the action concerned (the provider, the session's device …). */
    details: text('details').notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [index('account_events_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * An admin's check of an owner's business (docs/decisions/freshness.md, "Owner verified"): one row
 * per verified owner, removed when it is withdrawn (the audit log keeps both). Triggers (migration
 * 0020) copy whether a listing's owner has one into `warehouses.owner_verified`, which every
 * public answer and search reads.
 */
export const businessVerifications = pgTable(
  'business_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    note: text('note'),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    /** Copied: the admin's account may go, the record of who checked stays. */
    verifiedByName: text('verified_by_name').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('business_verifications_method_check', sql`${t.method} in (${inList(BUSINESS_VERIFICATION_METHODS)})`)],
);
