import { data } from "react-router";
import { createItem, newItemPage, type CreatableSection } from "~/.server/content-admin/content-creation";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { AlbumForm } from "~/components/admin/AlbumForm";
import { BookForm } from "~/components/admin/BookForm";
import { ContentItemPage } from "~/components/admin/ContentItemPage";
import { NewsFlashForm } from "~/components/admin/NewsFlashForm";
import { NoticeForm } from "~/components/admin/NoticeForm";
import { OfficerForm } from "~/components/admin/OfficerForm";
import type { TranslationKey } from "~/i18n/translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/content-new";

/**
 * /admin/content/<section>/new for the types whose new item is one form (content-creation.ts
 * describes each): news flashes, notices, booklets, officers and albums (whose photos and videos
 * are added on the album's page).
 */
export async function loader(args: Route.LoaderArgs) {
  return newItemPage(args);
}

export async function action(args: Route.ActionArgs) {
  const { status, ...refused } = await createItem(args);
  return data(refused, { status });
}

type FormProps = { values: Record<string, string>; errors: Record<string, string>; submitLabel: string };

/** Each type's heading, the list it comes from, its form and the words on the form's button. */
const NEW_PAGES: Record<
  CreatableSection,
  { title: TranslationKey; list: TranslationKey; submit: TranslationKey; form: (props: FormProps) => React.ReactNode }
> = {
  "news-flashes": {
    title: "admin.content.flashes.new_title",
    list: "admin.content.sections.news_flashes",
    submit: "admin.content.flashes.create_submit",
    form: (props) => <NewsFlashForm {...props} isNew />,
  },
  notices: {
    title: "admin.content.notices.new_title",
    list: "admin.content.sections.notices",
    submit: "admin.content.notices.create_submit",
    form: (props) => <NoticeForm {...props} />,
  },
  booklets: {
    title: "admin.content.books.add",
    list: "admin.content.sections.booklets",
    submit: "admin.content.articles.create_submit",
    form: (props) => <BookForm {...props} />,
  },
  officers: {
    title: "admin.content.officers.add",
    list: "admin.content.sections.officers",
    submit: "admin.content.articles.create_submit",
    form: (props) => <OfficerForm {...props} />,
  },
  albums: {
    title: "admin.content.albums.add",
    list: "admin.content.sections.albums",
    submit: "admin.content.articles.create_submit",
    form: (props) => <AlbumForm {...props} isNew />,
  },
};

export default function NewContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section } = loaderData;
  const page = NEW_PAGES[section];
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <ContentItemPage
      title={t(page.title)}
      hasErrors={Object.keys(errors).length > 0}
      back={{ to: `/admin/content/${section}`, label: t(page.list) }}
    >
      {page.form({ values: actionData?.values ?? {}, errors, submitLabel: t(page.submit) })}
    </ContentItemPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
