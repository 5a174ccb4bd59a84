import { Link } from "react-router";
import type { DeletionBlocker } from "~/.server/content-admin/stations-admin";
import { useTranslation } from "~/i18n/use-translation";
import { PageTitle } from "../ui/form-page";

/** In place of the confirmation step: the item may not be deleted, and why (a station still in use). */
export function DeletionBlocked({
  title,
  blockers,
  backTo,
}: {
  title: string;
  blockers: DeletionBlocker[];
  backTo: string;
}) {
  const { t } = useTranslation();
  const heading = t("admin.content.stations.blocked.title", { title });
  return (
    <div className="admin-page">
      <PageTitle title={heading} />
      <h1>{heading}</h1>
      <p>{t("admin.content.stations.blocked.intro")}</p>
      <ul>
        {blockers.map((reason) => (
          <li key={reason}>{t(`admin.content.stations.blocked.${reason}`)}</li>
        ))}
      </ul>
      <p>
        <Link to={backTo}>{t("admin.content.stations.blocked.back")}</Link>
      </p>
    </div>
  );
}
