import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { findBookForAdmin, saveBook, setBookPublished } from "~/.server/content-admin/books-admin";
import { CONTENT_ROLES, doneOf, editIntentSchema, readContentForm } from "~/.server/content-admin/content-form";
import { servicesContext } from "~/.server/context";
import { storageUrl } from "~/.server/storage/file-storage";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { BookForm, type BookFormText } from "~/components/admin/BookForm";
import { CsrfField, Notice, PageTitle } from "~/components/admin/fields";
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
  const intent = editIntentSchema.safeParse(form.fields.intent);
  if (!intent.success) throw badRequest();
  if (intent.data !== "save") {
    if (!(await setBookPublished(services, actor, id, intent.data === "publish"))) throw notFound();
    throw redirect(`/admin/content/booklets/${id}?done=${intent.data}ed`);
  }
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
  const navigation = useNavigation();
  const { book, done } = loaderData;
  const heading = book.name_en || book.name_mr || t("admin.content.no_title");
  const title = t("admin.content.books.edit_title", { title: heading });
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={Object.keys(errors).length > 0} />
      <p>
        <Link to="/admin/content/booklets">{t("admin.content.sections.booklets")}</Link>
      </p>
      <h1>{title}</h1>
      {done && !actionData ? (
        <Notice>
          <p>{t(`admin.content.articles.done.${done}`)}</p>
        </Notice>
      ) : null}

      <section aria-labelledby="publishing-heading" className="admin-section">
        <h2 id="publishing-heading">{t("admin.content.articles.publishing_heading")}</h2>
        <p>
          <span className={`admin-tag ${book.published ? "admin-tag-on" : "admin-tag-off"}`}>
            {book.published ? t("admin.content.status.published") : t("admin.content.status.draft")}
          </span>{" "}
          {book.published ? t("admin.content.articles.published_intro") : t("admin.content.articles.draft_intro")}
        </p>
        {book.published ? (
          <p>
            <a href="/initiatives">{t("admin.content.view_public")}</a>
          </p>
        ) : null}
        <Form method="post" className="admin-form">
          <CsrfField />
          <input type="hidden" name="intent" value={book.published ? "unpublish" : "publish"} />
          <button
            type="submit"
            className={book.published ? "button admin-button-secondary" : "button"}
            disabled={navigation.state === "submitting"}
          >
            {book.published ? t("admin.content.articles.unpublish_submit") : t("admin.content.articles.publish_submit")}
          </button>
        </Form>
      </section>

      <BookForm
        values={actionData?.values ?? book}
        errors={errors}
        current={{ cover: book.cover, file: book.file }}
        submitLabel={t("admin.content.articles.save_submit")}
      />

      <section aria-labelledby="delete-heading" className="admin-section">
        <h2 id="delete-heading">{t("admin.content.articles.delete_heading")}</h2>
        <p>{t("admin.content.articles.delete_intro")}</p>
        <p>
          <Link to={`/admin/content/booklets/${book.id}/delete`} className="button admin-button-warning">
            {t("admin.content.articles.delete_link")}
          </Link>
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
