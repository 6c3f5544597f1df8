import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#src/components/ui/Field.tsx';
import { Icon } from '#src/components/ui/Icon.tsx';
import { PasswordInput } from '#src/components/ui/PasswordInput.tsx';
import { PASSWORD_RULES } from '#src/shared/validation/fields.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** Each rule's line in the page's language (the rules keep their English labels for the API). */
const PASSWORD_RULE_LABELS: Record<(typeof PASSWORD_RULES)[number]['id'], () => string> = {
  length: m.password_rule_length,
  lower: m.password_rule_lower,
  upper: m.password_rule_upper,
  digit: m.password_rule_digit,
  special: m.password_rule_special,
};

/** The live checklist of the five password rules under a new-password box. */
function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  return (
    <ul id={id} className="mt-2 grid gap-1 text-sm sm:grid-cols-2" aria-label={m.auth_password_requirements()}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(value);
        return (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-met={met}
            className={`flex items-center gap-2 ${met ? 'text-success' : 'text-ink-muted'}`}
          >
            {met ? (
              <Icon name="check" className="h-4 w-4 shrink-0" />
            ) : (
              <svg
                viewBox="0 0 20 20"
                className="h-4 w-4 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                aria-hidden="true"
              >
                <circle cx="10" cy="10" r="6.5" />
              </svg>
            )}
            <span>
              {PASSWORD_RULE_LABELS[rule.id]()}
              <span className="sr-only">{met ? m.auth_met() : m.auth_not_met()}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

interface NewPasswordFieldsProps {
  /** Reset and profile change a password, so "New password" is the default; signup sets its own. */
  label?: string;
  confirmLabel?: string;
  /** The password typed so far, for the live checklist. */
  value: string;
  passwordError?: string;
  confirmError?: string;
  passwordInput: UseFormRegisterReturn;
  confirmInput: UseFormRegisterReturn;
}

/** A new password with its live checklist, then its confirmation: signup, reset and profile. */
export function NewPasswordFields({
  label = m.auth_new_password(),
  confirmLabel = m.auth_confirm_new_password(),
  value,
  passwordError,
  confirmError,
  passwordInput,
  confirmInput,
}: NewPasswordFieldsProps) {
  const checklistId = useId();
  return (
    <>
      <div>
        <Field label={label} error={passwordError}>
          <PasswordInput autoComplete="new-password" aria-controls={checklistId} {...passwordInput} />
        </Field>
        <PasswordChecklist id={checklistId} value={value} />
      </div>
      <Field label={confirmLabel} error={confirmError}>
        <PasswordInput autoComplete="new-password" {...confirmInput} />
      </Field>
    </>
  );
}
