import { darken, f, H, lighten, linear, poly, type Pt, rect, svg, W } from './svg-drawing.ts';
import { seededRandom } from './seeded-random.ts';

/** The demo interiors: a one-point perspective down an aisle between two runs of racking or shelving. */

interface AisleStyle {
  seed: number;
  ceiling: [string, string];
  floor: [string, string];
  farWall: string;
  upright: string;
  beam: string;
  loads: string[];
  /** Fraction of rack positions that hold a load. */
  fill: number;
  levels: number[];
  rackHeight: number;
  bayLength: number;
  aisleHalfWidth: number;
  safetyLine: string;
  lights: string;
}

const EYE = 1.7;
const FOCAL = 620;
const CX = 800;
const CY = 430;
const project = (x: number, y: number, z: number): Pt => [
  CX + (x * FOCAL) / (z + 1),
  CY + ((EYE - y) * FOCAL) / (z + 1),
];

/** A quad on the vertical plane x = const, spanning depth z1..z2 and height y1..y2 above the floor. */
const sideQuad = (x: number, z1: number, z2: number, y1: number, y2: number): Pt[] => [
  project(x, y2, z1),
  project(x, y2, z2),
  project(x, y1, z2),
  project(x, y1, z1),
];

function aisle(style: AisleStyle, extras: { back?: string[]; front?: string[]; ceiling?: string[] } = {}) {
  const r = seededRandom(style.seed);
  const far = 34;
  const a = style.aisleHalfWidth;
  const rackDepth = 1.1;
  const defs = [
    linear('ceiling', [
      [0, style.ceiling[0]],
      [1, style.ceiling[1]],
    ]),
    linear('floor', [
      [0, style.floor[0]],
      [1, style.floor[1]],
    ]),
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${style.lights}" stop-opacity="0.55"/><stop offset="1" stop-color="${style.lights}" stop-opacity="0"/></radialGradient>`,
  ];
  const body: string[] = [rect(0, 0, W, H, 'url(#ceiling)')];
  const horizon = project(0, 0, far)[1];
  body.push(rect(0, horizon, W, H - horizon, 'url(#floor)'));
  const [wx1, wy1] = project(-a - rackDepth - 4, style.rackHeight + 3, far);
  const [wx2, wy2] = project(a + rackDepth + 4, 0, far);
  body.push(rect(wx1, wy1, wx2 - wx1, wy2 - wy1, style.farWall));
  body.push(...(extras.back ?? []));

  for (let z = far - 1.5; z > 0; z -= 4.5) {
    const [lx, ly] = project(0, style.rackHeight + 2.2, z);
    const [rx] = project(0.45, style.rackHeight + 2.2, z);
    const half = rx - lx;
    body.push(
      `<ellipse cx="${f(lx)}" cy="${f(ly + half * 0.6)}" rx="${f(half * 5)}" ry="${f(half * 2.4)}" fill="url(#glow)"/>`,
    );
    body.push(
      poly(
        [
          project(-0.45, style.rackHeight + 2.2, z),
          project(0.45, style.rackHeight + 2.2, z),
          project(0.45, style.rackHeight + 2.2, z + 0.9),
          project(-0.45, style.rackHeight + 2.2, z + 0.9),
        ],
        style.lights,
      ),
    );
  }
  body.push(...(extras.ceiling ?? []));

  for (const side of [-1, 1] as const) {
    const face = side * a;
    const back = side * (a + rackDepth);
    // The shadowed inside of the rack run, seen between the loads.
    body.push(poly(sideQuad(back, 0, far, 0, style.rackHeight), darken(style.farWall, 0.45)));
    body.push(
      poly(
        [
          project(face, style.rackHeight, 0),
          project(face, style.rackHeight, far),
          project(back, style.rackHeight, far),
          project(back, style.rackHeight, 0),
        ],
        darken(style.farWall, 0.3),
      ),
    );
    // Far to near so nearer bays paint over farther ones; nothing behind the camera (z < 0).
    for (let z2 = far; z2 > 0; z2 -= style.bayLength) {
      const z1 = Math.max(z2 - style.bayLength, 0);
      for (let level = 0; level < style.levels.length; level++) {
        const y = style.levels[level]!;
        const top = style.levels[level + 1] ?? style.rackHeight;
        if (r() > style.fill) continue;
        const gap = style.bayLength * 0.06;
        const slots = style.bayLength > 2 ? 2 : 1;
        const slot = (z2 - z1 - gap * (slots + 1)) / slots;
        if (slot <= 0) continue;
        for (let s = 0; s < slots; s++) {
          if (r() > style.fill + 0.1) continue;
          const za = z1 + gap + s * (slot + gap);
          const height = (top - y - 0.12) * (0.62 + r() * 0.33);
          const load = style.loads[Math.floor(r() * style.loads.length)]!;
          const inset = face + side * 0.06;
          body.push(poly(sideQuad(inset, za, za + slot, y + 0.12, y + 0.12 + height), load));
          body.push(
            poly(sideQuad(inset, za, za + slot, y + 0.12 + height * 0.82, y + 0.12 + height), lighten(load, 0.18)),
          );
          body.push(poly(sideQuad(inset, za, za + slot, y, y + 0.12), '#9b7b55'));
        }
      }
      for (const y of style.levels) {
        if (y === 0) continue;
        body.push(poly(sideQuad(face, z1, z2, y - 0.1, y), style.beam));
      }
      body.push(poly(sideQuad(face, z2 - 0.08, z2, 0, style.rackHeight), style.upright));
    }
    const lx = face - side * 0.2;
    body.push(
      poly(
        [project(lx, 0, 0), project(lx, 0, far), project(lx - side * 0.08, 0, far), project(lx - side * 0.08, 0, 0)],
        style.safetyLine,
      ),
    );
  }
  body.push(...(extras.front ?? []));
  return { defs, body };
}

