import { useMemo } from 'react';
import QRCode from 'qrcode';

/**
 * The QR code of a link (app downloads, invitation links), drawn in the page as an SVG of its
 * modules: no outside QR service sees the link, and the code stays sharp at any size. Dark modules on white in both
 * themes, because phone cameras read dark-on-light codes best.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <div className="qr-code" role="img" aria-label={label} data-value={value} data-testid="qr-code">
      <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} shapeRendering="crispEdges" aria-hidden="true">
        <path d={path} fill="currentColor" />
      </svg>
    </div>
  );
}

/** One SVG path with a 1x1 square per dark module (medium error correction, enough for a printed or screen code). */
function qrPath(value: string): { size: number; path: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}
