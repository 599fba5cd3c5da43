/**
 * Makes the demo kindergarten's pictures and its video clip, the files in this folder (README.md).
 * Each picture is an SVG scene drawn here, photographed by Chromium as a JPEG; the clip is the
 * outdoor scene drawn frame by frame and encoded by ffmpeg (VP9 WebM). Run by hand, never by the
 * server or the tests: `npx tsx --conditions=source apps/server/demo-media/generate.ts` (needs /usr/bin/chromium and ffmpeg).
 */
import { chromium, type Page } from 'playwright';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../src/core/demo-random.js';
import { DEMO_DRAWINGS, DEMO_PHOTOS, DEMO_VARIANTS, DEMO_VIDEO, type DemoDrawing, type DemoPhoto } from '../src/modules/files/demo-media.js';

const WIDTH = 480;
const HEIGHT = 360;
const JPEG_QUALITY = 72;
const VIDEO = { width: 480, height: 360, fps: 15, seconds: 4 };
const folder = path.dirname(fileURLToPath(import.meta.url));

/** The same pictures on every run: the demo's random source, with ranges of real numbers for drawing. */
function randomOf(seed: number) {
  const { next, pick } = seededRandom(seed);
  return { next, pick, between: (low: number, high: number) => low + next() * (high - low) };
}
type Random = ReturnType<typeof randomOf>;

const SHIRTS = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#06b6d4', '#3b82f6', '#8b5cf6', '#ec4899', '#14b8a6', '#f43f5e'];
const SKINS = ['#f5d0b5', '#eec1a0', '#f3c9a8', '#e8b48f'];
const HAIR = ['#2b1d14', '#3b2a1e', '#1f1a17', '#4a3222'];
const WALLS = ['#fef3c7', '#e0f2fe', '#fce7f3', '#ecfccb', '#ede9fe', '#ffedd5'];
const FLOORS = ['#d6a77a', '#c8a27c', '#b9926b', '#deb887'];

/** A child, standing with its feet at (x, y); `arms` raises them. */
function kid(random: Random, x: number, y: number, size: number, arms: 'down' | 'up' | 'wave' = 'down', shirt = random.pick(SHIRTS)): string {
  const skin = random.pick(SKINS);
  const hair = random.pick(HAIR);
  const pants = random.pick(['#1e3a8a', '#374151', '#7c2d12', '#0f766e', '#6b21a8']);
  const s = size / 100;
  const girl = random.next() < 0.5;
  const armPath = {
    down: 'M-16,-52 L-24,-24 M16,-52 L24,-24',
    up: 'M-16,-52 L-28,-82 M16,-52 L28,-82',
    wave: 'M-16,-52 L-24,-24 M16,-52 L32,-78',
  }[arms];
  return `<g transform="translate(${x},${y}) scale(${s})">
    <ellipse cx="0" cy="2" rx="26" ry="5" fill="#000" opacity=".12"/>
    <path d="M-9,-30 L-11,0 M9,-30 L11,0" stroke="${pants}" stroke-width="10" stroke-linecap="round"/>
    <path d="${armPath}" stroke="${skin}" stroke-width="8" stroke-linecap="round"/>
    <path d="M-18,-58 Q0,-64 18,-58 L${girl ? 24 : 16},-26 L${girl ? -24 : -16},-26 Z" fill="${shirt}"/>
    <circle cx="0" cy="-80" r="20" fill="${skin}"/>
    <path d="M-21,-82 Q-20,-104 0,-102 Q20,-104 21,-82 Q12,-94 0,-92 Q-12,-94 -21,-82 Z" fill="${hair}"/>
    ${girl ? `<circle cx="-20" cy="-90" r="6" fill="${hair}"/><circle cx="20" cy="-90" r="6" fill="${hair}"/>` : ''}
    <circle cx="-7" cy="-80" r="2.4" fill="#1f2937"/><circle cx="7" cy="-80" r="2.4" fill="#1f2937"/>
    <path d="M-6,-72 Q0,-67 6,-72" stroke="#b45309" stroke-width="2" fill="none" stroke-linecap="round"/>
    <circle cx="-12" cy="-73" r="3" fill="#fb7185" opacity=".45"/><circle cx="12" cy="-73" r="3" fill="#fb7185" opacity=".45"/>
  </g>`;
}

const sun = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r * 1.6}" fill="#fde68a" opacity=".5"/><circle cx="${x}" cy="${y}" r="${r}" fill="#fbbf24"/>`;

const cloud = (x: number, y: number, s: number) =>
  `<g transform="translate(${x},${y}) scale(${s})" fill="#fff" opacity=".92"><ellipse cx="0" cy="0" rx="34" ry="16"/><ellipse cx="-22" cy="4" rx="20" ry="12"/><ellipse cx="24" cy="4" rx="22" ry="12"/><ellipse cx="4" cy="-10" rx="20" ry="14"/></g>`;

