import { useId, useRef, type ReactNode, type Ref } from 'react';
import { Icon } from '#src/components/ui/Icon.tsx';
import { m } from '#src/shared/i18n/messages.ts';

/** One titled part of the listing form. */
export function FormSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card p-5 sm:p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-ink-muted">{intro}</p>}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

/** A field's message, announced when it appears. */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}

interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  /** What a reader sees for each stored value (src/shared/i18n/labels/). */
  label?: (option: string) => string;
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string;
  /** Given to the first box, where focus goes when the group is invalid. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Several choices of a list, at least one required: the message sits under the group. */
export function CheckboxGroup({ legend, options, label, value, onChange, error, inputRef }: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {options.map((option, i) => (
          <label key={option} className="flex cursor-pointer items-center gap-2.5 py-1 text-sm text-ink">
            <input
              ref={i === 0 ? inputRef : undefined}
              type="checkbox"
              className="h-4 w-4 shrink-0 accent-[var(--brand)]"
              checked={value.includes(option)}
              aria-invalid={error && i === 0 ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => onChange(e.target.checked ? [...value, option] : value.filter((v) => v !== option))}
            />
            {label ? label(option) : option}
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}

interface ContactRowsProps {
  legend: string;
  /** "e-mail" or "phone": names each row for screen readers. */
  noun: string;
  /** "e-mails" or "phones", for the limit's note. */
  nounPlural: string;
  type: 'email' | 'tel';
  autoComplete: string;
  values: string[];
  onChange(values: string[]): void;
  onBlur(): void;
  max: number;
  /** The list's own message (none given) and each row's. */
  error?: string;
  rowErrors: (string | undefined)[];
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A list of e-mails or phones, one input a row, with add and remove. The form holds the list as
 * plain strings (what the API takes), so rows keep their own keys here rather than in the values.
 */
export function ContactRows(props: ContactRowsProps) {
  const { legend, noun, nounPlural, values, onChange, max, error, rowErrors } = props;
  const baseId = useId();
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < values.length) keys.current.push(nextKey.current++);
  keys.current.length = values.length;

  const remove = (index: number) => {
    keys.current.splice(index, 1);
    onChange(values.filter((_, i) => i !== index));
  };
  const add = () => {
    onChange([...values, '']);
    requestAnimationFrame(() => document.getElementById(`${baseId}-${values.length}`)?.focus());
  };

  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <ul className="space-y-2">
        {values.map((value, i) => {
          const rowError = rowErrors[i];
          return (
            <li key={keys.current[i]}>
              <div className="flex gap-2">
                <input
                  id={`${baseId}-${i}`}
                  ref={i === 0 ? props.inputRef : undefined}
                  type={props.type}
                  inputMode={props.type}
                  autoComplete={props.autoComplete}
                  spellCheck={false}
                  className="field-input"
                  aria-label={`${legend}: ${noun} ${i + 1}`}
                  aria-invalid={rowError || (error && i === 0) ? true : undefined}
                  aria-describedby={rowError ? `${baseId}-${i}-error` : error ? `${baseId}-error` : undefined}
                  value={value}
                  onChange={(e) => onChange(values.map((v, j) => (j === i ? e.target.value : v)))}
                  onBlur={props.onBlur}
                />
                {values.length > 1 && (
                  <button
                    type="button"
                    className="btn-ghost shrink-0 px-3"
                    aria-label={m.listing_remove_row({ noun, n: i + 1 })}
                    onClick={() => remove(i)}
                  >
                    <Icon name="close" className="h-4 w-4" />
                  </button>
                )}
              </div>
              <FieldMessage id={`${baseId}-${i}-error`} message={rowError} />
            </li>
          );
        })}
      </ul>
      <FieldMessage id={`${baseId}-error`} message={error} />
      {values.length < max ? (
        <button type="button" className="btn-secondary mt-2 px-3 py-1.5" onClick={add}>
          {m.listing_add_row({ noun })}
        </button>
      ) : (
        <p className="mt-2 text-xs text-ink-muted">{m.listing_rows_limit({ max, nouns: nounPlural })}</p>
      )}
    </fieldset>
  );
}

interface SwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** An on/off setting that takes effect with the form: a button with role="switch". */
export function Switch({ label, description, checked, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-ink">
          {label}
        </p>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-ink-muted">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        onClick={() => onChange(!checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors ${
          checked ? 'border-brand bg-brand' : 'border-line bg-surface-muted'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-4.5 w-4.5 rounded-full shadow transition-transform ${
            checked ? 'translate-x-5.5 bg-on-brand' : 'translate-x-0.5 bg-ink-muted'
          }`}
        />
      </button>
    </div>
  );
}
