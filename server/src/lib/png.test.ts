import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG_SIGNATURE, crc32, createImage, encodePng, setPixel } from './png';

describe('encodePng', () => {
  it('round-trips a 2x2 RGBA image through zlib inflate', () => {
    const img = createImage(2, 2);
    setPixel(img, 0, 0, [255, 0, 0]);
    setPixel(img, 1, 0, [0, 255, 0]);
    setPixel(img, 0, 1, [0, 0, 255]);
    setPixel(img, 1, 1, [10, 20, 30, 40]);
    const png = encodePng(img);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);

    // IHDR: length 13, type, 2x2, depth 8, colour type 6.
    expect(png.readUInt32BE(8)).toBe(13);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(2);
    expect(png.readUInt32BE(20)).toBe(2);
    expect([png[24], png[25]]).toEqual([8, 6]);
    expect(png.readUInt32BE(29)).toBe(crc32(png.subarray(12, 29)));

    const idatAt = 33;
    const length = png.readUInt32BE(idatAt);
    expect(png.toString('ascii', idatAt + 4, idatAt + 8)).toBe('IDAT');
    const data = png.subarray(idatAt + 8, idatAt + 8 + length);
    expect(png.readUInt32BE(idatAt + 8 + length)).toBe(crc32(png.subarray(idatAt + 4, idatAt + 8 + length)));
    expect([...inflateSync(data)]).toEqual([
      0, 255, 0, 0, 255, 0, 255, 0, 255,
      0, 0, 0, 255, 255, 10, 20, 30, 40,
    ]);
    expect(png.subarray(-12).toString('hex')).toBe('0000000049454e44ae426082');
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});
