import { m } from '#src/shared/i18n/messages.ts';
import { estimateCost, formatAmountRange } from '#src/shared/cost-estimate.ts';
import { readReturnParams, needOfCriteria } from '#src/shared/search-url.ts';

/**
 * Fills the detail page's estimate slot (ListingFactsTable) for the space and term of the search
 * the visitor came from, read from the card's return parameters; the same estimate as the card's
 * (src/shared/cost-estimate.ts). Without a stated space the slot stays hidden.
 */
export function showDetailEstimate(search: string) {
  const slot = document.querySelector<HTMLElement>('[data-detail-estimate]');
  const need = needOfCriteria(readReturnParams(new URLSearchParams(search)).criteria);
  if (!slot?.dataset.detailEstimate || need.space === null) return;
  const estimate = estimateCost(JSON.parse(slot.dataset.detailEstimate), {
    amount: need.space,
    unit: need.spaceUnit,
    termMonths: need.termMonths,
  });
  if (!estimate) return;
  const figures = document.createElement('p');
  figures.className = 'text-ink';
  const label = document.createElement('span');
  label.className = 'font-semibold';
  label.textContent = `${estimate.label}: `;
  const total =
    estimate.total && estimate.months !== null
      ? ` · ${
          estimate.months === 1
            ? m.estimate_total_one_month({ amount: formatAmountRange(estimate.total, estimate.currency) })
            : m.estimate_total_months({
                amount: formatAmountRange(estimate.total, estimate.currency),
                months: estimate.months,
              })
        }`
      : '';
  figures.append(
    label,
    `${m.estimate_per_month({ amount: formatAmountRange(estimate.monthly, estimate.currency) })}${total}`,
  );
  const how = document.createElement('p');
  how.className = 'mt-0.5 text-xs text-ink-muted';
  how.textContent = estimate.howWorkedOut;
  slot.className = 'mt-4 rounded-lg bg-surface-muted px-3 py-2 text-sm';
  slot.replaceChildren(figures, how);
  slot.hidden = false;
}
