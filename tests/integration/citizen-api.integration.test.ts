/**
 * The citizen-services JSON API over real HTTP (SPEC §3, §4, §7, §8): creation answers carrying
 * the record, verification answers, field messages in the visitor's language, and what this site
 * adds (reference numbers, drafts invisible until confirmed, one record per submission, codes
 * bound to the browser that sent the form, honeypot and minimum fill time).
 */
import { describe, expect, test } from "vitest";
import {
  citizenErrorSchema,
  codeResentSchema,
  complaintCreatedSchema,
  lostFoundCreatedSchema,
  suggestionCreatedSchema,
  verificationSchema,
} from "~/.server/reports/api-schemas";
import enCitizen from "~/locales/en/citizen";
import mrCitizen from "~/locales/mr/citizen";
import { indiaDay } from "~/lib/india-time";
import { startTestServer, TestClock, type TestServer } from "../support/test-server";
import {
  afterFillTime,
  CITIZEN_ENV,
  CitizenBrowser,
  freshMobile,
  json,
  lastCode,
  messagesTo,
  personAt,
  postSuggestion,
  SAMPLE,
  useCitizenServer,
  wrongCode,
} from "./citizen-support";

const { server, clock } = useCitizenServer();

const KINDS = [
  {
    kind: "suggestion",
    api: "/api/suggestion",
    key: "suggestion",
    idField: "suggestion_id",
    schema: suggestionCreatedSchema,
    prefix: "MRP-S-",
    fields: (mobile: string) => ({ name: SAMPLE.name, mobile_number: mobile, suggestion: SAMPLE.suggestion }),
  },
  {
    kind: "complaint",
    api: "/api/complaint",
    key: "complaint",
    idField: "complaint_id",
    schema: complaintCreatedSchema,
    prefix: "MRP-C-",
    fields: (mobile: string) => ({ name: "राजेश देशमुख", mobile_number: mobile, complaint: SAMPLE.complaint }),
  },
  {
    kind: "lost_found",
    api: "/api/lost-found-report",
    key: "lost_found_report",
    idField: "lost_found_report_id",
    schema: lostFoundCreatedSchema,
    prefix: "MRP-L-",
    fields: (mobile: string) => ({
      type: "lost",
      category: "mobile_phone",
      description: "Black phone with a red cover",
      incident_date: indiaDay(clock.now()),
      incident_time: "18:30",
      station_id: "11",
      line: "central",
      train: "8:14 Kalyan fast",
      name: "Sunita D'Souza",
      mobile_number: mobile,
    }),
  },
] as const;

/** A browser that opened the page and waited long enough to be taken for a person. */
const person = (locale?: "en" | "mr") => personAt(server, clock, "/", { locale });

async function reportRow(id: number) {
  return server.services.db.selectFrom("citizen_reports").selectAll().where("id", "=", id).executeTakeFirst();
}

