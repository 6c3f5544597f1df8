import { useEffect, useRef, useState } from 'react';
import { Marker } from 'maplibre-gl';
import { createMap, type MapLibreMap } from './maplibre.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** Close enough to tell one building of a street from the next. */
const PIN_ZOOM = 15;
const PIN_SVG =
  '<svg viewBox="0 0 24 30" width="28" height="36" aria-hidden="true"><path fill="currentColor" stroke="white" stroke-width="1.5" d="M12 1a10 10 0 0 0-10 10c0 7 10 18 10 18s10-11 10-18A10 10 0 0 0 12 1z"/><circle cx="12" cy="11" r="3.5" fill="white"/></svg>';
/** How far one arrow key press moves a pin, in degrees (about 10 m north-south). */
const KEY_STEP = 0.0001;

export interface PinMapProps {
  latitude: number;
  longitude: number;
  /** The pin's accessible name, e.g. the listing's name. */
  label: string;
  /** Given: the pin can be dragged, or moved with the arrow keys once focused. */
  onMove?: (latitude: number, longitude: number) => void;
  className?: string;
}

const rounded = (v: number) => Number(v.toFixed(6));

/**
 * One building's pin on a MapLibre map: the listing form's and the admin's (draggable) and the
 * warehouse page's (fixed). The pin is a button, so a keyboard reaches it; a movable one also
 * follows the arrow keys.
 */
export default function PinMap({ latitude, longitude, label, onMove, className = 'h-64' }: PinMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const made = useRef<{ map: MapLibreMap; pin: Marker } | null>(null);
  const [failed, setFailed] = useState(false);
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    const map = createMap(box.current!, {
      center: [longitude, latitude],
      zoom: PIN_ZOOM,
      onFailure: () => setFailed(true),
    });
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'cursor-grab text-danger focus-visible:outline-2 focus-visible:outline-brand';
    button.innerHTML = PIN_SVG;
    button.setAttribute(
      'aria-label',
      moved.current ? m.map_label_pin_move_with({ label }) : m.map_label_pin({ label }),
    );
    button.dataset.mapPin = '';
    const pin = new Marker({ element: button, draggable: Boolean(moved.current), anchor: 'bottom' })
      .setLngLat([longitude, latitude])
      .addTo(map);
    const report = () => {
      const at = pin.getLngLat();
      moved.current?.(rounded(at.lat), rounded(at.lng));
    };
    pin.on('dragend', report);
    button.addEventListener('keydown', (event) => {
      if (!moved.current) return;
      const step = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[event.key];
      if (!step) return;
      event.preventDefault();
      const at = pin.getLngLat();
      pin.setLngLat([at.lng + step[0]! * KEY_STEP, at.lat + step[1]! * KEY_STEP]);
      report();
    });
    made.current = { map, pin };
    return () => {
      map.remove();
      made.current = null;
    };
    // The map is made once; later coordinates move the pin (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = made.current;
    if (!current) return;
    const at = current.pin.getLngLat();
    if (rounded(at.lat) === latitude && rounded(at.lng) === longitude) return;
    current.pin.setLngLat([longitude, latitude]);
    current.map.jumpTo({ center: [longitude, latitude] });
  }, [latitude, longitude]);

  return (
    <div>
      <div
        ref={box}
        className={`relative w-full overflow-hidden rounded-lg border border-line bg-surface-muted ${className}`}
      />
      {failed && (
        <p className="mt-1 text-xs text-ink-muted" role="status">
          {m.map_failed_notice()}
        </p>
      )}
    </div>
  );
}