const tree = (x: number, y: number, s: number, leaf = '#16a34a') =>
  `<g transform="translate(${x},${y}) scale(${s})"><rect x="-7" y="-60" width="14" height="60" fill="#92400e"/><circle cx="0" cy="-78" r="34" fill="${leaf}"/><circle cx="-22" cy="-62" r="22" fill="${leaf}"/><circle cx="22" cy="-62" r="22" fill="${leaf}"/><circle cx="-10" cy="-92" r="14" fill="#fff" opacity=".12"/></g>`;

function outdoors(random: Random, ground: string): string {
  const sky = random.pick([
    ['#7dd3fc', '#e0f2fe'],
    ['#93c5fd', '#eff6ff'],
    ['#a5b4fc', '#fdf2f8'],
  ]);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    ${sun(random.between(60, 420), random.between(40, 70), 22)}
    ${cloud(random.between(80, 200), random.between(50, 90), random.between(0.8, 1.2))}${cloud(random.between(260, 420), random.between(40, 100), random.between(0.6, 1))}
    <path d="M0,${230 + random.between(-10, 10)} Q240,${205 + random.between(-15, 15)} 480,${232 + random.between(-10, 10)} L480,360 L0,360 Z" fill="${ground}"/>`;
}

function indoors(random: Random): string {
  const wall = random.pick(WALLS);
  const floor = random.pick(FLOORS);
  const windowX = random.between(40, 320);
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/>
    <rect x="${windowX}" y="40" width="120" height="90" rx="6" fill="#bae6fd" stroke="#fff" stroke-width="8"/>
    <path d="M${windowX + 60},40 V130 M${windowX},85 H${windowX + 120}" stroke="#fff" stroke-width="6"/>
    <rect y="236" width="${WIDTH}" height="124" fill="${floor}"/><rect y="230" width="${WIDTH}" height="8" fill="#fff" opacity=".7"/>
    ${Array.from({ length: 6 }, (_, index) => `<path d="M0,${262 + index * 20} H480" stroke="#000" opacity=".05"/>`).join('')}`;
}

/** Bunting under the ceiling, for festive rooms. */
const bunting = (random: Random) =>
  `<path d="M0,18 Q240,60 480,18" stroke="#9ca3af" fill="none"/>${Array.from({ length: 12 }, (_, index) => {
    const x = 20 + index * 38;
    const y = 18 + 42 * (1 - Math.pow((x - 240) / 240, 2)) * 0.95;
    return `<path d="M${x - 12},${y - 4} L${x + 12},${y - 4} L${x},${y + 20} Z" fill="${random.pick(SHIRTS)}"/>`;
  }).join('')}`;

function kids(random: Random, count: number, from: number, to: number, y: number, size: number, arms: Parameters<typeof kid>[4][] = ['down', 'wave', 'up']) {
  return Array.from({ length: count }, (_, index) => kid(random, from + ((to - from) * (index + 0.5)) / count + random.between(-12, 12), y + random.between(-6, 6), size * random.between(0.9, 1.05), random.pick(arms))).join('');
}

