import { useEffect } from 'react';
import { SessionsSection } from './SessionsSection.tsx';
import { SignInMethodsSection } from './SignInMethodsSection.tsx';
import { TwoStepSection } from './TwoStepSection.tsx';

/**
 * The profile's security cards: how the account signs in, its second factor, and where it is
 * signed in. Loaded after the page (ProfilePage), so a link to one of them (/profile#two-step-sign-in,
 * where the dashboard sends an admin without a second factor) is scrolled to once they are there.
 */
export default function SecuritySections({ userId }: { userId: string }) {
  useEffect(() => {
    if (window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, []);
  return (
    <>
      <SignInMethodsSection userId={userId} />
      <TwoStepSection userId={userId} />
      <SessionsSection userId={userId} />
    </>
  );
}
