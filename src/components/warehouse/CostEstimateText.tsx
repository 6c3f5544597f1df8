import { formatAmountRange, type CostEstimate } from '#src/shared/cost-estimate.ts';

/** An estimate as cards and the detail page show it: labelled, per month and in total, and how it was worked out. */
export function CostEstimateText({ estimate, className = '' }: { estimate: CostEstimate; className?: string }) {
  return (
    <div className={`rounded-lg bg-surface-muted px-3 py-2 text-sm ${className}`} data-cost-estimate>
      <p className="text-ink">
        <span className="font-semibold">{estimate.label}:</span>{' '}
        {formatAmountRange(estimate.monthly, estimate.currency)} / month
        {estimate.total && estimate.months !== null && (
          <>
            {' '}
            · {formatAmountRange(estimate.total, estimate.currency)} for {estimate.months} month
            {estimate.months === 1 ? '' : 's'}
          </>
        )}
      </p>
      <p className="mt-0.5 text-xs text-ink-muted">{estimate.howWorkedOut}</p>
    </div>
  );
}
