import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher } from "react-router";
import type { ReportPageData } from "~/.server/content/citizen/citizen-pages";
import { Spinner } from "~/components/ui/Spinner";
import { useHydrated } from "~/components/ui/use-hydrated";
import styles from "~/styles/pages/citizen.css?url";
import { REPORT_KIND_PATHS } from "~/validation/citizen-rules";
import { ReportForm } from "./ReportForm";

/**
 * The body of the suggestion and complaint dialogs on the home page (SPEC §2 "Modals"). The form's
 * settings (code length, retention period) come from the kind's page loader once the dialog
 * opens. Every time the dialog is shown or hidden the form starts afresh (SPEC §4: terms, fields,
 * record, code error and success are all cleared). Without JavaScript the dialog offers the
 * kind's own page instead.
 */
export function CitizenReportDialog({ kind, open }: { kind: "suggestion" | "complaint"; open: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ReportPageData>();
  const { load } = fetcher;
  const page = REPORT_KIND_PATHS[kind].page;
  const requested = useRef(false);

  // A new session (a fresh form) each time the dialog opens or closes.
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setSession((value) => value + 1);
  }

  useEffect(() => {
    if (!open || !hydrated || requested.current) return;
    requested.current = true;
    void load(page);
  }, [open, hydrated, load, page]);

  let body: React.ReactNode = null;
  if (open && !hydrated) {
    body = (
      <>
        <p>{t("citizen.dialog.no_script")}</p>
        <p>
          <a href={page} className="button">
            {t("citizen.dialog.open_page")}
          </a>
        </p>
      </>
    );
  } else if (open && !fetcher.data) {
    body = <Spinner />;
  } else if (open && fetcher.data) {
    body = (
      <ReportForm
        key={session}
        kind={kind}
        settings={fetcher.data.settings}
        step={{ name: "form" }}
        idPrefix={`dialog-${kind}`}
        headingLevel={3}
      />
    );
  }

  return (
    <>
      <link rel="stylesheet" href={styles} precedence="default" />
      <div className="citizen-dialog">{body}</div>
    </>
  );
}
