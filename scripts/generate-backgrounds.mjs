#!/usr/bin/env node
/**
 * Writes the front page's 19 background images (front spec section 9) as small, light SVGs into
 * web-front/public/backgrounds/<n>.svg. The project owns them: they are drawn here, from a fixed
 * palette and four motifs, so running the script again gives the same files.
 *   node scripts/generate-backgrounds.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COUNT = 19;
const WIDTH = 1600;
const HEIGHT = 1000;
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'web-front', 'public', 'backgrounds');

/** A light colour of the given hue: the backgrounds sit behind dark text, so they stay pale. */
const pale = (hue, lightness = 93, saturation = 60) => `hsl(${hue} ${saturation}% ${lightness}%)`;

/** A small deterministic generator, so the images never change between runs. */
function random(seed) {
  let state = seed * 2654435761 % 4294967296;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const round = (value) => Math.round(value);

function waves(hue, next) {
  const lines = [];
  for (let i = 0; i < 6; i += 1) {
    const y = 180 + i * 140 + round(next() * 40);
    const amplitude = 40 + round(next() * 60);
    lines.push(
      `<path d="M0 ${y} C400 ${y - amplitude} 800 ${y + amplitude} 1200 ${y} S1600 ${y - amplitude} 1600 ${y} V${HEIGHT} H0Z" fill="${pale(hue + i * 6, 90 - i, 55)}" opacity="0.45"/>`,
    );
  }
  return lines.join('');
}

function circles(hue, next) {
  const shapes = [];
  for (let i = 0; i < 14; i += 1) {
    const r = 60 + round(next() * 220);
    shapes.push(`<circle cx="${round(next() * WIDTH)}" cy="${round(next() * HEIGHT)}" r="${r}" fill="${pale(hue + round(next() * 40), 86, 65)}" opacity="0.35"/>`);
  }
  return shapes.join('');
}

function stripes(hue, next) {
  const shapes = [];
  for (let i = -6; i < 16; i += 1) {
    const x = i * 130;
    const width = 30 + round(next() * 60);
    shapes.push(`<path d="M${x} 0 h${width} l-500 ${HEIGHT} h-${width}Z" fill="${pale(hue + (i % 3) * 10, 88, 55)}" opacity="0.5"/>`);
  }
  return shapes.join('');
}

function triangles(hue, next) {
  const shapes = [];
  const size = 200;
  for (let row = 0; row <= HEIGHT / size; row += 1) {
    for (let col = 0; col <= WIDTH / size; col += 1) {
      if (next() < 0.45) continue;
      const x = col * size;
      const y = row * size;
      const points = next() < 0.5 ? `${x},${y} ${x + size},${y} ${x},${y + size}` : `${x + size},${y} ${x + size},${y + size} ${x},${y + size}`;
      shapes.push(`<polygon points="${points}" fill="${pale(hue + round(next() * 30), 87, 50)}" opacity="0.45"/>`);
    }
  }
  return shapes.join('');
}

const MOTIFS = [waves, circles, stripes, triangles];

function background(n) {
  const hue = round((n - 1) * (360 / COUNT));
  const next = random(n);
  const motif = MOTIFS[(n - 1) % MOTIFS.length];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pale(hue, 97)}"/><stop offset="1" stop-color="${pale(hue + 30, 92)}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>`,
    motif(hue, next),
    '</svg>\n',
  ].join('');
}

mkdirSync(out, { recursive: true });
for (let n = 1; n <= COUNT; n += 1) writeFileSync(join(out, `${n}.svg`), background(n));
console.log(`wrote ${COUNT} backgrounds to ${out}`);
