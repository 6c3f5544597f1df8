import { useForm } from 'react-hook-form';
import { api, read } from '#src/client/api.ts';
import { showToast } from '#src/client/toast.ts';
import { ALERT_FREQUENCIES } from '#src/shared/saved-searches.ts';
import type { SearchCriteria } from '#src/shared/search-url.ts';
import type { SavedSearchFormValues } from '#src/shared/validation/saved-searches.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import { Field } from '#src/components/ui/Field.tsx';
import { FormError } from '#src/components/ui/FormError.tsx';
import { applyServerFieldErrors, serverMessage } from '#src/components/ui/form-errors.ts';
import { lazyZodResolver } from '#src/components/ui/lazy-resolver.ts';
import { savedSearchName } from './saved-search-name.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { alertFrequencyLabel } from '#src/shared/i18n/labels/alert-frequencies.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

const validation = lazyZodResolver(() =>
  import('#src/shared/validation/saved-searches.ts').then((m) => m.savedSearchForm),
);

/** Names the search and picks how often new matches are mailed, then saves it. */
export function SaveSearchDialog({ criteria, onClose }: { criteria: SearchCriteria; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SavedSearchFormValues>({
    resolver: validation.resolver,
    defaultValues: { name: savedSearchName(criteria), frequency: 'daily' },
  });

  const save = handleSubmit(async (values) => {
    try {
      await read(
        api['saved-searches'].$post({
          json: {
            ...values,
            criteria: { ...criteria, exact: criteria.exact ?? false, ownerVerified: criteria.ownerVerified ?? false },
          },
        }),
      );
    } catch (err) {
      if (!applyServerFieldErrors(err, setError, ['name', 'frequency']))
        setError('root', { message: serverMessage(err, m.alerts_search_could_not_saved()) });
      return;
    }
    showToast({
      title: m.alerts_search_saved(),
      description: m.alerts_we_will_e_mail(),
      variant: 'success',
    });
    onClose();
  });

  return (
    <Dialog open onClose={onClose} title={m.alerts_save_search()} description={m.alerts_we_e_mail_when()}>
      <IslandForm onSubmit={save} noValidate className="flex flex-col gap-4">
        <Field label={m.common_name()} error={errors.name?.message}>
          <input className="field-input" {...register('name')} onFocus={validation.preload} />
        </Field>
        <Field label={m.alerts_e_mail_me_new()} error={errors.frequency?.message}>
          <select className="field-input" {...register('frequency')}>
            {ALERT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {alertFrequencyLabel(f)}
              </option>
            ))}
          </select>
        </Field>
        <FormError message={errors.root?.message} />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {m.profile_cancel()}
          </button>
          <SubmitButton className="btn-primary" busy={isSubmitting}>
            {isSubmitting ? m.profile_saving() : m.alerts_save_search_2()}
          </SubmitButton>
        </div>
      </IslandForm>
    </Dialog>
  );
}
