import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { FieldError, Resolver } from 'react-hook-form';
import type { Listing, ListingInput } from '#src/shared/validation/listing.ts';
import { lazyZodResolver } from '#src/components/ui/lazy-resolver.ts';

/** The listing schema, loaded with zod when the form is first focused or submitted. */
export const listingValidation = lazyZodResolver(() =>
  import('#src/shared/validation/listing.ts').then((m) => m.listingSchema),
);

const allBlank = (rows: unknown) => Array.isArray(rows) && rows.every((r) => typeof r !== 'string' || !r.trim());

/**
 * listingSchema, with one kindness: a list whose only rows are blank counts as no list, so the
 * owner reads "At least one contact email is required" rather than a message about row 1.
 */
export const listingResolver: Resolver<ListingInput, unknown, Listing> = (values, context, options) =>
  listingValidation.resolver(
    {
      ...values,
      contactEmails: allBlank(values.contactEmails) ? [] : values.contactEmails,
      contactPhones: allBlank(values.contactPhones) ? [] : values.contactPhones,
    },
    context,
    options,
  );

/**
 * Returns a function that asks for the first field showing a message (in the order the form is
 * read) to take focus once the submit is over: React has drawn every message by then. A frame
 * after the submit came too early under React 19, before the messages were drawn.
 */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLFormElement | null>,
  isSubmitting: boolean,
  errors: unknown,
): () => void {
  const wanted = useRef(false);
  useEffect(() => {
    if (!wanted.current || isSubmitting) return;
    wanted.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, isSubmitting, errors]);
  return useCallback(() => {
    wanted.current = true;
  }, []);
}

/** A message kept on a list field (errors.contactEmails) or on its rows (errors.contactEmails[1]). */
export function listErrors(error: unknown, rows: number) {
  const list = error as (FieldError & Record<number, FieldError | undefined>) | undefined;
  return {
    error: list?.message,
    rowErrors: Array.from({ length: rows }, (_, i) => list?.[i]?.message),
  };
}
