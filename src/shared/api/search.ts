/** How many points the map view is given at most: clustering draws them at any zoom. */
export const MAX_MAP_POINTS = 10_000;

/** A match on the map: id, latitude, longitude (a tuple: ten thousand of them stay small). */
export type MapPoint = [id: string, latitude: number, longitude: number];
