import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '#src/shared/catalog.ts';

/** A listing's leads by status under its numbers on /my-warehouses, linking to them in the lead inbox. */
interface Props {
  listing: { id: string; name: string };
  counts: Record<LeadStatus, number>;
}

export function LeadCountsLine({ listing, counts }: Props) {
  const parts = LEAD_STATUSES.map((status) => `${counts[status]} ${LEAD_STATUS_LABELS[status].toLowerCase()}`);
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm" data-lead-counts-line>
      <span className="text-ink">
        <span className="font-medium">Leads:</span> {parts.join(' · ')}
      </span>
      <a
        href={`/my-warehouses/leads?listing=${encodeURIComponent(listing.id)}`}
        className="text-brand underline"
        aria-label={`Open leads for ${listing.name}`}
      >
        Open leads
      </a>
    </p>
  );
}
