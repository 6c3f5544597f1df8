import { estimateCost } from '#src/shared/cost-estimate.ts';
import { formatMoney, formatSpaceAvailable } from '#src/shared/listing-facts-format.ts';
import { currencyOf } from '#src/shared/catalog.ts';
import type { SearchNeed } from '#src/shared/search-need.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { CostEstimateText } from './CostEstimateText.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { formatCalendarDay } from '#src/shared/i18n/format.ts';
import { listingAvailability, todayDay } from '#src/shared/listing-facts.ts';

/**
 * A card's facts (docs/decisions/listing-facts.md): the space free now (or from its day) and "from $X / pallet /
 * month" where the listing gives them, and, when the search states a space, the cost estimate.
 */
export function CardFacts({ warehouse: w, need }: { warehouse: PublicWarehouse; need?: SearchNeed }) {
  const space = formatSpaceAvailable(w);
  const availability = listingAvailability(w, todayDay());
  const estimate =
    need?.space != null
      ? estimateCost(w, { amount: need.space, unit: need.spaceUnit, termMonths: need.termMonths })
      : null;
  if (!space && w.pricePerPalletMonth === null && !estimate) return null;
  return (
    <div className="flex flex-col gap-1.5 text-sm" data-card-facts>
      {space && (
        <p className="text-ink">
          <span className="text-ink-muted">
            {availability.now
              ? m.detail_available_now()
              : m.detail_available_from_day({ day: formatCalendarDay(availability.from) })}{' '}
          </span>
          {space}
        </p>
      )}
      {w.pricePerPalletMonth !== null && (
        <p className="font-medium text-ink">
          {m.detail_from_money_currency_pallet({
            money: formatMoney(w.pricePerPalletMonth),
            currency_of: currencyOf(w.country),
          })}
        </p>
      )}
      {estimate && <CostEstimateText estimate={estimate} />}
    </div>
  );
}
