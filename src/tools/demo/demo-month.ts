import type { Warehouse } from '#db/schema.ts';
import { statsDays } from '#src/server/listings/listing-stats.ts';

/** The calendar and chance the demo month (demo-activity.ts) is drawn from. */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type Random = () => number;

/** A count of independent happenings with the given mean (Knuth's method; the means here are small). */
export function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = random(); p > limit; p *= random()) k += 1;
  return k;
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Sunday to Saturday (getUTCDay): people look for warehouse space in working hours. */
const WEEKDAY_WEIGHT = [0.45, 1.05, 1.1, 1.05, 1, 0.85, 0.5];

/** One day of the month: when it starts, how much of it has passed (today's is partial), how busy it is. */
export interface DemoDay {
  day: string;
  start: number;
  length: number;
  busy: number;
}

export function monthOfDays(now: number): DemoDay[] {
  const days = statsDays(new Date(now));
  return days.map((day, i) => {
    const start = Date.parse(`${day}T00:00:00Z`);
    const length = Math.min(DAY, now - start);
    // A slow rise over the month, so the charts have a direction as real early traffic does.
    const trend = 0.85 + (0.3 * i) / (days.length - 1);
    return { day, start, length, busy: WEEKDAY_WEIGHT[new Date(start).getUTCDay()]! * trend * (length / DAY) };
  });
}

export const momentIn = (random: Random, d: DemoDay) => new Date(d.start + Math.floor(random() * d.length));

export type ActivityListing = Pick<
  Warehouse,
  | 'id'
  | 'name'
  | 'city'
  | 'stateProvince'
  | 'status'
  | 'userId'
  | 'isPaid'
  | 'storageType'
  | 'servicesOffered'
  | 'latitude'
  | 'longitude'
  | 'searchText'
>;
