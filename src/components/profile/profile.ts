import { setSignedIn } from '#src/client/session.ts';
import type { ProfileUser } from '#src/client/answers.ts';

/** How a section hands the profile the server answered with back to the page. */
export type OnProfile = (profile: ProfileUser) => void;

/** The header and every island read the session, so a changed username must reach it too. */
export function keepSessionInStep(profile: ProfileUser) {
  setSignedIn({ id: profile.id, username: profile.username, email: profile.email, isAdmin: profile.isAdmin });
}
