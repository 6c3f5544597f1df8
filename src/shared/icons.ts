/**
 * The icons more than one place draws, as data: Icon.tsx (React), Icon.astro (static markup) and
 * the shell's toasts (src/client/shell.ts) render these same paths.
 */
export interface IconData {
  viewBox: string;
  paths: readonly string[];
  /** Outline icons give their stroke width; the others are filled shapes. */
  strokeWidth?: number;
}

export const ICONS = {
  check: {
    viewBox: '0 0 20 20',
    paths: ['M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z'],
  },
  chevronDown: {
    viewBox: '0 0 20 20',
    paths: ['M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z'],
  },
  close: {
    viewBox: '0 0 20 20',
    paths: [
      'M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z',
    ],
  },
  heart: {
    viewBox: '0 0 24 24',
    paths: ['M12 21s-7-4.4-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.6-9.5 9-9.5 9Z'],
    strokeWidth: 2,
  },
  filter: {
    viewBox: '0 0 20 20',
    paths: [
      'M3 5a1 1 0 0 1 1-1h12a1 1 0 0 1 .8 1.6L12 11.5V16a1 1 0 0 1-1.5.9l-2-1.2A1 1 0 0 1 8 14.8v-3.3L3.2 5.6A1 1 0 0 1 3 5Z',
    ],
  },
  mail: { viewBox: '0 0 24 24', paths: ['M4 6h16v12H4z', 'm4 7 8 6 8-6'], strokeWidth: 2 },
  mapPin: {
    viewBox: '0 0 20 20',
    paths: [
      'M10 2a6 6 0 0 0-6 6c0 4.4 6 10 6 10s6-5.6 6-10a6 6 0 0 0-6-6Zm0 8.2A2.2 2.2 0 1 1 10 5.8a2.2 2.2 0 0 1 0 4.4Z',
    ],
  },
  search: {
    viewBox: '0 0 20 20',
    paths: [
      'M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.6 3.6a1 1 0 0 1-1.4 1.4l-3.6-3.6A5.5 5.5 0 1 1 8.5 3Zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z',
    ],
  },
} as const satisfies Record<string, IconData>;

export type IconName = keyof typeof ICONS;

/** The <svg> attributes of an icon; `filled` fills an outline icon too (a saved favorite's heart). */
export function iconAttributes(name: IconName, filled = false) {
  const icon: IconData = ICONS[name];
  return {
    viewBox: icon.viewBox,
    fill: icon.strokeWidth && !filled ? 'none' : 'currentColor',
    stroke: icon.strokeWidth ? 'currentColor' : undefined,
    strokeWidth: icon.strokeWidth,
  };
}
