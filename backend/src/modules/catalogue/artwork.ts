import { createHash } from 'node:crypto';
import {
  COLLECTION_COLOURS,
  type CollectionSlug,
  type ProductType,
} from './catalogue.constants.js';

/**
 * Generated artwork: product packshots and editorial images as SVG, drawn from the URL alone
 * (slug, line, type, format), so the same URL always gives the same bytes and can be cached for
 * a year. No photos, nothing fetched: the shop ships with its own images.
 */

export const ART_TONES = ['blue', 'black', 'gold', 'grey', 'sand'] as const;
export type ArtTone = (typeof ART_TONES)[number];
export const ART_FORMATS = ['landscape', 'square', 'hero', 'portrait'] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];
export const PRODUCT_VIEWS = ['front', 'texture'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

const SIZES: Record<ArtFormat, [number, number]> = {
  landscape: [1600, 900],
  square: [1200, 1200],
  hero: [1920, 800],
  portrait: [900, 1200],
};
const TONE_COLOURS: Record<ArtTone, string> = { ...COLLECTION_COLOURS, sand: '#c9b79c' };

const LINE_WORDS: Record<CollectionSlug, string> = {
  blue: 'BLUE · PROBIOTIC',
  black: 'BLACK · EPIGENETIC',
  gold: 'GOLD · PEPTIDE',
  grey: 'GREY · ESSENTIALS',
};

type Shape = 'dropper' | 'pump' | 'jar' | 'tube' | 'spray' | 'pot' | 'box' | 'bottle';
const SHAPE_BY_TYPE: Record<ProductType, Shape> = {
  cleanser: 'pump',
  toner: 'bottle',
  serum: 'dropper',
  cream: 'jar',
  'eye-care': 'tube',
  'lip-care': 'tube',
  mask: 'jar',
  peel: 'dropper',
  exfoliant: 'tube',
  dermasoft: 'jar',
  gel: 'tube',
  foam: 'pump',
  lotion: 'pump',
  spray: 'spray',
  capsules: 'pot',
  supplements: 'pot',
  'day-and-night-care': 'jar',
  sets: 'box',
};

function hex(colour: string): [number, number, number] {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes a colour with white (amount 0..1 of white). */
function tint(colour: string, amount: number): string {
  const [r, g, b] = hex(colour).map((c) => Math.round(c + (255 - c) * amount)) as [
    number,
    number,
    number,
  ];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Mixes a colour with black (amount 0..1 of black). */
function shade(colour: string, amount: number): string {
  const [r, g, b] = hex(colour).map((c) => Math.round(c * (1 - amount))) as [
    number,
    number,
    number,
  ];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** A small deterministic random generator seeded by a string (mulberry32). */
function random(seed: string): () => number {
  let state = createHash('sha1').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** "blue-probiotic-serum" → ["PROBIOTIC", "SERUM"], without the line prefix, at most 3 lines. */
function labelLines(slug: string, collection: CollectionSlug): string[] {
  const words = slug
    .replace(new RegExp(`^${collection}-`), '')
    .split('-')
    .filter((word) => !/^spf\d*$/.test(word) && !/^\d+$/.test(word))
    .map((word) => word.toUpperCase());
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && `${last} ${word}`.length <= 12) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

function spfOf(slug: string): string | null {
  const match = /spf-?(\d{2})/.exec(slug);
  return match ? `SPF ${match[1]}` : null;
}

interface Palette {
  body: string;
  bodyDark: string;
  cap: string;
  ink: string;
  inkSoft: string;
  back1: string;
  back2: string;
}

function palette(collection: CollectionSlug): Palette {
  const base = COLLECTION_COLOURS[collection];
  switch (collection) {
    case 'black':
      return {
        body: base,
        bodyDark: '#0c0c0e',
        cap: '#b8924a',
        ink: '#e9dcc0',
        inkSoft: '#a89f8e',
        back1: '#ecebe8',
        back2: '#cfcdc8',
      };
    case 'gold':
      return {
        body: '#f4ead7',
        bodyDark: tint(base, 0.35),
        cap: base,
        ink: shade(base, 0.45),
        inkSoft: shade(base, 0.2),
        back1: tint(base, 0.88),
        back2: tint(base, 0.62),
      };
    case 'grey':
      return {
        body: '#f2f2f0',
        bodyDark: tint(base, 0.45),
        cap: shade(base, 0.25),
        ink: '#3d3d3f',
        inkSoft: base,
        back1: tint(base, 0.9),
        back2: tint(base, 0.66),
      };
    case 'blue':
      return {
        body: base,
        bodyDark: shade(base, 0.35),
        cap: '#f5f3ee',
        ink: '#ffffff',
        inkSoft: tint(base, 0.6),
        back1: tint(base, 0.88),
        back2: tint(base, 0.6),
      };
  }
}

/** The container outline and its cap, centred on x=400, standing on y=850. Returns SVG and the label box. */
function container(
  shape: Shape,
  p: Palette,
): { svg: string; label: { x: number; y: number; w: number; h: number } } {
  const body = 'url(#body)';
  switch (shape) {
    case 'dropper':
      return {
        svg: `<rect x="290" y="420" width="220" height="430" rx="34" fill="${body}"/>
<rect x="345" y="360" width="110" height="70" rx="10" fill="${p.cap}"/>
<rect x="360" y="250" width="80" height="120" rx="40" fill="${shade(p.cap, 0.25)}"/>`,
        label: { x: 290, y: 520, w: 220, h: 260 },
      };
    case 'pump':
      return {
        svg: `<rect x="280" y="360" width="240" height="490" rx="30" fill="${body}"/>
<rect x="360" y="300" width="80" height="70" rx="8" fill="${p.cap}"/>
<rect x="385" y="240" width="30" height="70" fill="${p.cap}"/>
<path d="M370 230 h130 a14 14 0 0 1 0 28 h-130 z" fill="${p.cap}"/>`,
        label: { x: 280, y: 470, w: 240, h: 300 },
      };
    case 'bottle':
      return {
        svg: `<rect x="285" y="380" width="230" height="470" rx="46" fill="${body}"/>
<rect x="350" y="300" width="100" height="90" rx="12" fill="${p.cap}"/>`,
        label: { x: 285, y: 490, w: 230, h: 280 },
      };
    case 'spray':
      return {
        svg: `<rect x="295" y="400" width="210" height="450" rx="40" fill="${body}"/>
<rect x="350" y="330" width="100" height="80" rx="10" fill="${p.cap}"/>
<rect x="360" y="270" width="80" height="66" rx="12" fill="${shade(p.cap, 0.15)}"/>
<rect x="432" y="286" width="46" height="16" rx="6" fill="${shade(p.cap, 0.3)}"/>`,
        label: { x: 295, y: 500, w: 210, h: 270 },
      };
    case 'tube':
      return {
        svg: `<path d="M300 300 L500 300 L470 760 L330 760 Z" fill="${body}"/>
<rect x="292" y="284" width="216" height="26" rx="4" fill="${shade(p.body, 0.12)}"/>
<rect x="330" y="756" width="140" height="94" rx="14" fill="${p.cap}"/>`,
        label: { x: 320, y: 380, w: 160, h: 300 },
      };
    case 'jar':
      return {
        svg: `<rect x="220" y="600" width="360" height="250" rx="40" fill="${body}"/>
<rect x="206" y="520" width="388" height="96" rx="22" fill="${p.cap}"/>
<rect x="206" y="596" width="388" height="12" fill="${shade(p.cap, 0.18)}" opacity="0.6"/>`,
        label: { x: 220, y: 640, w: 360, h: 180 },
      };
    case 'pot':
      return {
        svg: `<rect x="260" y="470" width="280" height="380" rx="36" fill="${body}"/>
<rect x="250" y="390" width="300" height="100" rx="16" fill="${p.cap}"/>
${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<rect x="${268 + i * 31}" y="398" width="6" height="84" rx="3" fill="${shade(p.cap, 0.18)}" opacity="0.55"/>`).join('')}`,
        label: { x: 260, y: 540, w: 280, h: 240 },
      };
    case 'box':
      return {
        svg: `<rect x="170" y="470" width="460" height="380" rx="10" fill="${body}"/>
<rect x="160" y="430" width="480" height="70" rx="8" fill="${shade(p.body, 0.1)}"/>
<rect x="380" y="430" width="40" height="420" fill="${p.cap}"/>
<path d="M400 432 C340 360 300 380 320 420 C330 440 380 436 400 432 C420 436 470 440 480 420 C500 380 460 360 400 432 Z" fill="${p.cap}"/>`,
        label: { x: 440, y: 540, w: 180, h: 260 },
      };
  }
}

/** A packshot of a product: its container by type, in its line's colours, with the name on the label. */
export function productSvg(input: {
  slug: string;
  collection: CollectionSlug;
  type: ProductType;
  view: ProductView;
}): string {
  const p = palette(input.collection);
  if (input.view === 'texture') return textureSvg(input.slug, input.collection, p);
  const shape = SHAPE_BY_TYPE[input.type];
  const { svg, label } = container(shape, p);
  const lines = labelLines(input.slug, input.collection).slice(0, shape === 'jar' ? 2 : 3);
  const spf = spfOf(input.slug);
  const cx = label.x + label.w / 2;
  const size = shape === 'jar' ? 24 : label.w < 200 ? 20 : 24;
  const text = [
    `<text x="${cx}" y="${label.y + 34}" font-size="${Math.round(size * 1.05)}" letter-spacing="${Math.round(size * 0.42)}" fill="${p.ink}" font-weight="600">VYRELLE</text>`,
    `<rect x="${cx - 22}" y="${label.y + 52}" width="44" height="2" fill="${p.inkSoft}"/>`,
    ...lines.map(
      (line, i) =>
        `<text x="${cx}" y="${label.y + 96 + i * (size + 10)}" font-size="${size}" letter-spacing="3" fill="${p.ink}">${escapeXml(line)}</text>`,
    ),
    ...(spf
      ? [
          `<text x="${cx}" y="${label.y + 96 + lines.length * (size + 10) + 12}" font-size="${size + 8}" font-weight="700" fill="${p.ink}">${spf}</text>`,
        ]
      : []),
    // On a jar the label is short: the line's name goes on the lid.
    shape === 'jar'
      ? `<text x="${cx}" y="574" font-size="13" letter-spacing="4" fill="${input.collection === 'black' ? '#1b1b1f' : p.ink}">${LINE_WORDS[input.collection]}</text>`
      : `<text x="${cx}" y="${label.y + label.h - 14}" font-size="${Math.round(size * 0.55)}" letter-spacing="3" fill="${p.inkSoft}">${LINE_WORDS[input.collection]}</text>`,
  ].join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000" width="800" height="1000" role="img" aria-label="${escapeXml(lines.join(' '))}">
<defs>
<radialGradient id="bg" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="${p.back1}"/><stop offset="1" stop-color="${p.back2}"/></radialGradient>
<linearGradient id="body" x1="0" x2="1"><stop offset="0" stop-color="${p.bodyDark}"/><stop offset="0.35" stop-color="${p.body}"/><stop offset="0.7" stop-color="${p.body}"/><stop offset="1" stop-color="${p.bodyDark}"/></linearGradient>
<linearGradient id="gloss" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
</defs>
<rect width="800" height="1000" fill="url(#bg)"/>
<circle cx="400" cy="470" r="300" fill="#fff" opacity="0.28"/>
<ellipse cx="400" cy="858" rx="250" ry="26" fill="#000" opacity="0.12"/>
${svg}
<rect x="${label.x + 18}" y="${label.y - 60}" width="26" height="${label.h + 90}" rx="13" fill="url(#gloss)" opacity="0.7"/>
<g font-family="'Helvetica Neue', Helvetica, Arial, sans-serif" text-anchor="middle">
${text}
</g>
</svg>
`;
}

function textureSvg(slug: string, collection: CollectionSlug, p: Palette): string {
  const rnd = random(`texture:${slug}`);
  const cream =
    collection === 'black'
      ? '#e8e2d6'
      : collection === 'blue'
        ? tint(COLLECTION_COLOURS.blue, 0.82)
        : collection === 'gold'
          ? '#f3e6c9'
          : '#f4f4f2';
  const swirls = Array.from({ length: 5 }, (_, i) => {
    const r = 380 - i * 62 + rnd() * 20;
    const start = rnd() * Math.PI * 2;
    const x1 = 400 + r * Math.cos(start);
    const y1 = 500 + r * Math.sin(start);
    const x2 = 400 + r * Math.cos(start + 2.6);
    const y2 = 500 + r * Math.sin(start + 2.6);
    return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} A${r.toFixed(1)} ${(r * 0.82).toFixed(1)} 0 1 1 ${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="#fff" stroke-opacity="${(0.35 + rnd() * 0.3).toFixed(2)}" stroke-width="${(10 + rnd() * 18).toFixed(1)}" fill="none" stroke-linecap="round"/>`;
  }).join('\n');
  const drops = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${(120 + rnd() * 560).toFixed(1)}" cy="${(120 + rnd() * 760).toFixed(1)}" r="${(6 + rnd() * 16).toFixed(1)}" fill="#fff" opacity="${(0.4 + rnd() * 0.4).toFixed(2)}"/>`,
  ).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000" width="800" height="1000" role="img" aria-label="Texture">
<defs>
<radialGradient id="bg" cx="50%" cy="50%" r="70%"><stop offset="0" stop-color="${p.back1}"/><stop offset="1" stop-color="${p.back2}"/></radialGradient>
<radialGradient id="cream" cx="42%" cy="40%" r="65%"><stop offset="0" stop-color="#fff"/><stop offset="0.55" stop-color="${cream}"/><stop offset="1" stop-color="${shade(cream, 0.08)}"/></radialGradient>
</defs>
<rect width="800" height="1000" fill="url(#bg)"/>
<ellipse cx="400" cy="500" rx="330" ry="290" fill="url(#cream)"/>
${swirls}
${drops}
</svg>
`;
}

/**
 * The motif families of the editorial art. A piece's key chooses one: routines by the time of day
 * in their key (sun arcs for morning, a crescent for evening, the 28-day rings otherwise), articles
 * by a word of their key where one fits (DNA → helix, sun → sun, water → contour lines), else by
 * the key's hash, so neighbouring articles in a list rarely look alike.
 */
export const ART_MOTIFS = [
  'helix',
  'cells',
  'botanical',
  'contour',
  'cycle',
  'sun',
  'moon',
] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

const KEYWORD_MOTIFS: readonly [RegExp, ArtMotif][] = [
  [/night|evening|sleep/, 'moon'],
  [/morning|sun|spf|summer|uv/, 'sun'],
  [/epigen|dna|gene|shield/, 'helix'],
  [/hydrat|water|moist|serum/, 'contour'],
  [/botan|plant|sustain|natur|green|fruit/, 'botanical'],
  [/microbio|probiot|cell|barrier|blemish/, 'cells'],
  [/cycle|weekly|routine/, 'cycle'],
];
const HASHED_MOTIFS: readonly ArtMotif[] = ['helix', 'cells', 'botanical', 'contour', 'cycle'];

/** The motif family a key draws: a fitting word of the key, else one picked by the key's hash. */
export function motifFor(key: string): ArtMotif {
  // The image keys of one piece (`…-1`, `…-column-2`, `…-wide`) vary the family around the piece's own.
  const variant = /-(\d+|column-\d+|wide)$/.exec(key);
  const base = variant ? key.slice(0, variant.index) : key;
  const found = KEYWORD_MOTIFS.find(([pattern]) => pattern.test(base))?.[1];
  const hashed =
    HASHED_MOTIFS[createHash('sha1').update(key).digest().readUInt8(0) % HASHED_MOTIFS.length]!;
  if (!found) return hashed;
  return variant
    ? hashed === found
      ? HASHED_MOTIFS[(HASHED_MOTIFS.indexOf(found) + 1) % HASHED_MOTIFS.length]!
      : hashed
    : found;
}

interface MotifContext {
  rnd: () => number;
  w: number;
  h: number;
  accent: string;
  /** The light stroke/fill on this tone (white, or gold on black). */
  glow: string;
  tone: ArtTone;
}

const f1 = (n: number) => n.toFixed(1);

/** The double helix across the image, with botanical strokes and rings (epigenetics). */
function helixMotif({ rnd, w, h, accent, glow, tone }: MotifContext): string {
  const amplitude = h * (0.1 + rnd() * 0.06);
  const centre = h * (0.4 + rnd() * 0.2);
  const waves = 2 + Math.floor(rnd() * 2);
  const phase = rnd() * Math.PI;
  const strand = (offset: number) => {
    const points: string[] = [];
    for (let x = -20; x <= w + 20; x += 20)
      points.push(
        `${x.toFixed(0)},${f1(centre + amplitude * Math.sin((x / w) * waves * Math.PI * 2 + phase + offset))}`,
      );
    return `<polyline points="${points.join(' ')}" fill="none" stroke="${accent}" stroke-width="${f1(w / 400)}" stroke-opacity="0.55"/>`;
  };
  const rungs: string[] = [];
  for (let x = 20; x < w; x += w / (waves * 9)) {
    const a = centre + amplitude * Math.sin((x / w) * waves * Math.PI * 2 + phase);
    const b = centre + amplitude * Math.sin((x / w) * waves * Math.PI * 2 + phase + Math.PI);
    rungs.push(
      `<line x1="${f1(x)}" y1="${f1(a)}" x2="${f1(x)}" y2="${f1(b)}" stroke="${accent}" stroke-opacity="0.25" stroke-width="${f1(w / 800)}"/>`,
    );
  }
  return [
    leavesMotif({ rnd, w, h, accent, glow, tone }, 3, 0.35),
    strand(0),
    strand(Math.PI),
    ...rungs,
    ringsMotif({ rnd, w, h, accent, glow, tone }, 3),
  ].join('\n');
}

function ringsMotif({ rnd, w, h, glow }: MotifContext, count: number): string {
  return Array.from({ length: count }, () => {
    const r = Math.min(w, h) * (0.1 + rnd() * 0.25);
    return `<circle cx="${f1(rnd() * w)}" cy="${f1(rnd() * h)}" r="${f1(r)}" fill="none" stroke="${glow}" stroke-opacity="0.35" stroke-width="2"/>`;
  }).join('\n');
}

/** Leaf shapes rising from the lower half. */
function leavesMotif({ rnd, w, h, tone }: MotifContext, count: number, opacity: number): string {
  return Array.from({ length: count }, () => {
    const x = rnd() * w;
    const y = h * (0.55 + rnd() * 0.45);
    const len = Math.min(w, h) * (0.25 + rnd() * 0.2);
    const angle = -Math.PI / 2 + (rnd() - 0.5) * 1.2;
    const tx = x + len * Math.cos(angle);
    const ty = y + len * Math.sin(angle);
    const bend = len * 0.28;
    return `<path d="M${f1(x)} ${f1(y)} Q${f1(x + bend)} ${f1((y + ty) / 2)} ${f1(tx)} ${f1(ty)} Q${f1(x - bend)} ${f1((y + ty) / 2)} ${f1(x)} ${f1(y)} Z" fill="${tone === 'black' ? '#3a3a40' : '#fff'}" opacity="${opacity}"/>`;
  }).join('\n');
}

/** A field of skin cells: a jittered honeycomb of rounded cells with nuclei (microbiome, barrier). */
function cellsMotif({ rnd, w, h, accent, glow }: MotifContext): string {
  const size = Math.min(w, h) * (0.07 + rnd() * 0.05);
  const out: string[] = [];
  const cx0 = w * (0.3 + rnd() * 0.4);
  const cy0 = h * (0.3 + rnd() * 0.4);
  const reach = Math.max(w, h) * (0.45 + rnd() * 0.2);
  for (let row = 0, y = -size; y < h + size; row++, y += size * 1.5) {
    for (let x = row % 2 ? size * 0.87 : 0; x < w + size; x += size * 1.74) {
      const jx = x + (rnd() - 0.5) * size * 0.4;
      const jy = y + (rnd() - 0.5) * size * 0.4;
      const fade = 1 - Math.min(1, Math.hypot(jx - cx0, jy - cy0) / reach);
      if (fade <= 0.05) continue;
      const r = size * (0.62 + rnd() * 0.2);
      out.push(
        `<circle cx="${f1(jx)}" cy="${f1(jy)}" r="${f1(r)}" fill="${glow}" fill-opacity="${(0.1 * fade + 0.04).toFixed(2)}" stroke="${accent}" stroke-opacity="${(0.45 * fade).toFixed(2)}" stroke-width="${f1(w / 700)}"/>`,
      );
      if (rnd() < 0.55)
        out.push(
          `<circle cx="${f1(jx + (rnd() - 0.5) * r * 0.5)}" cy="${f1(jy + (rnd() - 0.5) * r * 0.5)}" r="${f1(r * 0.18)}" fill="${accent}" opacity="${(0.5 * fade).toFixed(2)}"/>`,
        );
    }
  }
  return out.join('\n');
}

/** Tall fronds with paired leaflets (plant actives, sustainability). */
function botanicalMotif(ctx: MotifContext): string {
  const { rnd, w, h, accent } = ctx;
  const out: string[] = [];
  const stems = 2 + Math.floor(rnd() * 3);
  for (let i = 0; i < stems; i++) {
    const x0 = w * ((i + 0.5) / stems + (rnd() - 0.5) * 0.15);
    const lean = (rnd() - 0.5) * w * 0.25;
    const top = h * (0.08 + rnd() * 0.3);
    const x1 = x0 + lean;
    out.push(
      `<path d="M${f1(x0)} ${f1(h + 10)} Q${f1(x0 + lean * 0.2)} ${f1((h + top) / 2)} ${f1(x1)} ${f1(top)}" fill="none" stroke="${accent}" stroke-opacity="0.6" stroke-width="${f1(w / 500)}"/>`,
    );
    const pairs = 5 + Math.floor(rnd() * 4);
    for (let k = 1; k <= pairs; k++) {
      const t = k / (pairs + 1);
      const px = x0 + (x1 - x0) * t * t;
      const py = h + 10 - (h + 10 - top) * t;
      const len = Math.min(w, h) * (0.12 - t * 0.07);
      for (const side of [-1, 1]) {
        const ex = px + side * len;
        const ey = py - len * 0.5;
        out.push(
          `<path d="M${f1(px)} ${f1(py)} Q${f1((px + ex) / 2)} ${f1(py - len * 0.6)} ${f1(ex)} ${f1(ey)} Q${f1((px + ex) / 2)} ${f1(py + len * 0.05)} ${f1(px)} ${f1(py)} Z" fill="${accent}" opacity="${(0.18 + rnd() * 0.2).toFixed(2)}"/>`,
        );
      }
    }
  }
  return out.join('\n');
}

/** Flowing contour lines, like water or a skin-texture map (hydration). */
function contourMotif({ rnd, w, h, accent, glow }: MotifContext): string {
  const lines = 9 + Math.floor(rnd() * 6);
  const waves = 1 + rnd() * 1.5;
  const phase = rnd() * Math.PI * 2;
  const drift = rnd() * 0.8 + 0.2;
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const base = (h * (i + 0.5)) / lines;
    const amp = h * (0.05 + 0.04 * Math.sin(i * drift));
    const points: string[] = [];
    for (let x = -20; x <= w + 20; x += 24)
      points.push(
        `${x},${f1(base + amp * Math.sin((x / w) * waves * Math.PI * 2 + phase + i * 0.35))}`,
      );
    out.push(
      `<polyline points="${points.join(' ')}" fill="none" stroke="${i % 3 === 0 ? accent : glow}" stroke-opacity="${i % 3 === 0 ? 0.55 : 0.4}" stroke-width="${f1(w / (i % 3 === 0 ? 450 : 900))}"/>`,
    );
  }
  return out.join('\n');
}

/** Four phases on an orbit: the skin's 28-day renewal, for routines that span it. */
function cycleMotif({ rnd, w, h, accent, glow }: MotifContext): string {
  const cx = w * (0.35 + rnd() * 0.3);
  const cy = h * 0.5;
  const r = Math.min(w, h) * 0.34;
  const out = [0.55, 0.78, 1, 1.25].map(
    (k, i) =>
      `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * k)}" fill="none" stroke="${i === 2 ? accent : glow}" stroke-opacity="${i === 2 ? 0.6 : 0.35}" stroke-width="${f1(w / (i === 2 ? 450 : 900))}"${i === 1 ? ` stroke-dasharray="${f1(w / 120)} ${f1(w / 90)}"` : ''}/>`,
  );
  const start = rnd() * Math.PI * 2;
  for (let i = 0; i < 4; i++) {
    const a = start + (i * Math.PI) / 2;
    const fill = i % 2 ? glow : accent;
    out.push(
      `<circle cx="${f1(cx + r * Math.cos(a))}" cy="${f1(cy + r * Math.sin(a))}" r="${f1(Math.min(w, h) * (0.03 + i * 0.008))}" fill="${fill}" opacity="0.8"/>`,
    );
  }
  return out.join('\n');
}

/** A rising sun with rays over the horizon (morning routines, sun care). */
function sunMotif({ rnd, w, h, accent, glow }: MotifContext): string {
  const cx = w * (0.3 + rnd() * 0.4);
  const cy = h * (0.62 + rnd() * 0.1);
  const r = Math.min(w, h) * (0.2 + rnd() * 0.08);
  const out = [
    `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 1.6)}" fill="${glow}" opacity="0.16"/>`,
    `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${accent}" opacity="0.5"/>`,
  ];
  const rays = 14 + Math.floor(rnd() * 8);
  for (let i = 0; i <= rays; i++) {
    const a = Math.PI + (i * Math.PI) / rays;
    out.push(
      `<line x1="${f1(cx + r * 1.2 * Math.cos(a))}" y1="${f1(cy + r * 1.2 * Math.sin(a))}" x2="${f1(cx + r * (1.9 + (i % 2) * 0.4) * Math.cos(a))}" y2="${f1(cy + r * (1.9 + (i % 2) * 0.4) * Math.sin(a))}" stroke="${accent}" stroke-opacity="0.45" stroke-width="${f1(w / 600)}"/>`,
    );
  }
  for (let i = 0; i < 4; i++) {
    const y = cy + r * 0.15 + i * h * 0.05;
    out.push(
      `<line x1="0" y1="${f1(y)}" x2="${w}" y2="${f1(y)}" stroke="${glow}" stroke-opacity="${(0.5 - i * 0.1).toFixed(2)}" stroke-width="${f1(w / (500 + i * 200))}"/>`,
    );
  }
  return out.join('\n');
}

/** A crescent moon among small stars (evening and night routines). */
function moonMotif({ rnd, w, h, accent, glow }: MotifContext): string {
  const cx = w * (0.55 + rnd() * 0.25);
  const cy = h * (0.32 + rnd() * 0.15);
  const r = Math.min(w, h) * (0.18 + rnd() * 0.06);
  const out = [
    `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 1.7)}" fill="${glow}" opacity="0.12"/>`,
    `<path d="M${f1(cx)} ${f1(cy - r)} A${f1(r)} ${f1(r)} 0 1 0 ${f1(cx)} ${f1(cy + r)} A${f1(r * 1.25)} ${f1(r * 1.25)} 0 0 1 ${f1(cx)} ${f1(cy - r)} Z" fill="${accent}" opacity="0.85"/>`,
  ];
  for (let i = 0; i < 22; i++) {
    out.push(
      `<circle cx="${f1(rnd() * w)}" cy="${f1(rnd() * h * 0.9)}" r="${f1(Math.min(w, h) * (0.003 + rnd() * 0.006))}" fill="${glow}" opacity="${(0.35 + rnd() * 0.5).toFixed(2)}"/>`,
    );
  }
  return out.join('\n');
}

const MOTIFS: Record<ArtMotif, (ctx: MotifContext) => string> = {
  helix: helixMotif,
  cells: cellsMotif,
  botanical: (ctx) => [botanicalMotif(ctx), ringsMotif(ctx, 1)].join('\n'),
  contour: contourMotif,
  cycle: (ctx) => [cycleMotif(ctx), leavesMotif(ctx, 2, 0.25)].join('\n'),
  sun: sunMotif,
  moon: moonMotif,
};

/**
 * Editorial artwork for articles, routines, pages and collections: a soft gradient with cells,
 * and one motif family (motifFor) drawn in the tone, laid out deterministically from the key.
 */
export function artSvg(input: {
  key: string;
  format: ArtFormat;
  tone?: ArtTone;
  motif?: ArtMotif;
}): string {
  const rnd = random(`art:${input.key}`);
  const tone = input.tone ?? ART_TONES[Math.floor(rnd() * ART_TONES.length)]!;
  const base = TONE_COLOURS[tone];
  const [w, h] = SIZES[input.format];
  const light = tone === 'black' ? '#2a2a30' : tint(base, 0.9);
  const deep = tone === 'black' ? '#111114' : tint(base, 0.55);
  const accent = tone === 'black' ? '#b8924a' : shade(base, 0.05);
  const glow = tone === 'black' ? '#b8924a' : '#fff';
  const cells = Array.from({ length: 7 }, () => {
    const r = Math.min(w, h) * (0.08 + rnd() * 0.22);
    return `<circle cx="${f1(rnd() * w)}" cy="${f1(rnd() * h)}" r="${f1(r)}" fill="${rnd() > 0.5 ? '#fff' : accent}" opacity="${(0.08 + rnd() * 0.16).toFixed(2)}"/>`;
  }).join('\n');
  const motif = MOTIFS[input.motif ?? motifFor(input.key)]({ rnd, w, h, accent, glow, tone });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${cells}
${motif}
</svg>
`;
}

/** URL of an editorial image (used by the seeds and the home page). */
export function artUrl(key: string, format: ArtFormat, tone?: ArtTone): string {
  return `/api/images/art/${key}.svg?format=${format}${tone ? `&tone=${tone}` : ''}`;
}
