import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { parseId } from "~/.server/api/json";
import { readForm } from "~/.server/auth/admin-forms";
import { requireStaff } from "~/.server/auth/guard";
import { CONTENT_ROLES, doneOf } from "~/.server/content-admin/content-form";
import { findNewsFlashForAdmin, saveNewsFlash, setNewsFlashActive } from "~/.server/content-admin/news-flashes-admin";
import { handlePublishIntent } from "~/.server/content-admin/publish-intent";
import { servicesContext } from "~/.server/context";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { ContentItemPage, DeleteSection, PublishSection } from "~/components/admin/ContentItemPage";
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
  await handlePublishIntent(fields.intent, `/admin/content/news-flashes/${id}`, (active) =>
    setNewsFlashActive(services, actor, id, active),
  );
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
  const { flash, done } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={t("admin.content.flashes.edit_title")}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: "/admin/content/news-flashes", label: t("admin.content.sections.news_flashes") }}
      notice={done && !actionData ? t(`admin.content.flashes.done.${done}`) : null}
    >
      <PublishSection published={flash.active} wording="visibility" />
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
      <DeleteSection to={`/admin/content/news-flashes/${flash.id}/delete`} />
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
