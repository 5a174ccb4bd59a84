/**
 * Highlighted text travels from the database to the page as plain-text segments, never as HTML:
 * the engines mark matches with two private-use characters, which are cut out here, and the page
 * renders marked segments in <mark> with React escaping everything.
 */
export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

export type Segment = { text: string; mark: boolean };

export function toSegments(marked: string): Segment[] {
  const segments: Segment[] = [];
  for (const [i, part] of marked.split(new RegExp(`[${MARK_START}${MARK_END}]`)).entries()) {
    // Parts alternate: outside a mark, inside a mark, outside …
    if (part) segments.push({ text: part, mark: i % 2 === 1 });
  }
  return segments;
}
