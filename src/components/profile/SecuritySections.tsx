import { SessionsSection } from './SessionsSection.tsx';
import { SignInMethodsSection } from './SignInMethodsSection.tsx';
import { TwoStepSection } from './TwoStepSection.tsx';

/** The profile's security cards: how the account signs in, its second factor, and where it is signed in. */
export function SecuritySections({ userId }: { userId: string }) {
  return (
    <>
      <SignInMethodsSection userId={userId} />
      <TwoStepSection userId={userId} />
      <SessionsSection userId={userId} />
    </>
  );
}
