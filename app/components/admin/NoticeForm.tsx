/** The form of a notice-board notice, shared by the new and edit pages (a plain form, no JavaScript needed). */
import { useTranslation } from "~/i18n/use-translation";
import { TextField } from "../ui/fields";
import { formErrors } from "./form-errors";
import { ItemForm } from "./ItemForm";

export type NoticeFormText = { title_en?: string; title_mr?: string; posted_date?: string; posted_time?: string };

const PROBLEMS = ["title_en_missing", "title_mr_missing", "title_too_long", "date_invalid", "time_invalid"] as const;
type Problem = (typeof PROBLEMS)[number];
const FALLBACK: Partial<Record<string, Problem>> = {
  title_en: "title_en_missing",
  title_mr: "title_mr_missing",
  posted_date: "date_invalid",
  posted_time: "time_invalid",
};

export function NoticeForm(props: { values: NoticeFormText; errors: Record<string, string>; submitLabel: string }) {
  const { t } = useTranslation();
  const { values } = props;
  const { message, summary } = formErrors(props.errors, {
    problems: PROBLEMS,
    fallback: FALLBACK,
    order: ["title_en", "title_mr", "posted_date", "posted_time"],
    text: (problem) => t(`admin.content.notices.errors.${problem}`),
  });
  return (
    <ItemForm summary={summary} multipart={false} submitLabel={props.submitLabel}>
      <TextField
        id="title_en"
        name="title_en"
        label={t("admin.content.notices.title_en")}
        maxLength={200}
        lang="en"
        defaultValue={values.title_en}
        error={message("title_en")}
      />
      <TextField
        id="title_mr"
        name="title_mr"
        label={t("admin.content.notices.title_mr")}
        maxLength={200}
        lang="mr"
        defaultValue={values.title_mr}
        error={message("title_mr")}
      />
      <TextField
        id="posted_date"
        name="posted_date"
        type="date"
        width="medium"
        label={t("admin.content.notices.posted_date")}
        hint={t("admin.content.notices.posted_date_hint")}
        defaultValue={values.posted_date}
        error={message("posted_date")}
      />
      <TextField
        id="posted_time"
        name="posted_time"
        type="time"
        width="short"
        label={t("admin.content.notices.posted_time")}
        hint={t("admin.content.notices.posted_time_hint")}
        defaultValue={values.posted_time}
        error={message("posted_time")}
      />
    </ItemForm>
  );
}
