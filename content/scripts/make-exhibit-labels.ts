// Printable labels for the museums' exhibits: the stop number, the name (Chinese and
// English) and a QR code the scan reads (payload: `<origin>/pointDetail?id=<pointId>`, see
// src/features/scan/lib/qr-payload.ts; a phone's own camera opens the app at the exhibit).
//   node --import tsx content/scripts/make-exhibit-labels.ts --origin https://guide.example.com [--out DIR]
// Writes DIR/<museumId>/<pointId>.svg (the label, 90 x 55 mm) and <pointId>.qr.png (the code alone).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { qrPayloadForPoint } from '../../src/features/scan/lib/qr-payload';
import { loadPlaces } from './lib/catalog';

const { values } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://127.0.0.1:8080' },
    out: { type: 'string', default: '.tmp/exhibit-labels' },
  },
});
const origin = new URL(values.origin!).origin;
const outDir = path.resolve(values.out!);

const escape = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** The QR modules as one SVG path in a square of `size` units (4-module quiet zone included). */
function qrPath(payload: string, size: number): string {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 8);
  let d = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(y, x))
        d += `M${((x + 4) * cell).toFixed(3)} ${((y + 4) * cell).toFixed(3)}h${cell.toFixed(3)}v${cell.toFixed(3)}h-${cell.toFixed(3)}z`;
    }
  }
  return d;
}

/** Lines of at most `max` characters: English by words, Chinese by characters; 3 lines at most. */
function wrap(text: string, max: number, byWords: boolean): string[] {
  const parts = byWords ? text.split(/\s+/) : [...text];
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.at(-1);
    const joined = last === undefined ? part : `${last}${byWords ? ' ' : ''}${part}`;
    if (last !== undefined && joined.length <= max) lines[lines.length - 1] = joined;
    else lines.push(part);
  }
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines[2]}…`] : lines;
}

function textLines(lines: string[], y: number, step: number, attributes: string): string {
  return lines.map((line, i) => `  <text x="5" y="${y + i * step}" ${attributes}>${escape(line)}</text>`).join('\n');
}

function labelSvg(stop: string, nameCn: string, nameEn: string, payload: string): string {
  const cn = wrap(nameCn, 8, false);
  const enTop = 25 + cn.length * 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="90mm" height="55mm" viewBox="0 0 90 55">
  <rect width="90" height="55" fill="#fff"/>
  <rect x="0.5" y="0.5" width="89" height="54" rx="3" fill="none" stroke="#1c2430" stroke-width="0.4"/>
  <text x="5" y="17" font-family="sans-serif" font-size="14" font-weight="700" fill="#1c2430">${escape(stop)}</text>
${textLines(cn, 26, 6, `font-family="'Noto Sans CJK SC', sans-serif" font-size="5" fill="#1c2430"`)}
${textLines(wrap(nameEn, 22, true), enTop, 4.2, 'font-family="sans-serif" font-size="3.4" fill="#55606e"')}
  <text x="5" y="51" font-family="sans-serif" font-size="2.6" fill="#55606e">扫码收听 · Scan to listen</text>
  <path transform="translate(48 8.5)" d="${qrPath(payload, 38)}" fill="#000"/>
</svg>
`;
}

let count = 0;
for (const { place, points } of loadPlaces().filter((p) => p.kind === 'museum')) {
  const dir = path.join(outDir, place.id);
  fs.mkdirSync(dir, { recursive: true });
  for (const point of points) {
    const payload = qrPayloadForPoint(point.id, origin);
    const name = point['name'] as Record<string, string>;
    fs.writeFileSync(
      path.join(dir, `${point.id}.svg`),
      labelSvg(point.stopNumber, name.cn ?? '', name.en ?? '', payload),
    );
    await QRCode.toFile(path.join(dir, `${point.id}.qr.png`), payload, {
      errorCorrectionLevel: 'M',
      margin: 4,
      scale: 10,
    });
    count++;
  }
}
console.log(`${count} exhibit labels for ${origin} in ${outDir}`);
