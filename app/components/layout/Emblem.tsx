/**
 * A neutral badge mark (not an official emblem, which the force would supply). A file of its own
 * (public/emblem.svg), cached once, rather than 600 bytes of inline drawing at the top of every
 * page: the first 14 KB of a Marathi page must reach its heading (tests/integration/first-bytes).
 */
export function Emblem() {
  return <img className="emblem" src="/emblem.svg" width="48" height="48" alt="" />;
}
