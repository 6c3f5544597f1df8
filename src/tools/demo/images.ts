/**
 * Renders the demo listings' pictures: flat warehouse illustrations composed as SVG in code,
 * written as responsive WebP files. Run with `npm run demo:images`; the output is
 * committed, so the seed and the site never need this script at run time.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '#src/shared/warehouse.ts';
import { DEMO_IMAGE_NAMES, DEMO_MEDIA_DIR, type DemoImageName } from './demo-images.ts';
import { seededRandom } from './seeded-random.ts';

const W = 1600;
const H = 1000;

type Pt = readonly [number, number];

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blend of two colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((v, i) => Math.round(v + (cb[i]! - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
const darken = (c: string, t: number) => mix(c, '#000000', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

const f = (n: number) => n.toFixed(1);
const pts = (p: readonly Pt[]) => p.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
const poly = (p: readonly Pt[], fill: string, extra = '') => `<polygon points="${pts(p)}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${extra}/>`;

function linear(id: string, stops: [number, string][], vertical = true) {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
}

function svg(defs: string[], body: string[]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Interiors: a one-point perspective down an aisle between two runs of racking or shelving.

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

function racking() {
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

function coldRoom() {
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

function climateControlled() {
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

function fulfillmentFloor() {
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

// ---------------------------------------------------------------------------------------------
// Exteriors: flat front or oblique views, light from the upper left.

interface Sky {
  top: string;
  bottom: string;
  ground: [string, string];
  horizon: number;
  sun?: { x: number; y: number; r: number; colour: string };
}

function landscape(id: string, sky: Sky, hills: string[] = []) {
  const defs = [
    linear(`${id}-sky`, [
      [0, sky.top],
      [1, sky.bottom],
    ]),
    linear(`${id}-ground`, [
      [0, sky.ground[0]],
      [1, sky.ground[1]],
    ]),
  ];
  const body = [rect(0, 0, W, sky.horizon + 2, `url(#${id}-sky)`)];
  if (sky.sun) body.push(circle(sky.sun.x, sky.sun.y, sky.sun.r, sky.sun.colour));
  hills.forEach((colour, i) => {
    const base = sky.horizon;
    const amp = 60 - i * 18;
    const p: Pt[] = [[0, base]];
    for (let x = 0; x <= W; x += 100) p.push([x, base - amp * (0.55 + 0.45 * Math.sin(x / (230 - i * 40) + i * 1.7))]);
    p.push([W, base]);
    body.push(poly(p, colour));
  });
  body.push(rect(0, sky.horizon, W, H - sky.horizon, `url(#${id}-ground)`));
  return { defs, body };
}

/** An oblique box: front face from (x, y) to (x + w, y + h), receding up and to the right by depth. */
function box(x: number, y: number, w: number, h: number, depth: number, front: string, side: string, top: string) {
  const dx = depth * 0.62;
  const dy = -depth * 0.36;
  return [
    poly(
      [
        [x + w, y],
        [x + w + dx, y + dy],
        [x + w + dx, y + h + dy],
        [x + w, y + h],
      ],
      side,
    ),
    poly(
      [
        [x, y],
        [x + dx, y + dy],
        [x + w + dx, y + dy],
        [x + w, y],
      ],
      top,
    ),
    rect(x, y, w, h, front),
  ].join('');
}

/** Vertical cladding ribs across a wall. */
function ribs(x: number, y: number, w: number, h: number, spacing: number, colour: string, opacity = 0.25) {
  const out: string[] = [];
  for (let rx = x + spacing; rx < x + w; rx += spacing)
    out.push(line(rx, y, rx, y + h, colour, 2, ` opacity="${opacity}"`));
  return out.join('');
}

function dockDoor(x: number, y: number, w: number, h: number, door: string, open = false) {
  const out = [rect(x - 6, y - 6, w + 12, h + 6, darken(door, 0.45))];
  if (open) {
    out.push(rect(x, y, w, h, '#1d1f22'));
    out.push(rect(x, y, w, h * 0.22, door));
  } else {
    out.push(rect(x, y, w, h, door));
    for (let py = y + h / 7; py < y + h; py += h / 7) out.push(line(x, py, x + w, py, darken(door, 0.2), 2));
  }
  out.push(rect(x - 14, y + h - 38, 10, 30, '#26282b'), rect(x + w + 4, y + h - 38, 10, 30, '#26282b'));
  out.push(circle(x + w + 22, y + 18, 6, '#e7b64c'));
  return out.join('');
}