/** A counterbalance forklift seen from behind, drawn around (0, 0) at the floor. */
function forklift(x: number, z: number, colour: string) {
  const [px, py] = project(x, 0, z);
  const s = FOCAL / (z + 1) / 100;
  const parts = [
    rect(-55, -95, 110, 70, colour, ' rx="8"'),
    rect(-45, -170, 8, 80, '#2b2f33'),
    rect(37, -170, 8, 80, '#2b2f33'),
    rect(-45, -172, 90, 8, '#2b2f33'),
    rect(-30, -130, 60, 35, darken(colour, 0.25), ' rx="6"'),
    rect(-62, -40, 26, 40, '#1f2225', ' rx="6"'),
    rect(36, -40, 26, 40, '#1f2225', ' rx="6"'),
    rect(-20, -80, 40, 10, '#e9e4d8', ' rx="3"'),
  ];
  return `<g transform="translate(${f(px)} ${f(py)}) scale(${f(s)})">${parts.join('')}</g>`;
}

export function racking() {
  const style: AisleStyle = {
    seed: 11,
    ceiling: ['#4a4f57', '#8b8f93'],
    floor: ['#a9a39a', '#6f6a62'],
    farWall: '#c9c2b5',
    upright: '#2f5d8a',
    beam: '#e07b39',
    loads: ['#c8a274', '#b8926a', '#d8c3a0', '#e8e4dc', '#a88a63', '#cfb58b'],
    fill: 0.82,
    levels: [0, 1.5, 3, 4.5],
    rackHeight: 6,
    bayLength: 2.8,
    aisleHalfWidth: 1.7,
    safetyLine: '#e3c04b',
    lights: '#fff6dc',
  };
  const scene = aisle(style, { front: [forklift(0.3, 9, '#d9a33b')] });
  return svg(scene.defs, scene.body);
}

export function coldRoom() {
  const style: AisleStyle = {
    seed: 23,
    ceiling: ['#1f3346', '#5d7d95'],
    floor: ['#b9ccd8', '#7c95a6'],
    farWall: '#d6e4ec',
    upright: '#e9f1f5',
    beam: '#5b8fb9',
    loads: ['#eef4f7', '#c7d9e4', '#8fa9bd', '#e3d9c4', '#a9c3d4', '#d5c4a4'],
    fill: 0.88,
    levels: [0, 1.4, 2.8, 4.2],
    rackHeight: 5.6,
    bayLength: 2.6,
    aisleHalfWidth: 1.6,
    safetyLine: '#8fb5cf',
    lights: '#e8f6ff',
  };
  const curtain: string[] = [];
  const [cx1, cy1] = project(-1.4, 3.2, 30);
  const [cx2, cy2] = project(1.4, 0, 30);
  const strips = 9;
  for (let i = 0; i < strips; i++) {
    const w = (cx2 - cx1) / strips;
    curtain.push(rect(cx1 + i * w + 1, cy1, w - 2, cy2 - cy1, '#ffffff', ' opacity="0.35"'));
  }
  const scene = aisle(style, {
    back: curtain,
    front: [
      `<rect x="0" y="${f(CY + 120)}" width="${W}" height="${f(H - CY - 120)}" fill="url(#fogfade)"/>`,
      rect(0, 0, W, 90, '#ffffff', ' opacity="0.06"'),
    ],
  });
  const fog = `<linearGradient id="fogfade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.28"/></linearGradient>`;
  return svg([...scene.defs, fog], scene.body);
}

