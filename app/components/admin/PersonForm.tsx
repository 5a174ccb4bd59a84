/**
 * The form of a former commissioner (rank and tenure) or a leadership officer (title and place in
 * the order), shared by the new and edit pages: a plain multipart form, no JavaScript needed.
 */
import { useTranslation } from "~/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { ErrorSummary, TextField } from "../ui/fields";
import { CsrfField } from "../ui/form-page";
import { PhotoFields } from "./PhotoFields";

export type PeopleSectionName = "former-commissioners" | "leadership";
export type PersonFormText = Partial<Record<(typeof TEXT_FIELDS)[number], string | null>>;

/** Every text field either form may post (the route echoes them back after a refusal). */
export const TEXT_FIELDS = [
  "name_en",
  "name_mr",
  "rank_en",
  "rank_mr",
  "title_en",
  "title_mr",
  "tenure_start",
  "tenure_end",
  "sort_order",
] as const;

/** The texts of a section (its locale keys use underscores). */
export function peopleKey(section: PeopleSectionName) {
  return section === "leadership" ? "leadership" : "former_commissioners";
}

const PROBLEMS = [
  "name_missing",
  "name_too_long",
  "date_invalid",
  "tenure_order",
  "order_invalid",
  "image_invalid",
  "image_too_large",
] as const;
type Problem = (typeof PROBLEMS)[number];

export function PersonForm(props: {
  section: PeopleSectionName;
  values: PersonFormText;
  errors: Record<string, string>;
  /** Present when editing and the person has a photo: its thumbnail. */
  currentPhoto?: string | null;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { section, values, errors } = props;
  const key = peopleKey(section);
  const role = section === "leadership" ? "title" : "rank";
  const fields =
    section === "leadership"
      ? ["name_en", "name_mr", "title_en", "title_mr", "sort_order", "photo"]
      : ["name_en", "name_mr", "rank_en", "rank_mr", "tenure_start", "tenure_end", "photo"];
  const message = (field: string): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    if (field === `${role}_en` || field === `${role}_mr`)
      return t(`admin.content.people.${key}.${code === "rank_too_long" ? "role_too_long" : "role_missing"}`);
    if (PROBLEMS.includes(code as Problem)) return t(`admin.content.people.errors.${code as Problem}`);
    return t(`admin.content.people.errors.${field === "photo" ? "image_invalid" : "name_missing"}`);
  };
  const summary = fields.flatMap((field) => {
    const text = message(field);
    return text ? [{ id: field, message: text }] : [];
  });
  const value = (field: (typeof TEXT_FIELDS)[number]) => values[field] ?? "";
  return (
    <>
      <ErrorSummary errors={summary} />
      <Form method="post" encType="multipart/form-data" noValidate className="admin-form">
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        <TextField
          id="name_en"
          name="name_en"
          label={t("admin.content.people.name_en")}
          maxLength={200}
          autoComplete="off"
          lang="en"
          defaultValue={value("name_en")}
          error={message("name_en")}
        />
        <TextField
          id="name_mr"
          name="name_mr"
          label={t("admin.content.people.name_mr")}
          hint={t("admin.content.people.optional_hint")}
          optional
          maxLength={200}
          autoComplete="off"
          lang="mr"
          defaultValue={value("name_mr")}
          error={message("name_mr")}
        />
        <TextField
          id={`${role}_en`}
          name={`${role}_en`}
          label={t(`admin.content.people.${key}.role_en`)}
          maxLength={200}
          lang="en"
          defaultValue={value(`${role}_en`)}
          error={message(`${role}_en`)}
        />
        <TextField
          id={`${role}_mr`}
          name={`${role}_mr`}
          label={t(`admin.content.people.${key}.role_mr`)}
          hint={t("admin.content.people.optional_hint")}
          optional
          maxLength={200}
          lang="mr"
          defaultValue={value(`${role}_mr`)}
          error={message(`${role}_mr`)}
        />
        {section === "leadership" ? (
          <TextField
            id="sort_order"
            name="sort_order"
            inputMode="numeric"
            width="short"
            label={t("admin.content.people.sort_order")}
            hint={t("admin.content.people.sort_order_hint")}
            maxLength={7}
            defaultValue={value("sort_order")}
            error={message("sort_order")}
          />
        ) : (
          <>
            <TextField
              id="tenure_start"
              name="tenure_start"
              type="date"
              width="medium"
              label={t("admin.content.people.tenure_start")}
              defaultValue={value("tenure_start")}
              error={message("tenure_start")}
            />
            <TextField
              id="tenure_end"
              name="tenure_end"
              type="date"
              width="medium"
              label={t("admin.content.people.tenure_end")}
              defaultValue={value("tenure_end")}
              error={message("tenure_end")}
            />
          </>
        )}
        <PhotoFields texts="admin.content.people" currentPhoto={props.currentPhoto} error={message("photo")} />
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {props.submitLabel}
        </button>
      </Form>
    </>
  );
}
