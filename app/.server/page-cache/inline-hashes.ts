/**
 * CSP hash sources for the inline scripts and styles of a stored page. A cached page is the same
 * bytes for every visitor, so it cannot carry a per-response nonce; its policy names the SHA-256
 * of each inline element instead (CSP Level 2 hash sources), computed once when it is stored.
 */
import { createHash } from "node:crypto";

// The markup comes from our own React render, not from outside: a regular expression over
// `<script …>…</script>` is exact here (React escapes "</" inside inline script content).
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;

export type InlineHashSources = { scripts: string[]; styles: string[] };

export function inlineHashSources(html: string): InlineHashSources {
  const found = { script: new Set<string>(), style: new Set<string>() };
  for (const [, element, attributes, content] of html.matchAll(INLINE_ELEMENT)) {
    if (/\ssrc\s*=/i.test(attributes ?? "") || !content) continue;
    const kind = element!.toLowerCase() === "style" ? "style" : "script";
    found[kind].add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return { scripts: [...found.script], styles: [...found.style] };
}