const PHOTO_SCENES: Record<DemoPhoto, (random: Random) => string> = {
  playground: (random) => `${outdoors(random, '#86efac')}${tree(430, 240, 1.1)}
    <g transform="translate(${random.between(150, 230)},0)"><path d="M0,140 L0,300 M40,140 L40,300" stroke="#64748b" stroke-width="6"/>${Array.from({ length: 6 }, (_, index) => `<path d="M0,${160 + index * 24} H40" stroke="#64748b" stroke-width="4"/>`).join('')}
      <rect x="-6" y="130" width="52" height="14" rx="4" fill="#ef4444"/><path d="M40,140 Q110,170 150,290 L174,290 Q130,160 46,128 Z" fill="#facc15"/></g>
    ${kids(random, 3, 30, 200, 320, 95)}${kid(random, 400, 330, 100, 'up')}
    <circle cx="${random.between(300, 360)}" cy="318" r="14" fill="#f97316"/><path d="M${0},300 H480" stroke="#fff" opacity=".2"/>`,
  blocks: (random) => {
    const baseX = random.between(200, 270);
    const blocks = Array.from({ length: 7 }, (_, level) => {
      const width = 90 - level * 8;
      return `<rect x="${baseX - width / 2 + random.between(-6, 6)}" y="${300 - (level + 1) * 28}" width="${width}" height="26" rx="3" fill="${random.pick(SHIRTS)}" stroke="#00000022"/>`;
    }).join('');
    return `${indoors(random)}<ellipse cx="240" cy="310" rx="220" ry="36" fill="${random.pick(['#60a5fa', '#f472b6', '#34d399'])}" opacity=".6"/>${blocks}
      <path d="M${baseX - 24},104 L${baseX},80 L${baseX + 24},104 Z" fill="#ef4444"/>
      ${Array.from({ length: 6 }, () => `<rect x="${random.between(30, 440)}" y="${random.between(300, 340)}" width="${random.between(18, 34)}" height="${random.between(12, 20)}" rx="2" fill="${random.pick(SHIRTS)}" transform="rotate(${random.between(-30, 30)} 240 320)"/>`).join('')}
      ${kid(random, baseX - 120, 330, 95, 'wave')}${kid(random, baseX + 130, 330, 90, 'up')}`;
  },
  art: (random) => {
    const painting = random.pick(['rainbow', 'sun', 'flower']);
    const canvas = {
      rainbow: ['#ef4444', '#f97316', '#facc15', '#22c55e', '#3b82f6'].map((colour, index) => `<path d="M10,${100 - index * 2} A60,60 0 0 1 ${130},${100 - index * 2}" stroke="${colour}" stroke-width="8" fill="none" transform="translate(${index * 0},${index * 8})"/>`).join(''),
      sun: `${sun(70, 60, 26)}<path d="M0,110 Q70,80 140,110 V130 H0 Z" fill="#4ade80"/>`,
      flower: `<path d="M70,110 V60" stroke="#16a34a" stroke-width="5"/>${[0, 72, 144, 216, 288].map((angle) => `<ellipse cx="70" cy="38" rx="10" ry="20" fill="#f472b6" transform="rotate(${angle} 70 56)"/>`).join('')}<circle cx="70" cy="56" r="9" fill="#facc15"/>`,
    }[painting];
    const easelX = random.between(260, 320);
    return `${indoors(random)}
      <path d="M${easelX},290 L${easelX + 60},90 L${easelX + 120},290 M${easelX + 60},90 V300" stroke="#92400e" stroke-width="7" fill="none"/>
      <g transform="translate(${easelX - 10},100)"><rect width="140" height="130" fill="#fff" stroke="#e5e7eb"/>${canvas}</g>
      <rect x="30" y="250" width="180" height="14" rx="4" fill="#a16207"/><path d="M50,264 V320 M190,264 V320" stroke="#a16207" stroke-width="8"/>
      ${['#ef4444', '#3b82f6', '#facc15', '#22c55e'].map((colour, index) => `<rect x="${48 + index * 38}" y="230" width="26" height="22" rx="4" fill="${colour}"/>`).join('')}
      ${kid(random, easelX - 50, 330, 100, 'wave')}${kid(random, 120, 340, 92, 'down')}`;
  },
  reading: (random) => {
    const shelf = Array.from({ length: 3 }, (_, row) =>
      Array.from({ length: 9 }, (_, index) => `<rect x="${44 + index * 17}" y="${70 + row * 52 + random.between(0, 8)}" width="14" height="${44 - random.between(0, 8)}" fill="${random.pick(SHIRTS)}"/>`).join(''),
    ).join('');
    return `${indoors(random)}<rect x="30" y="60" width="180" height="170" fill="#b45309"/>${shelf}${[112, 164, 216].map((y) => `<rect x="30" y="${y + 2}" width="180" height="6" fill="#78350f"/>`).join('')}
      <ellipse cx="320" cy="318" rx="140" ry="30" fill="${random.pick(['#fca5a5', '#a5b4fc', '#fcd34d'])}"/>
      ${kid(random, 270, 322, 90, 'down')}${kid(random, 370, 322, 88, 'down')}
      <g transform="translate(320,270)"><path d="M-40,0 L0,8 L40,0 L40,-34 L0,-26 L-40,-34 Z" fill="#fff" stroke="#9ca3af"/><path d="M0,8 V-26" stroke="#9ca3af"/><path d="M-34,-20 L-6,-16 M6,-16 L34,-20 M-34,-10 L-6,-6 M6,-6 L34,-10" stroke="${random.pick(SHIRTS)}" stroke-width="3"/></g>`;
  },
  science: (random) => {
    const cups = ['#ef4444', '#3b82f6', '#facc15', '#22c55e', '#a855f7'].slice(0, 4).map((colour, index) => {
      const x = 110 + index * 75;
      const level = random.between(0.35, 0.8);
      return `<path d="M${x - 24},170 L${x - 20},250 L${x + 20},250 L${x + 24},170 Z" fill="#fff" opacity=".5" stroke="#94a3b8" stroke-width="2"/>
        <path d="M${x - 24 + 4 * level},${250 - 80 * level} L${x - 20},250 L${x + 20},250 L${x + 24 - 4 * level},${250 - 80 * level} Z" fill="${colour}" opacity=".75"/>`;
    });
    return `${indoors(random)}${kids(random, 3, 80, 400, 250, 100, ['down', 'wave'])}
      <rect x="40" y="248" width="400" height="18" rx="4" fill="#f8fafc"/><rect x="40" y="262" width="400" height="70" fill="#e2e8f0"/>
      ${cups.join('')}<g transform="translate(${random.between(60, 380)},230) rotate(-25)"><circle r="18" fill="#e0f2fe" opacity=".7" stroke="#1f2937" stroke-width="4"/><path d="M14,14 L40,40" stroke="#1f2937" stroke-width="7" stroke-linecap="round"/></g>`;
  },
  roleplay: (random) => `${indoors(random)}
    <rect x="250" y="130" width="190" height="150" rx="8" fill="#f9a8d4"/><rect x="262" y="200" width="80" height="70" rx="4" fill="#fbcfe8" stroke="#be185d" stroke-width="2"/><circle cx="330" cy="235" r="5" fill="#be185d"/>
    <rect x="356" y="145" width="72" height="125" rx="4" fill="#fce7f3" stroke="#be185d" stroke-width="2"/>
    <circle cx="285" cy="150" r="14" fill="#374151"/><circle cx="320" cy="150" r="14" fill="#374151"/>
    <path d="M270,120 h36 v16 h-36 z" fill="#94a3b8"/><path d="M262,122 h52" stroke="#64748b" stroke-width="4"/>
    ${kid(random, 190, 320, 105, 'wave')}<path d="M174,206 Q190,176 206,206 Z" fill="#fff"/><rect x="176" y="204" width="28" height="8" fill="#fff"/>
    ${kid(random, 90, 330, 92, 'down')}
    <circle cx="${random.between(40, 140)}" cy="330" r="12" fill="${random.pick(SHIRTS)}"/><circle cx="${random.between(200, 260)}" cy="336" r="10" fill="${random.pick(SHIRTS)}"/>`,
  sandwater: (random) => `${outdoors(random, '#86efac')}
    <ellipse cx="230" cy="300" rx="220" ry="60" fill="#fcd34d"/><ellipse cx="230" cy="300" rx="220" ry="60" fill="none" stroke="#a16207" stroke-width="8"/>
    <path d="M60,300 Q160,${random.between(280, 320)} 260,300 T420,300" stroke="#38bdf8" stroke-width="12" fill="none" stroke-linecap="round"/>
    <path d="M200,290 h50 v-26 h-10 v10 h-10 v-10 h-10 v10 h-10 v-10 h-10 z" fill="#d97706"/>
    <path d="M${random.between(300, 360)},316 l12,-26 h24 l12,26 z" fill="${random.pick(SHIRTS)}"/>
    ${kids(random, 3, 90, 400, 300, 80, ['down', 'wave'])}`,
  climbing: (random) => {
    const frame = `<g transform="translate(${random.between(100, 180)},110)">${Array.from({ length: 6 }, (_, index) => `<path d="M${index * 44},0 V180" stroke="#2563eb" stroke-width="7"/>`).join('')}${Array.from({ length: 5 }, (_, index) => `<path d="M0,${index * 44} H220" stroke="#f59e0b" stroke-width="6"/>`).join('')}</g>`;
    return `${outdoors(random, '#bbf7d0')}${tree(60, 250, 1.2, '#15803d')}${frame}
      ${[0, 1, 2].map((index) => `<ellipse cx="${340 + index * 40}" cy="${310 - (index % 2) * 6}" rx="26" ry="12" fill="none" stroke="#1f2937" stroke-width="10"/>`).join('')}
      ${kid(random, random.between(180, 280), 240, 85, 'up')}${kid(random, 380, 340, 95, 'wave')}`;
  },
  garden: (random) => {
    const beds = [0, 1, 2].map((bed) => {
      const y = 260 + bed * 30;
      const plants = Array.from({ length: 9 }, (_, index) => {
        const x = 40 + index * 45 + random.between(-6, 6);
        return random.next() < 0.5
          ? `<circle cx="${x}" cy="${y - 6}" r="${random.between(9, 14)}" fill="#4ade80"/><circle cx="${x}" cy="${y - 6}" r="5" fill="#bbf7d0"/>`
          : `<path d="M${x},${y} q-10,-20 -2,-26 M${x},${y} q10,-18 4,-26" stroke="#16a34a" stroke-width="5" fill="none"/>`;
      });
      return `<rect x="20" y="${y - 4}" width="440" height="16" rx="4" fill="#92400e"/>${plants.join('')}`;
    });
    return `${outdoors(random, '#a3e635')}${tree(420, 220, 0.9)}${beds.join('')}
      ${kid(random, random.between(120, 300), 250, 80, 'wave')}
      <g transform="translate(${random.between(330, 400)},236)"><path d="M0,0 h34 l6,-22 h-46 z" fill="#0ea5e9"/><path d="M34,-6 L58,-24" stroke="#0ea5e9" stroke-width="5"/></g>`;
  },
  meal: (random) => {
    const cloth = random.pick(['#fee2e2', '#dbeafe', '#fef9c3', '#dcfce7']);
    const dish = random.pick([
      '<circle cx="0" cy="0" r="10" fill="#ef4444"/><circle cx="16" cy="8" r="9" fill="#fde047"/><circle cx="-14" cy="10" r="9" fill="#ef4444"/><circle cx="4" cy="-16" r="8" fill="#fde047"/>',
      '<rect x="-22" y="-10" width="44" height="22" rx="8" fill="#a16207"/><path d="M-18,-4 h36 M-18,4 h36" stroke="#78350f"/>',
      '<circle cx="-8" cy="-4" r="10" fill="#f97316"/><circle cx="10" cy="4" r="10" fill="#f97316"/><circle cx="0" cy="14" r="6" fill="#fb923c"/>',
    ]);
    return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${cloth}"/>
      ${Array.from({ length: 8 }, (_, index) => `<path d="M${index * 64},0 V360 M0,${index * 64} H480" stroke="#fff" stroke-width="14" opacity=".6"/>`).join('')}
      <rect x="60" y="50" width="360" height="260" rx="26" fill="#e5e7eb" stroke="#cbd5e1" stroke-width="4"/>
      <rect x="82" y="72" width="150" height="110" rx="16" fill="#f8fafc"/><rect x="248" y="72" width="150" height="110" rx="16" fill="#f8fafc"/>
      <rect x="82" y="196" width="150" height="96" rx="16" fill="#f8fafc"/><rect x="248" y="196" width="150" height="96" rx="16" fill="#f8fafc"/>
      <ellipse cx="157" cy="127" rx="56" ry="38" fill="#fff"/><g fill="#f1f5f9">${Array.from({ length: 14 }, () => `<ellipse cx="${random.between(115, 200)}" cy="${random.between(104, 150)}" rx="5" ry="3"/>`).join('')}</g>
      <g transform="translate(323,127)">${dish}</g>
      <g fill="#22c55e">${Array.from({ length: 9 }, () => `<ellipse cx="${random.between(105, 210)}" cy="${random.between(220, 272)}" rx="13" ry="6" transform="rotate(${random.between(0, 180)} 157 244)"/>`).join('')}</g>
      <ellipse cx="323" cy="244" rx="54" ry="32" fill="#fde68a"/><ellipse cx="323" cy="244" rx="44" ry="24" fill="${random.pick(['#fca5a5', '#fed7aa', '#bbf7d0'])}"/>
      <path d="M430,80 L440,300" stroke="#94a3b8" stroke-width="8" stroke-linecap="round"/>`;
  },
  nap: (random) => {
    const beds = [0, 1, 2].map((index) => {
      const x = 40 + index * 145;
      const blanket = random.pick(SHIRTS);
      return `<rect x="${x}" y="220" width="125" height="70" rx="8" fill="#a16207"/><rect x="${x + 6}" y="200" width="113" height="34" rx="8" fill="#fff"/>
        <circle cx="${x + 40}" cy="206" r="16" fill="${random.pick(SKINS)}"/><path d="M${x + 24},202 q16,-22 32,0" fill="${random.pick(HAIR)}"/>
        <path d="M${x + 33},208 q3,3 6,0 M${x + 42},208 q3,3 6,0" stroke="#1f2937" fill="none"/>
        <rect x="${x + 4}" y="214" width="117" height="58" rx="10" fill="${blanket}"/><path d="M${x + 4},232 h117" stroke="#fff" opacity=".4" stroke-width="4"/>`;
    });
    return `${indoors(random)}<rect width="${WIDTH}" height="${HEIGHT}" fill="#1e1b4b" opacity=".28"/>
      <path d="M0,20 Q40,140 10,230 L0,230 Z M480,20 Q440,140 470,230 L480,230 Z" fill="${random.pick(['#c4b5fd', '#93c5fd', '#fda4af'])}"/>${beds.join('')}`;
  },
  birthday: (random) => {
    const candleCount = random.pick([4, 5, 6]);
    const candles = Array.from({ length: candleCount }, (_, index) => {
      const x = 240 - (candleCount - 1) * 11 + index * 22;
      return `<rect x="${x - 3}" y="160" width="6" height="26" fill="${random.pick(SHIRTS)}"/><ellipse cx="${x}" cy="153" rx="5" ry="9" fill="#f59e0b"/>`;
    });
    const balloons = Array.from({ length: 5 }, () => {
      const x = random.between(20, 460);
      const y = random.between(70, 140);
      return `<path d="M${x},${y + 30} q6,30 -4,70" stroke="#6b7280" fill="none"/><ellipse cx="${x}" cy="${y}" rx="22" ry="28" fill="${random.pick(SHIRTS)}"/><ellipse cx="${x - 7}" cy="${y - 10}" rx="5" ry="8" fill="#fff" opacity=".4"/>`;
    });
    return `${indoors(random)}${bunting(random)}${balloons.join('')}${kids(random, 4, 40, 440, 300, 90, ['up', 'wave'])}
      <rect x="80" y="250" width="320" height="20" rx="6" fill="#fff"/><rect x="90" y="268" width="300" height="80" fill="#f1f5f9"/>
      <rect x="170" y="186" width="140" height="66" rx="10" fill="#fbcfe8"/><path d="M170,208 q17,14 35,0 t35,0 t35,0 t35,0" fill="#fff"/><rect x="170" y="232" width="140" height="20" fill="#f472b6"/>${candles.join('')}`;
  },
};

/** Crayon on paper: wobbling strokes and a grain. */
const PAPER = `<defs>
  <filter id="crayon"><feTurbulence type="fractalNoise" baseFrequency=".035" numOctaves="2" seed="7"/><feDisplacementMap in="SourceGraphic" scale="7"/></filter>
  <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="1" seed="3"/><feColorMatrix values="0 0 0 0 .55  0 0 0 0 .5  0 0 0 0 .4  0 0 0 .14 0"/></filter>
</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="#fffdf4"/><rect width="${WIDTH}" height="${HEIGHT}" filter="url(#grain)"/>`;

const line = (colour: string, width = 6) => `stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" fill="none"`;
const crayonFill = (colour: string) => `fill="${colour}" fill-opacity=".7" stroke="${colour}" stroke-width="4" stroke-linejoin="round"`;

function stickFigure(x: number, y: number, height: number, colour: string): string {
  const head = height * 0.16;
  return `<circle cx="${x}" cy="${y - height + head}" r="${head}" ${line(colour, 5)}/>
    <path d="M${x},${y - height + head * 2} V${y - height * 0.35} M${x},${y - height * 0.35} L${x - height * 0.16},${y} M${x},${y - height * 0.35} L${x + height * 0.16},${y} M${x - height * 0.28},${y - height * 0.62} H${x + height * 0.28}" ${line(colour, 5)}/>
    <path d="M${x - head * 0.4},${y - height + head * 0.8} v1 M${x + head * 0.4},${y - height + head * 0.8} v1" ${line('#111827', 5)}/><path d="M${x - head * 0.4},${y - height + head * 1.3} q${head * 0.4},${head * 0.35} ${head * 0.8},0" ${line('#111827', 3)}/>`;
}

function crayonSun(random: Random, x: number, y: number): string {
  const rays = Array.from({ length: 10 }, (_, index) => {
    const angle = (index / 10) * Math.PI * 2 + random.between(-0.1, 0.1);
    return `M${x + Math.cos(angle) * 42},${y + Math.sin(angle) * 42} L${x + Math.cos(angle) * 62},${y + Math.sin(angle) * 62}`;
  });
  return `<circle cx="${x}" cy="${y}" r="32" ${crayonFill('#facc15')}/><path d="${rays.join(' ')}" ${line('#f59e0b', 6)}/>`;
}

function crayonFlower(random: Random, x: number, y: number, height: number): string {
  const colour = random.pick(['#ef4444', '#ec4899', '#a855f7', '#f97316', '#3b82f6']);
  const top = y - height;
  const petals = Array.from({ length: 6 }, (_, index) => {
    const angle = (index / 6) * Math.PI * 2;
    return `<circle cx="${x + Math.cos(angle) * 16}" cy="${top + Math.sin(angle) * 16}" r="12" ${crayonFill(colour)}/>`;
  });
  return `<path d="M${x},${y} Q${x + 8},${y - height / 2} ${x},${top}" ${line('#16a34a', 6)}/><path d="M${x},${y - height / 3} q-22,-4 -26,-20 q18,0 26,20" ${crayonFill('#22c55e')}/>${petals.join('')}<circle cx="${x}" cy="${top}" r="10" ${crayonFill('#facc15')}/>`;
}

const DRAWING_SCENES: Record<DemoDrawing, (random: Random) => string> = {
  selfPortrait: (random) => {
    const hair = random.pick(['#111827', '#78350f', '#f59e0b']);
    const shirt = random.pick(SHIRTS);
    return `<ellipse cx="240" cy="170" rx="96" ry="104" ${crayonFill('#fcd9b6')}/>
      <path d="M146,150 Q150,60 240,58 Q330,60 334,150 Q300,100 240,104 Q180,100 146,150 Z" ${crayonFill(hair)}/>
      <circle cx="205" cy="165" r="14" ${crayonFill('#fff')}/><circle cx="275" cy="165" r="14" ${crayonFill('#fff')}/><circle cx="207" cy="168" r="6" fill="#111827"/><circle cx="273" cy="168" r="6" fill="#111827"/>
      <path d="M200,215 Q240,${random.between(240, 252)} 280,215" ${line('#dc2626', 7)}/><circle cx="180" cy="200" r="14" fill="#f9a8d4" opacity=".8"/><circle cx="300" cy="200" r="14" fill="#f9a8d4" opacity=".8"/>
      <path d="M150,360 Q160,280 240,272 Q320,280 330,360 Z" ${crayonFill(shirt)}/>
      ${random.next() < 0.5 ? crayonSun(random, 400, 70) : `<path d="M40,60 l10,20 22,3 -16,15 4,22 -20,-10 -20,10 4,-22 -16,-15 22,-3 z" ${crayonFill('#facc15')}/>`}`;
  },
  leaves: (random) =>
    `<path d="M0,${random.between(40, 90)} Q200,${random.between(60, 120)} 480,${random.between(30, 80)}" ${line('#78350f', 10)}/>` +
    Array.from({ length: 11 }, (_, index) => {
      const x = 40 + (index % 6) * 80 + random.between(-20, 20);
      const y = (index < 6 ? 150 : 270) + random.between(-40, 40);
      const colour = random.pick(['#ea580c', '#dc2626', '#f59e0b', '#ca8a04', '#b45309']);
      const turn = random.between(0, 360);
      return `<g transform="translate(${x},${y}) rotate(${turn}) scale(${random.between(1, 1.4)})"><path d="M0,-46 Q34,-20 0,40 Q-34,-20 0,-46 Z" ${crayonFill(colour)}/><path d="M0,-40 V52 M0,-14 l14,-12 M0,0 l-14,-12 M0,14 l14,-12" ${line('#7c2d12', 3)}/></g>`;
    }).join(''),
  family: (random) => {
    const colours = [random.pick(['#2563eb', '#0f766e']), random.pick(['#db2777', '#9333ea']), random.pick(['#ea580c', '#16a34a'])];
    return `${crayonSun(random, random.pick([70, 410]), 70)}
      <path d="M60,220 L130,160 L200,220 Z" ${crayonFill('#ef4444')}/><rect x="72" y="220" width="116" height="100" ${crayonFill('#fde68a')}/><rect x="116" y="262" width="28" height="58" ${crayonFill('#92400e')}/>
      ${stickFigure(270, 320, 170, colours[0]!)}${stickFigure(350, 320, 150, colours[1]!)}${stickFigure(420, 320, 96, colours[2]!)}
      <path d="M20,330 Q240,${random.between(316, 340)} 460,330" ${line('#22c55e', 10)}/>
      <path d="M300,150 q8,-10 16,0 q8,-10 16,0 q0,14 -16,24 q-16,-10 -16,-24 z" ${crayonFill('#f43f5e')}/>`;
  },
  dream: (random) => {
    const arcs = ['#ef4444', '#f97316', '#facc15', '#22c55e', '#3b82f6', '#8b5cf6']
      .map((colour, index) => `<path d="M${60 + index * 14},280 A${180 - index * 14},${170 - index * 14} 0 0 1 ${420 - index * 14},280" ${line(colour, 13)}/>`)
      .join('');
    const stars = Array.from({ length: 6 }, () => {
      const x = random.between(30, 450);
      const y = random.between(20, 110);
      return `<path d="M${x},${y - 12} L${x + 4},${y - 3} L${x + 13},${y - 3} L${x + 6},${y + 3} L${x + 9},${y + 12} L${x},${y + 6} L${x - 9},${y + 12} L${x - 6},${y + 3} L${x - 13},${y - 3} L${x - 4},${y - 3} Z" ${crayonFill(random.pick(['#facc15', '#f472b6', '#60a5fa']))}/>`;
    });
    return `${arcs}${stars.join('')}<g transform="translate(${random.between(60, 140)},300)"><ellipse rx="60" ry="24" ${crayonFill('#e0f2fe')}/><ellipse cx="-30" cy="-14" rx="30" ry="20" ${crayonFill('#e0f2fe')}/></g>
      <g transform="translate(${random.between(330, 420)},290) rotate(-20)"><path d="M0,-70 Q22,-40 18,10 H-18 Q-22,-40 0,-70 Z" ${crayonFill('#94a3b8')}/><circle cx="0" cy="-28" r="9" ${crayonFill('#38bdf8')}/><path d="M-10,14 l10,28 10,-28" ${crayonFill('#f97316')}/></g>`;
  },
  builder: (random) => {
    const towers = Array.from({ length: 4 }, (_, index) => {
      const width = random.between(60, 90);
      const height = random.between(120, 240);
      const x = 30 + index * 110;
      const windows = Array.from({ length: Math.floor(height / 40) }, (_, row) => `<rect x="${x + 12}" y="${330 - height + 16 + row * 40}" width="${width / 2 - 18}" height="20" ${crayonFill('#fde047')}/><rect x="${x + width / 2 + 6}" y="${330 - height + 16 + row * 40}" width="${width / 2 - 18}" height="20" ${crayonFill('#fde047')}/>`).join('');
      return `<rect x="${x}" y="${330 - height}" width="${width}" height="${height}" ${crayonFill(random.pick(['#60a5fa', '#f87171', '#34d399', '#a78bfa', '#fb923c']))}/>${windows}`;
    });
    return `${crayonSun(random, 420, 60)}${towers.join('')}<path d="M10,332 H470" ${line('#57534e', 8)}/>`;
  },
  flowers: (random) => {
    const flowers = Array.from({ length: 6 }, (_, index) => crayonFlower(random, 50 + index * 76 + random.between(-10, 10), 320, random.between(110, 200))).join('');
    const butterfly = `<g transform="translate(${random.between(120, 360)},${random.between(60, 110)})"><ellipse cx="-16" cy="0" rx="16" ry="22" ${crayonFill('#a855f7')}/><ellipse cx="16" cy="0" rx="16" ry="22" ${crayonFill('#a855f7')}/><path d="M0,-18 V20" ${line('#111827', 5)}/></g>`;
    return `${crayonSun(random, 60, 60)}${butterfly}${flowers}<path d="M10,326 Q240,310 470,326" ${line('#22c55e', 12)}/>`;
  },
};

const svgOf = (body: string, filter = '') => `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}${filter}</svg>`;

/** The second variant is the scene seen from the other side. */
const mirrored = (body: string, variant: number) => (variant % 2 === 0 ? `<g transform="translate(${WIDTH},0) scale(-1,1)">${body}</g>` : body);

async function photograph(page: Page, svg: string, file: string): Promise<void> {
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  writeFileSync(path.join(folder, file), await page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } }));
}

