/**
 * A cookie script can read, set and cleared with the (HttpOnly) session cookie. It holds no
 * secret, only "someone may be signed in here", so a visitor who never signed in is not asked
 * for GET /api/user (whose 401 the browser would log as an error).
 *
 * On its own, not in accounts.ts: the shell script of every page reads it, and a module goes into
 * a chunk whole, so the account forms' wording would come with it.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
