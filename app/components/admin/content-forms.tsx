/**
 * The form of each content type, by the name its definition gives (app/lib/admin-list.ts), with
 * the props every add and edit page passes: what was typed or stored, the problems, the files the
 * item has now, and the section it is in.
 */
import type { ContentFormName } from "~/lib/admin-list";
import { AlbumForm } from "./AlbumForm";
import { BookForm } from "./BookForm";
import { DocumentForm } from "./DocumentForm";
import { NewsFlashForm } from "./NewsFlashForm";
import { NoticeForm } from "./NoticeForm";
import { OfficerForm } from "./OfficerForm";
import { PersonForm } from "./PersonForm";

export type ContentFormProps = {
  section: string;
  isNew: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  current: Record<string, string | null>;
  submitLabel: string;
};

export const CONTENT_FORMS: Record<ContentFormName, (props: ContentFormProps) => React.ReactNode> = {
  notice: ({ values, errors, submitLabel }) => <NoticeForm values={values} errors={errors} submitLabel={submitLabel} />,
  "news-flash": ({ values, errors, submitLabel, isNew }) => (
    <NewsFlashForm values={values} errors={errors} submitLabel={submitLabel} isNew={isNew} />
  ),
  booklet: ({ values, errors, submitLabel, current }) => (
    <BookForm
      values={values}
      errors={errors}
      submitLabel={submitLabel}
      current={current.cover && current.file ? { cover: current.cover, file: current.file } : undefined}
    />
  ),
  officer: ({ values, errors, submitLabel, current }) => (
    <OfficerForm values={values} errors={errors} submitLabel={submitLabel} currentPhoto={current.photo} />
  ),
  person: ({ section, values, errors, submitLabel, current }) => (
    <PersonForm
      section={section === "leadership" ? "leadership" : "former-commissioners"}
      values={values}
      errors={errors}
      submitLabel={submitLabel}
      currentPhoto={current.photo}
    />
  ),
  document: ({ section, values, errors, submitLabel, current, isNew }) => (
    <DocumentForm
      values={values}
      errors={errors}
      submitLabel={submitLabel}
      closingDate={section === "tenders" || section === "recruitments"}
      currentFile={current.file ?? undefined}
      isNew={isNew}
    />
  ),
  album: ({ values, errors, submitLabel, isNew }) => (
    <AlbumForm values={values} errors={errors} submitLabel={submitLabel} isNew={isNew} />
  ),
};
