import { ICONS, iconAttributes, type IconName } from '#src/shared/icons.ts';

/** One of the shared icons (src/shared/icons.ts), decorative: the control around it carries the label. */
export function Icon({ name, className, filled }: { name: IconName; className?: string; filled?: boolean }) {
  return (
    <svg {...iconAttributes(name, filled)} className={className} aria-hidden="true">
      {ICONS[name].paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
