import { box, conifer, dockDoor, lampPost, landscape, ribs, trailerRear, tree, truck } from './exterior-parts.ts';
import { circle, darken, f, H, lighten, line, linear, poly, rect, svg, W } from './svg-drawing.ts';
import { seededRandom } from './seeded-random.ts';

/** The demo exteriors, drawn from the parts in exterior-parts.ts. */

export function loadingDocks() {
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

export function distributionCenter() {
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

export function flexUnits() {
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

export function coldStorageExterior() {
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

export function containerYard() {
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

export function bondedWarehouse() {
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

export function bulkSilos() {
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

export function hazmatStore() {
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
