import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import 'leaflet/dist/leaflet.css';

const ZOOM = 13;
const PIN_SVG =
  '<svg viewBox="0 0 24 30" width="28" height="36" aria-hidden="true"><path fill="currentColor" stroke="white" stroke-width="1.5" d="M12 1a10 10 0 0 0-10 10c0 7 10 18 10 18s10-11 10-18A10 10 0 0 0 12 1z"/><circle cx="12" cy="11" r="3.5" fill="white"/></svg>';

/**
 * A Leaflet map with OpenStreetMap tiles (the CSP allows their host on images) and a pin an admin
 * can drag to correct the coordinates. Leaflet loads with this component, which only the
 * dashboard imports.
 */
export function ListingMap({
  latitude,
  longitude,
  label,
  onMove,
}: {
  latitude: number;
  longitude: number;
  label: string;
  onMove: (latitude: number, longitude: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: LeafletMap; marker: Marker } | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    let cancelled = false;
    void import('leaflet').then(({ default: L }) => {
      if (cancelled || !box.current) return;
      const m = L.map(box.current, { scrollWheelZoom: false }).setView([latitude, longitude], ZOOM);
      L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      })
        .on('tileerror', () => setTilesFailed(true))
        .addTo(m);
      // A drawn pin: Leaflet's default marker image is looked up by a path bundlers break.
      const icon = L.divIcon({ className: 'text-danger', html: PIN_SVG, iconSize: [28, 36], iconAnchor: [14, 36] });
      const marker = L.marker([latitude, longitude], { draggable: true, icon, title: label, alt: label }).addTo(m);
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        moved.current(Number(lat.toFixed(6)), Number(lng.toFixed(6)));
      });
      map.current = { map: m, marker };
    });
    return () => {
      cancelled = true;
      map.current?.map.remove();
      map.current = null;
    };
    // The map is made once; later coordinates move the pin (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    map.current?.marker.setLatLng([latitude, longitude]);
    map.current?.map.panTo([latitude, longitude]);
  }, [latitude, longitude]);

  return (
    <div>
      <div
        ref={box}
        className="relative z-0 h-56 w-full overflow-hidden rounded-lg border border-line bg-surface-muted"
      />
      {tilesFailed && (
        <p className="mt-1 text-xs text-ink-muted">The map tiles could not load; the pin and the numbers still work.</p>
      )}
    </div>
  );
}
