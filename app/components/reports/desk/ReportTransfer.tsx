import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/use-format";
import { SelectField, TextArea } from "~/components/ui/fields";
import { DataTable } from "~/components/admin/DataTable";
import { IntentForm } from "~/components/admin/StaffForm";
import { TRANSFER_REASON_MAX } from "~/validation/inbox";

type Named = { name: string; lang?: string };

export type TransferRow = {
  id: number;
  at: string;
  actor: string | null;
  from: Named | null;
  to: Named | null;
  reason: string;
};

function StationName({ station }: { station: Named | null }) {
  const { t } = useTranslation();
  return station ? <span lang={station.lang}>{station.name}</span> : <>{t("admin.transfer.no_station")}</>;
}

/**
 * The report page's "police station" section: the transfers so far (or assignments
 * from the "to be assigned" queue), and the form that hands the report to another station with a
 * reason. A plain form post: works without JavaScript.
 */
export function ReportTransfer({
  transfers,
  stations,
  currentStationId,
  values,
  errors,
}: {
  transfers: TransferRow[];
  stations: Array<{ id: number; name: string; lang?: string }>;
  currentStationId: number | null;
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const choices = stations.filter((station) => station.id !== currentStationId);
  return (
    <section aria-labelledby="transfer-heading" className="admin-section">
      <h2 id="transfer-heading">
        {currentStationId === null ? t("admin.transfer.assign_heading") : t("admin.transfer.heading")}
      </h2>
      {transfers.length > 0 ? (
        <DataTable
          captionId="transfers-caption"
          caption={t("admin.transfer.caption")}
          columns={[
            t("admin.inbox.history_when"),
            t("admin.inbox.history_who"),
            t("admin.transfer.from"),
            t("admin.transfer.to"),
            t("admin.transfer.reason"),
          ]}
          items={transfers}
          row={(transfer) => (
            <>
              <td>
                <time dateTime={transfer.at}>{format.dateTime(transfer.at)}</time>
              </td>
              <td>{transfer.actor ?? "—"}</td>
              <td>
                <StationName station={transfer.from} />
              </td>
              <td>
                <StationName station={transfer.to} />
              </td>
              <td className="admin-preformatted">{transfer.reason}</td>
            </>
          )}
        />
      ) : null}
      <p>{t("admin.transfer.intro")}</p>
      <IntentForm
        intent="transfer"
        submit={currentStationId === null ? t("admin.transfer.assign_submit") : t("admin.transfer.submit")}
        noValidate
        actions
      >
        <SelectField
          id="to_station_id"
          name="to_station_id"
          label={t("admin.transfer.to_station")}
          options={[
            { value: "", label: t("admin.transfer.choose") },
            ...choices.map((station) => ({ value: String(station.id), label: station.name, lang: station.lang })),
          ]}
          defaultValue={values.to_station_id ?? ""}
          error={errors.to_station_id}
        />
        <TextArea
          id="reason"
          name="reason"
          label={t("admin.transfer.reason")}
          hint={t("admin.transfer.reason_hint")}
          defaultValue={values.reason ?? ""}
          error={errors.reason}
          maxLength={TRANSFER_REASON_MAX}
          rows={3}
        />
      </IntentForm>
    </section>
  );
}
