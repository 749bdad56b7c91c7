import { randomInt } from 'node:crypto';
import { createImage, encodePng, setPixel, type RgbaImage } from '../../lib/png';

/** 5x7 bitmap digits, one string per row ('1' = ink). */
const FONT: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

/** A random number in [min, max) with 1/100 steps. */
const rand = (min: number, max: number) => min + randomInt(Math.round((max - min) * 100)) / 100;

/** Dark, saturated ink: readable on the pale background, whatever page colour surrounds it. */
const ink = () => {
  const c = [randomInt(20, 110), randomInt(20, 110), randomInt(20, 110)];
  c[randomInt(3)] = randomInt(110, 170);
  return c;
};

function line(img: RgbaImage, x0: number, y0: number, x1: number, y1: number, colour: number[], width: number) {
  const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    const y = y0 + ((y1 - y0) * i) / steps;
    for (let w = 0; w < width; w++) setPixel(img, x, y + w, colour);
  }
}

/** Draws one glyph by inverse mapping: scale, shear and a slight vertical wave, no rotation. */
function glyph(img: RgbaImage, digit: string, ox: number, oy: number, scale: number, shear: number, colour: number[]) {
  const rows = FONT[digit]!;
  const h = 7 * scale;
  const w = 5 * scale;
  const phase = rand(0, 6.28);
  for (let y = Math.floor(oy); y < Math.ceil(oy + h); y++) {
    const fy = Math.floor((y - oy) / scale);
    if (fy < 0 || fy > 6) continue;
    const dx = shear * (y - oy - h / 2);
    for (let x = Math.floor(ox - Math.abs(dx) - 1); x < Math.ceil(ox + w + Math.abs(dx) + 1); x++) {
      const wave = Math.sin(phase + y / 5) * 0.8;
      const fx = Math.floor((x - ox - dx - wave) / scale);
      if (fx < 0 || fx > 4) continue;
      if (rows[fy]![fx] === '1') setPixel(img, x, y, colour);
    }
  }
}

/**
 * Renders `code` (digits) as a width x height PNG: large glyphs (about two thirds of the height),
 * each in its own dark ink with jitter, a little shear and a wave; one or two thin lines and a
 * light speckle keep it from being read by a plain template match without hiding the digits.
 */
export function renderCaptcha(code: string, width = 160, height = 56): Buffer {
  const img = createImage(width, height);
  // Pale background with a soft horizontal gradient, opaque so it reads on dark and light pages.
  const base = [randomInt(232, 252), randomInt(232, 252), randomInt(232, 252)];
  const tint = randomInt(-12, 13);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.round((tint * x) / width);
      setPixel(img, x, y, [base[0]! + t, base[1]!, base[2]! - t]);
    }
  }
  // Light speckle under the digits.
  for (let i = 0; i < 70; i++) {
    setPixel(img, randomInt(width), randomInt(height), [randomInt(180, 225), randomInt(180, 225), randomInt(180, 225)]);
  }

  const margin = 10;
  const step = (width - 2 * margin) / code.length;
  for (let i = 0; i < code.length; i++) {
    const scale = Math.min(rand(5.2, 5.9), (height - 6) / 7, step / 5.4);
    const ox = margin + i * step + rand(0, Math.max(0.01, step - 5 * scale));
    const oy = rand(3, Math.max(3.01, height - 7 * scale - 3));
    glyph(img, code[i]!, ox, oy, scale, rand(-0.18, 0.18), ink());
  }

  // One or two thin interference lines, lighter than the digits.
  const lines = randomInt(1, 3);
  for (let i = 0; i < lines; i++) {
    const c = ink().map((v) => Math.min(255, v + 70));
    line(img, randomInt(0, 20), randomInt(8, height - 8), randomInt(width - 20, width), randomInt(8, height - 8), c, 1);
  }
  // A few noise dots on top.
  for (let i = 0; i < 30; i++) {
    setPixel(img, randomInt(width), randomInt(height), ink());
  }
  return encodePng(img);
}
