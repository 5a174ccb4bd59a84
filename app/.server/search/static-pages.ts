/**
 * Pages whose text lives in the locale files (policies, FAQ, safety tips …) are searchable too:
 * at start-up their words are copied into `search_pages`, whose triggers put them in the search
 * (SQLite's FTS5 index, PostgreSQL's `search_rows`). Their text only changes with a new release, and every
 * release starts the application again.
 */
import { CONTENT_LOCALES } from "~/i18n/locales";
import type { Resources } from "~/locales/types";
import type { Db } from "../db/connection";
import { RESOURCES } from "../i18n/resources";

type Section = { title: string } & Record<string, unknown>;

/** Each page and the part of the locale files that holds its title and text. */
const PAGES: { path: string; section: (resources: Resources) => Section }[] = [
  { path: "/about-us", section: (r) => r.info.about },
  { path: "/our-leadership", section: (r) => r.info.leadership },
  { path: "/organizational-structure", section: (r) => r.info.organization },
  { path: "/faq", section: (r) => r.info.faq },
  { path: "/appeal-to-citizens", section: (r) => r.info.appeal },
  { path: "/safety-tips", section: (r) => r.info.safety },
  { path: "/martyrs", section: (r) => r.info.martyrs },
  { path: "/plasma", section: (r) => r.info.plasma },
  { path: "/copyright-policy", section: (r) => r.policies.copyright },
  { path: "/hyperlinking-policy", section: (r) => r.policies.hyperlinking },
  { path: "/privacy-policy", section: (r) => r.policies.privacy },
  { path: "/terms-of-use", section: (r) => r.policies.terms },
  { path: "/disclaimer", section: (r) => r.policies.disclaimer },
  { path: "/accessibility-statement", section: (r) => r.policies.accessibility },
  { path: "/screen-reader-access", section: (r) => r.policies.screen_reader },
  { path: "/help", section: (r) => r.policies.help },
  { path: "/feedback", section: (r) => r.policies.feedback },
];

/** Every string under a section but its title, without interpolation placeholders. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value.replace(/\{\{[^}]*\}\}/g, " ")];
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

export async function indexStaticPages(db: Db): Promise<void> {
  // search_pages holds the languages of its CHECK (migration 030), as the rest of the index does.
  const rows = PAGES.flatMap(({ path, section }) =>
    CONTENT_LOCALES.map((locale) => {
      const { title, ...rest } = section(RESOURCES[locale]);
      return { path, locale, title, body: texts(rest).join("\n") };
    }),
  );
  // An upsert rather than "delete all, insert": several instances may start at once.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("search_pages")
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(["path", "locale"])
          .doUpdateSet((eb) => ({ title: eb.ref("excluded.title"), body: eb.ref("excluded.body") })),
      )
      .execute();
    await trx
      .deleteFrom("search_pages")
      .where(
        "path",
        "not in",
        PAGES.map((page) => page.path),
      )
      .execute();
  });
}
