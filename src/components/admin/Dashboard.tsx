import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { m } from '#src/shared/i18n/messages.ts';

// The first screen is the overview; every other tab's code (the listing map, forms, tables) loads
// when the tab first opens, so the dashboard's first screen stays within its budget
// (docs/performance.md, "Budgets").
const ModerationTab = lazy(() => import('./ModerationTab.tsx').then((m) => ({ default: m.ModerationTab })));
const ListingsTab = lazy(() => import('./ListingsTab.tsx').then((m) => ({ default: m.ListingsTab })));
const InboxTab = lazy(() => import('./InboxTab.tsx').then((m) => ({ default: m.InboxTab })));
const UsersTab = lazy(() => import('./UsersTab.tsx').then((m) => ({ default: m.UsersTab })));
const AuditTab = lazy(() => import('./AuditTab.tsx').then((m) => ({ default: m.AuditTab })));
const BuildsTab = lazy(() => import('./BuildsTab.tsx').then((m) => ({ default: m.BuildsTab })));

const TABS = [
  {
    id: 'overview',
    get label() {
      return m.admin_overview();
    },
  },
  {
    id: 'moderation',
    get label() {
      return m.admin_moderation();
    },
  },
  {
    id: 'listings',
    get label() {
      return m.admin_listings();
    },
  },
  {
    id: 'inbox',
    get label() {
      return m.admin_inbox();
    },
  },
  {
    id: 'users',
    get label() {
      return m.admin_users();
    },
  },
  {
    id: 'audit',
    get label() {
      return m.admin_audit_log_2();
    },
  },
  {
    id: 'builds',
    get label() {
      return m.admin_site_builds();
    },
  },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The open tab lives in the URL's hash, so a reload or a shared link keeps it. */
function tabFromHash(): TabId {
  const id = window.location.hash.slice(1);
  return TABS.find((t) => t.id === id)?.id ?? 'overview';
}

/** The admin dashboard (docs/decisions/admin-dashboard.md): one tab at a time, each loading its own data. */
export default function Dashboard({ userId }: { userId: string }) {
  const [tab, setTab] = useState<TabId>(tabFromHash);
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  useEffect(() => {
    const follow = () => setTab(tabFromHash());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const open = (id: TabId, focus = false) => {
    setTab(id);
    history.replaceState(null, '', `#${id}`);
    if (focus) tabRefs.current[id]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const next =
      e.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    open(next.id, true);
  };

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{m.admin_admin_dashboard()}</h1>
      <div className="-mx-4 mt-4 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
        <div
          role="tablist"
          aria-label={m.admin_dashboard_sections()}
          className="flex min-w-max gap-1"
          onKeyDown={onKeyDown}
        >
          {TABS.map((t) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => open(t.id)}
              className="-mb-px border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-ink-muted hover:text-ink aria-selected:border-brand aria-selected:text-brand"
            >
              {t.label}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="pt-6">
        {tab === 'overview' && <OverviewTab onOpenModeration={() => open('moderation')} />}
        <Suspense fallback={<Spinner />}>
          {tab === 'moderation' && <ModerationTab />}
          {tab === 'listings' && <ListingsTab />}
          {tab === 'inbox' && <InboxTab />}
          {tab === 'users' && <UsersTab userId={userId} />}
          {tab === 'audit' && <AuditTab />}
          {tab === 'builds' && <BuildsTab />}
        </Suspense>
      </div>
    </div>
  );
}
