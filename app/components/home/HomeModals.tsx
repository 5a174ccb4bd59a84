import { useTranslation } from "~/i18n/use-translation";
import { useNavigate, Link } from "react-router";
import { INFO_COMMISSIONER_ORDERS } from "~/content/external-links";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { Modal } from "~/components/ui/Modal";
import { CitizenReportDialog } from "~/components/reports/CitizenReportDialog";
import { ScriptAwareLink } from "~/components/ui/ScriptAwareLink";
import type { HomeModal } from "./home-modals";

/** The dialogs of SPEC §2 "Modals", each also reachable without JavaScript at /?modal=… */
export function HomeModals({ open }: { open: HomeModal | null }) {
  const { t } = useTranslation();
  const { links } = useSiteSettings();
  const navigate = useNavigate();
  // The router reports a failed navigation through its error boundary; nothing waits for it here.
  const close = () => void navigate("/", { preventScrollReset: true, replace: true });
  const modal = (id: HomeModal, title: string, children: React.ReactNode) => (
    <Modal id={`modal-${id}`} title={title} open={open === id} closeTo="/" onClose={close}>
      {children}
    </Modal>
  );

  return (
    <>
      {modal(
        "citizen-corner",
        t("modals.citizen_corner.title"),
        <ul className="menu-list">
          <li>
            {/* With JavaScript the SPEC's suggestion and complaint dialogs; without, their own pages. */}
            <ScriptAwareLink to="/?modal=suggestion" toWithoutScript="/suggestion" preventScrollReset replace>
              {t("modals.citizen_corner.suggestions")}
            </ScriptAwareLink>
          </li>
          <li>
            <ScriptAwareLink to="/?modal=complaint" toWithoutScript="/complaint" preventScrollReset replace>
              {t("modals.citizen_corner.complaints")}
            </ScriptAwareLink>
          </li>
          <li>
            <Link to="/lost-and-found">{t("modals.citizen_corner.lost_and_found")}</Link>
          </li>
          <li>
            {/* A document load: the FIR pages' strings come with it (app/entry.client.tsx). */}
            <Link to="/fir-dashboard" reloadDocument>
              {t("modals.citizen_corner.fir_request")}
            </Link>
          </li>
          <ExternalItem href={links.firStatus}>{t("modals.citizen_corner.fir_status")}</ExternalItem>
          <ExternalItem href={links.missingPersons}>{t("modals.citizen_corner.missing_persons")}</ExternalItem>
          {/* The DAR service is outside this application (SPEC §1): another site, shown only
            where staff or DAR_URL say where it lives, rather than a link to a page that is not here. */}
          <ExternalItem href={links.dar}>{t("modals.citizen_corner.dar")}</ExternalItem>
          <li>
            <ScriptAwareLink
              to="/?modal=information-commissioner"
              toWithoutScript="/?modal=information-commissioner#modal-information-commissioner"
              preventScrollReset
              replace
            >
              {t("modals.citizen_corner.info_commissioner")}
            </ScriptAwareLink>
          </li>
        </ul>,
      )}
      {modal(
        "contact-us",
        t("modals.contact.title"),
        <ul className="menu-list">
          <li>
            <Link to="/contact-us">{t("modals.contact.commissioner_office")}</Link>
          </li>
          <li>
            <Link to="/contact-us/dcp-and-acp">{t("modals.contact.dcp_acp")}</Link>
          </li>
          <li>
            <Link to="/all-police-stations">{t("modals.contact.all_stations")}</Link>
          </li>
          <li>
            <Link to="/police-stations-incharge">{t("modals.contact.incharges")}</Link>
          </li>
        </ul>,
      )}
      {modal(
        "useful-links",
        t("modals.useful_links.title"),
        <ul className="menu-list">
          <ExternalItem href={links.firStatus}>{t("modals.useful_links.fir_status")}</ExternalItem>
          <ExternalItem href={links.missingPersons}>{t("modals.useful_links.missing_persons")}</ExternalItem>
        </ul>,
      )}
      {modal(
        "train-services",
        t("modals.train_services.title"),
        <ul className="menu-list">
          <ExternalItem href={links.indianRailways}>{t("modals.train_services.indian_railways")}</ExternalItem>
          <ExternalItem href={links.irctc}>{t("modals.train_services.irctc")}</ExternalItem>
          <ExternalItem href={links.ntes}>{t("modals.train_services.ntes")}</ExternalItem>
        </ul>,
      )}
      {modal(
        "information-commissioner",
        t("modals.info_commissioner.title"),
        <ul className="menu-list">
          {INFO_COMMISSIONER_ORDERS.map((order) => (
            <li key={order.key}>
              <ExternalLink href={order.href}>{t(`modals.info_commissioner.${order.key}`)}</ExternalLink>
            </li>
          ))}
        </ul>,
      )}
      {modal(
        "suggestion",
        t("citizen.suggestions.title"),
        <CitizenReportDialog kind="suggestion" open={open === "suggestion"} />,
      )}
      {modal(
        "complaint",
        t("citizen.complaints.title"),
        <CitizenReportDialog kind="complaint" open={open === "complaint"} />,
      )}
    </>
  );
}

/** A menu entry to another site, left out while staff have not given its address. */
function ExternalItem({ href, children }: { href: string | null; children: React.ReactNode }) {
  return href ? (
    <li>
      <ExternalLink href={href}>{children}</ExternalLink>
    </li>
  ) : null;
}
