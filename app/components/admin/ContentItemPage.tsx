/**
 * The parts of the content pages: the frame of a section's list and of an item's new and edit pages
 * (the way back, the heading, the confirmation of what was just done), the small form that publishes or
 * unpublishes it (its own post, so it never saves half-typed changes), and the link to the
 * confirmation step of deleting.
 */
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { Notice, PageTitle } from "../ui/form-page";
import { IntentForm } from "./StaffForm";
import { StatusTag, type StatusWording } from "./StatusTag";

export function ContentItemPage(props: {
  title: string;
  hasErrors?: boolean;
  back: { to: string; label: string };
  /** A button-styled link beside the heading (a list's "Add …"). */
  action?: { to: string; label: string };
  /** A confirmation to show (after a redirect); none on a new item's page. */
  notice?: string | null;
  children: React.ReactNode;
}) {
  const { title, back, action, notice } = props;
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={props.hasErrors} />
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      {action ? (
        <div className="page-header">
          <h1>{title}</h1>
          <Link to={action.to} className="button">
            {action.label}
          </Link>
        </div>
      ) : (
        <h1>{title}</h1>
      )}
      {notice ? (
        <Notice>
          <p>{notice}</p>
        </Notice>
      ) : null}
      {props.children}
    </div>
  );
}

/**
 * Whether the item is public, and the button that changes it (posts `intent=publish|unpublish`).
 * `publicPath` links to where the public sees it, while it is published.
 */
export function PublishSection(props: { published: boolean; publicPath?: string; wording?: StatusWording }) {
  const { t } = useTranslation();
  const { published, publicPath, wording = "publishing" } = props;
  const text =
    wording === "publishing"
      ? {
          id: "publishing-heading",
          heading: t("admin.content.articles.publishing_heading"),
          intro: t(published ? "admin.content.articles.published_intro" : "admin.content.articles.draft_intro"),
          submit: t(published ? "admin.content.articles.unpublish_submit" : "admin.content.articles.publish_submit"),
        }
      : {
          id: "visibility-heading",
          heading: t("admin.content.flashes.visibility_heading"),
          intro: t(published ? "admin.content.flashes.shown_intro" : "admin.content.flashes.hidden_intro"),
          submit: t(published ? "admin.content.flashes.hide_submit" : "admin.content.flashes.show_submit"),
        };
  return (
    <section aria-labelledby={text.id} className="admin-section">
      <h2 id={text.id}>{text.heading}</h2>
      <p>
        <StatusTag on={published} wording={wording} /> {text.intro}
      </p>
      {published && publicPath ? (
        <p>
          <a href={publicPath}>{t("admin.content.view_public")}</a>
        </p>
      ) : null}
      <IntentForm
        intent={published ? "unpublish" : "publish"}
        submit={text.submit}
        look={published ? "admin-button-secondary" : undefined}
      />
    </section>
  );
}

/** The way to delete the item: a link to its confirmation page (ConfirmDeletePage). */
export function DeleteSection({ to, intro, link }: { to: string; intro?: string; link?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="delete-heading" className="admin-section">
      <h2 id="delete-heading">{t("admin.content.articles.delete_heading")}</h2>
      {intro ? <p>{intro}</p> : null}
      <p>
        <Link to={to} className="button admin-button-warning">
          {link ?? t("admin.content.articles.delete_link")}
        </Link>
      </p>
    </section>
  );
}
