import type { LocalizedText as Text } from "~/.server/content/articles/articles-service";

/**
 * Database text that may be in the other language (an article written in one language only):
 * marked with `lang` so that screen readers pronounce it correctly.
 */
export function LocalizedText({ value }: { value: Text }) {
  return value.lang ? <span lang={value.lang}>{value.text}</span> : <>{value.text}</>;
}