describe.each(KINDS)("$kind", (k) => {
  test("creation answers with the record; the code confirms it with a reference number", async () => {
    const browser = await person();
    const mobile = freshMobile();
    const created = await browser.api(`${k.api}/new`, k.fields(mobile));
    expect(created.status).toBe(200);
    expect(created.headers.get("cache-control")).toBe("no-store");
    const body = k.schema.parse(await json(created)) as Record<string, { id: number; mobile_number: string }>;
    const record = body[k.key]!;
    expect(record.mobile_number).toBe(mobile);

    // A draft: staff (who only ever see non-draft reports) cannot see it, and it has no reference.
    const draft = await reportRow(record.id);
    expect(draft).toMatchObject({ status: "draft", reference: null, kind: k.kind });

    const code = lastCode(server, mobile);
    const verified = await browser.api(`${k.api}/verify`, { [k.idField]: String(record.id), otp: code });
    expect(verified.status).toBe(200);
    const result = verificationSchema.parse(await json(verified));
    expect(result.otp_verification).toBe("successful");
    expect(result.reference).toMatch(new RegExp(`^${k.prefix}\\d{4}-\\d{6}$`));

    const confirmed = await reportRow(record.id);
    expect(confirmed).toMatchObject({ status: "received", reference: result.reference, draft_expires_at: null });
    expect(confirmed?.confirmed_at).toBeTruthy();
    // The reference also goes by SMS, with the status page's address.
    await expect
      .poll(() => messagesTo(server, mobile).find((line) => line.template === "reference")?.text)
      .toContain(result.reference!);
  });

  test("sending the same form twice makes one record and sends one code", async () => {
    const browser = await person();
    const mobile = freshMobile();
    const first = (await json(await browser.api(`${k.api}/new`, k.fields(mobile)))) as Record<string, { id: number }>;
    const second = (await json(await browser.api(`${k.api}/new`, k.fields(mobile)))) as Record<string, { id: number }>;
    expect(second[k.key]!.id).toBe(first[k.key]!.id);
    const rows = await server.services.db
      .selectFrom("citizen_reports")
      .select("id")
      .where("mobile_number", "=", mobile)
      .execute();
    expect(rows).toHaveLength(1);
    expect(messagesTo(server, mobile).filter((line) => line.template === "otp")).toHaveLength(1);
  });

  test("a code works once; a second confirmation says it is already sent, with its reference", async () => {
    const browser = await person();
    const mobile = freshMobile();
    const record = (
      (await json(await browser.api(`${k.api}/new`, k.fields(mobile)))) as Record<string, { id: number }>
    )[k.key]!;
    const code = lastCode(server, mobile);
    const first = verificationSchema.parse(
      await json(await browser.api(`${k.api}/verify`, { [k.idField]: String(record.id), otp: code })),
    );
    const again = verificationSchema.parse(
      await json(await browser.api(`${k.api}/verify`, { [k.idField]: String(record.id), otp: code })),
    );
    expect(again.otp_verification).toBe("failed");
    expect(again.reason).toContain(first.reference!);
  });
});

