/**
 * A lost report's page, its part of matching found property to its owner: the register items that may be the citizen's
 * property, best first, each with why and a link to the item's page, where the claim is confirmed
 * (the item page holds the claim and hand-over forms, so there is one place to do it). Items come
 * from every station; one held at a station outside a desk officer's scope is named, not linked:
 * its own desk confirms the claim. Once the report has a claim, only the claimed item.
 */
import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/use-format";
import type { ItemProposal } from "~/.server/found-property/match-proposals";
import { MatchReasons } from "../../found-property/MatchReasons";

export function ReportMatchesSection(props: {
  proposals: ItemProposal[];
  claimedItem: { id: number; number: string; linked: boolean } | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { proposals, claimedItem } = props;

  if (claimedItem) {
    return (
      <section aria-labelledby="item-matches-heading" className="admin-section">
        <h2 id="item-matches-heading">{t("admin.claims.in_progress_heading")}</h2>
        <p>
          <ItemName id={claimedItem.id} number={claimedItem.number} linked={claimedItem.linked} />
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="item-matches-heading" className="admin-section">
      <h2 id="item-matches-heading">{t("admin.claims.items_heading")}</h2>
      <p className="admin-hint">{t("admin.claims.items_intro")}</p>
      {proposals.length === 0 ? (
        <p className="empty-state">{t("admin.claims.items_none")}</p>
      ) : (
        <ol className="admin-match-list">
          {proposals.map((proposal) => (
            <li key={proposal.id} className="admin-match">
              <p>
                <ItemName id={proposal.id} number={proposal.number} linked={proposal.linked} />
                {" · "}
                {format.dayMonthYear(`${proposal.foundOn}T00:00:00Z`)} · {proposal.station}
              </p>
              <p className="admin-cell-note" lang={proposal.descriptionLang}>
                {proposal.description}
              </p>
              <MatchReasons reasons={proposal.reasons} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A register item's number, as a link to its page when the member of staff may open it. */
function ItemName(props: { id: number; number: string; linked: boolean }) {
  const { t } = useTranslation();
  return props.linked ? (
    <Link to={`/admin/found-property/${props.id}`}>{t("admin.claims.open_item", { number: props.number })}</Link>
  ) : (
    <>{t("admin.claims.item_number", { number: props.number })}</>
  );
}
