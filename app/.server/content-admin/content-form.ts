/**
 * Reading the content screens' posts: plain urlencoded forms and multipart forms with uploads.
 * Text fields are the first value of each name; repeated names (checkbox lists) and files are read
 * separately. A browser sends an empty file part when nothing was chosen: that is no file.
 */
import { z } from "zod";
import { badRequest } from "../auth/admin-forms";
import type { Db } from "../db/connection";
import type { FileStorage } from "../storage/file-storage";
import type { Clock } from "../clock";
import type { RequestOrigin } from "../auth/auth-core";

/** What the content services need from the application's services. */
export type ContentDeps = { db: Db; storage: FileStorage; clock: Clock };

/** Who is acting and from where, for the audit log. */
export type ContentActor = { id: number; origin: RequestOrigin | null };

export type ContentForm = {
  fields: Record<string, string>;
  all(name: string): string[];
  files(name: string): File[];
};

export async function readContentForm(request: Request): Promise<ContentForm> {
  const form = await request.formData().catch(() => null);
  if (!form) throw badRequest();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return {
    fields,
    all: (name) => form.getAll(name).filter((value): value is string => typeof value === "string"),
    files: (name) => form.getAll(name).filter((value): value is File => typeof value !== "string" && value.size > 0),
  };
}

/** Positive whole numbers from a list of form values (ids of pictures to remove …); junk is ignored. */
export function idList(values: string[]): number[] {
  return [...new Set(values.filter((value) => /^[1-9]\d{0,8}$/.test(value)).map(Number))];
}

/** Who may manage the public website's content (desk officers may not). */
export const CONTENT_ROLES = ["admin", "editor"] as const;

/** The confirmations a content page shows after a redirect (`?done=`). */
export const CONTENT_DONE = ["created", "saved", "published", "unpublished", "deleted"] as const;
export type ContentDone = (typeof CONTENT_DONE)[number];

/** The confirmations after a change, for the types whose words are the articles' own. */
export const ARTICLE_DONE = {
  created: "admin.content.articles.done.created",
  saved: "admin.content.articles.done.saved",
  published: "admin.content.articles.done.published",
  unpublished: "admin.content.articles.done.unpublished",
} as const;

export function doneOf(request: Request): ContentDone | null {
  const done = new URL(request.url).searchParams.get("done");
  return CONTENT_DONE.includes(done as ContentDone) ? (done as ContentDone) : null;
}

/** The buttons of an edit page: save the form, or show / hide the item. */
export const editIntentSchema = z.enum(["save", "publish", "unpublish"]);

/** The confirmation step's form: a post without it deletes nothing. */
export const confirmDeleteSchema = z.object({ confirm: z.literal("yes") });

/** A refused form's problems, one per field (the first zod found), keyed by field name. */
export function errorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** An optional text that must match `pattern` when given (a phone number): "" when left empty. */
export const optionalMatching = (pattern: RegExp, maxLength: number, problem: string) =>
  z
    .string()
    .trim()
    .max(maxLength, problem)
    .default("")
    .refine((value) => value === "" || pattern.test(value), problem);

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** An optional e-mail address (an officer's, a station's), lower-cased: "" when left empty. */
export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "email_invalid")
  .default("")
  .refine((value) => value === "" || EMAIL.test(value), "email_invalid");

/** A list's place in its order (booklets, news flashes): a small whole number, 0 when left empty. */
export const sortOrderField = z
  .string()
  .trim()
  .default("0")
  .refine((value) => /^-?\d{1,5}$/.test(value || "0"), "order_invalid")
  .transform((value) => Number(value || "0"));
