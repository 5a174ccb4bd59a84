import { beforeAll, describe, expect, test } from "vitest";
import { useTestServer } from "../support/test-server";
import { auditRows, location, post, textOf } from "./admin-support";
import { contentStaff, pngPhoto, publicVisitor } from "./content-support";
import { postMultipart, type Upload } from "./content-uploads";
import type { Visitor } from "../support/http-client";

/**
 * Every content type staff edit, walked through the same steps as an editor would: add it, change
 * it, hide and show it again where it can be hidden, and delete it. After each step the audit log's
 * newest entry names the change and the item, and the public page shows what the step did.
 */
const server = useTestServer();
let editor: Visitor;

beforeAll(async () => {
  ({ editor } = await contentStaff(server, "types"));
});

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const pdf = (name: string): Upload => ({ name, data: PDF, filename: `${name}.pdf`, type: "application/pdf" });
const photo = async (name: string): Promise<Upload> => ({
  name,
  data: await pngPhoto(3),
  filename: `${name}.png`,
  type: "image/png",
});

type Walk = {
  section: string;
  /** The public page that lists the item (`{id}` for the item's own page). */
  publicPath: string;
  /** The form of a new item, with a name the public page shows. */
  fields: (name: string) => Record<string, string>;
  uploads?: () => Promise<Upload[]>;
  /** Whether the type has publish / unpublish (or show / hide) buttons. */
  publishes: boolean;
  /** What else makes the item public (an officer is listed once a station names them). */
  afterCreate?: (id: number) => Promise<void>;
};

const WALKS: Walk[] = [
  {
    section: "news",
    publicPath: "/news",
    fields: (name) => ({ title_en: name, published: "on" }),
    publishes: true,
  },
  {
    section: "good-works",
    publicPath: "/good-works",
    fields: (name) => ({ title_en: name, published: "on" }),
    publishes: true,
  },
  {
    section: "news-flashes",
    publicPath: "/",
    fields: (name) => ({ text: name, language: "", link: "", sort_order: "0", active: "on" }),
    publishes: true,
  },
  {
    section: "notices",
    publicPath: "/",
    fields: (name) => ({
      title_en: name,
      title_mr: `${name} (मराठी)`,
      posted_date: "2026-11-27",
      posted_time: "10:00",
    }),
    publishes: false,
  },
  {
    section: "booklets",
    publicPath: "/initiatives",
    fields: (name) => ({ name_en: name, sort_order: "1", published: "on" }),
    uploads: async () => [await photo("cover"), pdf("file")],
    publishes: true,
  },
  {
    section: "albums",
    publicPath: "/album/{id}",
    fields: (name) => ({ title_en: name, published: "on" }),
    publishes: true,
  },
  {
    section: "officers",
    publicPath: "/police-stations-incharge",
    fields: (name) => ({ name_en: name, designation: "PI", contact_number: "000-0000-0000" }),
    publishes: false,
    afterCreate: async (id) => {
      await server.services.db
        .insertInto("police_stations")
        .values({ name_en: "Sample Station", name_mr: "नमुना ठाणे", type: "PS", officer_id: id })
        .execute();
    },
  },
  {
    section: "stations",
    publicPath: "/all-police-stations",
    fields: (name) => ({ type: "PS", name_en: name, landline: "000-0000-0000" }),
    publishes: false,
  },
  {
    section: "former-commissioners",
    publicPath: "/about-us",
    fields: (name) => ({ name_en: name, rank_en: "Sample rank", tenure_start: "2010-01-01", tenure_end: "2012-01-01" }),
    publishes: false,
  },
  {
    section: "leadership",
    publicPath: "/our-leadership",
    fields: (name) => ({ name_en: name, title_en: "Sample title", sort_order: "1" }),
    publishes: false,
  },
  ...(
    [
      ["press-releases", "/press-release"],
      ["tenders", "/tenders"],
      ["recruitments", "/recruitments"],
      ["rti", "/RTI"],
    ] as const
  ).map(([section, publicPath]) => ({
    section,
    publicPath,
    fields: (name: string) => ({ title_en: name, published: "on" }),
    uploads: async () => [pdf("file")],
    publishes: true,
  })),
];

async function newestAudit() {
  const rows = await auditRows(server);
  const row = rows.at(-1)!;
  return { action: row.action, target: row.target_id };
}

