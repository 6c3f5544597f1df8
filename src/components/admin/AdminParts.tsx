import type { ReactNode } from 'react';
import { Field } from '#src/components/ui/Field.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { type PausedBy, type WarehouseStatus } from '#src/shared/catalog.ts';
import type { ApiQuery } from '#src/components/ui/use-api-query.ts';
import { statusLabel } from '#src/shared/i18n/labels/statuses.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { SubmitButton } from '#src/components/ui/IslandForm.tsx';

const TONES = {
  neutral: 'bg-surface-muted text-ink-muted',
  brand: 'bg-brand-soft text-brand-strong dark:text-brand',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
  warning: 'bg-surface-muted text-ink ring-1 ring-accent ring-inset',
} as const;
export type Tone = keyof typeof TONES;

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

const STATUS_TONES: Record<WarehouseStatus, Tone> = {
  pending: 'warning',
  active: 'success',
  paused: 'neutral',
  declined: 'danger',
  deleted: 'danger',
};

export function StatusBadge({ status, pausedBy }: { status: WarehouseStatus; pausedBy?: PausedBy | null }) {
  const by = status === 'paused' && pausedBy ? m.admin_by_paused_by({ paused_by: pausedBy }) : '';
  return <Badge tone={STATUS_TONES[status]}>{`${statusLabel(status)}${by}`}</Badge>;
}

/** Loading and failure of a tab's read; `children` renders the data. */
export function QueryView<T>({
  query,
  what,
  reload,
  children,
}: {
  query: ApiQuery<T>;
  what: string;
  reload: () => void;
  children: (data: T) => ReactNode;
}) {
  if (query.status === 'loading') return <Spinner label={m.admin_loading_what({ what })} />;
  if (query.status === 'error') {
    return (
      <div className="card p-6 text-center" role="alert">
        <p className="text-ink">{m.ui_could_not_load({ what })}</p>
        <button type="button" className="btn-secondary mt-4" onClick={reload}>
          {m.ui_try_again()}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  noun,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  noun: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={m.admin_noun_pages({ noun })}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-ink-muted" aria-live="polite">
        {total === 0
          ? m.admin_no_noun({ noun })
          : m.admin_p_min_total_noun({
              p: (page - 1) * pageSize + 1,
              min: Math.min(page * pageSize, total),
              total,
              noun,
            })}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {m.pagination_previous()}
        </button>
        <span className="text-ink-muted">{m.admin_page_page_pages({ page, pages })}</span>
        <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {m.pagination_next()}
        </button>
      </div>
    </nav>
  );
}

export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className="block min-w-0 flex-1 sm:max-w-sm">
      <span className="field-label">{label}</span>
      <input type="search" className="field-input" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </label>
  );
}

export function SelectBox<V extends string>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (v: V) => void;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      <select className="field-input" value={value} onChange={(e) => onChange(e.currentTarget.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Cancel and submit at the foot of a dialog's form. */
export function FormButtons({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
      <button type="button" className="btn-secondary" onClick={onCancel}>
        {m.profile_cancel()}
      </button>
      <SubmitButton className="btn-primary" busy={busy}>
        {label}
      </SubmitButton>
    </div>
  );
}

export function TabHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {children}
    </div>
  );
}
