import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import type { OrgNode } from "~/.server/content/info/organization";
import { Localized } from "./Localized";

/**
 * The organisation as nested lists of links: screen readers announce each list's level and size,
 * and every office is one Tab stop away, with no tree widget to learn.
 */
export function OrgTree({ nodes, labelledBy }: { nodes: OrgNode[]; labelledBy: string }) {
  return <OrgList nodes={nodes} labelledBy={labelledBy} />;
}

function OrgList({ nodes, labelledBy }: { nodes: OrgNode[]; labelledBy?: string }) {
  const { t } = useTranslation();
  // Stations (offices with nothing below them) sit side by side where there is room.
  const leaves = nodes.every((node) => node.children.length === 0);
  return (
    <ul className={leaves ? "info-org-list info-org-leaves" : "info-org-list"} aria-labelledby={labelledBy}>
      {nodes.map((node) => (
        <li key={node.id} className={`info-org-node info-org-${node.type.toLowerCase()}`}>
          <div className="info-org-unit">
            <Link to={`/police-station/${node.id}`} className="info-org-link">
              <Localized value={node.name} />
            </Link>
            <span className="info-org-officer">
              {node.officer ? (
                <>
                  {t("info.organization.in_charge")}: {t(`common.designations.${node.officer.designation}`)},{" "}
                  <Localized value={node.officer.name} />
                </>
              ) : (
                t("info.organization.no_officer")
              )}
            </span>
          </div>
          {node.children.length > 0 ? <OrgList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
