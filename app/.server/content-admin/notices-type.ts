/**
 * The definition of this content type for the staff pages (content-items.ts): its list, its
 * form's fields, words and messages, and how an item is loaded, saved, published and removed
 * (through the queries and the audit-writing service in notices-admin.ts).
 */
import { textsOf } from "../content/localized";
import type { ContentListDefinition } from "./content-types";
import type { ContentItemDefinition } from "./content-items";
import { problemMessages } from "./content-fields";
import {
  MAX_NOTICE_TITLE,
  deleteNotice,
  findNoticeForAdmin,
  listNoticesForAdmin,
  noticeFormValues,
  saveNotice,
} from "./notices-admin";

/** The notice board's list: newest first. */
export const noticesList: ContentListDefinition = {
  title: "admin.content.sections.notices",
  add: "admin.content.notices.add",
  caption: "admin.content.notices.caption",
  empty: "admin.content.notices.empty",
  deletedNotice: "admin.content.notices.done.deleted",
  columns: ["admin.content.notices.title_col", "admin.content.notices.posted_col"],
  rows: async (deps) => ({
    rows: (await listNoticesForAdmin(deps)).map((notice) => ({
      id: notice.id,
      cells: [
        { kind: "title", texts: textsOf(notice, "title") },
        { kind: "date-time", value: notice.posted_at },
      ],
    })),
  }),
};

/** A notice's add and edit pages. */
export const noticeItem: ContentItemDefinition = {
  list: noticesList,
  fields: [
    {
      kind: "text",
      name: "title_en",
      label: "admin.content.notices.title_en",
      maxLength: MAX_NOTICE_TITLE,
      input: "en",
    },
    {
      kind: "text",
      name: "title_mr",
      label: "admin.content.notices.title_mr",
      maxLength: MAX_NOTICE_TITLE,
      input: "mr",
    },
    {
      kind: "text",
      name: "title_hi",
      label: "admin.content.notices.title_hi",
      optional: true,
      maxLength: MAX_NOTICE_TITLE,
      input: "hi",
    },
    {
      kind: "text",
      name: "posted_date",
      type: "date",
      width: "medium",
      label: "admin.content.notices.posted_date",
      hint: "admin.content.notices.posted_date_hint",
    },
    {
      kind: "text",
      name: "posted_time",
      type: "time",
      width: "short",
      label: "admin.content.notices.posted_time",
      hint: "admin.content.notices.posted_time_hint",
    },
  ],
  message: problemMessages(
    "admin.content.notices.errors",
    ["title_en_missing", "title_mr_missing", "title_too_long", "date_invalid", "time_invalid"],
    {
      title_en: "title_en_missing",
      title_mr: "title_mr_missing",
      title_hi: "title_too_long",
      posted_date: "date_invalid",
      posted_time: "time_invalid",
    },
  ),
  words: {
    list: "admin.content.sections.notices",
    newHeading: "admin.content.notices.new_title",
    create: "admin.content.notices.create_submit",
    heading: "admin.content.notices.edit_title",
    save: "admin.content.notices.save_submit",
  },
  done: { created: "admin.content.notices.done.created", saved: "admin.content.notices.done.saved" },
  load: async (deps, id) => {
    const notice = await findNoticeForAdmin(deps, id);
    return notice && { title: notice.title_en, values: noticeFormValues(notice) };
  },
  save: (deps, actor, id, form) => saveNotice(deps, actor, id, form.fields),
  remove: deleteNotice,
};
