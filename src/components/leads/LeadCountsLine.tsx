import { LEAD_STATUSES, type LeadStatus } from '#src/shared/catalog.ts';
import { leadStatusLabel } from '#src/shared/i18n/labels/lead-statuses.ts';
import { localHref, m } from '#src/shared/i18n/messages.ts';

/** A listing's leads by status under its numbers on /my-warehouses, linking to them in the lead inbox. */
interface Props {
  listing: { id: string; name: string };
  counts: Record<LeadStatus, number>;
}

export function LeadCountsLine({ listing, counts }: Props) {
  const parts = LEAD_STATUSES.map((status) => `${counts[status]} ${leadStatusLabel(status).toLowerCase()}`);
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm" data-lead-counts-line>
      <span className="text-ink">
        <span className="font-medium">{m.leads_leads()}</span> {parts.join(' · ')}
      </span>
      <a
        href={`${localHref('/my-warehouses/leads')}?listing=${encodeURIComponent(listing.id)}`}
        className="text-brand underline"
        aria-label={m.leads_open_leads_name({ name: listing.name })}
      >
        {m.leads_open_leads()}
      </a>
    </p>
  );
}
