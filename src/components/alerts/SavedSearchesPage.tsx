import { useState } from 'react';
import { api, readSignedIn } from '#src/client/api.ts';
import { $session } from '#src/client/session.ts';
import { showToast } from '#src/client/toast.ts';
import type { SavedSearch } from '#src/shared/api/saved-searches.ts';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency } from '#src/shared/saved-searches.ts';
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
    what: 'saved searches',
  });
  if (session.status === 'anonymous')
    return (
      <SignInRequired
        title="Log in to see your saved searches"
        text="Save a search from the results page and we will e-mail you when new listings match."
      />
    );
  if (query.status === 'error') return <LoadFailed what="your saved searches" />;
  if (query.status === 'loading') return <Spinner label="Loading your saved searches…" />;
  const list = query.data.savedSearches;
  if (!list.length)
    return (
      <div className="card mx-auto max-w-lg p-8 text-center">
        <h2 className="text-xl font-semibold text-ink">No saved searches yet</h2>
        <p className="mt-2 text-sm text-ink-muted">
          Search for warehouses, then choose “Save this search” above the results to hear about new matches.
        </p>
        <a href="/search" className="btn-primary mt-6 no-underline">
          Search Warehouses
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
        title: 'Error',
        description: serverMessage(err, 'The change could not be saved.'),
        variant: 'error',
      });
    }
    setBusy(false);
  }

  return (
    <article className="card flex flex-col gap-4 p-5" aria-label={s.name}>
      <p className="text-sm text-ink-muted">Searches for: {savedSearchName(s.criteria)}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() && name.trim() !== s.name) void change({ name: name.trim() }, 'Search renamed');
        }}
      >
        <div className="min-w-0 flex-1">
          <label className="field-label" htmlFor={`name-${s.id}`}>
            Name
          </label>
          <input
            id={`name-${s.id}`}
            className="field-input"
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-secondary" disabled={busy || !name.trim() || name.trim() === s.name}>
          Rename
        </button>
      </form>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <label className="field-label" htmlFor={`frequency-${s.id}`}>
            E-mail me new listings
          </label>
          <select
            id={`frequency-${s.id}`}
            className="field-input w-auto"
            value={s.frequency}
            disabled={busy}
            onChange={(e) => void change({ frequency: e.target.value as AlertFrequency }, 'Alert frequency changed')}
          >
            {ALERT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {ALERT_FREQUENCY_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <a className="btn-secondary no-underline" href={searchUrl(s.criteria)}>
            Open search
          </a>
          <button type="button" className="btn-danger" onClick={() => setConfirmDelete(true)}>
            Delete<span className="sr-only"> {s.name}</span>
          </button>
        </div>
      </div>
      <p className="text-xs text-ink-muted">
        {s.lastSentAt ? `Last e-mail: ${new Date(s.lastSentAt).toLocaleString()}` : 'No e-mail sent yet'}
      </p>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this saved search?"
        description={`“${s.name}” and its e-mail alerts will stop. This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
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
