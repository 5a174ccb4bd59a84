import type { QrSvg } from "~/.server/auth/qr-code";

/**
 * A QR code drawn from the path the server computed (black on a white quiet zone): the staff
 * enrolment code, and a report acknowledgement's verification address (`className` for its page).
 */
export function QrCode({ qr, label, className = "admin-qr" }: { qr: QrSvg; label: string; className?: string }) {
  return (
    <svg
      className={className}
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
