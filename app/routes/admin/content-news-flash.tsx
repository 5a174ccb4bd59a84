import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { parseId } from "~/.server/api/json";
import { badRequest, readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf, editIntentSchema } from "~/.server/content-admin/content-form";
import { findNewsFlashForAdmin, saveNewsFlash, setNewsFlashActive } from "~/.server/content-admin/news-flashes-admin";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { CsrfField, Notice, PageTitle } from "~/components/admin/fields";
import { NewsFlashForm, type NewsFlashFormText } from "~/components/admin/NewsFlashForm";
import type { Route } from "./+types/content-news-flash";

function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

/** /admin/content/news-flashes/:id: edit a flash, show or hide it. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  const flash = id ? await findNewsFlashForAdmin(args.context.get(servicesContext), id) : undefined;
  if (!flash) throw notFound();
  const done = doneOf(args.request);
  return { flash, done: done === "deleted" ? null : done };
}

export async function action(args: Route.ActionArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const id = parseId(args.params.id);
  if (!id) throw notFound();
  const services = args.context.get(servicesContext);
  const actor = { id: access.user.id, origin: access.origin };
  const fields = await readForm(args.request);
  const intent = editIntentSchema.safeParse(fields.intent);
  if (!intent.success) throw badRequest();
  if (intent.data !== "save") {
    if (!(await setNewsFlashActive(services, actor, id, intent.data === "publish"))) throw notFound();
    throw redirect(`/admin/content/news-flashes/${id}?done=${intent.data}ed`);
  }
  const outcome = await saveNewsFlash(services, actor, id, fields);
  if (outcome.ok) throw redirect(`/admin/content/news-flashes/${id}?done=saved`);
  if (outcome.status === 404) throw notFound();
  const values: NewsFlashFormText = {
    text: (fields.text ?? "").slice(0, 1000),
    language: (fields.language ?? "").slice(0, 2),
    link: (fields.link ?? "").slice(0, 300),
    sort_order: (fields.sort_order ?? "").slice(0, 10),
  };
  return data({ values, errors: outcome.errors }, { status: 422 });
}

export default function EditNewsFlash({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { flash, done } = loaderData;
  const title = t("admin.content.flashes.edit_title");
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <div className="admin-page">
      <PageTitle title={title} hasErrors={Object.keys(errors).length > 0} />
      <p>
        <Link to="/admin/content/news-flashes">{t("admin.content.sections.news_flashes")}</Link>
      </p>
      <h1>{title}</h1>
      {done && !actionData ? (
        <Notice>
          <p>{t(`admin.content.flashes.done.${done}`)}</p>
        </Notice>
      ) : null}

      <section aria-labelledby="visibility-heading" className="admin-section">
        <h2 id="visibility-heading">{t("admin.content.flashes.visibility_heading")}</h2>
        <p>
          <span className={`admin-tag ${flash.active ? "admin-tag-on" : "admin-tag-off"}`}>
            {flash.active ? t("admin.content.status.shown") : t("admin.content.status.hidden")}
          </span>{" "}
          {flash.active ? t("admin.content.flashes.shown_intro") : t("admin.content.flashes.hidden_intro")}
        </p>
        <Form method="post" className="admin-form">
          <CsrfField />
          <input type="hidden" name="intent" value={flash.active ? "unpublish" : "publish"} />
          <button
            type="submit"
            className={flash.active ? "button admin-button-secondary" : "button"}
            disabled={navigation.state === "submitting"}
          >
            {flash.active ? t("admin.content.flashes.hide_submit") : t("admin.content.flashes.show_submit")}
          </button>
        </Form>
      </section>

      <NewsFlashForm
        values={
          actionData?.values ?? {
            text: flash.text,
            language: flash.language ?? "",
            link: flash.link ?? "",
            sort_order: String(flash.sort_order),
          }
        }
        errors={errors}
        isNew={false}
        submitLabel={t("admin.content.flashes.save_submit")}
      />

      <section aria-labelledby="delete-heading" className="admin-section">
        <h2 id="delete-heading">{t("admin.content.articles.delete_heading")}</h2>
        <p>
          <Link to={`/admin/content/news-flashes/${flash.id}/delete`} className="button admin-button-warning">
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
