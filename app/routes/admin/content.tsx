import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES } from "~/.server/content-admin/content-form";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { PageTitle } from "~/components/ui/form-page";
import type { Route } from "./+types/content";

/** /admin/content (administrators and editors): the kinds of public content staff can manage. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  return null;
}

const SECTIONS = [
  { to: "/admin/content/news", key: "news" },
  { to: "/admin/content/good-works", key: "good_works" },
  { to: "/admin/content/news-flashes", key: "news_flashes" },
  { to: "/admin/content/notices", key: "notices" },
  { to: "/admin/content/site-settings", key: "site_settings" },
  { to: "/admin/content/press-releases", key: "press_releases" },
  { to: "/admin/content/tenders", key: "tenders" },
  { to: "/admin/content/recruitments", key: "recruitments" },
  { to: "/admin/content/rti", key: "rti" },
  { to: "/admin/content/booklets", key: "booklets" },
  { to: "/admin/content/albums", key: "albums" },
  { to: "/admin/content/officers", key: "officers" },
  { to: "/admin/content/stations", key: "stations" },
  { to: "/admin/content/former-commissioners", key: "former_commissioners" },
  { to: "/admin/content/leadership", key: "leadership" },
] as const;

export default function Content() {
  const { t } = useTranslation();
  const title = t("admin.content.title");
  return (
    <div className="admin-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="admin-lead">{t("admin.content.intro")}</p>
      <ul className="admin-sections">
        {SECTIONS.map((section) => (
          <li key={section.key} className="card admin-section-card">
            <Link to={section.to} className="admin-section-link">
              {t(`admin.content.sections.${section.key}`)}
            </Link>
            <p>{t(`admin.content.section_hints.${section.key}`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
