import type { QrSvg } from "~/.server/auth/qr-code";

/** The enrolment QR code, drawn from the path the server computed (black on a white quiet zone). */
export function QrCode({ qr, label }: { qr: QrSvg; label: string }) {
  return (
    <svg
      className="admin-qr"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={qr.size * 5}
      height={qr.size * 5}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
    </svg>
  );
}
