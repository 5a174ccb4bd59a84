/** A neutral badge mark (not an official emblem, which the force would supply). */
export function Emblem() {
  return (
    <svg className="emblem" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path d="M24 3 41 9v13c0 11-7 19-17 23C14 41 7 33 7 22V9z" fill="#0b3d91" />
      <path d="M24 8 36 12.5v9.5c0 8-5 14-12 17-7-3-12-9-12-17v-9.5z" fill="#f6b400" />
      <path d="M15 27h18M17 31h14M19 20h10l2 7H17z" stroke="#0b3d91" strokeWidth="2" fill="none" />
      <circle cx="20" cy="33" r="1.6" fill="#0b3d91" />
      <circle cx="28" cy="33" r="1.6" fill="#0b3d91" />
    </svg>
  );
}