/** A semi-trailer seen from behind, as it sits backed into a dock. */
function trailerRear(x: number, y: number, w: number, h: number, colour: string) {
  return [
    rect(x, y, w, h, colour, ' rx="4"'),
    line(x + w / 2, y + 6, x + w / 2, y + h - 6, darken(colour, 0.25), 3),
    rect(x + 6, y + h - 14, w - 12, 8, darken(colour, 0.35)),
    rect(x + 10, y + h + 4, w - 20, 10, '#34373a'),
    rect(x + 12, y + h, 40, 36, '#1d1f21', ' rx="6"'),
    rect(x + w - 52, y + h, 40, 36, '#1d1f21', ' rx="6"'),
    rect(x + 8, y + h - 32, 14, 10, '#b8473a'),
    rect(x + w - 22, y + h - 32, 14, 10, '#b8473a'),
  ].join('');
}

/** A tractor with a box trailer in side view, facing left; (x, y) is the front bumper at the road. */
function truck(x: number, y: number, scale: number, trailer: string, cab: string, reefer = false) {
  const parts = [
    rect(150, -150, 520, 135, trailer, ' rx="4"'),
    line(150, -20, 670, -20, darken(trailer, 0.2), 3),
    rect(0, -110, 130, 95, cab, ' rx="14"'),
    rect(12, -100, 50, 40, '#9fc3d4', ' rx="6"'),
    rect(120, -40, 40, 25, '#2b2d30'),
    circle(40, -12, 22, '#1e2022'),
    circle(40, -12, 9, '#8e9399'),
    circle(110, -12, 22, '#1e2022'),
    circle(110, -12, 9, '#8e9399'),
    circle(575, -12, 22, '#1e2022'),
    circle(575, -12, 9, '#8e9399'),
    circle(625, -12, 22, '#1e2022'),
    circle(625, -12, 9, '#8e9399'),
  ];
  if (reefer)
    parts.push(
      rect(134, -140, 22, 70, '#d8dcdf', ' rx="3"'),
      line(138, -130, 152, -130, '#8a9096', 2),
      line(138, -118, 152, -118, '#8a9096', 2),
    );
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale)})">${parts.join('')}</g>`;
}

function tree(x: number, y: number, s: number, leaf: string) {
  return [
    rect(x - 5 * s, y - 40 * s, 10 * s, 40 * s, '#5b4a3a'),
    circle(x, y - 70 * s, 38 * s, leaf),
    circle(x - 22 * s, y - 52 * s, 26 * s, darken(leaf, 0.08)),
    circle(x + 24 * s, y - 55 * s, 28 * s, lighten(leaf, 0.06)),
  ].join('');
}

function conifer(x: number, y: number, s: number, leaf: string) {
  return [
    rect(x - 4 * s, y - 18 * s, 8 * s, 18 * s, '#4f4034'),
    poly(
      [
        [x, y - 120 * s],
        [x - 36 * s, y - 18 * s],
        [x + 36 * s, y - 18 * s],
      ],
      leaf,
    ),
    poly(
      [
        [x, y - 120 * s],
        [x + 36 * s, y - 18 * s],
        [x, y - 18 * s],
      ],
      darken(leaf, 0.12),
    ),
  ].join('');
}

function lampPost(x: number, y: number, h: number, lit: boolean) {
  return [
    line(x, y, x, y - h, '#3a3d42', 5),
    line(x, y - h, x + 30, y - h, '#3a3d42', 5),
    rect(x + 22, y - h, 22, 8, lit ? '#ffe8b0' : '#c9ccd0'),
    lit ? `<ellipse cx="${f(x + 33)}" cy="${f(y - h + 30)}" rx="40" ry="36" fill="#ffe8b0" opacity="0.18"/>` : '',
  ].join('');
}

