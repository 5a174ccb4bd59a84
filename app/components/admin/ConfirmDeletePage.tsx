import { useTranslation } from "~/i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { CsrfField, PageTitle } from "../ui/form-page";

/**
 * The confirmation step before deleting a content item: what will be deleted, a button that posts
 * `confirm=yes` (the actions refuse a post without it), and a way back to the item.
 */
export function ConfirmDeletePage({ itemTitle, cancelTo }: { itemTitle: string; cancelTo: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const title = t("admin.content.delete.title", { title: itemTitle });
  return (
    <div className="admin-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p>{t("admin.content.delete.intro")}</p>
      <Form method="post" className="admin-form admin-actions">
        <CsrfField />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className="button admin-button-warning" disabled={navigation.state === "submitting"}>
          {t("admin.content.delete.confirm")}
        </button>
        <Link to={cancelTo}>{t("admin.content.delete.cancel")}</Link>
      </Form>
    </div>
  );
}
