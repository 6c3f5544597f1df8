import { useEffect, useRef, useState } from 'react';
import { $session } from '#src/client/session.ts';
import { api, readSignedIn } from '#src/client/api.ts';
import type { Lead, LeadsAnswer } from '#src/client/answers.ts';
import { LEAD_STATUSES, type LeadStatus } from '#src/shared/catalog.ts';
import { SignInRequired } from '#src/components/auth/SignInRequired.tsx';
import { useIslandStore } from '#src/components/ui/hydration.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { LeadCard } from './LeadCard.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { leadStatusLabel } from '#src/shared/i18n/labels/lead-statuses.ts';

type StatusFilter = LeadStatus | 'all';

/** The filters and the lead opened from an e-mail, as the page's query string keeps them. */
interface InboxView {
  status: StatusFilter;
  listing: string;
  lead: string | null;
}

function viewFrom(search: string): InboxView {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  return {
    status: LEAD_STATUSES.includes(status as LeadStatus) ? (status as LeadStatus) : 'all',
    listing: params.get('listing') ?? 'all',
    lead: params.get('lead'),
  };
}

function searchOf(view: InboxView): string {
  const params = new URLSearchParams();
  if (view.status !== 'all') params.set('status', view.status);
  if (view.listing !== 'all') params.set('listing', view.listing);
  if (view.lead) params.set('lead', view.lead);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The owner's lead inbox: every quote request for their listings, filtered by status and listing. */
export function LeadsPage() {
  return (
    <IslandRoot>
      <LeadsScreens />
    </IslandRoot>
  );
}

function LeadsScreens() {
  const session = useIslandStore($session);
  const userId = session.user?.id ?? null;
  const { query } = useApiQuery(userId, () => readSignedIn(api.leads.$get()), { what: m.leads_leads_2() });
  // The inbox as the owner's changes left it, which the loaded answer does not know.
  const [edited, setEdited] = useState<LeadsAnswer | null>(null);
  const inbox = edited ?? (query.status === 'ready' ? query.data : null);
  const [view, setView] = useState<InboxView>({ status: 'all', listing: 'all', lead: null });

  useEffect(() => setView(viewFrom(window.location.search)), []);
  // The lead opened from its e-mail is scrolled to once, when the inbox first shows.
  const scrolledToLead = useRef(false);
  useEffect(() => {
    if (!inbox || !view.lead || scrolledToLead.current) return;
    scrolledToLead.current = true;
    document.getElementById(`lead-${view.lead}`)?.scrollIntoView({ block: 'start' });
  }, [inbox, view.lead]);

  if (session.status === 'anonymous') {
    return <SignInRequired title={m.leads_log_see_leads()} text={m.leads_every_quote_request_listings()} />;
  }
  if (query.status === 'error') return <LoadFailed what={m.leads_leads_2()} />;
  if (!inbox) return <Spinner label={m.leads_loading_leads()} />;

  const choose = (next: Partial<InboxView>) => {
    const changed = { ...view, lead: null, ...next };
    setView(changed);
    window.history.replaceState(null, '', `${window.location.pathname}${searchOf(changed)}`);
  };

  const update = (lead: Lead) => {
    const before = inbox.leads.find((l) => l.id === lead.id);
    const counts = { ...inbox.counts };
    if (before && before.status !== lead.status) {
      counts[before.status] -= 1;
      counts[lead.status] += 1;
    }
    setEdited({ leads: inbox.leads.map((l) => (l.id === lead.id ? lead : l)), counts });
  };

  const listings = [...new Map(inbox.leads.map((l) => [l.listing.id, l.listing.name])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  const shown = inbox.leads.filter(
    (l) =>
      (view.status === 'all' || l.status === view.status) && (view.listing === 'all' || l.listing.id === view.listing),
  );
  const total = LEAD_STATUSES.reduce((sum, s) => sum + inbox.counts[s], 0);

  if (total === 0) {
    return (
      <div className="card p-6 text-center" data-leads-empty>
        <h2 className="text-lg font-semibold text-ink">{m.leads_no_leads_yet()}</h2>
        <p className="mt-2 text-sm text-ink-muted">{m.leads_when_business_asks_one()}</p>
      </div>
    );
  }

  return (
    <>
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <fieldset>
          <legend className="field-label">{m.leads_status()}</legend>
          <div className="flex flex-wrap gap-2" data-lead-counts>
            {(['all', ...LEAD_STATUSES] as const).map((status) => {
              const n = status === 'all' ? total : inbox.counts[status];
              const label = status === 'all' ? m.leads_all() : leadStatusLabel(status);
              return (
                <button
                  key={status}
                  type="button"
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium ${
                    view.status === status ? 'border-brand bg-brand text-on-brand' : 'border-line bg-surface text-ink'
                  }`}
                  aria-pressed={view.status === status}
                  onClick={() => choose({ status })}
                >
                  {label}
                  <span className="tabular-nums" aria-label={`${n} ${n === 1 ? 'lead' : 'leads'}`}>
                    {n}
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>
        {listings.length > 1 && (
          <div>
            <label htmlFor="lead-listing" className="field-label">
              {m.leads_listing()}
            </label>
            <select
              id="lead-listing"
              className="field-input w-full sm:w-72"
              value={view.listing}
              onChange={(e) => choose({ listing: e.target.value })}
            >
              <option value="all">{m.leads_all_listings()}</option>
              {listings.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
        {shown.length === 1 ? m.leads_1_lead_shown() : m.leads_length_leads_shown({ length: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className="card p-6 text-center text-sm text-ink-muted">{m.leads_no_lead_matches_these()}</p>
      ) : (
        <ul className="space-y-4">
          {shown.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} highlighted={lead.id === view.lead} onChanged={update} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
