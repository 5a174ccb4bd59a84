import { ShareTags } from "~/components/seo/ShareTags";
import { BackButton } from "~/components/ui/BackButton";

/**
 * The frame of a citizen's form page (a report, the status check, the FIR dashboard's sign-in):
 * the heading with the back button beside it and one column under it. `description` is what a
 * shared link's preview says; a page that must not be shared or indexed (a status link) has none
 * and says so in `head`.
 */
export function CitizenPage(props: {
  title: string;
  description?: string;
  head?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="citizen-page">
      {props.description ? <ShareTags title={props.title} description={props.description} /> : null}
      {props.head}
      <div className="page-header">
        <h1>{props.title}</h1>
        <BackButton />
      </div>
      <div className="citizen-layout">
        <div className="citizen-main">{props.children}</div>
      </div>
    </div>
  );
}
