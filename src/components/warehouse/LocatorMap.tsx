import { useId } from 'react';
import { formatCoordinates, formatDegrees, formatKilometres } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * A locator map drawn entirely in SVG: the site works offline and loads no map tiles. The main
 * panel is a graticule around the pin with distance rings; the inset places the pin on a rough
 * outline of Canada and the United States.
 */
interface LocatorMapProps {
  latitude: number;
  longitude: number;
  /** "Toronto, ON": written beside the pin. */
  label: string;
  /** Drawing size in SVG units: a phone gets a narrower drawing so its labels stay legible. */
  width: number;
  height: number;
  className?: string;
  /** The position is an area (the address is hidden): a ring marks it, no pin claims a building. */
  approximate?: boolean;
}
/** Half the height of the panel in degrees of latitude (about 67 km). */
const HALF_SPAN_LAT = 0.6;
/** Grid spacing in degrees: the finest of these that leaves room for the labels. */
const GRID_STEPS = [0.25, 0.5, 1];
/** Longitude labels are wider than latitude labels, so columns need more room than rows. */
const MIN_ROW_PX = 50;
const MIN_COLUMN_PX = 90;
const RINGS_KM = [25, 50];
const SCALE_KM = 20;
/** Room kept free of grid labels: the bottom row for longitudes, the left column for latitudes. */
const EDGE_PX = 24;
const LABEL_COLUMN_PX = 60;
/** The shaded disc around the pin. */
const NEAR_KM = 10;
const KM_PER_DEGREE_LAT = 111.2;
/** The area drawn for a listing whose position is rounded to about a kilometre. */
const AREA_KM = 1.5;

// Rough coastline and southern border of Canada, the contiguous United States and Alaska (lon, lat).
const NORTH_AMERICA: [number, number][] = [
  [-168, 65.5],
  [-166, 68.8],
  [-156.5, 71.3],
  [-141, 69.6],
  [-128, 70],
  [-114, 68.5],
  [-96, 68],
  [-90, 69],
  [-82, 68],
  [-82, 66],
  [-88, 64],
  [-93, 61],
  [-94.5, 59],
  [-92, 57],
  [-85, 55.3],
  [-82, 52.8],
  [-79, 51.5],
  [-79.5, 54.5],
  [-77, 58],
  [-78, 60.5],
  [-77.5, 62.5],
  [-73, 62],
  [-70, 61],
  [-65, 60.3],
  [-64, 58.5],
  [-61.5, 56],
  [-57, 52.5],
  [-60, 50.2],
  [-66, 50.2],
  [-69, 48.5],
  [-64.5, 48.8],
  [-65, 47],
  [-61, 45.8],
  [-60, 46],
  [-66, 43.7],
  [-67, 44.6],
  [-70, 43.7],
  [-70.5, 41.8],
  [-74, 40.6],
  [-76, 38],
  [-75.5, 35.3],
  [-81, 31.5],
  [-80, 27],
  [-80.4, 25.2],
  [-81.8, 26],
  [-82.8, 28],
  [-84, 30],
  [-89, 30.3],
  [-89.5, 29.1],
  [-94, 29.6],
  [-97.2, 27.8],
  [-97.2, 25.9],
  [-99.5, 27.5],
  [-101.4, 29.8],
  [-103, 29],
  [-104.5, 29.7],
  [-106.5, 31.8],
  [-111, 31.3],
  [-114.8, 32.5],
  [-117.1, 32.5],
  [-118.5, 34],
  [-120.6, 34.6],
  [-122.5, 37.7],
  [-124, 40.4],
  [-124.4, 43],
  [-124, 46.3],
  [-124.7, 48.4],
  [-123, 49],
  [-125, 50],
  [-128, 51],
  [-130, 54.5],
  [-133, 57.5],
  [-136, 58.5],
  [-139.5, 59.8],
  [-145, 60.2],
  [-151, 59.2],
  [-154, 57.8],
  [-158, 57],
  [-163, 55],
  [-157.5, 58.7],
  [-162, 60],
  [-165, 61.5],
  [-164.5, 63.3],
  [-161, 64.5],
  [-166, 64.6],
];
/** The inset's extent in degrees; its height follows from its width at this ratio. */
const INSET_BOUNDS = { west: -170, east: -50, south: 22, north: 74 };
const INSET_RATIO = 0.59;

