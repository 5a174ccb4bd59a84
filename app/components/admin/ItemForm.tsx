/**
 * The frame of a content item's form, shared by the new and edit pages of every section: the error
 * summary, a plain post (multipart when it carries files) with the CSRF field and `intent=save`,
 * the "publish now" box on new items, and the submit button. Works without JavaScript.
 */
import { useTranslation } from "~/i18n/use-translation";
import { CheckboxField, ErrorSummary } from "../ui/fields";
import { IntentForm } from "./StaffForm";

export function ItemForm(props: {
  summary: Array<{ id: string; message: string }>;
  /** Whether the form uploads files. */
  multipart?: boolean;
  /** Offer to publish at once (new items; an edit page publishes with its own button). */
  publishNow?: boolean;
  submitLabel: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { multipart = true } = props;
  return (
    <>
      <ErrorSummary errors={props.summary} />
      <IntentForm intent="save" submit={props.submitLabel} multipart={multipart} noValidate>
        {props.children}
        {props.publishNow ? (
          <CheckboxField
            id="published"
            name="published"
            label={t("admin.content.articles.publish_now")}
            hint={t("admin.content.articles.publish_now_hint")}
          />
        ) : null}
      </IntentForm>
    </>
  );
}
