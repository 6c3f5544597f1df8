import { formatCalendarDay } from '#src/shared/i18n/format.ts';
import type { ListingAvailability } from '#src/shared/listing-facts.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * "Available" in green for a listing available now, "Available from Feb 11, 2027" for one whose
 * space comes later: the card and the page show the same badge for the same listing.
 */
export function AvailabilityBadge({
  availability,
  className = '',
}: {
  availability: ListingAvailability;
  className?: string;
}) {
  return availability.now ? (
    <span className={`badge bg-success-soft text-success ${className}`} data-available-badge="now">
      <span className="mr-1.5 h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {m.card_available()}
    </span>
  ) : (
    <span className={`badge border border-line bg-surface text-ink ${className}`} data-available-badge="later">
      {m.facts_available_from_day({ day: formatCalendarDay(availability.from) })}
    </span>
  );
}
