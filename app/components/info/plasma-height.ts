/**
 * The plasma page's frame tells us its content height with postMessage so it can be shown without
 * a scrollbar of its own (SPEC §2). A message is a request from another site: it is obeyed only
 * when it comes from the configured origin AND from our own frame's window, and only when it
 * carries a plain, sane height, clamped so no frame can hide the page or grow without bound.
 */
export const FRAME_HEIGHT = { min: 200, max: 5000, initial: 800 } as const;

/** A height from the message's data: a number, a numeric string ("1200" or "1200px"), or `{ height }`. */
export function parseFrameHeight(data: unknown): number | null {
  let value: unknown = data;
  if (typeof value === "object" && value !== null && !Array.isArray(value) && "height" in value) {
    value = (value as { height: unknown }).height;
  }
  if (typeof value === "string") {
    const match = /^\s*(\d{1,7}(?:\.\d{1,4})?)(?:px)?\s*$/.exec(value);
    value = match ? Number(match[1]) : null;
  }
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return null;
  return Math.round(Math.min(FRAME_HEIGHT.max, Math.max(FRAME_HEIGHT.min, value)));
}

export type FrameMessage = { origin: string; source: unknown; data: unknown };

/** The height to give the frame for this message, or null when the message must be ignored. */
export function frameHeightFromMessage(
  event: FrameMessage,
  expected: { origin: string; frameWindow: unknown },
): number | null {
  if (!expected.origin || event.origin !== expected.origin) return null;
  if (expected.frameWindow == null || event.source !== expected.frameWindow) return null;
  return parseFrameHeight(event.data);
}
