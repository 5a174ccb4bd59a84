/** A round play symbol drawn inline (no request), for video placeholders. Decorative. */
export function PlayIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#0b3d91" stroke="#ffffff" strokeWidth="3" />
      <path d="M26 20 L46 32 L26 44 Z" fill="#ffffff" />
    </svg>
  );
}
