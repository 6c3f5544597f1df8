import { Suspense, useEffect, useState } from 'react';
import { Field } from '#src/components/ui/Field.tsx';
import { FormError } from '#src/components/ui/FormError.tsx';
import { coordinatesFields } from '#src/shared/validation/admin.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { PinMap } from '#src/components/map/lazy-maps.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * A listing's pin on a moderation card: the map to drag it on, the coordinates to type, checked
 * by the same rule as the server's before they are saved.
 */
export function PinEditor({
  name,
  latitude,
  longitude,
  busy,
  onSave,
}: {
  name: string;
  latitude: number | null;
  longitude: number | null;
  busy: boolean;
  onSave: (coordinates: Coordinates) => Promise<unknown>;
}) {
  const [coords, setCoords] = useState({ lat: String(latitude ?? ''), lon: String(longitude ?? '') });
  const [coordsError, setCoordsError] = useState<string | null>(null);
  // Any change to the listing (an edit, a save here) brings its saved pin back into the fields.
  useEffect(() => setCoords({ lat: String(latitude ?? ''), lon: String(longitude ?? '') }), [latitude, longitude]);
  const [mapShown, setMapShown] = useState(false);
  const lat = Number(coords.lat);
  const lon = Number(coords.lon);
  const mapReady = coords.lat !== '' && coords.lon !== '' && Number.isFinite(lat) && Number.isFinite(lon);

  const save = async () => {
    const parsed = coordinatesFields.safeParse({ latitude: coords.lat, longitude: coords.lon });
    if (!parsed.success) return setCoordsError(parsed.error.issues[0]!.message);
    setCoordsError(null);
    await onSave(parsed.data);
  };

  return (
    <div>
      {mapReady && !mapShown ? (
        <button type="button" className="btn-secondary w-full" onClick={() => setMapShown(true)}>
          {m.admin_show_pin_map()}
        </button>
      ) : mapReady ? (
        <Suspense fallback={<div className="h-56 rounded-lg border border-line bg-surface-muted" />}>
          <PinMap
            latitude={lat}
            longitude={lon}
            label={m.admin_map_pin_name({ name })}
            onMove={(la, lo) => setCoords({ lat: String(la), lon: String(lo) })}
            className="h-56"
          />
        </Suspense>
      ) : (
        <p className="rounded-lg border border-line p-4 text-sm text-ink-muted">{m.admin_no_coordinates_yet()}</p>
      )}
      <IslandForm
        className="mt-3 grid grid-cols-2 gap-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {(['lat', 'lon'] as const).map((key) => (
          <Field key={key} label={key === 'lat' ? m.admin_latitude() : m.admin_longitude()}>
            <input
              className="field-input"
              inputMode="decimal"
              value={coords[key]}
              onChange={(e) => setCoords({ ...coords, [key]: e.currentTarget.value })}
            />
          </Field>
        ))}
        <p className="col-span-2 text-xs text-ink-muted">{m.admin_drag_pin_or_type()}</p>
        <div className="col-span-2">
          <FormError message={coordsError} />
        </div>
        <SubmitButton className="btn-secondary col-span-2" busy={busy}>
          {m.admin_save_coordinates()}
        </SubmitButton>
      </IslandForm>
    </div>
  );
}