function loadingDocks() {
  const s = landscape('docks', { top: '#9fb8c8', bottom: '#dfe6e6', ground: ['#b3aea5', '#8c877f'], horizon: 640 });
  const wall = '#d7d1c4';
  const b = s.body;
  b.push(rect(0, 150, W, 490, wall));
  b.push(ribs(0, 150, W, 490, 34, '#8b8476', 0.22));
  b.push(rect(0, 140, W, 22, '#7d8b8f'));
  b.push(rect(0, 215, W, 40, '#5d7f91'));
  for (let x = 60; x < W; x += 120) b.push(rect(x, 222, 90, 26, '#a9c8d6'));
  b.push(rect(0, 300, W, 18, darken(wall, 0.3)));
  const doors = [80, 380, 680, 980, 1280];
  doors.forEach((x, i) => b.push(dockDoor(x, 340, 230, 270, '#eae7df', i === 2)));
  b.push(rect(0, 610, W, 34, '#6f6b64'));
  b.push(trailerRear(60, 300, 270, 310, '#f0eee8'));
  b.push(trailerRear(960, 310, 270, 300, '#b8c4c9'));
  for (let x = 20; x < W; x += 300)
    b.push(rect(x, 560, 20, 120, '#e1b93e'), rect(x, 575, 20, 12, '#2f3134'), rect(x, 605, 20, 12, '#2f3134'));
  for (let y = 720; y < H; y += 90) b.push(line(0, y, W, y, '#ffffff', 4, ' opacity="0.25"'));
  b.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="#fff3d6" opacity="0.07"/>`);
  return svg(s.defs, b);
}

function distributionCenter() {
  const s = landscape(
    'dc',
    {
      top: '#4b4a6b',
      bottom: '#e8b48e',
      ground: ['#5c5a63', '#3c3b44'],
      horizon: 560,
      sun: { x: 1250, y: 520, r: 70, colour: '#f6d3a2' },
    },
    ['#8b7d90', '#6e6479'],
  );
  const b = s.body;
  b.push(box(180, 330, 1050, 240, 420, '#cfc6bb', '#a99f96', '#e3dbd0'));
  b.push(ribs(180, 330, 1050, 240, 30, '#7e756c', 0.25));
  b.push(rect(180, 370, 1050, 14, '#6d7f8c'));
  for (let x = 210; x < 1200; x += 82) b.push(dockDoor(x, 440, 54, 110, '#e9e3d8'));
  b.push(rect(180, 560, 1050, 14, '#4a4850'));
  for (let i = 0; i < 7; i++) b.push(trailerRear(208 + i * 164, 470, 60, 80, i % 3 === 0 ? '#d8d4cc' : '#b7bec4'));
  b.push(truck(1320, 700, 0.55, '#e6e1d8', '#7a3e3a'));
  b.push(truck(80, 820, 0.75, '#c9d0d5', '#2f4f6b'));
  for (let x = 40; x < W; x += 240) b.push(lampPost(x, 640, 190, true));
  for (let y = 660; y < H; y += 70) b.push(line(0, y, W, y + 40, '#ffffff', 3, ' opacity="0.08"'));
  for (let x = 1300; x < W; x += 60) b.push(conifer(x, 575, 0.8, '#3f4a4a'));
  return svg(s.defs, b);
}

function flexUnits() {
  const s = landscape(
    'flex',
    {
      top: '#8fb3c9',
      bottom: '#e9eee8',
      ground: ['#9aa58f', '#6f7a66'],
      horizon: 600,
      sun: { x: 260, y: 170, r: 60, colour: '#fff4d8' },
    },
    ['#b9c6b6', '#a3b3a0'],
  );
  const b = s.body;
  b.push(box(110, 300, 1300, 300, 260, '#e0d6c6', '#bdb2a2', '#efe8dc'));
  b.push(rect(110, 300, 1300, 26, '#8a6f56'));
  for (let i = 0; i < 5; i++) {
    const x = 140 + i * 256;
    b.push(
      rect(x, 380, 90, 220, '#5b7c8c'),
      rect(x + 8, 388, 74, 120, '#a7c7d4'),
      line(x + 45, 388, x + 45, 508, '#5b7c8c', 4),
    );
    b.push(rect(x + 110, 380, 110, 220, '#9aa3a6'));
    for (let y = 400; y < 600; y += 22) b.push(line(x + 110, y, x + 220, y, '#7f888b', 2));
    b.push(rect(x, 352, 90, 16, '#c58a4f'));
  }
  b.push(rect(0, 600, W, 70, '#7c7f7b'));
  for (let x = 60; x < W; x += 150) b.push(line(x, 670, x + 60, 760, '#ffffff', 5, ' opacity="0.5"'));
  b.push(tree(60, 610, 1.2, '#6d8a5a'), tree(1480, 620, 1.5, '#5f7d4e'), tree(1560, 630, 1.1, '#7b9664'));
  b.push(truck(420, 880, 0.5, '#efebe3', '#c58a4f'));
  return svg(s.defs, b);
}

function coldStorageExterior() {
  const s = landscape('cold', { top: '#7d9bb3', bottom: '#e4edf2', ground: ['#eef3f6', '#c9d6de'], horizon: 640 }, [
    '#c9d6de',
    '#b4c5d1',
  ]);
  const b = s.body;
  b.push(box(220, 190, 900, 450, 300, '#f1f4f5', '#ccd6dc', '#ffffff'));
  for (let x = 220 + 60; x < 1120; x += 60) b.push(line(x, 190, x, 640, '#b5c2ca', 2));
  b.push(rect(220, 190, 900, 12, '#3f6f94'));
  for (let i = 0; i < 4; i++) {
    const x = 300 + i * 190;
    b.push(box(x, 140, 120, 50, 60, '#9eacb5', '#84939c', '#b6c3cb'));
    b.push(circle(x + 35, 165, 18, '#55646d'), circle(x + 85, 165, 18, '#55646d'));
  }
  for (let i = 0; i < 4; i++) b.push(dockDoor(280 + i * 210, 470, 130, 165, '#3f6f94'));
  b.push(rect(220, 425, 900, 20, '#3f6f94', ' opacity="0.85"'));
  b.push(
    poly(
      [
        [210, 195],
        [1130, 195],
        [1310, 87],
        [390, 87],
      ],
      '#ffffff',
    ),
  );
  b.push(truck(1180, 860, 0.62, '#f5f7f8', '#3f6f94', true));
  b.push(truck(40, 960, 0.78, '#eef2f4', '#5f7380', true));
  for (let x = 1250; x < W; x += 55) b.push(conifer(x, 650, 0.9, '#4d6a6a'));
  const r = seededRandom(5);
  for (let i = 0; i < 90; i++) b.push(circle(r() * W, r() * 640, 1.5 + r() * 2.5, '#ffffff', ' opacity="0.7"'));
  return svg(s.defs, b);
}

function containerYard() {
  const s = landscape(
    'yard',
    {
      top: '#c9b79c',
      bottom: '#efe3cf',
      ground: ['#a59a88', '#7d7466'],
      horizon: 560,
      sun: { x: 1300, y: 200, r: 80, colour: '#f6e7c8' },
    },
    ['#b8a98f', '#a39479'],
  );
  const b = s.body;
  const colours = ['#9b4f3b', '#3e6d73', '#c49a45', '#59677a', '#7a8a5a', '#8a5a6e', '#d2cbbd'];
  const r = seededRandom(17);
  const cw = 250;
  const ch = 96;
  const stack = (x: number, y: number, n: number) => {
    for (let i = 0; i < n; i++) {
      const c = colours[Math.floor(r() * colours.length)]!;
      const top = y - (i + 1) * ch;
      b.push(box(x, top, cw, ch, 90, c, darken(c, 0.2), lighten(c, 0.15)));
      for (let rx = x + 12; rx < x + cw; rx += 14) b.push(line(rx, top + 6, rx, top + ch - 6, darken(c, 0.18), 2));
    }
  };
  [
    [80, 640, 3],
    [360, 640, 2],
    [640, 640, 4],
    [920, 640, 3],
    [1200, 640, 2],
  ].forEach(([x, y, n]) => stack(x!, y!, n!));
  [
    [0, 900, 2],
    [290, 900, 1],
    [1080, 900, 2],
    [1370, 900, 3],
  ].forEach(([x, y, n]) => stack(x!, y!, n!));
  b.push(line(0, 700, W, 700, '#5d574d', 3, ' opacity="0.6"'));
  for (let x = 0; x < W; x += 40) b.push(line(x, 660, x, 700, '#5d574d', 2, ' opacity="0.5"'));
  b.push(lampPost(1540, 640, 300, false));
  return svg(s.defs, b);
}

function bondedWarehouse() {
  const s = landscape('bond', { top: '#1f2a44', bottom: '#5b6b8c', ground: ['#3b4150', '#262a33'], horizon: 600 }, [
    '#3a4663',
    '#2f3a54',
  ]);
  const b = s.body;
  const r = seededRandom(3);
  for (let i = 0; i < 60; i++)
    b.push(circle(r() * W, r() * 360, 1 + r() * 1.6, '#f1f4ff', ` opacity="${f(0.3 + r() * 0.6)}"`));
  b.push(circle(1380, 140, 46, '#e8e6d8'));
  b.push(box(260, 300, 1000, 300, 300, '#6e7486', '#555b6b', '#838a9b'));
  b.push(ribs(260, 300, 1000, 300, 32, '#3d4250', 0.35));
  for (let x = 300; x < 1220; x += 180) b.push(rect(x, 340, 120, 30, '#f2d48f', ' opacity="0.9"'));
  for (let i = 0; i < 4; i++) b.push(dockDoor(330 + i * 230, 440, 140, 160, '#9aa1b0', i === 1));
  b.push(rect(260, 600, 1000, 14, '#2a2e38'));
  b.push(box(1300, 520, 120, 90, 60, '#8b93a3', '#6d7484', '#a3aab8'), rect(1320, 540, 80, 34, '#f2d48f'));
  b.push(line(1240, 700, 1240, 380, '#2b2f38', 6), rect(1228, 372, 40, 22, '#2b2f38'), circle(1266, 383, 5, '#d4504a'));
  b.push(
    `<pattern id="mesh" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="26" height="26" fill="none"/><line x1="0" y1="0" x2="0" y2="26" stroke="#b8bfcc" stroke-width="2" opacity="0.5"/><line x1="0" y1="0" x2="26" y2="0" stroke="#b8bfcc" stroke-width="2" opacity="0.5"/></pattern>`,
  );
  b.push(rect(0, 660, W, 200, 'url(#mesh)'));
  for (let x = 0; x <= W; x += 200) b.push(line(x, 650, x, 870, '#9aa2b2', 7));
  b.push(line(0, 660, W, 660, '#9aa2b2', 6));
  for (let x = 100; x < W; x += 460) b.push(lampPost(x, 660, 280, true));
  return svg(s.defs, b);
}

function bulkSilos() {
  const s = landscape(
    'bulk',
    {
      top: '#d9a86c',
      bottom: '#f5e2bf',
      ground: ['#c7a96b', '#9e8350'],
      horizon: 650,
      sun: { x: 300, y: 360, r: 90, colour: '#fbe9c4' },
    },
    ['#c9a772', '#b48f5c'],
  );
  const b = s.body;
  const silo = (x: number, w: number, h: number, tone: string) => {
    const id = `silo${x}`;
    s.defs.push(
      linear(
        id,
        [
          [0, darken(tone, 0.1)],
          [0.35, lighten(tone, 0.25)],
          [1, darken(tone, 0.35)],
        ],
        false,
      ),
    );
    b.push(rect(x, 650 - h, w, h, `url(#${id})`));
    for (let y = 650 - h + 30; y < 650; y += 34) b.push(line(x, y, x + w, y, darken(tone, 0.3), 2, ' opacity="0.5"'));
    b.push(
      poly(
        [
          [x - 6, 650 - h],
          [x + w / 2, 650 - h - w * 0.38],
          [x + w + 6, 650 - h],
        ],
        `url(#${id})`,
      ),
    );
  };
  silo(700, 170, 420, '#b9b6ae');
  silo(890, 170, 460, '#c2bfb6');
  silo(1080, 170, 420, '#b9b6ae');
  s.defs.push(
    linear(
      'dome',
      [
        [0, '#e4ddcd'],
        [0.45, '#d6cfbf'],
        [1, '#a39c8c'],
      ],
      false,
    ),
  );
  b.push(`<path d="M 80 650 A 250 230 0 0 1 580 650 Z" fill="url(#dome)"/>`, rect(300, 590, 60, 60, '#6f6a5f'));
  b.push(line(580, 470, 975, 160, '#5e5a52', 10), line(600, 500, 995, 190, '#5e5a52', 6));
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    b.push(line(580 + 395 * t, 470 - 310 * t, 600 + 395 * t, 500 - 310 * t, '#5e5a52', 3));
  }
  b.push(box(1290, 520, 220, 130, 120, '#8c7a5f', '#6f614b', '#a69377'));
  b.push(truck(140, 900, 0.7, '#c59b53', '#5a4a3a'));
  return svg(s.defs, b);
}

