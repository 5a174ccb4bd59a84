import { useTranslation } from "~/i18n/use-translation";
import type { LocalizedText } from "~/.server/content/info/people";

/** Database text that may be in the other language: marked with `lang` so it is read correctly. */
export function Localized({ value }: { value: LocalizedText }) {
  const { i18n } = useTranslation();
  return value.lang === i18n.language ? <>{value.text}</> : <span lang={value.lang}>{value.text}</span>;
}
