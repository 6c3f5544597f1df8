import { useState } from 'react';
import { api, readSignedIn } from '#src/client/api.ts';
import { $session } from '#src/client/session.ts';
import { showToast } from '#src/client/toast.ts';
import type { SavedSearch } from '#src/client/answers.ts';
import { ALERT_FREQUENCIES, type AlertFrequency } from '#src/shared/saved-searches.ts';
import { searchUrl } from '#src/shared/search-url.ts';
import { SignInRequired } from '#src/components/auth/SignInRequired.tsx';
import { ConfirmDialog } from '#src/components/ui/ConfirmDialog.tsx';
import { serverMessage } from '#src/components/ui/form-errors.ts';
import { useIslandStore } from '#src/components/ui/hydration.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { savedSearchName } from './saved-search-name.ts';
import { formatDate } from '#src/shared/i18n/format.ts';
import { localHref, m } from '#src/shared/i18n/messages.ts';
import { alertFrequencyLabel } from '#src/shared/i18n/labels/alert-frequencies.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

/** /saved-searches: the signed-in visitor's saved searches, renamed, re-timed or deleted here. */
export function SavedSearchesPage() {
  return (
    <IslandRoot>
      <SavedSearchesScreens />
    </IslandRoot>
  );
}

function SavedSearchesScreens() {
  const session = useIslandStore($session);
  const { query, reload } = useApiQuery(session.user?.id ?? null, () => readSignedIn(api['saved-searches'].$get()), {
    what: m.alerts_saved_searches(),
  });
  if (session.status === 'anonymous')
    return <SignInRequired title={m.alerts_log_see_saved_searches()} text={m.alerts_save_search_from_results()} />;
  if (query.status === 'error') return <LoadFailed what={m.alerts_saved_searches_2()} />;
  if (query.status === 'loading') return <Spinner label={m.alerts_loading_saved_searches()} />;
  const list = query.data.savedSearches;
  if (!list.length)
    return (
      <div className="card mx-auto max-w-lg p-8 text-center">
        <h2 className="text-xl font-semibold text-ink">{m.alerts_no_saved_searches_yet()}</h2>
        <p className="mt-2 text-sm text-ink-muted">{m.alerts_search_warehouses_then_choose()}</p>
        <a href={localHref('/search')} className="btn-primary mt-6 no-underline">
          {m.footer_search_warehouses()}
        </a>
      </div>
    );
  return (
    <ul className="flex flex-col gap-4">
      {list.map((s) => (
        <li key={s.id}>
          <SavedSearchCard savedSearch={s} onChanged={reload} />
        </li>
      ))}
    </ul>
  );
}

function SavedSearchCard({ savedSearch: s, onChanged }: { savedSearch: SavedSearch; onChanged: () => void }) {
  const [name, setName] = useState(s.name);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const byId = { param: { id: s.id } };

  async function change(json: { name?: string; frequency?: AlertFrequency }, done: string) {
    setBusy(true);
    try {
      await readSignedIn(api['saved-searches'][':id'].$patch({ ...byId, json }));
      showToast({ title: done, description: `“${json.name ?? s.name}”`, variant: 'success' });
      onChanged();
    } catch (err) {
      showToast({
        title: m.common_error(),
        description: serverMessage(err, m.alerts_change_could_not_saved()),
        variant: 'error',
      });
    }
    setBusy(false);
  }

  return (
    <article className="card flex flex-col gap-4 p-5" aria-label={s.name}>
      <p className="text-sm text-ink-muted">
        {m.alerts_searches_saved_search_name({ saved_search_name: savedSearchName(s.criteria) })}
      </p>
      <IslandForm
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() && name.trim() !== s.name) void change({ name: name.trim() }, m.alerts_search_renamed());
        }}
      >
        <div className="min-w-0 flex-1">
          <label className="field-label" htmlFor={`name-${s.id}`}>
            {m.common_name()}
          </label>
          <input
            id={`name-${s.id}`}
            className="field-input"
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <SubmitButton className="btn-secondary" disabled={busy || !name.trim() || name.trim() === s.name}>
          {m.alerts_rename()}
        </SubmitButton>
      </IslandForm>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <label className="field-label" htmlFor={`frequency-${s.id}`}>
            {m.alerts_e_mail_me_new()}
          </label>
          <select
            id={`frequency-${s.id}`}
            className="field-input w-auto"
            value={s.frequency}
            disabled={busy}
            onChange={(e) =>
              void change({ frequency: e.target.value as AlertFrequency }, m.alerts_alert_frequency_changed())
            }
          >
            {ALERT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {alertFrequencyLabel(f)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <a className="btn-secondary no-underline" href={searchUrl(s.criteria)}>
            {m.alerts_open_search()}
          </a>
          <button type="button" className="btn-danger" onClick={() => setConfirmDelete(true)}>
            {m.alerts_delete()}
            <span className="sr-only"> {s.name}</span>
          </button>
        </div>
      </div>
      <p className="text-xs text-ink-muted">
        {s.lastSentAt ? m.alerts_last_email({ date: formatDate(s.lastSentAt, 'dateTime') }) : m.alerts_no_e_mail_sent()}
      </p>
      <ConfirmDialog
        open={confirmDelete}
        title={m.alerts_delete_saved_search()}
        description={m.alerts_name_its_e_mail({ name: s.name })}
        confirmLabel={m.alerts_delete()}
        busyLabel={m.profile_deleting()}
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          await readSignedIn(api['saved-searches'][':id'].$delete(byId));
          setConfirmDelete(false);
          onChanged();
        }}
      />
    </article>
  );
}