function hazmatStore() {
  const s = landscape('haz', { top: '#9aa6a6', bottom: '#dfe2dc', ground: ['#9c9e96', '#74766f'], horizon: 600 }, [
    '#aeb6b1',
  ]);
  const b = s.body;
  b.push(box(140, 330, 900, 270, 240, '#c9c7bd', '#a7a59b', '#dcdad0'));
  b.push(ribs(140, 330, 900, 270, 30, '#7b786e', 0.25));
  for (let i = 0; i < 3; i++) b.push(dockDoor(200 + i * 290, 420, 190, 180, '#d1b25a'));
  const diamond = (x: number, y: number, r: number) =>
    [
      poly(
        [
          [x, y - r],
          [x + r, y],
          [x, y + r],
          [x - r, y],
        ],
        '#ffffff',
      ),
      poly(
        [
          [x, y - r + 8],
          [x + r / 2 - 4, y - r / 2 + 4],
          [x, y],
          [x - r / 2 + 4, y - r / 2 + 4],
        ],
        '#c8453b',
      ),
      poly(
        [
          [x - r + 8, y],
          [x - r / 2 + 4, y - r / 2 + 4],
          [x, y],
          [x - r / 2 + 4, y + r / 2 - 4],
        ],
        '#2f67a8',
      ),
      poly(
        [
          [x + r - 8, y],
          [x + r / 2 - 4, y - r / 2 + 4],
          [x, y],
          [x + r / 2 - 4, y + r / 2 - 4],
        ],
        '#e5c33d',
      ),
    ].join('');
  b.push(diamond(330, 372, 32), diamond(620, 372, 32), diamond(910, 372, 32));
  b.push(rect(1080, 690, 440, 20, '#d1b25a'), rect(1080, 710, 440, 26, '#3b3d3f'));
  const drum = (x: number, y: number, c: string) =>
    [
      rect(x, y - 120, 80, 120, c, ' rx="6"'),
      line(x, y - 80, x + 80, y - 80, darken(c, 0.25), 4),
      line(x, y - 40, x + 80, y - 40, darken(c, 0.25), 4),
      `<ellipse cx="${f(x + 40)}" cy="${f(y - 120)}" rx="40" ry="9" fill="${lighten(c, 0.2)}"/>`,
    ].join('');
  const colours = ['#2f67a8', '#2f67a8', '#4a7a4e', '#2f67a8', '#8c3b34'];
  colours.forEach((c, i) => b.push(drum(1095 + i * 85, 690, c)));
  b.push(
    `<pattern id="cage" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="none"/><path d="M0 0H24V24" fill="none" stroke="#5e625f" stroke-width="2" opacity="0.55"/></pattern>`,
  );
  b.push(
    rect(1060, 480, 480, 230, 'url(#cage)'),
    rect(1060, 470, 480, 12, '#5e625f'),
    rect(1060, 470, 10, 240, '#5e625f'),
    rect(1530, 470, 10, 240, '#5e625f'),
  );
  for (let x = 40; x < W; x += 180) b.push(rect(x, 760, 110, 16, '#d1b25a'));
  return svg(s.defs, b);
}

