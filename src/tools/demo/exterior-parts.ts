import { circle, darken, f, H, lighten, line, linear, poly, type Pt, rect, W } from './svg-drawing.ts';

/** What the exteriors (exterior-scenes.ts) are built of: flat front or oblique views, light from the upper left. */

interface Sky {
  top: string;
  bottom: string;
  ground: [string, string];
  horizon: number;
  sun?: { x: number; y: number; r: number; colour: string };
}

export function landscape(id: string, sky: Sky, hills: string[] = []) {
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
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  front: string,
  side: string,
  top: string,
) {
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
export function ribs(x: number, y: number, w: number, h: number, spacing: number, colour: string, opacity = 0.25) {
  const out: string[] = [];
  for (let rx = x + spacing; rx < x + w; rx += spacing)
    out.push(line(rx, y, rx, y + h, colour, 2, ` opacity="${opacity}"`));
  return out.join('');
}

export function dockDoor(x: number, y: number, w: number, h: number, door: string, open = false) {
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
export function trailerRear(x: number, y: number, w: number, h: number, colour: string) {
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
export function truck(x: number, y: number, scale: number, trailer: string, cab: string, reefer = false) {
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

export function tree(x: number, y: number, s: number, leaf: string) {
  return [
    rect(x - 5 * s, y - 40 * s, 10 * s, 40 * s, '#5b4a3a'),
    circle(x, y - 70 * s, 38 * s, leaf),
    circle(x - 22 * s, y - 52 * s, 26 * s, darken(leaf, 0.08)),
    circle(x + 24 * s, y - 55 * s, 28 * s, lighten(leaf, 0.06)),
  ].join('');
}

export function conifer(x: number, y: number, s: number, leaf: string) {
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

export function lampPost(x: number, y: number, h: number, lit: boolean) {
  return [
    line(x, y, x, y - h, '#3a3d42', 5),
    line(x, y - h, x + 30, y - h, '#3a3d42', 5),
    rect(x + 22, y - h, 22, 8, lit ? '#ffe8b0' : '#c9ccd0'),
    lit ? `<ellipse cx="${f(x + 33)}" cy="${f(y - h + 30)}" rx="40" ry="36" fill="#ffe8b0" opacity="0.18"/>` : '',
  ].join('');
}
