import type { ReportPageData } from "~/.server/reports/report-pages";
import { CitizenPage } from "~/components/layout/CitizenPage";
import { ReportForm } from "./ReportForm";

/**
 * The page of one kind of report (/suggestion, /complaint, /lost-and-found): heading, introduction
 * and the shared form. A new step from the server (without JavaScript, each step is a page load)
 * starts the form afresh.
 */
export function ReportPage({
  data,
  title,
  intro,
  children,
}: {
  data: ReportPageData;
  title: string;
  intro: string;
  children?: React.ReactNode;
}) {
  return (
    <CitizenPage title={title} description={intro}>
      <p className="citizen-intro">{intro}</p>
      {children}
      <ReportForm
        key={JSON.stringify(data.step)}
        kind={data.kind}
        settings={data.settings}
        step={data.step}
        opened={data.opened}
        idPrefix={data.kind}
        headingLevel={2}
        pageTitle={title}
      />
    </CitizenPage>
  );
}
