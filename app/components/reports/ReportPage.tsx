import type { ReportPageData } from "~/.server/reports/report-pages";
import { BackButton } from "~/components/ui/BackButton";
import { ReportForm } from "./ReportForm";
import { ShareTags } from "~/components/seo/ShareTags";

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
    <div className="citizen-page">
      <ShareTags title={title} description={intro} />
      <div className="page-header">
        <h1>{title}</h1>
        <BackButton />
      </div>
      <div className="citizen-layout">
        <div className="citizen-main">
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
        </div>
      </div>
    </div>
  );
}
