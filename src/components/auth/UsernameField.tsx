import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#src/components/ui/Field.tsx';
import { m } from '#src/shared/i18n/messages.ts';

/** The username box of signup and profile: same rules hint, and no autocorrect on a name. */
export function UsernameField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <Field label={m.profile_username()} error={error} hint={m.auth_4_20_characters_letters()}>
      <input
        type="text"
        className="field-input"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...registration}
      />
    </Field>
  );
}
