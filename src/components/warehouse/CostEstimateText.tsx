import { formatAmountRange, type CostEstimate } from '#src/shared/cost-estimate.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** An estimate as cards and the detail page show it: labelled, per month and in total, and how it was worked out. */
export function CostEstimateText({ estimate, className = '' }: { estimate: CostEstimate; className?: string }) {
  return (
    <div className={`rounded-lg bg-surface-muted px-3 py-2 text-sm ${className}`} data-cost-estimate>
      <p className="text-ink">
        <span className="font-semibold">{estimate.label}:</span>{' '}
        {m.estimate_per_month({ amount: formatAmountRange(estimate.monthly, estimate.currency) })}
        {estimate.total && estimate.months !== null && (
          <>
            {' '}
            ·{' '}
            {estimate.months === 1
              ? m.estimate_total_one_month({ amount: formatAmountRange(estimate.total, estimate.currency) })
              : m.estimate_total_months({
                  amount: formatAmountRange(estimate.total, estimate.currency),
                  months: estimate.months,
                })}
          </>
        )}
      </p>
      <p className="mt-0.5 text-xs text-ink-muted">{estimate.howWorkedOut}</p>
    </div>
  );
}
