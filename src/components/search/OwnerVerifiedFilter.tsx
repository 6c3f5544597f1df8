import { m } from '#src/shared/i18n/messages.ts';
/**
 * "Owner verified only": listings whose owner's business an admin checked (docs/decisions/freshness.md),
 * with how many of the current results are, in the side filters and the form's filters alike.
 */
export function OwnerVerifiedFilter({
  checked,
  count,
  onChange,
  className = '',
}: {
  checked: boolean;
  count?: number;
  onChange: (ownerVerified: boolean) => void;
  className?: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-2.5 text-sm text-ink ${className}`}
      title={m.owner_verified_rule()}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 shrink-0 accent-[var(--brand)]"
      />
      <span className="flex-1">{m.search_owner_verified_only()}</span>
      {count !== undefined && <span className="text-xs text-ink-muted tabular-nums">{count}</span>}
    </label>
  );
}
