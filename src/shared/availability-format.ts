import type { ListingFacts } from './listing-facts.ts';
import { formatCalendarDay } from './i18n/format.ts';
import { formatSpaceAvailable } from './listing-facts-format.ts';
import { m } from './i18n/messages.ts';

// A module of its own: the cards' shared chunk carries listing-facts-format.ts on every search page,
// and this line is for the monthly availability request only.

/**
 * What the owner says is free and from when, as the monthly availability request asks them to
 * confirm it: "12,000 sq ft available from Jan 5, 2027", "300 pallet positions available now",
 * "Available from Jan 5, 2027", or that the listing states neither.
 */
export function formatAvailability(
  facts: Pick<ListingFacts, 'spaceAvailableSqFt' | 'spaceAvailablePallets' | 'availableFrom'>,
): string {
  const space = formatSpaceAvailable(facts);
  const day = facts.availableFrom ? formatCalendarDay(facts.availableFrom) : null;
  if (space) return day ? m.facts_space_available_from({ space, day }) : m.facts_space_available_now({ space });
  return day ? m.facts_available_from_day({ day }) : m.facts_availability_not_stated();
}
