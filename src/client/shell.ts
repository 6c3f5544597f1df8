import { COMPARE_STORAGE_KEY } from '#src/shared/compare.ts';
import { ICONS, iconAttributes, type IconName } from '#src/shared/icons.ts';
import { localeOfPath, localizedPath } from '#src/shared/i18n/locale.ts';
import { returnUrlOf, withReturnUrl } from '#src/shared/return-url.ts';
import { startLanguageSwitch } from './language.ts';
import { logout, startSession } from './session.ts';
import { $toast, dismissToast, takePendingToast } from './toast.ts';
import { startTooltips } from './tooltips.ts';
import {
  applyTheme,
  readThemePreference,
  setThemePreference,
  THEMES,
  watchSystemTheme,
  type ThemePreference,
} from './theme.ts';

/** Behaviour of the static shell (header, menus, theme, toasts) on every page, without React. */
export function startShell() {
  startTheme();
  startMenus();
  startListWarehouseButton();
  startToaster();
  startTooltips();
  startLanguageSwitch();
  const locale = localeOfPath(location.pathname);
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-logout]')) {
    button.addEventListener('click', async () => {
      await logout();
      window.location.assign(localizedPath('/', locale));
    });
  }
  // Log In links bring the visitor back to where they were.
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-login-link]')) {
    link.href = localizedPath(withReturnUrl('/login', returnUrlOf(location)), locale);
  }
  void startSession();
  takePendingToast();
  // The tray's code loads only where listings are chosen (src/client/compare.ts).
  if (localStorage.getItem(COMPARE_STORAGE_KEY)?.startsWith('[{'))
    void import('./compare-tray.ts').then((tray) => tray.startCompareTray());
}

function startTheme() {
  const preference = readThemePreference();
  applyTheme(preference);
  watchSystemTheme();
  const radios = document.querySelectorAll<HTMLInputElement>('[data-theme-toggle] input[type=radio]');
  for (const radio of radios) {
    radio.checked = radio.value === preference;
    radio.addEventListener('change', () => {
      if (!radio.checked || !(THEMES as readonly string[]).includes(radio.value)) return;
      setThemePreference(radio.value as ThemePreference);
      for (const other of radios) other.checked = other.value === radio.value;
    });
  }
}

function startMenus() {
  const menuButton = document.querySelector<HTMLButtonElement>('[data-user-menu-button]');
  const menu = document.getElementById('user-menu');
  if (menuButton && menu) {
    const setOpen = (open: boolean) => {
      menu.hidden = !open;
      menuButton.setAttribute('aria-expanded', String(open));
      if (open) menu.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    };
    menuButton.addEventListener('click', () => setOpen(Boolean(menu.hidden)));
    document.addEventListener('click', (e) => {
      if (!menu.hidden && !menu.parentElement!.contains(e.target as Node)) setOpen(false);
    });
    menu.addEventListener('keydown', (e) => {
      const items = [...menu.querySelectorAll<HTMLElement>('[role=menuitem]')];
      const index = items.indexOf(document.activeElement as HTMLElement);
      if (e.key === 'Escape') {
        setOpen(false);
        menuButton.focus();
      } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        items[(index + step + items.length) % items.length]?.focus();
      }
    });
  }

  const mobileButton = document.querySelector<HTMLButtonElement>('[data-mobile-menu-button]');
  const mobileMenu = document.querySelector<HTMLElement>('[data-mobile-menu]');
  if (mobileButton && mobileMenu) {
    const setOpen = (open: boolean) => {
      mobileMenu.hidden = !open;
      mobileButton.setAttribute('aria-expanded', String(open));
    };
    mobileButton.addEventListener('click', () => setOpen(Boolean(mobileMenu.hidden)));
    // The menu closes when a link in it is followed.
    mobileMenu.addEventListener('click', (e) => {
      if ((e.target as HTMLElement).closest('a')) setOpen(false);
    });
  }
}

/** docs/decisions/interface-behaviour.md: 'List Your Warehouse' is a full page load, then the page scrolls to the top after 100 ms. */
const SCROLL_FLAG = 'scroll_top_after_load';
function startListWarehouseButton() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-list-warehouse]')) {
    link.addEventListener('click', () => sessionStorage.setItem(SCROLL_FLAG, '1'));
  }
  if (sessionStorage.getItem(SCROLL_FLAG)) {
    sessionStorage.removeItem(SCROLL_FLAG);
    setTimeout(() => window.scrollTo({ top: 0 }), 100);
  }
}

/** A shared icon (src/shared/icons.ts) for markup the shell builds itself. */
function iconElement(name: IconName, className: string): SVGSVGElement {
  const svgNs = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(svgNs, 'svg');
  const { viewBox, fill, stroke, strokeWidth } = iconAttributes(name);
  svg.setAttribute('viewBox', viewBox);
  svg.setAttribute('class', className);
  svg.setAttribute('fill', fill);
  if (stroke) svg.setAttribute('stroke', stroke);
  if (strokeWidth) svg.setAttribute('stroke-width', String(strokeWidth));
  svg.setAttribute('aria-hidden', 'true');
  for (const d of ICONS[name].paths) {
    const path = document.createElementNS(svgNs, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

const SWIPE_DISMISS_PX = 50;
function startToaster() {
  const region = document.querySelector<HTMLElement>('[data-toast-region]');
  if (!region) return;
  $toast.subscribe((toast) => {
    region.replaceChildren();
    if (!toast) return;
    const tone =
      toast.variant === 'error'
        ? 'border-danger/40 bg-danger-soft'
        : toast.variant === 'success'
          ? 'border-success/40 bg-success-soft'
          : 'border-line bg-surface';
    const card = document.createElement('div');
    card.className = `pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg transition-transform ${tone}`;
    card.dataset.toast = toast.variant ?? 'default';
    const text = document.createElement('div');
    text.className = 'flex-1';
    const title = document.createElement('p');
    title.className = 'text-sm font-semibold text-ink';
    title.textContent = toast.title;
    text.append(title);
    if (toast.description) {
      const description = document.createElement('p');
      description.className = 'mt-1 text-sm text-ink-muted';
      description.textContent = toast.description;
      text.append(description);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'rounded-md p-1 text-ink-muted hover:text-ink';
    close.setAttribute('aria-label', region.dataset.dismissLabel ?? '');
    close.append(iconElement('close', 'h-4 w-4'));
    close.addEventListener('click', () => dismissToast(toast.id));
    card.append(text, close);
    let startX: number | null = null;
    card.addEventListener('pointerdown', (e) => (startX = e.clientX));
    card.addEventListener('pointermove', (e) => {
      if (startX !== null) card.style.transform = `translateX(${Math.max(0, e.clientX - startX)}px)`;
    });
    card.addEventListener('pointerup', (e) => {
      if (startX !== null && e.clientX - startX > SWIPE_DISMISS_PX) dismissToast(toast.id);
      else card.style.transform = '';
      startX = null;
    });
    region.append(card);
  });
}
