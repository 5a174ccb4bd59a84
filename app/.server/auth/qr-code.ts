/**
 * The enrolment QR code as an SVG path drawn on the server: no image request, no script, no
 * inline style (the CSP forbids them), and crisp at any zoom. Encoding is qrcode-generator's
 * (a small, dependency-free, widely used encoder); drawing is ours.
 */
import qrcode from "qrcode-generator";

export type QrSvg = { size: number; path: string };

/** Error correction M (15%) keeps an otpauth URI at version 6-8, easy for any phone camera. */
export function qrSvg(text: string, quietZone = 4): QrSvg {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const count = qr.getModuleCount();
  let path = "";
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      // One rectangle per run of dark modules in a row keeps the path short.
      let end = col;
      while (end < count && qr.isDark(row, end)) end++;
      path += `M${col + quietZone} ${row + quietZone}h${end - col}v1h-${end - col}z`;
      col = end;
    }
  }
  return { size: count + quietZone * 2, path };
}
