import { useTranslation } from "~/i18n/use-translation";
import type { MyReport } from "~/.server/fir/fir-requests";
import { useFormat } from "~/i18n/use-format";

/** The signed-in citizen's own requests and reports, newest first, with their status. */
export function MyReports({ reports }: { reports: MyReport[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="fir-section" aria-labelledby="fir-my-requests">
      <h2 id="fir-my-requests">{t("fir.dashboard.my_requests")}</h2>
      <p>{t("fir.dashboard.my_requests_intro")}</p>
      {reports.length === 0 ? (
        <p className="fir-empty">{t("fir.dashboard.none")}</p>
      ) : (
        <div className="fir-table-wrap">
          <table className="fir-table">
            <thead>
              <tr>
                <th scope="col">{t("fir.dashboard.reference")}</th>
                <th scope="col">{t("fir.dashboard.kind")}</th>
                <th scope="col">{t("fir.dashboard.submitted")}</th>
                <th scope="col">{t("fir.dashboard.status")}</th>
                <th scope="col">{t("fir.dashboard.fir_number")}</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr key={report.reference}>
                  <th scope="row">
                    {report.kind === "fir" ? (
                      <a href={`/fir-dashboard/requests/${report.reference}`}>{report.reference}</a>
                    ) : (
                      report.reference
                    )}
                  </th>
                  <td>{t(`citizen.kinds.${report.kind}`)}</td>
                  <td>
                    <time dateTime={report.submittedAt}>{format.dateTime(report.submittedAt)}</time>
                  </td>
                  <td>
                    <span className={`citizen-status citizen-status-${report.status}`}>
                      {t(`citizen.statuses.${report.status}`)}
                    </span>
                    {report.publicRemark ? (
                      <span className="fir-remark">{t("fir.dashboard.remark", { remark: report.publicRemark })}</span>
                    ) : null}
                  </td>
                  <td>
                    {report.kind !== "fir"
                      ? t("fir.dashboard.not_applicable")
                      : (report.firNumber ?? t("fir.dashboard.not_registered"))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
