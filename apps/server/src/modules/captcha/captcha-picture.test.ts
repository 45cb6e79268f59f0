import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, glyphForms } from './captcha-glyphs';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaText, drawCaptcha, planCaptcha, seededRandom, type PicturePlan } from './captcha-picture';
import { pngBrightness, pngGlyphs, templateReader } from './captcha-reader.test-kit';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** The same plan with every distortion taken out: one skeleton, one pen, upright, apart, no noise. */
const plain = (plan: PicturePlan): PicturePlan => ({
  ...plan,
  warp: { ...plan.warp, ax: 0, ay: 0 },
  marks: [],
  specks: 0,
  glyphs: plan.glyphs.map((glyph, i) => ({
    ...glyph,
    form: 0,
    pen: 'solid',
    rotation: 0,
    shear: 0,
    stretch: 1,
    size: 28,
    cx: 30 + i * 30,
    cy: 25,
    bend: { ...glyph.bend, ax: 0, ay: 0 },
  })),
});

/** Whole answers the template reader gets right out of 200, after learning from 200 drawings. */
function readRate(draw: (text: string) => Buffer): number {
  const reader = templateReader();
  for (let i = 0; i < 200; i++) {
    const text = captchaText();
    reader.learn(dataUrl(draw(text)), text);
  }
  let read = 0;
  for (let i = 0; i < 200; i++) {
    const text = captchaText();
    if (reader.read(dataUrl(draw(text))) === text.toLowerCase()) read++;
  }
  return read;
}

describe('captcha picture', () => {
  it('is a PNG of 150 x 50 pixels, with ink on paper', () => {
    const png = drawCaptcha(planCaptcha('AB34'));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const { width, height, light } = pngBrightness(png);
    expect([width, height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const dark = light.filter((value) => value < 0.5).length;
    expect(dark / light.length).toBeGreaterThan(0.05);
    expect(dark / light.length).toBeLessThan(0.5);
  });

  it('draws a plan the same way every time, so a plan says everything about a picture', () => {
    const plan = planCaptcha('XY78', seededRandom(7));
    expect(drawCaptcha(plan).equals(drawCaptcha(plan))).toBe(true);
    expect(drawCaptcha(planCaptcha('XY78', seededRandom(7))).equals(drawCaptcha(plan))).toBe(true);
  });

  it('has two skeletons for every character, and uses both and all three pens', () => {
    for (const char of CAPTCHA_ALPHABET) {
      const forms = glyphForms(char);
      expect(forms.length, char).toBeGreaterThanOrEqual(2);
      expect(JSON.stringify(forms[0])).not.toBe(JSON.stringify(forms[1]));
    }
    const glyphs = Array.from({ length: 50 }, () => planCaptcha('AAAA').glyphs).flat();
    expect(new Set(glyphs.map((glyph) => glyph.form))).toEqual(new Set([0, 1]));
    expect(new Set(glyphs.map((glyph) => glyph.pen))).toEqual(new Set(['solid', 'outline', 'sketch']));
  });

  it('never draws a character the same way twice', () => {
    const pictures = Array.from({ length: 25 }, () => drawCaptcha(planCaptcha('EEEE')));
    expect(new Set(pictures.map((png) => png.toString('base64'))).size).toBe(25);
    const glyphs = pictures.flatMap((png) => pngGlyphs(dataUrl(png), 4).map((cells) => Buffer.from(cells.buffer).toString('base64')));
    expect(new Set(glyphs).size).toBe(100);
  });

  // The test's own control: the reader does read the same glyphs when nothing distorts them, so
  // its failure on real pictures is the distortions' doing, not a broken reader.
  it('defeats a template reader that reads the same glyphs undistorted', () => {
    expect(readRate((text) => drawCaptcha(plain(planCaptcha(text))))).toBeGreaterThan(150);
    expect(readRate((text) => drawCaptcha(planCaptcha(text)))).toBeLessThan(10);
  });
});
