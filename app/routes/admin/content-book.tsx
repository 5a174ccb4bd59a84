import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { requireStaff } from "~/.server/auth/guard";
import { findBookForAdmin, saveBook, setBookPublished } from "~/.server/content-admin/books-admin";
import { CONTENT_ROLES, doneOf, readContentForm } from "~/.server/content-admin/content-form";
import { handlePublishIntent } from "~/.server/content-admin/publish-intent";
import { servicesContext } from "~/.server/context";
import { storageUrl } from "~/.server/storage/file-storage";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { BookForm, type BookFormText } from "~/components/admin/BookForm";
import { ContentItemPage, DeleteSection, PublishSection } from "~/components/admin/ContentItemPage";
import type { Route } from "./+types/content-book";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/booklets/:id: edit a booklet, publish or unpublish it. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  const book = id ? await findBookForAdmin(args.context.get(servicesContext), id) : undefined;
  if (!book) throw notFound();
  const done = doneOf(args.request);
  return {
    book: {
      id: book.id,
      name_en: book.name_en,
      name_mr: book.name_mr,
      sort_order: String(book.sort_order),
      published: book.published,
      cover: `/storage/${book.image_key}/thumb.webp`,
      file: storageUrl(book.file),
    },
    done: done === "deleted" ? null : done,
  };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const services = args.context.get(servicesContext);
  const actor = { id: access.user.id, origin: access.origin };
  const form = await readContentForm(args.request);
  await handlePublishIntent(form.fields.intent, `/admin/content/booklets/${id}`, (published) =>
    setBookPublished(services, actor, id, published),
  );
  const outcome = await saveBook(services, actor, id, form);
  if (outcome.ok) throw redirect(`/admin/content/booklets/${id}?done=saved`);
  if (outcome.status === 404) throw notFound();
  const values: BookFormText = {
    name_en: (form.fields.name_en ?? "").slice(0, 1000),
    name_mr: (form.fields.name_mr ?? "").slice(0, 1000),
    sort_order: (form.fields.sort_order ?? "").slice(0, 10),
  };
  return data({ values, errors: outcome.errors }, { status: outcome.status });
}

export default function EditBook({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { book, done } = loaderData;
  const heading = book.name_en || book.name_mr || t("admin.content.no_title");
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={t("admin.content.books.edit_title", { title: heading })}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: "/admin/content/booklets", label: t("admin.content.sections.booklets") }}
      notice={done && !actionData ? t(`admin.content.articles.done.${done}`) : null}
    >
      <PublishSection published={book.published} publicPath="/initiatives" />
      <BookForm
        values={actionData?.values ?? book}
        errors={errors}
        current={{ cover: book.cover, file: book.file }}
        submitLabel={t("admin.content.articles.save_submit")}
      />
      <DeleteSection
        to={`/admin/content/booklets/${book.id}/delete`}
        intro={t("admin.content.articles.delete_intro")}
      />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
