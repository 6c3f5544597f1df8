import { Suspense, useState } from 'react';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { PinMap } from '#src/components/map/lazy-maps.ts';

/**
 * The warehouse page's interactive map, on request: until then (and without JavaScript) the
 * static locator drawing is the page's map (docs/decisions/maps.md).
 */
export function InteractiveMap({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <IslandRoot className="mt-3">
      {open ? (
        <Suspense fallback={<div className="h-72 animate-pulse rounded-lg bg-surface-muted" />}>
          <PinMap latitude={latitude} longitude={longitude} label={label} className="h-72" />
        </Suspense>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
          {m.detail_show_interactive_map()}
        </button>
      )}
    </IslandRoot>
  );
}
