/**
 * schema.org data for search engines as JSON-LD. A data block, not a script: it never
 * runs, so the page's script policy does not apply, but `<` is escaped so that no text in it can
 * close the element early.
 */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