async function publicText(walk: Walk, id: number): Promise<string> {
  const response = await publicVisitor(server, "en").get(walk.publicPath.replace("{id}", String(id)));
  return response.status === 200 ? textOf(await response.text()) : "";
}

describe("every content type goes through add, change, hide, show and delete", () => {
  test.each(WALKS)("$section", async (walk) => {
    const name = `Sample ${walk.section} item`;
    const uploads = walk.uploads ? await walk.uploads() : [];
    const created = await postMultipart(
      editor,
      `/admin/content/${walk.section}/new`,
      {
        intent: "save",
        ...walk.fields(name),
      },
      uploads,
    );
    expect(created.status).toBe(302);
    const id = Number(
      new RegExp(`^/admin/content/${walk.section}/(\\d+)\\?done=created$`).exec(location(created))?.[1],
    );
    expect(id).toBeGreaterThan(0);
    expect(await newestAudit()).toEqual({ action: "content_created", target: String(id) });
    await walk.afterCreate?.(id);
    expect(await publicText(walk, id)).toContain(name);

    // The edit page shows what was saved; a change is on the public page at once.
    const page = await editor.get(`/admin/content/${walk.section}/${id}?done=created`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(name);
    const changed = `${name} (changed)`;
    const saved = await postMultipart(editor, `/admin/content/${walk.section}/${id}`, {
      intent: "save",
      ...walk.fields(changed),
    });
    expect(location(saved)).toBe(`/admin/content/${walk.section}/${id}?done=saved`);
    expect(await newestAudit()).toEqual({ action: "content_updated", target: String(id) });
    expect(await publicText(walk, id)).toContain(changed);

    if (walk.publishes) {
      const hidden = await post(editor, `/admin/content/${walk.section}/${id}`, { intent: "unpublish" });
      expect(location(hidden)).toBe(`/admin/content/${walk.section}/${id}?done=unpublished`);
      expect(await newestAudit()).toEqual({ action: "content_unpublished", target: String(id) });
      expect(await publicText(walk, id)).not.toContain(changed);
      const shown = await post(editor, `/admin/content/${walk.section}/${id}`, { intent: "publish" });
      expect(location(shown)).toBe(`/admin/content/${walk.section}/${id}?done=published`);
      expect(await newestAudit()).toEqual({ action: "content_published", target: String(id) });
      expect(await publicText(walk, id)).toContain(changed);
    } else {
      // A type that is not published has no such buttons: the post is refused and changes nothing.
      expect((await post(editor, `/admin/content/${walk.section}/${id}`, { intent: "unpublish" })).status).toBe(400);
      expect(await newestAudit()).toEqual({ action: "content_updated", target: String(id) });
    }

    const deleted = await post(editor, `/admin/content/${walk.section}/${id}/delete`, { confirm: "yes" });
    expect(location(deleted)).toBe(`/admin/content/${walk.section}?done=deleted`);
    expect(await newestAudit()).toEqual({ action: "content_deleted", target: String(id) });
    expect(await publicText(walk, id)).not.toContain(changed);
    expect((await editor.get(`/admin/content/${walk.section}/${id}`)).status).toBe(404);
  });
});

describe("a content type that is one record (the site settings) is only changed", () => {
  test("its page saves the form, the change is audited and public at once, and it has nothing else", async () => {
    const page = await editor.get("/admin/content/site-settings");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('href="/admin/content"');
    expect(html).not.toContain("/admin/content/site-settings/");
    expect(html).not.toContain('name="intent" value="unpublish"');

    const hours = "Sample: Tuesday, 11:00 AM to 12:00 noon";
    const saved = await post(editor, "/admin/content/site-settings", { intent: "save", meeting_hours_en: hours });
    expect(location(saved)).toBe("/admin/content/site-settings?done=saved");
    expect(await newestAudit()).toEqual({ action: "content_updated", target: "site" });
    expect(textOf(await (await publicVisitor(server, "en").get("/")).text())).toContain(hours);
    expect(await (await editor.get(location(saved))).text()).toContain(`value="${hours}"`);

    // No list, add page or delete step, and no publish buttons: refused, and nothing changes.
    for (const path of ["/admin/content/site-settings/new", "/admin/content/site-settings/1/delete"])
      expect((await editor.get(path)).status).toBe(404);
    expect((await post(editor, "/admin/content/site-settings", { intent: "unpublish" })).status).toBe(400);
    expect(await newestAudit()).toEqual({ action: "content_updated", target: "site" });
  });
});