/** The outdoor clip: a ball bounced between two children, clouds drifting, a child waving. */
function videoFrame(time: number): string {
  const random = randomOf(90210);
  const scene = `${outdoors(randomOf(4242), '#86efac')}${tree(250, 250, 1.2)}${tree(440, 236, 0.8, '#15803d')}`;
  // Across in two seconds and back in two, two bounces each way: the clip loops without a jump.
  const across = (time / 2) % 2;
  const ballX = 130 + 220 * (across < 1 ? across : 2 - across);
  const hop = time % 1;
  const ballY = 318 - 440 * hop * (1 - hop);
  return svgOf(`${scene}${cloud(80 + time * 30, 60, 1)}${kid(random, 100, 334, 100, time % 1 < 0.5 ? 'up' : 'wave')}${kid(random, 380, 334, 100, time % 1 < 0.5 ? 'wave' : 'up')}
    <circle cx="${ballX}" cy="${ballY}" r="16" fill="#ef4444"/><path d="M${ballX - 16},${ballY} h32" stroke="#fff" stroke-width="3"/>`);
}

async function film(page: Page): Promise<void> {
  const frames = mkdtempSync(path.join(tmpdir(), 'demo-video-'));
  try {
    for (let index = 0; index < VIDEO.fps * VIDEO.seconds; index += 1) {
      await page.setContent(`<body style="margin:0">${videoFrame(index / VIDEO.fps)}</body>`);
      writeFileSync(path.join(frames, `${String(index).padStart(3, '0')}.png`), await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } }));
    }
    execFileSync('ffmpeg', [
      '-y', '-loglevel', 'error', '-framerate', String(VIDEO.fps), '-i', path.join(frames, '%03d.png'),
      '-vf', `scale=${VIDEO.width}:${VIDEO.height}`, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '34', '-pix_fmt', 'yuv420p', '-an',
      path.join(folder, DEMO_VIDEO),
    ]);
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  for (const [index, topic] of DEMO_PHOTOS.entries()) {
    for (let variant = 1; variant <= DEMO_VARIANTS; variant += 1) {
      await photograph(page, svgOf(mirrored(PHOTO_SCENES[topic](randomOf(index * 100 + variant)), variant)), `${topic}-${variant}.jpg`);
    }
  }
  for (const [index, topic] of DEMO_DRAWINGS.entries()) {
    for (let variant = 1; variant <= DEMO_VARIANTS; variant += 1) {
      await photograph(page, svgOf(`${PAPER}<g filter="url(#crayon)">${DRAWING_SCENES[topic](randomOf(5000 + index * 100 + variant))}</g>`), `${topic}-${variant}.jpg`);
    }
  }
  await film(page);
} finally {
  await browser.close();
}
