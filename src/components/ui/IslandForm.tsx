/* eslint-disable no-restricted-syntax -- the one bare form and submit button, the rule below said once */
import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { useHydrated } from './hydration.ts';

/*
 * Every form on the site is one of these two (docs/decisions/interface-behaviour.md, "Forms
 * without JavaScript"); ESLint refuses a bare <form> or submit button elsewhere.
 *
 * A form's island sends what was typed with fetch. Before it has hydrated, or with JavaScript
 * off, the browser would submit the form itself: a form without a method is a GET, and it would
 * put the name, e-mail and phone typed into the page's address (history, server logs, Referer).
 * So a form posts (the body, never the address) and its submit stays disabled, with the reason
 * under it, until the island has hydrated: the browser never submits it. With JavaScript on, the
 * reason shows only while the page's code loads; without it, it stays.
 */

type IslandFormProps = Omit<ComponentProps<'form'>, 'method' | 'action'> & {
  /**
   * A search form: what is typed is the search, and its results' address carries it, so before
   * the island runs it is a plain GET to this page (the home page's search form works without
   * JavaScript this way).
   */
  searchAction?: string;
};

export function IslandForm({ searchAction, noValidate = true, children, ...props }: IslandFormProps) {
  return (
    <form
      {...props}
      noValidate={noValidate}
      {...(searchAction === undefined ? { method: 'post' } : { method: 'get', action: searchAction })}
    >
      {children}
    </form>
  );
}

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** The form is being sent: disabled and marked busy. */
  busy?: boolean;
  /** The submit of an IslandForm with a searchAction, which works before the island runs. */
  search?: boolean;
};

/** A form's submit: disabled until its island has hydrated (see above), unless it submits a search. */
export function SubmitButton({ busy = false, search = false, disabled, children, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  const waiting = !hydrated && !search;
  return (
    <>
      <button
        {...props}
        type="submit"
        disabled={waiting || busy || disabled}
        aria-busy={busy || undefined}
        title={waiting ? m.form_needs_javascript() : props.title}
      >
        {children}
      </button>
      {waiting && (
        <p className="mt-2 text-sm text-ink-muted" data-needs-javascript>
          {m.form_needs_javascript()}
        </p>
      )}
    </>
  );
}
