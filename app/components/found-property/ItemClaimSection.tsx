/**
 * The register item page's part of matching found property to its owner: while the item is unclaimed, the lost reports that
 * may be its owner's, each with why and a button to confirm it; once confirmed, the claim and the
 * hand-over form; once handed over, who collected it and the proof seen. Plain forms, no script.
 */
import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/use-format";
import type { ClaimView } from "~/.server/found-property/claims";
import type { ReportProposal } from "~/.server/found-property/match-proposals";
import { PROOF_TYPES } from "~/validation/inbox";
import { ErrorSummary, SelectField, TextField } from "../ui/fields";
import { CsrfField } from "../ui/form-page";
import { IntentForm } from "../admin/StaffForm";
import { MatchReasons } from "./MatchReasons";

const HAND_OVER_FIELDS = ["collected_by", "proof_type", "proof_last4"] as const;

export function ItemClaimSection(props: {
  claim: ClaimView | null;
  proposals: ReportProposal[];
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { claim, proposals, errors, values } = props;
  const day = (date: string) => format.dayMonthYear(date.length === 10 ? `${date}T00:00:00Z` : date);

  if (claim?.status === "handed_over") {
    return (
      <section aria-labelledby="claim-heading" className="admin-section">
        <h2 id="claim-heading">{t("admin.claims.handed_over_heading")}</h2>
        <p>
          {t("admin.claims.handed_over", {
            date: day(claim.handedOverAt ?? claim.confirmedAt),
            name: claim.collectedBy ?? "",
            proof: claim.proofType ? t(`admin.claims.proof_types.${claim.proofType}`) : "",
            last4: claim.proofLast4 ?? "",
          })}
        </p>
        <p>
          <ReportName id={claim.reportId} reference={claim.reference} linked={claim.reportLinked} />
        </p>
      </section>
    );
  }

  if (claim) {
    const errorText = (field: string) =>
      errors[field] ? t(`admin.claims.errors.${field as (typeof HAND_OVER_FIELDS)[number]}`) : undefined;
    const summary = HAND_OVER_FIELDS.flatMap((field) => {
      const message = errorText(field);
      return message ? [{ id: field, message }] : [];
    });
    return (
      <section aria-labelledby="claim-heading" className="admin-section">
        <h2 id="claim-heading">{t("admin.claims.in_progress_heading")}</h2>
        <p>
          {t("admin.claims.in_progress", { reference: claim.reference, date: day(claim.confirmedAt) })}{" "}
          {claim.smsSent ? t("admin.claims.sms_sent") : t("admin.claims.sms_not_sent")}
        </p>
        <p>
          <ReportName id={claim.reportId} reference={claim.reference} linked={claim.reportLinked} />
        </p>
        <h3>{t("admin.claims.hand_over_heading")}</h3>
        <ErrorSummary errors={summary} />
        <IntentForm intent="hand_over" submit={t("admin.claims.hand_over")} noValidate>
          <TextField
            id="collected_by"
            name="collected_by"
            label={t("admin.claims.collected_by")}
            defaultValue={values.collected_by}
            maxLength={100}
            autoComplete="off"
            error={errorText("collected_by")}
          />
          <SelectField
            id="proof_type"
            name="proof_type"
            label={t("admin.claims.proof_type")}
            options={[
              { value: "", label: t("admin.claims.proof_choose") },
              ...PROOF_TYPES.map((type) => ({ value: type, label: t(`admin.claims.proof_types.${type}`) })),
            ]}
            defaultValue={values.proof_type}
            error={errorText("proof_type")}
          />
          <TextField
            id="proof_last4"
            name="proof_last4"
            label={t("admin.claims.proof_last4")}
            hint={t("admin.claims.proof_last4_hint")}
            defaultValue={values.proof_last4}
            maxLength={4}
            width="short"
            autoComplete="off"
            spellCheck={false}
            error={errorText("proof_last4")}
          />
        </IntentForm>
      </section>
    );
  }

  return (
    <section aria-labelledby="matches-heading" className="admin-section">
      <h2 id="matches-heading">{t("admin.claims.matches_heading")}</h2>
      <p className="admin-hint">{t("admin.claims.matches_intro")}</p>
      {errors.match ? <p className="admin-error">{t(`admin.claims.errors.${errors.match as "taken"}`)}</p> : null}
      {proposals.length === 0 ? (
        <p className="empty-state">{t("admin.claims.matches_none")}</p>
      ) : (
        <ol className="admin-match-list">
          {proposals.map((proposal) => (
            <li key={proposal.id} className="admin-match">
              <p>
                {proposal.linked ? (
                  <Link to={`/admin/reports/${proposal.id}`}>{proposal.reference}</Link>
                ) : (
                  proposal.reference
                )}
                {proposal.lostOn ? <> · {day(proposal.lostOn)}</> : null}
                {proposal.station ? <> · {proposal.station}</> : null}
              </p>
              <p className="admin-cell-note">{proposal.excerpt}</p>
              <MatchReasons reasons={proposal.reasons} />
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="confirm_match" />
                <input type="hidden" name="report_id" value={proposal.id} />
                <button type="submit" className="button">
                  {t("admin.claims.confirm", { reference: proposal.reference })}
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A report's reference, as a link to its page when the member of staff may open it. */
function ReportName(props: { id: number; reference: string; linked: boolean }) {
  const { t } = useTranslation();
  return props.linked ? (
    <Link to={`/admin/reports/${props.id}`}>{t("admin.claims.open_report", { reference: props.reference })}</Link>
  ) : (
    <>{t("admin.claims.report_reference", { reference: props.reference })}</>
  );
}
