import { useTranslation } from "~/i18n/use-translation";
import type { OfficerView } from "~/.server/content/stations/api-schemas";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { telHref } from "~/lib/tel";

/** Officer photos are stored as portraits (4:5) at least this wide; the pipeline writes this variant. */
const OFFICER_PHOTO = { width: 320, height: 400 } as const;
const PLACEHOLDER = "/images/officer-placeholder.svg";

/**
 * The officer's photo, or the neutral placeholder when none was uploaded. The name is always
 * written right beside it, so the picture itself is decorative (empty alt).
 */
export function OfficerPhoto({ officer, eager = false }: { officer: OfficerView; eager?: boolean }) {
  if (!officer.photo) {
    return (
      <img
        className="officer-photo"
        src={PLACEHOLDER}
        alt=""
        width={OFFICER_PHOTO.width}
        height={OFFICER_PHOTO.height}
        loading={eager ? "eager" : "lazy"}
      />
    );
  }
  return (
    <ResponsiveImage
      className="officer-photo"
      image={{ key: officer.photo, ...OFFICER_PHOTO }}
      alt=""
      sizes="120px"
      eager={eager}
    />
  );
}

/** SPEC §2 designation badges, each with its full title in the visitor's language. */
export function DesignationBadge({ designation }: { designation: OfficerView["designation"] }) {
  const { t } = useTranslation();
  return (
    <span className={`designation-badge designation-${designation.toLowerCase().replace("_", "-")}`}>
      {t(`common.designations.${designation}`)}
    </span>
  );
}

/** Photo, name, badge, contact number and e-mail of an officer in charge. */
export function OfficerCard({
  officer,
  size = "small",
  eager = false,
}: {
  officer: OfficerView;
  size?: "small" | "large";
  eager?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`officer-card officer-card-${size}`}>
      <OfficerPhoto officer={officer} eager={eager} />
      <div className="officer-card-text">
        <p className="officer-name" lang={officer.lang}>
          {officer.name}
        </p>
        <DesignationBadge designation={officer.designation} />
        {officer.contact_number || officer.email ? (
          <dl className="officer-contacts">
            {officer.contact_number ? (
              <div>
                <dt>{t("stations.incharge.contact_number")}</dt>
                <dd>
                  <a href={telHref(officer.contact_number)}>{officer.contact_number}</a>
                </dd>
              </div>
            ) : null}
            {officer.email ? (
              <div>
                <dt>{t("stations.incharge.email")}</dt>
                <dd>
                  <a href={`mailto:${officer.email}`}>{officer.email}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
    </div>
  );
}
