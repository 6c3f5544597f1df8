import { useEffect, useRef, useState } from 'react';
import { FormProvider, useController, useForm, useWatch, type Path } from 'react-hook-form';
import { ApiRequestError, api, read } from '#src/client/api.ts';
import { showToastAfterNavigation } from '#src/client/toast.ts';
import type { AdminListing } from '#src/client/answers.ts';
import { LISTING_FORM_MESSAGES } from '#src/shared/api/listings.ts';
import type { OwnerListing } from '#src/client/answers.ts';
import type { Listing, ListingInput } from '#src/shared/validation/listing.ts';
import { DESCRIPTION_LIMITS } from '#src/shared/validation/listing-wording.ts';
import { Field } from '#src/components/ui/Field.tsx';
import { FormError } from '#src/components/ui/FormError.tsx';
import { clearDraft, readDraft, saveDraft } from './listing-draft.ts';
import { listingResolver, listingValidation, useFocusFirstInvalid } from './listing-form-checks.ts';
import { listingFormDefaults, NEW_LISTING_VALUES } from './listing-form-values.ts';
import { FormSection, Switch } from './ListingFormParts.tsx';
import { ListingFactsSection } from './ListingFactsSection.tsx';
import { ContactSection, LocationSection, SpaceSection } from './ListingFormSections.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';
import { localHref } from '#src/shared/i18n/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

/**
 * The admin's use of the form (docs/decisions/admin-dashboard.md): `save` sends the listing to
 * the admin API, with the version the admin read when it edits one, and throws the API's
 * ApiRequestError when refused; the form then shows its messages as it does for an owner.
 */
interface AdminListingFormMode {
  save: (input: Listing) => Promise<void>;
  onCancel?: () => void;
}

type ListingFormProps =
  { listing: OwnerListing | null; admin?: undefined } | { listing: AdminListing | null; admin: AdminListingFormMode };

function savedToast(listing: OwnerListing, before: OwnerListing) {
  if (listing.pendingName && listing.pendingName !== before.pendingName) {
    return { title: m.listing_changes_saved(), description: LISTING_FORM_MESSAGES.renamePending(listing.pendingName) };
  }
  if (before.status === 'declined' && listing.status === 'pending') {
    return { title: m.listing_changes_saved(), description: LISTING_FORM_MESSAGES.resubmitted(listing.name) };
  }
  // A live listing's page is pre-rendered: the owner is told when the edit shows there.
  const saved = listing.status === 'active' ? LISTING_FORM_MESSAGES.savedLive : LISTING_FORM_MESSAGES.saved;
  return { title: m.listing_changes_saved(), description: saved(listing.name) };
}

/** An owner's save: a new listing goes to review, an edit back to /my-warehouses with a toast saying what happens next. */
async function saveAsOwner(listing: OwnerListing | null, input: Listing) {
  if (!listing) {
    await read(api.listings.$post({ json: input }));
    clearDraft(null);
    window.location.assign(localHref('/warehouse-submitted'));
    return;
  }
  const saved = await read(api.listings[':id'].$patch({ param: { id: listing.id }, json: input }));
  clearDraft(listing.id);
  showToastAfterNavigation({ ...savedToast(saved.listing, listing), variant: 'success' });
  window.location.assign(localHref('/my-warehouses'));
}

/**
 * The listing form: an owner's new listing or edit of their own (/list-warehouse), or, with
 * `admin`, an admin's new unowned listing or edit of any listing in the dashboard.
 *
 * For an owner, what is typed is kept in the tab's draft on every change, so a refused save, a
 * network error, a reload or a login round-trip loses nothing; a successful save clears it. A new
 * name for a listing the public has seen waits for approval, which the form says. An admin's form
 * keeps no draft (it would share the tab's new-listing draft with the owner's form), edits the
 * listing's name itself, and leaves what follows a save to `admin.save`.
 */
