interface FavoriteButtonProps {
  warehouseId: string;
  warehouseName: string;
  className?: string;
}

/** The heart on a warehouse card. Filled in by the accounts work (favorites store, auth prompt). */
export function FavoriteButton({ warehouseName, className = '' }: FavoriteButtonProps) {
  return (
    <button type="button" className={className} aria-label={`Save ${warehouseName} to favorites`} aria-pressed={false}>
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 21s-7-4.4-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.6-9.5 9-9.5 9Z" />
      </svg>
    </button>
  );
}
