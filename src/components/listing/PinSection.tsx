import { Suspense, useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { api, read } from '#src/client/api.ts';
import type { GeocodeOutcome } from '#src/client/answers.ts';
import { formatCoordinates } from '#src/shared/i18n/format.ts';
import type { Listing, ListingInput } from '#src/shared/validation/listing.ts';
import { FieldMessage } from './ListingFormParts.tsx';
import { m } from '#src/shared/i18n/messages.ts';
import { PinMap } from '#src/components/map/lazy-maps.ts';

/** How long typing must pause before the address is looked up. */
const LOOKUP_DELAY_MS = 700;

/** What the form tells the owner about where the pin starts, by what the server's geocoder said. */
const PIN_START: Record<GeocodeOutcome['status'], () => string> = {
  found: m.pin_start_found,
  off: m.pin_start_off,
  not_found: m.pin_start_not_found,
  failed: m.pin_start_failed,
};

/**
 * The building's pin (docs/decisions/maps.md): it starts where the server's geocoder puts the
 * address, or at the city's centre, and the owner checks it on the map and drags it onto the
 * building or confirms it is there. Only then is it the form's `pin`: a listing saved without one
 * stands at its city's centre and shows only the city's area ("Pins never placed"). A placed pin
 * stays put while the address is edited; a new city starts again.
 */
export function PinSection() {
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ListingInput, unknown, Listing>();
  const [address, city, stateProvince, country, pin] = useWatch({
    control,
    name: ['address', 'city', 'stateProvince', 'country', 'pin'],
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  /** Where the pin stands until the owner places or confirms it. */
  const [start, setStart] = useState<{ latitude: number; longitude: number } | null>(null);
  const place = `${country}|${stateProvince}|${city}`;
  const lastPlace = useRef(place);
  const lastAddress = useRef(address);

  useEffect(() => {
    const newPlace = place !== lastPlace.current;
    const newAddress = address !== lastAddress.current;
    if (!city?.trim() || !stateProvince) return;
    // A placed pin stands until the owner changes the city; a proposed one until the address changes.
    if (!newPlace && (pin || (!newAddress && start))) return;
    const timer = setTimeout(async () => {
      lastPlace.current = place;
      lastAddress.current = address;
      const answer = await read(
        api.listings.location.$get({ query: { address: address ?? '', city, stateProvince, country } }),
      ).catch(() => null);
      if (!answer?.centre) return;
      const found = answer.geocoded.status === 'found' ? answer.geocoded : answer.centre;
      if (newPlace) setValue('pin', null, { shouldDirty: true });
      setStart({ latitude: found.latitude, longitude: found.longitude });
      setNotice(PIN_START[answer.geocoded.status]());
      setMapOpen(true);
    }, LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [place, address, city, stateProvince, country, pin, start, setValue]);

  const pinError = errors.pin?.message ?? errors.pin?.latitude?.message ?? errors.pin?.longitude?.message;
  const shown = pin ?? start;
  const placePin = (position: { latitude: number; longitude: number }, message: string) => {
    setValue('pin', position, { shouldDirty: true, shouldValidate: true });
    setNotice(message);
  };
  return (
    <div data-pin-section>
      <p className="text-sm font-medium text-ink">{m.listing_map_pin()}</p>
      {shown ? (
        <p className="mt-1 text-sm text-ink-muted">
          {notice ?? m.listing_check_that_pin_sits()}{' '}
          <span className="whitespace-nowrap">({formatCoordinates(shown.latitude, shown.longitude)})</span>
        </p>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{m.listing_choose_city_first_pin()}</p>
      )}
      {!pin && start && (
        <div className="mt-2 rounded-lg border border-accent bg-surface-muted p-3 text-sm text-ink" data-pin-not-placed>
          <p>{m.pin_not_placed()}</p>
          <button type="button" className="btn-secondary mt-2" onClick={() => placePin(start, m.pin_confirmed())}>
            {m.pin_confirm()}
          </button>
        </div>
      )}
      <FieldMessage id="pin-error" message={pinError} />
      {shown && !mapOpen && (
        <button type="button" className="btn-secondary mt-2" onClick={() => setMapOpen(true)}>
          {m.listing_check_pin_map()}
        </button>
      )}
      {shown && mapOpen && (
        <div className="mt-3">
          <Suspense fallback={<div className="h-64 animate-pulse rounded-lg bg-surface-muted" />}>
            <PinMap
              latitude={shown.latitude}
              longitude={shown.longitude}
              label={m.listing_building()}
              onMove={(latitude, longitude) => placePin({ latitude, longitude }, m.listing_pin_where_put())}
            />
          </Suspense>
          <p className="mt-1 text-xs text-ink-muted">{m.listing_drag_pin_or_focus()}</p>
        </div>
      )}
    </div>
  );
}