export function ListingForm({ listing, admin }: ListingFormProps) {
  const audience = admin ? 'admin' : 'owner';
  const listingId = listing?.id ?? null;
  const version = listing?.updatedAt ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const form = useForm<ListingInput, unknown, Listing>({
    resolver: listingResolver,
    defaultValues: listing ? listingFormDefaults(listing, audience) : NEW_LISTING_VALUES,
    shouldFocusError: false,
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    subscribe,
    formState: { errors, isSubmitting },
  } = form;
  const focusFirstInvalid = useFocusFirstInvalid(formRef, isSubmitting, errors);

  useEffect(() => {
    if (audience === 'admin') return;
    const saved = listing ? listingFormDefaults(listing, 'owner') : NEW_LISTING_VALUES;
    const draft = readDraft(listingId, version);
    // A draft that holds nothing new (typed, then erased) is not worth a notice.
    if (draft && JSON.stringify({ ...saved, ...draft }) !== JSON.stringify(saved)) {
      reset({ ...saved, ...draft });
      setRestored(true);
    }
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(listingId, version, values as ListingInput),
    });
  }, [audience, listing, listingId, version, reset, subscribe]);

  const description = useWatch({ control, name: 'description' }) ?? '';
  const { field: images } = useController({ control, name: 'images' });
  const { field: showContact } = useController({ control, name: 'showContactInfo' });
  const { field: forwardQuotes } = useController({ control, name: 'forwardQuotesToWarehouse' });

  const onSubmit = async (input: Listing) => {
    setFormError(null);
    try {
      if (admin) await admin.save(input);
      else await saveAsOwner(listing, input);
    } catch (err) {
      if (!(err instanceof ApiRequestError)) {
        setFormError(LISTING_FORM_MESSAGES.network);
        return;
      }
      // A 401 signs the visitor out (src/client/api.ts); the page then asks them to log in, and the draft waits.
      if (err.status === 401) return;
      for (const [key, message] of Object.entries(err.body?.errors ?? {})) {
        const field = (key.startsWith('images.') ? 'images' : key) as Path<ListingInput>;
        setError(field, { type: 'server', message });
      }
      setFormError(err.body?.errors ? LISTING_FORM_MESSAGES.invalid : err.serverMessage(LISTING_FORM_MESSAGES.network));
      focusFirstInvalid();
    }
  };

  const onInvalid = () => {
    setFormError(LISTING_FORM_MESSAGES.invalid);
    focusFirstInvalid();
  };

  const awaitsApproval = audience === 'owner' && (listing?.status === 'active' || listing?.status === 'paused');

  return (
    <FormProvider {...form}>
      <IslandForm
        ref={formRef}
        noValidate
        onSubmit={handleSubmit(onSubmit, onInvalid)}
        onFocus={listingValidation.preload}
        className="space-y-6"
        aria-label={listing ? m.listing_edit_name({ name: listing.name }) : m.listing_list_warehouse()}
        data-listing-form
      >
        {restored && (
          <p className="rounded-lg border border-line bg-brand-soft px-4 py-3 text-sm text-ink" role="status">
            {m.listing_we_kept_what_typed()} {listing ? m.listing_save_changes() : 'submit'}.
          </p>
        )}

        <FormSection title={m.listing_basics()} intro={m.listing_what_businesses_see_first()}>
          <Field
            label={m.listing_warehouse_name()}
            error={errors.name?.message}
            hint={awaitsApproval ? m.listing_new_name_shows_once({ name: listing?.name }) : undefined}
          >
            <input type="text" className="field-input" autoComplete="organization" {...register('name')} />
          </Field>
          {audience === 'owner' && listing?.pendingName && (
            <p className="text-sm text-ink-muted">
              {m.listing_waiting_approval()} <strong className="text-ink">{listing.pendingName}</strong>
            </p>
          )}
          <Field
            label={m.listing_description()}
            error={errors.description?.message}
            hint={
              <span
                className={description.length > DESCRIPTION_LIMITS.max ? 'font-semibold text-danger' : undefined}
                data-description-counter
              >
                {description.length} / {DESCRIPTION_LIMITS.max}
              </span>
            }
          >
            <textarea rows={6} className="field-input" {...register('description')} />
          </Field>
        </FormSection>

        <LocationSection />
        <SpaceSection />
        <ListingFactsSection />
        <ContactSection />

        <FormSection title={m.listing_photos()} intro={m.listing_good_photos_space_docks()}>
          <PhotoUploader value={images.value ?? []} onChange={images.onChange} error={errors.images?.message} />
        </FormSection>

        <FormSection title={m.listing_visibility()}>
          <Switch
            label={m.listing_show_contact_information()}
            description={m.listing_street_number_e_mails()}
            checked={Boolean(showContact.value)}
            onChange={showContact.onChange}
          />
          <Switch
            label={m.listing_forward_quote_requests_me()}
            description={m.listing_quote_requests_listing_are()}
            checked={Boolean(forwardQuotes.value)}
            onChange={forwardQuotes.onChange}
          />
        </FormSection>

        <div className="space-y-4">
          <FormError message={formError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
            {admin?.onCancel && (
              <button type="button" className="btn-secondary" onClick={admin.onCancel}>
                {m.profile_cancel()}
              </button>
            )}
            {!admin && listing && (
              <a href={localHref('/my-warehouses')} className="btn-secondary no-underline">
                {m.profile_cancel()}
              </a>
            )}
            <SubmitButton className="btn-primary" busy={isSubmitting}>
              {isSubmitting ? m.profile_saving() : listing ? m.listing_save_changes_2() : m.listing_submit_listing()}
            </SubmitButton>
          </div>
        </div>
      </IslandForm>
    </FormProvider>
  );
}
