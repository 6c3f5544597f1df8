import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#src/components/ui/Field.tsx';

/** The username box of signup and profile: same rules hint, and no autocorrect on a name. */
export function UsernameField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <Field label="Username" error={error} hint="4-20 characters: letters, numbers, underscores and hyphens.">
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
