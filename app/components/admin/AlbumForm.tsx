/**
 * The form of a gallery album's title, shared by the new and edit pages: English (required) and
 * Marathi, and on the new page whether to publish at once. A plain form (no JavaScript needed).
 */
import { useTranslation } from "~/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { CheckboxField, ErrorSummary, TextField } from "../ui/fields";
import { CsrfField } from "../ui/form-page";
import { useAlbumErrors } from "./album-fields";

export type AlbumFormText = { title_en?: string | null; title_mr?: string | null };

export function AlbumForm(props: {
  values: AlbumFormText;
  errors: Record<string, string>;
  /** The new page offers publishing at once; the edit page has its own publishing form. */
  isNew: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { values, isNew } = props;
  const { message, summary } = useAlbumErrors(props.errors, ["title_en", "title_mr"]);
  return (
    <>
      <ErrorSummary errors={summary} />
      <Form method="post" noValidate className="admin-form">
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        <TextField
          id="title_en"
          name="title_en"
          label={t("admin.content.albums.title_en")}
          maxLength={300}
          defaultValue={values.title_en ?? ""}
          error={message("title_en")}
        />
        <TextField
          id="title_mr"
          name="title_mr"
          label={t("admin.content.albums.title_mr")}
          hint={t("admin.content.albums.title_mr_hint")}
          optional
          maxLength={300}
          lang="mr"
          defaultValue={values.title_mr ?? ""}
          error={message("title_mr")}
        />
        {isNew ? (
          <CheckboxField
            id="published"
            name="published"
            label={t("admin.content.articles.publish_now")}
            hint={t("admin.content.articles.publish_now_hint")}
          />
        ) : null}
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {props.submitLabel}
        </button>
      </Form>
    </>
  );
}
