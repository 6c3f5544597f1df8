import { comparePath, MAX_COMPARE_LISTINGS } from '#src/shared/compare.ts';
import { localHref, m } from '#src/shared/i18n/messages.ts';
import { $compared, clearCompare, removeFromCompare, type ComparedListing } from './compare.ts';

/**
 * The compare tray: a bar at the foot of every page while listings are chosen, naming them, each
 * with a remove button, and the link to the compare view. Plain DOM, so a page without React
 * stays without it.
 */
let started = false;

export function startCompareTray() {
  if (started) return;
  started = true;
  const tray = document.createElement('section');
  tray.id = 'compare-tray';
  tray.setAttribute('aria-label', m.compare_tray_label());
  tray.className = 'compare-tray';
  document.body.append(tray);
  $compared.subscribe((list) => render(tray, list));
}

/** Whether the page is this site page, in the page's language. */
const isPage = (path: string) => location.pathname.replace(/\/$/, '') === localHref(path);

const searchedPlace = () => (isPage('/search') ? (new URLSearchParams(location.search).get('query') ?? '') : '');

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function render(tray: HTMLElement, list: readonly ComparedListing[]) {
  // The view itself needs no link to itself; its tray still lets the visitor change the choice.
  const onComparePage = isPage('/compare');
  tray.hidden = list.length === 0;
  document.body.classList.toggle('has-compare-tray', list.length > 0);
  if (!list.length) {
    tray.replaceChildren();
    return;
  }
  const inner = element('div', 'container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3');
  inner.append(
    element(
      'h2',
      'text-sm font-semibold text-ink',
      m.compare_tray_heading({ count: list.length, max: MAX_COMPARE_LISTINGS }),
    ),
  );
  const chosen = element('ul', 'flex min-w-0 flex-1 flex-wrap gap-2');
  for (const listing of list) {
    const item = element('li', 'badge flex max-w-full items-center gap-1 border border-line bg-surface');
    item.append(element('span', 'truncate', listing.name));
    const remove = element('button', 'rounded-full px-1 text-ink-muted hover:text-danger', '×');
    remove.type = 'button';
    remove.setAttribute('aria-label', m.compare_tray_remove({ name: listing.name }));
    remove.addEventListener('click', () => removeFromCompare(listing.id));
    item.append(remove);
    chosen.append(item);
  }
  inner.append(chosen);
  const actions = element('div', 'flex items-center gap-2');
  const clear = element('button', 'btn-secondary px-3 py-1.5', m.compare_tray_clear());
  clear.type = 'button';
  clear.addEventListener('click', clearCompare);
  actions.append(clear);
  if (list.length < 2) {
    actions.append(element('p', 'text-sm text-ink-muted', m.compare_tray_add_another()));
  } else if (!onComparePage) {
    const open = element('a', 'btn-primary px-3 py-1.5', m.compare_tray_open({ count: list.length }));
    const ids = list.map((l) => l.id);
    open.setAttribute('href', comparePath(ids));
    // From the results of a place, the comparison measures distances from it.
    open.addEventListener('click', () => open.setAttribute('href', comparePath(ids, searchedPlace())));
    actions.append(open);
  }
  inner.append(actions);
  tray.replaceChildren(inner);
}
