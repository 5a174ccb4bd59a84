import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher } from "react-router";
import type { ReportPageData } from "~/.server/reports/report-pages";
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
 *
 * The form's "opened at" stamp (app/.server/reports/form-guard.ts) must be the time the
 * form was put in front of the person. The home page comes from the page cache, so it cannot
 * carry one; the kind's page loader is never cached (no-store) and signs one for this browser on
 * every call. So each opening loads it again, with a fetcher of its own (keyed by the opening),
 * and the form shows only once that answer is in: a dialog opened a second time never reuses the
 * first opening's stamp. One small request per opening is the whole cost.
 */
export function CitizenReportDialog({ kind, open }: { kind: "suggestion" | "complaint"; open: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const page = REPORT_KIND_PATHS[kind].page;

  // A new session (a fresh form, and a fresh stamp) each time the dialog opens or closes.
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setSession((value) => value + 1);
  }
  const fetcher = useFetcher<ReportPageData>({ key: `citizen-dialog-${kind}-${session}` });
  const { load } = fetcher;
  const requested = useRef(-1);

  useEffect(() => {
    if (!open || !hydrated || requested.current === session) return;
    requested.current = session;
    void load(page);
  }, [open, hydrated, session, load, page]);

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
        opened={fetcher.data.opened}
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
