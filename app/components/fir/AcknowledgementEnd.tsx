import type { ReactNode } from "react";
import { QrCode } from "~/components/admin/QrCode";
import { useTranslation } from "~/i18n/use-translation";
import type { QrSvg } from "~/.server/auth/qr-code";
import { PrintButton } from "./PrintButton";

/**
 * How every printed acknowledgement ends (a report's and an FIR request's alike): the QR code and
 * address that let anyone check it is genuine, then, on screen only, its PDF, printing, and
 * `children` (where to go next).
 */
export function AcknowledgementEnd({
  qr,
  verifyUrl,
  pdfHref,
  downloadLabel,
  printLabel,
  children,
}: {
  qr: QrSvg;
  verifyUrl: string;
  pdfHref: string;
  downloadLabel: string;
  printLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <section className="fir-section" aria-labelledby="ack-verify">
        <h2 id="ack-verify">{t("acknowledgement.page.verify_heading")}</h2>
        <p>{t("acknowledgement.page.verify_text")}</p>
        <QrCode qr={qr} label={t("acknowledgement.page.qr_label")} className="ack-qr" />
        <p className="ack-url">{verifyUrl}</p>
      </section>
      <div className="fir-actions fir-no-print">
        {/* A plain link to a file: it works without JavaScript, and the router must not take it over. */}
        <a className="button" href={pdfHref} type="application/pdf" download>
          {downloadLabel}
        </a>
        <PrintButton label={printLabel} />
        {children}
      </div>
    </>
  );
}
