import { useTranslation } from "~/i18n/use-translation";
import { servicesContext } from "~/.server/context";
import { plasmaFrame } from "~/.server/content/info/plasma";
import { PlasmaFrame } from "~/components/info/PlasmaFrame";
import { ExternalLink } from "~/components/ui/ExternalLink";
import styles from "~/styles/pages/info.css?url";
import type { Route } from "./+types/plasma";
import { ShareTags } from "~/components/seo/ShareTags";

export function loader({ context }: Route.LoaderArgs) {
  return plasmaFrame(context.get(servicesContext).config.plasmaFrameUrl);
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** SPEC §2: an external page in a frame, with a spinner until it loads and its height from its messages. */
export default function Plasma({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="info-page info-plasma">
      <title>{`${t("info.plasma.title")} | ${t("common.site_name")}`}</title>
      <ShareTags title={t("info.plasma.title")} description={t("info.plasma.intro")} />
      <div className="page-header">
        <h1>{t("info.plasma.title")}</h1>
      </div>
      <p className="info-lead">{t("info.plasma.intro")}</p>
      <p className="info-sample-note">{t("info.plasma.sample_note")}</p>
      <p>
        {t("info.plasma.frame_fallback")}{" "}
        <ExternalLink href={loaderData.url}>{t("info.plasma.open_link")}</ExternalLink>
      </p>
      <PlasmaFrame url={loaderData.url} origin={loaderData.origin} title={t("info.plasma.frame_title")} />
    </div>
  );
}
