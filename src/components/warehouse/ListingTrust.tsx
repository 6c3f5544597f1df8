import { freshnessOf } from '#src/shared/freshness.ts';
import { formatDay } from '#src/shared/i18n/format.ts';
import { useHydrated } from '#src/components/ui/hydration.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * The tier's look comes from its `data-freshness` value, so the detail page's script
 * (src/client/freshness-notes.ts), which sets only the attribute and the text, styles it the same.
 */
const FRESHNESS_CLASS =
  'text-xs text-ink-muted data-[freshness=recent]:font-semibold data-[freshness=recent]:text-success data-[freshness=stale]:text-accent';

/** The static wording, true whenever it is read: what pre-rendered HTML shows until the browser knows today's date. */
const confirmedOnLabel = (confirmedAt: string) => m.freshness_on({ day: formatDay(new Date(confirmedAt)) });

/**
 * "Availability confirmed 3 days ago" in its tier (src/shared/freshness.ts). Pre-rendered, a page
 * cannot know the day it is read, so the HTML says the date and the browser then says how long
 * ago; `data-freshness-at` lets a page without React do the same.
 */
export function FreshnessNote({ confirmedAt, className = '' }: { confirmedAt: string; className?: string }) {
  const hydrated = useHydrated();
  const freshness = hydrated ? freshnessOf(confirmedAt) : null;
  return (
    <p
      className={`${FRESHNESS_CLASS} ${className}`}
      data-freshness={freshness?.tier}
      data-freshness-at={freshness ? undefined : confirmedAt}
    >
      {freshness?.label ?? confirmedOnLabel(confirmedAt)}
    </p>
  );
}

/**
 * A listing whose owner's business an admin checked (docs/decisions/freshness.md, "Owner
 * verified"). The rule is the tooltip, and read after the badge's name by screen readers.
 */
export function OwnerVerifiedBadge({ className = '' }: { className?: string }) {
  const rule = m.owner_verified_rule();
  return (
    <span
      className={`badge gap-1 bg-brand-soft font-semibold text-brand ${className}`}
      data-owner-verified
      title={rule}
    >
      <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
        <path d="M10 1.5 3 4.2v5.1c0 4.1 2.9 7.9 7 9.2 4.1-1.3 7-5.1 7-9.2V4.2L10 1.5Zm3.7 6.2-4.4 4.4a.8.8 0 0 1-1.1 0L6.3 10.2a.8.8 0 1 1 1.1-1.1l1.4 1.3 3.8-3.8a.8.8 0 1 1 1.1 1.1Z" />
      </svg>
      {m.detail_owner_verified()}
      <span className="sr-only">: {rule}</span>
    </span>
  );
}
