import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users, type User } from '#db/schema.ts';
import type { ProfileUser, SessionUser } from '#src/server/answers/accounts.ts';

export function toSessionUser(user: User): SessionUser {
  return { id: user.id, username: user.username, email: user.email, isAdmin: user.isAdmin };
}

export function toProfileUser(user: User): ProfileUser {
  return {
    ...toSessionUser(user),
    emailVerified: user.emailVerified,
    pendingEmail: user.pendingEmail,
    createdAt: user.createdAt.toISOString(),
  };
}

const lower = (column: typeof users.username | typeof users.email) => sql`lower(${column})`;

/** Usernames cannot contain "@", so the input says by itself which column it names. */
export async function findUserByLogin(db: Database, usernameOrEmail: string): Promise<User | undefined> {
  const value = usernameOrEmail.trim().toLowerCase();
  const column = value.includes('@') ? users.email : users.username;
  const [user] = await db
    .select()
    .from(users)
    .where(eq(lower(column), value))
    .limit(1);
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(lower(users.email), email.toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function isUsernameTaken(db: Database, username: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(lower(users.username), username.toLowerCase()))
    .limit(1);
  return Boolean(row && row.id !== exceptUserId);
}

export async function isEmailTaken(db: Database, email: string, exceptUserId?: string): Promise<boolean> {
  const found = await findUserByEmail(db, email);
  return Boolean(found && found.id !== exceptUserId);
}
