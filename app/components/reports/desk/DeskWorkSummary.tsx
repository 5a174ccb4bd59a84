import { Link } from "react-router";
import type { DeskWork } from "~/.server/reports/desk/desk-work";
import { useFormat } from "~/i18n/use-format";
import { useTranslation } from "~/i18n/use-translation";
import { DataTable } from "../../admin/DataTable";
import { SummarySection, type SummaryRow } from "../../admin/SummarySection";

/**
 * The dashboard's "your desk's work": counts that link to the inbox filtered to them,
 * the report that has waited longest, and the "to be assigned" queue (oldest first) for those who
 * may assign a station.
 */
export function DeskWorkSummary({ work }: { work: DeskWork }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { oldestWaiting, toBeAssigned } = work;
  return (
    <>
      <SummarySection
        id="work-heading"
        heading={t("admin.dashboard.work.heading")}
        rows={[
          [
            t("admin.dashboard.work.new"),
            <Link to="/admin/reports?status=received">{format.number(work.newCount)}</Link>,
          ],
          [t("admin.dashboard.work.in_progress"), format.number(work.inProgressCount)],
          ...(toBeAssigned
            ? [
                [
                  t("admin.dashboard.work.to_be_assigned"),
                  <a href="#queue-heading">{format.number(toBeAssigned.count)}</a>,
                ] as SummaryRow,
              ]
            : []),
          [
            t("admin.dashboard.work.oldest_waiting"),
            oldestWaiting ? (
              <>
                <Link to={`/admin/reports/${oldestWaiting.id}`}>{oldestWaiting.reference}</Link>{" "}
                {oldestWaiting.confirmed_at
                  ? t("admin.dashboard.work.waiting_since", { date: format.dateTime(oldestWaiting.confirmed_at) })
                  : null}
              </>
            ) : (
              t("admin.dashboard.work.none_waiting")
            ),
          ],
        ]}
      />
      {toBeAssigned ? (
        <section aria-labelledby="queue-heading" className="admin-section">
          <h2 id="queue-heading">{t("admin.dashboard.work.queue_heading")}</h2>
          <p>{t("admin.dashboard.work.queue_intro")}</p>
          {toBeAssigned.oldest.length === 0 ? (
            <p>{t("admin.dashboard.work.queue_empty")}</p>
          ) : (
            <DataTable
              captionId="queue-caption"
              caption={t("admin.dashboard.work.queue_caption")}
              columns={[
                t("admin.inbox.column_reference"),
                t("admin.inbox.column_kind"),
                t("admin.inbox.column_received"),
              ]}
              items={toBeAssigned.oldest}
              row={(item) => (
                <>
                  <td>
                    <Link to={`/admin/reports/${item.id}`}>{item.reference}</Link>
                  </td>
                  <td>{t(`admin.inbox.kinds.${item.kind}`)}</td>
                  <td>
                    {item.confirmed_at ? (
                      <time dateTime={item.confirmed_at}>{format.dateTime(item.confirmed_at)}</time>
                    ) : null}
                  </td>
                </>
              )}
            />
          )}
          {toBeAssigned.count > toBeAssigned.oldest.length ? (
            <p>
              {t("admin.dashboard.work.queue_more", {
                shown: format.number(toBeAssigned.oldest.length),
                total: format.number(toBeAssigned.count),
              })}
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
