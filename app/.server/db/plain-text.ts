/**
 * The words of sanitised HTML, for the search index: tags become spaces (so words either side
 * stay apart, runs of white space then one space) and the entities the sanitiser writes become characters again. The same rule is
 * PostgreSQL's `plain_text()` in migration 012; on SQLite the connection registers this one
 * under that name, because SQLite has no regular expressions of its own.
 */
const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&amp;": "&" };

export function plainText(html: string | null): string {
  return (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:lt|gt|quot|amp);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, " ")
    .trim();
}
