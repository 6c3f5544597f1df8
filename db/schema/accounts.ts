import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** scrypt hash with its parameters, never the password. */
    password: text('password').notNull(),
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
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
