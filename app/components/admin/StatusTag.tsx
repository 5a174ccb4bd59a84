import { useTranslation } from "~/i18n/use-translation";

/**
 * Whether a content item is on the public website, as a coloured tag. Most items are published or
 * drafts; items that are switched on and off rather than written (news flashes) are shown or hidden.
 */
export type StatusWording = "publishing" | "visibility";

export function StatusTag({ on, wording = "publishing" }: { on: boolean; wording?: StatusWording }) {
  const { t } = useTranslation();
  const label =
    wording === "publishing"
      ? t(on ? "admin.content.status.published" : "admin.content.status.draft")
      : t(on ? "admin.content.status.shown" : "admin.content.status.hidden");
  return <span className={`admin-tag ${on ? "admin-tag-on" : "admin-tag-off"}`}>{label}</span>;
}