export function climateControlled() {
  const style: AisleStyle = {
    seed: 37,
    ceiling: ['#5f6b62', '#b4bcb2'],
    floor: ['#d7d8cf', '#9ea295'],
    farWall: '#e6e7de',
    upright: '#f2f2ec',
    beam: '#7f9a86',
    loads: ['#cdb28a', '#bfa27a', '#e3d6bf', '#9fb3a4', '#d9cbb1'],
    fill: 0.9,
    levels: [0, 0.9, 1.8, 2.7, 3.6],
    rackHeight: 4.5,
    bayLength: 1.9,
    aisleHalfWidth: 1.3,
    safetyLine: '#7f9a86',
    lights: '#fbfff6',
  };
  const duct: string[] = [];
  const y = style.rackHeight + 1.4;
  duct.push(
    poly([project(-1.1, y + 0.5, 0), project(-1.1, y + 0.5, 34), project(-1.1, y, 34), project(-1.1, y, 0)], '#c9cec7'),
  );
  duct.push(poly([project(-1.1, y, 0), project(-1.1, y, 34), project(-0.5, y, 34), project(-0.5, y, 0)], '#e4e8e2'));
  for (let z = 2; z < 34; z += 3) {
    duct.push(poly(sideQuad(-1.1, z, z + 0.12, y, y + 0.5), '#aeb4ac'));
  }
  const scene = aisle(style, { ceiling: duct });
  return svg(scene.defs, scene.body);
}

export function fulfillmentFloor() {
  const style: AisleStyle = {
    seed: 41,
    ceiling: ['#3e3a4a', '#8d8798'],
    floor: ['#cfc8bd', '#8e867b'],
    farWall: '#ddd5c8',
    upright: '#3c4c5c',
    beam: '#5f7f99',
    loads: ['#3f7fa6', '#e1a33b', '#5a9a78', '#c8573f', '#d2c6b0', '#6f6d8e'],
    fill: 0.95,
    levels: [0, 0.55, 1.1, 1.65, 2.2],
    rackHeight: 2.8,
    bayLength: 1.2,
    aisleHalfWidth: 2.1,
    safetyLine: '#e3c04b',
    lights: '#fff7e8',
  };
  // A roller conveyor along the left of the aisle, so its top and aisle-side face both show.
  const conveyor: string[] = [];
  const top = 0.95;
  const [cl, cr] = [-1.55, -0.85];
  const start = 0.6;
  for (let z = 30; z >= start; z -= 2) conveyor.push(poly(sideQuad(cr - 0.05, z, z + 0.1, 0, top), '#50565c'));
  conveyor.push(
    poly([project(cl, top, start), project(cl, top, 30), project(cr, top, 30), project(cr, top, start)], '#9aa1a6'),
  );
  for (let z = 29.5; z >= start; z -= 0.5)
    conveyor.push(
      poly(
        [
          project(cl, top + 0.005, z),
          project(cr, top + 0.005, z),
          project(cr, top + 0.005, z + 0.12),
          project(cl, top + 0.005, z + 0.12),
        ],
        '#7d848a',
      ),
    );
  conveyor.push(poly(sideQuad(cr, start, 30, top - 0.2, top + 0.06), '#3f6f94'));
  const totes = ['#3f7fa6', '#e1a33b', '#5a9a78', '#c8573f'];
  let i = 0;
  for (let z = 27; z > 0.9; z -= 2.6) {
    const colour = totes[i++ % totes.length]!;
    const [tl, tr, h] = [cl + 0.12, cr - 0.12, 0.35];
    conveyor.push(
      poly(
        [
          project(tl, top + h, z),
          project(tl, top + h, z + 0.8),
          project(tr, top + h, z + 0.8),
          project(tr, top + h, z),
        ],
        lighten(colour, 0.2),
      ),
    );
    conveyor.push(poly(sideQuad(tr, z, z + 0.8, top + 0.06, top + h), darken(colour, 0.15)));
    conveyor.push(
      poly(
        [project(tl, top + h, z), project(tr, top + h, z), project(tr, top + 0.06, z), project(tl, top + 0.06, z)],
        colour,
      ),
    );
  }
  const scene = aisle(style, { front: conveyor });
  return svg(scene.defs, scene.body);
}
