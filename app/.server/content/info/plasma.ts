/**
 * The plasma donation page (SPEC §2 "Plasma: external page in a frame") is run by someone else and
 * shown in a frame. Its address is configuration (PLASMA_FRAME_URL, an https URL; a neutral sample
 * by default so no real third party is embedded); the Content-Security-Policy's frame-src allows
 * exactly its origin.
 */
export function plasmaFrame(url: string) {
  /** Only messages from this origin may resize the frame. */
  return { url, origin: new URL(url).origin };
}
