import { setSignedIn } from '#src/client/session.ts';

/** GET /api/profile: the session user plus what only this page needs. */
export interface Profile {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: string | null;
  createdAt: string;
}

/** How a section hands the profile the server answered with back to the page. */
export type OnProfile = (profile: Profile) => void;

/** The header and every island read the session, so a changed username must reach it too. */
export function keepSessionInStep(profile: Profile) {
  setSignedIn({ id: profile.id, username: profile.username, email: profile.email, isAdmin: profile.isAdmin });
}