describe("creation", () => {
  test("the complaint is accepted as multipart form data (SPEC §7)", async () => {
    const browser = await person();
    const mobile = freshMobile();
    const response = await browser.apiMultipart("/api/complaint/new", {
      name: SAMPLE.name,
      mobile_number: mobile,
      complaint: SAMPLE.complaint,
    });
    expect(response.status).toBe(200);
    expect(complaintCreatedSchema.parse(await json(response)).complaint.mobile_number).toBe(mobile);
  });

  test("a mobile number written with +91, spaces or Devanagari digits is read as its ten digits", async () => {
    const browser = await person();
    const response = await browser.api("/api/suggestion/new", {
      name: SAMPLE.name,
      mobile_number: "+91 ९८७६५ ४३२१०",
      suggestion: SAMPLE.suggestion,
    });
    expect(suggestionCreatedSchema.parse(await json(response)).suggestion.mobile_number).toBe("9876543210");
  });

  test.each([
    {
      title: "invalid fields get 422 with a message per field in English",
      locale: undefined,
      path: "/api/suggestion/new",
      fields: { name: "R2-D2", mobile_number: "12345", suggestion: " " } as Record<string, string>,
      strings: enCitizen,
      errors: {
        name: [enCitizen.validation.name_letters],
        mobile_number: [enCitizen.validation.mobile_invalid],
        suggestion: [enCitizen.validation.suggestion_required],
      },
    },
    {
      title: "invalid fields get 422 with messages in Marathi for a Marathi visitor",
      locale: "mr" as const,
      path: "/api/complaint/new",
      fields: { mobile_number: "5123456789", complaint: "" } as Record<string, string>,
      strings: mrCitizen,
      errors: {
        name: [mrCitizen.validation.name_required],
        mobile_number: [mrCitizen.validation.mobile_invalid],
        complaint: [mrCitizen.validation.complaint_required],
      },
    },
  ])("$title", async ({ locale, path, fields, strings, errors }) => {
    const browser = await person(locale);
    const response = await browser.api(path, fields);
    expect(response.status).toBe(422);
    const body = citizenErrorSchema.parse(await json(response));
    expect(body.message).toBe(strings.errors.invalid_fields);
    expect(body.errors).toEqual(errors);
  });

  test("a one-character complaint is refused with the minimum length, in the visitor's language", async () => {
    for (const [locale, strings] of [
      ["en", enCitizen],
      ["mr", mrCitizen],
    ] as const) {
      const browser = await person(locale);
      const mobile = freshMobile();
      const response = await browser.api("/api/complaint/new", {
        name: SAMPLE.name,
        mobile_number: mobile,
        complaint: "a",
      });
      expect(response.status).toBe(422);
      expect(citizenErrorSchema.parse(await json(response)).errors).toEqual({
        complaint: [strings.validation.complaint_too_short],
      });
      expect(messagesTo(server, mobile)).toEqual([]);
    }
  });

  test("names may be written in Devanagari or Latin letters with spaces, dots and apostrophes only", async () => {
    const browser = await person();
    for (const [name, ok] of [
      ["सुनीता पाटील", true],
      ["Dr. A. D'Souza", true],
      ["Asha 2", false],
      ["<script>", false],
      ["१२३", false],
      ["...", false],
    ] as const) {
      const response = await browser.api("/api/suggestion/new", {
        name,
        mobile_number: freshMobile(),
        suggestion: SAMPLE.suggestion,
      });
      expect(response.status, name).toBe(ok ? 200 : 422);
    }
  });

  test("lost-and-found fields are checked: kind, category, a real date not in the future, a known station", async () => {
    const browser = await person();
    const tomorrow = indiaDay(new Date(clock.now().getTime() + 36 * 3600_000));
    const response = await browser.api("/api/lost-found-report/new", {
      type: "stolen",
      category: "car",
      description: "",
      incident_date: tomorrow,
      incident_time: "25:99",
      station_id: "1",
      line: "metro",
      name: SAMPLE.name,
      mobile_number: freshMobile(),
    });
    expect(response.status).toBe(422);
    const body = citizenErrorSchema.parse(await json(response));
    expect(body.errors).toEqual({
      type: [enCitizen.validation.type_required],
      category: [enCitizen.validation.category_required],
      description: [enCitizen.validation.description_required],
      incident_date: [enCitizen.validation.date_future],
      incident_time: [enCitizen.validation.time_invalid],
      station_id: [enCitizen.validation.station_invalid],
      line: [enCitizen.validation.line_invalid],
    });
  });

  test("a filled-in honeypot is refused and nothing is kept or sent", async () => {
    const browser = await person();
    const mobile = freshMobile();
    const response = await browser.api("/api/suggestion/new", {
      name: SAMPLE.name,
      mobile_number: mobile,
      suggestion: SAMPLE.suggestion,
      website: "http://spam.example",
    });
    expect(response.status).toBe(422);
    expect(citizenErrorSchema.parse(await json(response)).message).toBe(enCitizen.errors.form_rejected);
    expect(
      await server.services.db.selectFrom("citizen_reports").where("mobile_number", "=", mobile).selectAll().execute(),
    ).toEqual([]);
    expect(messagesTo(server, mobile)).toEqual([]);
  });

  test("a form sent faster than a person could fill it in is refused", async () => {
    // On a server of its own: this test needs the server's clock to agree with the page's token.
    const ownClock = new TestClock();
    const own = await startTestServer(CITIZEN_ENV, { clock: ownClock });
    try {
      await tooFast(own, ownClock);
    } finally {
      await own.close();
    }
  });

  async function tooFast(server: TestServer, clock: TestClock) {
    const browser = new CitizenBrowser(server.url);
    await browser.open("/");
    const mobile = freshMobile();
    const response = await postSuggestion(browser, mobile);
    expect(response.status).toBe(422);
    expect(citizenErrorSchema.parse(await json(response)).message).toBe(enCitizen.errors.too_fast);
    expect(messagesTo(server, mobile)).toEqual([]);
    // The same form a few seconds later is fine.
    afterFillTime(clock);
    const later = await postSuggestion(browser, mobile);
    expect(later.status).toBe(200);
  }

  test("without a CSRF token nothing is created (419)", async () => {
    const browser = await person();
    const mobile = freshMobile();
    const response = await browser.postForm(
      "/api/suggestion/new",
      { name: SAMPLE.name, mobile_number: mobile, suggestion: SAMPLE.suggestion },
      { "x-requested-with": "XMLHttpRequest" },
    );
    expect(response.status).toBe(419);
    expect(messagesTo(server, mobile)).toEqual([]);
  });

  test("a body that is not a form gets 415; GET gets 405", async () => {
    const browser = await person();
    const response = await browser.send("/api/suggestion/new", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", "x-csrf-token": browser.token },
      body: JSON.stringify({ name: SAMPLE.name }),
    });
    expect(response.status).toBe(415);
    citizenErrorSchema.parse(await json(response));
    const get = await browser.get("/api/complaint/verify");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});

describe("verification", () => {
  async function draft(browser: CitizenBrowser) {
    const mobile = freshMobile();
    const body = suggestionCreatedSchema.parse(await json(await postSuggestion(browser, mobile)));
    return { id: String(body.suggestion.id), mobile, code: lastCode(server, mobile) };
  }
  const verify = (browser: CitizenBrowser, id: string, otp: string) =>
    browser.api("/api/suggestion/verify", { suggestion_id: id, otp });

  test("a wrong code fails with the reason and the tries left; the right one still works", async () => {
    const browser = await person();
    const { id, code } = await draft(browser);
    const wrong = verificationSchema.parse(await json(await verify(browser, id, wrongCode(code))));
    expect(wrong).toEqual({ otp_verification: "failed", reason: "The code is not right. You have 4 more tries." });
    const right = verificationSchema.parse(await json(await verify(browser, id, code)));
    expect(right.otp_verification).toBe("successful");
  });

  test("the reason is in Marathi for a Marathi visitor", async () => {
    const browser = await person("mr");
    const { id, code } = await draft(browser);
    const wrong = verificationSchema.parse(await json(await verify(browser, id, wrongCode(code))));
    expect(wrong.reason).toBe("ओटीपी चुकीचा आहे. आपल्याकडे आणखी ४ प्रयत्न शिल्लक आहेत.");
  });

  test("Devanagari digits, spaces and hyphens in the code are accepted", async () => {
    const browser = await person();
    const { id, code } = await draft(browser);
    const devanagari = [...code].map((d) => String.fromCharCode(0x0966 + Number(d))).join("");
    const result = verificationSchema.parse(
      await json(await verify(browser, id, `${devanagari.slice(0, 2)} - ${devanagari.slice(2)}`)),
    );
    expect(result.otp_verification).toBe("successful");
  });

  test.each([
    ["empty", ""],
    ["too short", "123"],
    ["too long", "12345"],
    ["letters", "12ab"],
  ])("a code that is %s gets 422 without using a try", async (_case, otp) => {
    const browser = await person();
    const { id, code } = await draft(browser);
    const response = await verify(browser, id, otp);
    expect(response.status).toBe(422);
    const body = citizenErrorSchema.parse(await json(response));
    expect(body).toMatchObject({ otp_verification: "failed", reason: "Enter the 4 digits of the code we sent you" });
    expect(body.errors?.otp).toEqual(["Enter the 4 digits of the code we sent you"]);
    expect(verificationSchema.parse(await json(await verify(browser, id, code))).otp_verification).toBe("successful");
  });

  test("five wrong codes kill the code, even for the right digits; a new code works", async () => {
    const browser = await person();
    const { id, code, mobile } = await draft(browser);
    const reasons: string[] = [];
    for (let i = 0; i < 5; i++)
      reasons.push(verificationSchema.parse(await json(await verify(browser, id, wrongCode(code)))).reason!);
    expect(reasons.at(-2)).toBe("The code is not right. You have 1 more try.");
    expect(reasons.at(-1)).toBe(enCitizen.code.errors.too_many_attempts);
    expect(verificationSchema.parse(await json(await verify(browser, id, code))).otp_verification).toBe("failed");

    clock.advance(31_000);
    const resent = await browser.api("/api/suggestion/resend", { suggestion_id: id });
    expect(resent.status).toBe(200);
    expect(codeResentSchema.parse(await json(resent))).toEqual({ code_sent: true, mobile_number: mobile });
    const fresh = lastCode(server, mobile);
    expect(verificationSchema.parse(await json(await verify(browser, id, fresh))).otp_verification).toBe("successful");
  });

  test("a code expires after five minutes", async () => {
    const browser = await person();
    const { id, code } = await draft(browser);
    clock.advance(5 * 60_000 + 1000);
    const result = verificationSchema.parse(await json(await verify(browser, id, code)));
    expect(result).toEqual({ otp_verification: "failed", reason: enCitizen.code.errors.expired });
  });

  test("a new code kills the old one", async () => {
    const browser = await person();
    const { id, code: old, mobile } = await draft(browser);
    clock.advance(31_000);
    expect((await browser.api("/api/suggestion/resend", { suggestion_id: id })).status).toBe(200);
    const fresh = lastCode(server, mobile);
    if (fresh !== old) {
      expect(verificationSchema.parse(await json(await verify(browser, id, old))).otp_verification).toBe("failed");
    }
    expect(verificationSchema.parse(await json(await verify(browser, id, fresh))).otp_verification).toBe("successful");
  });

  test("a draft cannot be confirmed, nor a code resent, from another browser", async () => {
    const owner = await person();
    const { id, code } = await draft(owner);
    const stranger = await person();
    const stolen = verificationSchema.parse(await json(await verify(stranger, id, code)));
    expect(stolen).toEqual({ otp_verification: "failed", reason: enCitizen.errors.draft_not_found });
    clock.advance(31_000);
    expect((await stranger.api("/api/suggestion/resend", { suggestion_id: id })).status).toBe(404);
    // The owner's code is untouched by the stranger's attempt.
    expect(verificationSchema.parse(await json(await verify(owner, id, code))).otp_verification).toBe("successful");
  });

  test("the code of one kind does not confirm a report of another kind", async () => {
    const browser = await person();
    const { id, code } = await draft(browser);
    const crossed = verificationSchema.parse(
      await json(await browser.api("/api/complaint/verify", { complaint_id: id, otp: code })),
    );
    expect(crossed.otp_verification).toBe("failed");
  });

  test("a missing or malformed id gets 422; an unknown one fails with the reason", async () => {
    const browser = await person();
    for (const id of ["", "abc", "-1", "0"]) {
      const response = await verify(browser, id, "1234");
      expect(response.status, id).toBe(422);
      expect(citizenErrorSchema.parse(await json(response)).otp_verification).toBe("failed");
    }
    const unknown = verificationSchema.parse(await json(await verify(browser, "999999", "1234")));
    expect(unknown).toEqual({ otp_verification: "failed", reason: enCitizen.errors.draft_not_found });
  });

  test("concurrent verifications of one code confirm the report once", async () => {
    const browser = await person();
    const { id, code } = await draft(browser);
    const results = await Promise.all(
      Array.from({ length: 6 }, async () => verificationSchema.parse(await json(await verify(browser, id, code)))),
    );
    expect(results.filter((r) => r.otp_verification === "successful")).toHaveLength(1);
    const row = await reportRow(Number(id));
    expect(row?.status).toBe("received");
    const references = await server.services.db
      .selectFrom("citizen_reports")
      .select("reference")
      .where("reference", "=", row!.reference)
      .execute();
    expect(references).toHaveLength(1);
  });

  test("concurrent identical submissions make one record", async () => {
    const browser = await person();
    const mobile = freshMobile();
    const fields = { name: SAMPLE.name, mobile_number: mobile, suggestion: SAMPLE.suggestion };
    const responses = await Promise.all(Array.from({ length: 5 }, () => browser.api("/api/suggestion/new", fields)));
    const ids = new Set<number>();
    for (const response of responses) {
      expect(response.status).toBe(200);
      ids.add(suggestionCreatedSchema.parse(await json(response)).suggestion.id);
    }
    expect(ids.size).toBe(1);
    expect(messagesTo(server, mobile).filter((line) => line.template === "otp")).toHaveLength(1);
  });

  test("an unconfirmed draft expires after 30 minutes and is purged", async () => {
    const browser = await person();
    const { id, code } = await draft(browser);
    clock.advance(31 * 60_000);
    const late = verificationSchema.parse(await json(await verify(browser, id, code)));
    expect(late).toEqual({ otp_verification: "failed", reason: enCitizen.errors.draft_not_found });
    await server.services.purgeExpired();
    expect(await reportRow(Number(id))).toBeUndefined();
  });
});

describe("OpenAPI", () => {
  test("every citizen path is in /api/openapi.json", async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, object>;
    };
    for (const kind of ["suggestion", "complaint", "lost-found-report"]) {
      for (const step of ["new", "verify", "resend"]) {
        expect(document.paths[`/api/${kind}/${step}`], `${kind}/${step}`).toHaveProperty("post");
      }
    }
  });
});
