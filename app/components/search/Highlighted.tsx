import type { Segment } from "~/.server/search/highlight";

/** Text with the words that matched a search in <mark>; every part is escaped by React. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return segments.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : segment.text));
}
