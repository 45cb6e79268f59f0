import { APPLICATION_LIMITS } from '@panalo/contract/rewards';

/** Why an image is refused, as the spec's messages say: activity_apply_remark_limit2 (type), _limit3 (size). */
export type ImageProblem = 'activity_apply_remark_limit2' | 'activity_apply_remark_limit3';

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/** Checks a chosen file by its bytes (a renamed file is not a PNG), then returns it as base64. */
export async function readApplicationImage(file: File): Promise<{ ok: true; base64: string } | { ok: false; problem: ImageProblem }> {
  if (file.size > APPLICATION_LIMITS.imageBytes) return { ok: false, problem: 'activity_apply_remark_limit3' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!startsWith(bytes, PNG) && !startsWith(bytes, JPEG)) return { ok: false, problem: 'activity_apply_remark_limit2' };
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { ok: true, base64: btoa(binary) };
}