const SCENES: Record<DemoImageName, () => string> = {
  'racking-aisle': racking,
  'loading-docks': loadingDocks,
  'distribution-center': distributionCenter,
  'flex-units': flexUnits,
  'cold-room': coldRoom,
  'cold-storage-exterior': coldStorageExterior,
  'climate-controlled': climateControlled,
  'fulfillment-floor': fulfillmentFloor,
  'container-yard': containerYard,
  'bonded-warehouse': bondedWarehouse,
  'bulk-silos': bulkSilos,
  'hazmat-store': hazmatStore,
};

async function render() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const outDir = path.join(root, DEMO_MEDIA_DIR);
  await mkdir(outDir, { recursive: true });
  for (const name of DEMO_IMAGE_NAMES) {
    const source = Buffer.from(SCENES[name]());
    const sizes: string[] = [];
    for (const width of IMAGE_WIDTHS) {
      const file = path.join(outDir, `${name}-${width}.webp`);
      await sharp(source, { density: 72 * (width / W) * 1.5 })
        .resize(width, Math.round((width * 10) / 16))
        .webp({ quality: 72, effort: 6, smartSubsample: true })
        .toFile(file);
      sizes.push(`${width}: ${((await stat(file)).size / 1024).toFixed(1)} KB`);
    }
    console.log(`${name.padEnd(22)} ${sizes.join('  ')}`);
  }
}

// A failure rejects unhandled, which ends the process with an error.
void render();
