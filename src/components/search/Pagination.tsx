import { m } from '#src/shared/i18n/messages.ts';
/** The page numbers under the results: the first, the last, and the current page with its neighbours. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const pages = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((p) => p >= 1 && p <= totalPages)
    .sort((a, b) => a - b);
  const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';
  return (
    <nav aria-label={m.pagination_label()} className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" className={`${item} btn-secondary`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.pagination_previous()}
      </button>
      {pages.map((p, i) => (
        <span key={p} className="flex items-center gap-1.5">
          {i > 0 && p - pages[i - 1]! > 1 && (
            <span className="px-1 text-ink-muted" aria-hidden="true">
              …
            </span>
          )}
          <button
            type="button"
            aria-current={p === page ? 'page' : undefined}
            aria-label={m.pagination_page({ page: p })}
            onClick={() => onPage(p)}
            className={`${item} ${p === page ? 'bg-brand text-on-brand' : 'border border-line bg-surface text-ink hover:bg-surface-muted'}`}
          >
            {p}
          </button>
        </span>
      ))}
      <button
        type="button"
        className={`${item} btn-secondary`}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {m.pagination_next()}
      </button>
    </nav>
  );
}
