import { deflateSync } from 'node:zlib';

/**
 * A small PNG drawn in code (no image files in the repository): the demo application's "screenshot
 * of a win", a dark slot screen with three gold reels and a green win bar, so staff have an image
 * to open in the back office.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

type Rgb = [number, number, number];

function pixelAt(x: number, y: number, width: number, height: number): Rgb {
  const reelWidth = Math.floor(width / 4);
  const gap = Math.floor((width - 3 * reelWidth) / 4);
  const reelTop = Math.floor(height * 0.18);
  const reelBottom = Math.floor(height * 0.68);
  for (let reel = 0; reel < 3; reel++) {
    const left = gap + reel * (reelWidth + gap);
    if (x >= left && x < left + reelWidth && y >= reelTop && y < reelBottom) {
      const centre = Math.hypot(x - (left + reelWidth / 2), y - (reelTop + reelBottom) / 2);
      return centre < reelWidth * 0.3 ? [250, 204, 21] : [255, 248, 220];
    }
  }
  if (y >= height * 0.78 && y < height * 0.9 && x >= width * 0.15 && x < width * 0.85) return [22, 163, 74];
  const shade = Math.floor(30 + (y / height) * 40);
  return [shade, Math.floor(shade / 2), shade + 40];
}

export function demoWinPng(width = 320, height = 200): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixelAt(x, y, width, height);
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