/**
 * Drawing positions to a tenth of a unit, finer than a screen pixel at any size the map is shown:
 * full float precision would add a kilobyte to every listing's page (docs/performance.md, "Build").
 */
const px = (v: number) => Math.round(v * 10) / 10;

/** The inset's outline by drawing width: the same on every listing's page, so built once per width. */
const outlines = new Map<number, string>();

/** Directions to the building from wherever the visitor starts (OpenStreetMap asks for the start). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/directions?route=%3B${latitude.toFixed(5)}%2C${longitude.toFixed(5)}`;
}

export function openStreetMapUrl(latitude: number, longitude: number, zoom = 16): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

export function LocatorMap({
  latitude,
  longitude,
  label,
  width,
  height,
  className = '',
  approximate = false,
}: LocatorMapProps) {
  const clipId = useId();
  const insetWidth = Math.round(width * 0.25);
  const inset = {
    ...INSET_BOUNDS,
    width: insetWidth,
    height: Math.round(insetWidth * INSET_RATIO),
    x: width - insetWidth - 12,
    y: 12,
  };
  const cosLat = Math.cos((latitude * Math.PI) / 180);
  const pxPerDegLat = height / 2 / HALF_SPAN_LAT;
  const pxPerDegLon = pxPerDegLat * cosLat;
  const x = (lon: number) => px(width / 2 + (lon - longitude) * pxPerDegLon);
  const y = (lat: number) => px(height / 2 - (lat - latitude) * pxPerDegLat);
  const halfSpanLon = width / 2 / pxPerDegLon;

  const gridLines = (from: number, to: number, pxPerDeg: number, minPx: number) => {
    const step = GRID_STEPS.find((s) => s * pxPerDeg >= minPx) ?? GRID_STEPS[GRID_STEPS.length - 1]!;
    const lines: number[] = [];
    for (let v = Math.ceil(from / step) * step; v <= to; v += step) lines.push(Number(v.toFixed(2)));
    return lines;
  };
  const latitudes = gridLines(latitude - HALF_SPAN_LAT, latitude + HALF_SPAN_LAT, pxPerDegLat, MIN_ROW_PX);
  const longitudes = gridLines(longitude - halfSpanLon, longitude + halfSpanLon, pxPerDegLon, MIN_COLUMN_PX);
  const labelWidth = px(label.length * 7.4 + 18);
  const kmToPx = (km: number) => px((km / KM_PER_DEGREE_LAT) * pxPerDegLat);

  const insetX = (lon: number) => px(inset.x + ((lon - inset.west) / (inset.east - inset.west)) * inset.width);
  const insetY = (lat: number) => px(inset.y + ((inset.north - lat) / (inset.north - inset.south)) * inset.height);
  let outline = outlines.get(width);
  if (outline === undefined) {
    outline = NORTH_AMERICA.map(([lon, lat], i) => `${i ? 'L' : 'M'}${insetX(lon)} ${insetY(lat)}`).join('') + 'Z';
    outlines.set(width, outline);
  }

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={`h-auto w-full text-ink ${className}`}
      role="img"
      aria-label={
        approximate
          ? m.detail_map_label_approximate({ label })
          : m.detail_map_label_at_coordinates({ label, coordinates: formatCoordinates(latitude, longitude) })
      }
      data-locator-map
    >
      <defs>
        <clipPath id={clipId}>
          <rect width={width} height={height} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width={width} height={height} className="fill-surface-muted" />
        {latitudes.map((lat) => (
          <g key={`lat${lat}`}>
            <line x1={0} x2={width} y1={y(lat)} y2={y(lat)} className="stroke-line" strokeWidth={1} />
            {y(lat) < height - EDGE_PX && (
              <text x={6} y={y(lat) - 4} className="fill-ink-muted" fontSize={11}>
                {formatDegrees(lat, 'latitude', 2)}
              </text>
            )}
          </g>
        ))}
        {longitudes.map((lon) => (
          <g key={`lon${lon}`}>
            <line y1={0} y2={height} x1={x(lon)} x2={x(lon)} className="stroke-line" strokeWidth={1} />
            {x(lon) > LABEL_COLUMN_PX && x(lon) < width - kmToPx(SCALE_KM) - LABEL_COLUMN_PX && (
              <text x={x(lon) + 4} y={height - 6} className="fill-ink-muted" fontSize={11}>
                {formatDegrees(lon, 'longitude', 2)}
              </text>
            )}
          </g>
        ))}
        {RINGS_KM.map((km) => (
          <g key={km}>
            <circle
              cx={width / 2}
              cy={height / 2}
              r={kmToPx(km)}
              fill="none"
              className="stroke-brand"
              strokeOpacity={0.45}
              strokeDasharray="4 5"
              strokeWidth={1.5}
            />
            <text
              x={px(width / 2 + kmToPx(km) * 0.7071 + 4)}
              y={px(height / 2 - kmToPx(km) * 0.7071 - 2)}
              className="fill-brand"
              fontSize={11}
              fontWeight={600}
            >
              {formatKilometres(km)}
            </text>
          </g>
        ))}
        <circle cx={width / 2} cy={height / 2} r={kmToPx(NEAR_KM)} className="fill-brand" fillOpacity={0.12} />
      </g>

      <g transform={`translate(${width / 2} ${height / 2})`}>
        {approximate ? (
          <circle
            r={Math.max(kmToPx(AREA_KM), 14)}
            className="fill-brand stroke-brand"
            fillOpacity={0.3}
            strokeWidth={2}
            data-approximate-area
          />
        ) : (
          <>
            <ellipse cx={0} cy={2} rx={9} ry={3.5} fill="black" fillOpacity={0.2} />
            <path
              d="M0 0C-2-9-13-14-13-24a13 13 0 0 1 26 0C13-14 2-9 0 0Z"
              className="fill-brand stroke-surface"
              strokeWidth={2}
            />
            <circle cx={0} cy={-24} r={5} className="fill-surface" />
          </>
        )}
        <rect x={-labelWidth / 2} y={10} width={labelWidth} height={24} rx={6} className="fill-surface stroke-line" />
        <text y={26.5} textAnchor="middle" className="fill-ink" fontSize={13} fontWeight={600}>
          {label}
        </text>
      </g>

      <g aria-hidden="true">
        <rect
          x={inset.x - 4}
          y={inset.y - 4}
          width={inset.width + 8}
          height={inset.height + 8}
          rx={8}
          className="fill-surface stroke-line"
        />
        <path
          d={outline}
          className="fill-brand-soft stroke-brand"
          strokeOpacity={0.6}
          strokeWidth={1}
          strokeLinejoin="round"
        />
        <circle cx={insetX(longitude)} cy={insetY(latitude)} r={7} className="fill-brand" fillOpacity={0.25} />
        <circle
          cx={insetX(longitude)}
          cy={insetY(latitude)}
          r={3.5}
          className="fill-brand stroke-surface"
          strokeWidth={1.5}
        />
      </g>

      <g transform={`translate(${px(width - 16 - kmToPx(SCALE_KM))} ${height - 24})`} aria-hidden="true">
        <rect
          x={-8}
          y={-16}
          width={px(kmToPx(SCALE_KM) + 16)}
          height={26}
          rx={6}
          className="fill-surface"
          fillOpacity={0.9}
        />
        <path d={`M0 0h${kmToPx(SCALE_KM)}M0 -4v8M${kmToPx(SCALE_KM)} -4v8`} className="stroke-ink" strokeWidth={2} />
        <text x={px(kmToPx(SCALE_KM) / 2)} y={-5} textAnchor="middle" className="fill-ink" fontSize={11}>
          {formatKilometres(SCALE_KM)}
        </text>
      </g>
    </svg>
  );
}
