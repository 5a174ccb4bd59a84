/**
 * The list page of a content section (/admin/content/<section>): the way back to all content, the
 * heading with its "Add" button, the confirmation after a deletion, and the table of items in a
 * scrolling region that keyboard users can reach. Routes supply only their columns and cells.
 */
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { CONTENT_LOCALES, type Locale } from "~/i18n/locales";
import { ContentItemPage } from "./ContentItemPage";

export function ContentListPage(props: {
  title: string;
  add: { to: string; label: string };
  /** A confirmation to show (after a deletion), or null. */
  notice: string | null;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ContentItemPage
      title={props.title}
      back={{ to: "/admin/content", label: t("admin.content.all_content") }}
      action={props.add}
      notice={props.notice}
    >
      {props.children}
    </ContentItemPage>
  );
}

/**
 * An item's name as its row header, linking to its edit page: in English when it has one, else in
 * Marathi, with the Marathi name under an English one. Each is marked with its language.
 */
export function BilingualTitleCell({ to, texts }: { to: string; texts: Partial<Record<Locale, string | null>> }) {
  const [first, ...others] = CONTENT_LOCALES.flatMap((lang) => (texts[lang] ? [{ lang, text: texts[lang] }] : []));
  return (
    <th scope="row">
      <Link to={to}>{first ? <span lang={first.lang}>{first.text}</span> : null}</Link>
      {others.map(({ lang, text }) => (
        <span key={lang} className="admin-cell-note" lang={lang}>
          {text}
        </span>
      ))}
    </th>
  );
}
