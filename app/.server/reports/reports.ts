/**
 * Suggestions, complaints and lost-and-found reports. A report starts as a draft that
 * staff never see; it becomes "received", with a reference number, only when the citizen
 * confirms the one-time code sent to the mobile number they gave. Unconfirmed drafts expire.
 * The same submission (same submission key) never creates two records.
 */
import { createHmac } from "node:crypto";
import type { Clock } from "../clock";
import type { Db } from "../db/connection";
import type { Locale } from "../db/schema";
import type { CitizenReport, NewCitizenReport, OtpPurpose, ReportKind } from "../db/tables/citizen";
import type { Logger } from "../logger";
import type { IssueResult, OneTimeCodes, Requester, VerifyResult } from "../otp/one-time-codes";
import { maskMobile } from "../sms/mask";
import type { SmsProvider } from "../sms/provider";
import { composeSms, smsLanguage } from "../sms/templates";
import { indiaDay } from "~/lib/india-time";
import { REFERENCE_PREFIXES, nextReference } from "./reference-numbers";
import { confirmedReportStatuses, statusViewOf, type StatusView } from "./status/status-view";
import { openStatusLink, signStatusLink, type LinkedReport } from "./status/status-links";

/** How long an unconfirmed draft is kept (long enough to request a second code). */
export const DRAFT_LIFETIME_MS = 30 * 60 * 1000;

/**
 * How many closed reports (with their history, photos, transfers and indexed words) one purge
 * statement deletes: while a large purge runs, each chunk holds SQLite's event loop, so a small one
 * keeps every other request waiting little (docs/performance.md).
 */
export const PURGE_CHUNK = 100;

export type DraftInput = Omit<
  NewCitizenReport,
  | "id"
  | "kind"
  | "submission_key"
  | "owner_key"
  | "reference"
  | "status"
  | "created_at"
  | "updated_at"
  | "draft_expires_at"
  | "confirmed_at"
  | "closed_at"
  | "public_remark"
>;

export type CitizenReports = ReturnType<typeof createCitizenReports>;

export function createCitizenReports(deps: {
  db: Db;
  clock: Clock;
  codes: OneTimeCodes;
  sms: SmsProvider;
  logger: Logger;
  publicUrl: string;
  retentionDays: number;
  secret: string;
}) {
  const { db, clock, codes, sms, logger } = deps;
  const subjectOf = (report: Pick<CitizenReport, "id">) => `report:${report.id}`;
  /** The code's purpose is the report's kind; an FIR request has no code (its author signed in with one). */
  const purposeOf = (report: Pick<CitizenReport, "kind">): OtpPurpose => {
    if (report.kind === "fir") throw new Error("an FIR request is not confirmed by a code");
    return report.kind;
  };

  const ownerKeyOf = (anonId: string) =>
    createHmac("sha256", deps.secret).update(`report-owner\u0000${anonId}`).digest("base64url");

  /** The report of this kind and id, if the browser asking (its anonymous id) is the one that made it. */
  const owned = (kind: ReportKind, id: number, anonId: string) =>
    db
      .selectFrom("citizen_reports")
      .selectAll()
      .where("id", "=", id)
      .where("kind", "=", kind)
      .where("owner_key", "=", ownerKeyOf(anonId));

  /** A live draft of this kind, if the browser asking (its anonymous id) is the one that made it. */
  async function findDraft(kind: ReportKind, id: number, anonId: string): Promise<CitizenReport | undefined> {
    return owned(kind, id, anonId)
      .where("status", "=", "draft")
      .where("draft_expires_at", ">", clock.now().toISOString())
      .executeTakeFirst();
  }

  /** The report this browser's submission (its submission key) made, draft or confirmed, if any. */
  async function findSubmission(submissionKey: string, anonId: string): Promise<CitizenReport | undefined> {
    return db
      .selectFrom("citizen_reports")
      .selectAll()
      .where("submission_key", "=", submissionKey)
      .where("owner_key", "=", ownerKeyOf(anonId))
      .executeTakeFirst();
  }

  /** The path of the status link: on the site's own pages ("Check the status"). */
  const statusPath = (report: LinkedReport) => `/status/${signStatusLink(deps.secret, report, clock.now())}`;
  /** The link in the reference SMS that shows this report's status for 30 days (status-links.ts). */
  const statusLink = (report: LinkedReport) => `${deps.publicUrl}${statusPath(report)}`;

  return {
    findDraft,
    findSubmission,
    statusPath,
    statusLink,

    /** The status a status link opens, or undefined when the link is not valid (any more). */
    async statusByLink(token: string, locale: Locale): Promise<StatusView | undefined> {
      const row = await openStatusLink(deps.secret, token, clock.now(), (id) =>
        confirmedReportStatuses(db).where("citizen_reports.id", "=", id).executeTakeFirst(),
      );
      return (row && statusViewOf(row, locale)) ?? undefined;
    },

    /**
     * Creates the draft, or returns the one this submission already created (a double click, a
     * retried request). `submissionKey` comes from the form; `anonId` is the browser's cookie id.
     */
    async createDraft(
      kind: ReportKind,
      submissionKey: string,
      anonId: string,
      input: DraftInput,
    ): Promise<CitizenReport> {
      const ownerKey = ownerKeyOf(anonId);
      const existing = await findSubmission(submissionKey, anonId);
      if (existing) return existing;
      const now = clock.now();
      try {
        return await db
          .insertInto("citizen_reports")
          .values({
            ...input,
            kind,
            submission_key: submissionKey,
            owner_key: ownerKey,
            status: "draft",
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
            draft_expires_at: new Date(now.getTime() + DRAFT_LIFETIME_MS).toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        // Two identical submissions at the same moment: the unique key let one in; return it.
        const raced = await db
          .selectFrom("citizen_reports")
          .selectAll()
          .where("submission_key", "=", submissionKey)
          .where("owner_key", "=", ownerKey)
          .executeTakeFirst();
        if (raced) return raced;
        throw error;
      }
    },

    /**
     * Whether `sendCode` would send a code for a new report of this kind to this mobile now (or,
     * for the draft this submission already made, reuse its live code), counting nothing: asked
     * before the costly part of a submission, so that a post the limits refuse stores nothing.
     */
    async maySendCode(
      kind: Exclude<ReportKind, "fir">,
      mobile: string,
      requester: Requester,
      draft?: CitizenReport,
    ): Promise<{ ok: true } | Extract<IssueResult, { ok: false }>> {
      return codes.mayIssue({ purpose: kind, mobile, subject: draft ? subjectOf(draft) : undefined, ...requester });
    },

    /** Deletes a draft no code went out for (its photos go with it): nobody can confirm it. */
    async discardDraft(report: Pick<CitizenReport, "id">): Promise<void> {
      await db.deleteFrom("citizen_reports").where("id", "=", report.id).where("status", "=", "draft").execute();
    },

    /** Whether a code sent for this draft can still be used (a repeated submission need not send another). */
    async hasLiveCode(report: CitizenReport): Promise<boolean> {
      return codes.hasLiveCode({ purpose: purposeOf(report), subject: subjectOf(report) });
    },

    /** Whether the gateway reported that the SMS with this draft's code did not reach the phone. */
    async codeUndelivered(report: Pick<CitizenReport, "id" | "kind">): Promise<boolean> {
      return codes.reportedUndelivered({ purpose: purposeOf(report), subject: subjectOf(report) });
    },

    /** A confirmed report, if the browser asking made it (for its own "sent" page). */
    async findConfirmedOwned(kind: ReportKind, id: number, anonId: string): Promise<CitizenReport | undefined> {
      return owned(kind, id, anonId).where("status", "!=", "draft").executeTakeFirst();
    },

    /**
     * A confirmed suggestion, complaint or lost-and-found report by its id, if the browser asking
     * made it: its printable acknowledgement carries personal data, so only its author sees it.
     */
    async findConfirmedOwnedById(id: number, anonId: string): Promise<CitizenReport | undefined> {
      return db
        .selectFrom("citizen_reports")
        .selectAll()
        .where("id", "=", id)
        .where("kind", "in", ["suggestion", "complaint", "lost_found"])
        .where("owner_key", "=", ownerKeyOf(anonId))
        .where("status", "!=", "draft")
        .executeTakeFirst();
    },

    /** A confirmed report by its reference alone: for the verification page, which shows no personal data. */
    async findConfirmedByReference(reference: string): Promise<CitizenReport | undefined> {
      return db
        .selectFrom("citizen_reports")
        .selectAll()
        .where("reference", "=", reference)
        .where("status", "!=", "draft")
        .executeTakeFirst();
    },

    /**
     * Sends (or re-sends) the confirmation code for a draft. `unlessLive`: a repeated submission
     * of the form sends nothing while the code already sent can still be used.
     */
    async sendCode(
      report: CitizenReport,
      requester: Requester,
      options: { unlessLive?: boolean } = {},
    ): Promise<IssueResult> {
      return codes.issue({
        purpose: purposeOf(report),
        subject: subjectOf(report),
        mobile: report.mobile_number,
        language: smsLanguage(report.locale),
        ...requester,
        unlessLive: options.unlessLive,
      });
    },

    /** Confirms a draft with its code: it becomes "received" with a reference number. */
    async confirm(report: CitizenReport, code: string, requester: Requester): Promise<VerifyResult<CitizenReport>> {
      const result = await codes.verify(
        { purpose: purposeOf(report), subject: subjectOf(report), mobile: report.mobile_number, code, ...requester },
        async (trx) => {
          const now = clock.now();
          const reference = await nextReference(
            trx,
            REFERENCE_PREFIXES[report.kind],
            Number(indiaDay(now).slice(0, 4)),
          );
          return trx
            .updateTable("citizen_reports")
            .set({
              status: "received",
              reference,
              confirmed_at: now.toISOString(),
              updated_at: now.toISOString(),
              draft_expires_at: null,
            })
            .where("id", "=", report.id)
            .where("status", "=", "draft")
            .returningAll()
            .executeTakeFirstOrThrow();
        },
      );
      if (result.ok) {
        logger.info(
          { kind: report.kind, reference: result.value.reference, to: maskMobile(report.mobile_number) },
          "citizen report confirmed",
        );
        // The reference is on screen already; the SMS is a courtesy and its failure changes nothing.
        const confirmed = result.value;
        void sms
          .send({
            to: confirmed.mobile_number,
            template: "reference",
            language: smsLanguage(confirmed.locale),
            purpose: confirmed.kind,
            ...composeSms("reference", smsLanguage(confirmed.locale), {
              purpose: confirmed.kind,
              reference: confirmed.reference!,
              url: statusLink(confirmed),
            }),
          })
          .catch(() => undefined);
      }
      return result;
    },

    /** A confirmed report by its reference and the mobile number it was made from. */
    async findConfirmed(reference: string, mobile: string): Promise<CitizenReport | undefined> {
      return db
        .selectFrom("citizen_reports")
        .selectAll()
        .where("reference", "=", reference)
        .where("mobile_number", "=", mobile)
        .where("status", "!=", "draft")
        .executeTakeFirst();
    },

    /**
     * Deletes expired drafts, and closed reports past the retention period. Closed reports go by
     * their (status, closed_at) index in chunks of PURGE_CHUNK, and the purge lets the event loop
     * answer between chunks: on SQLite every statement runs on it, and a year's closed reports
     * deleted at once would hold every page of the site until it finished. An aborted `signal`
     * (the server closing) stops it after the chunk in hand; the next purge goes on from there.
     */
    async purge(signal?: AbortSignal): Promise<{ drafts: number; closed: number }> {
      const now = clock.now();
      const drafts = await db
        .deleteFrom("citizen_reports")
        .where("status", "=", "draft")
        .where("draft_expires_at", "<", now.toISOString())
        .executeTakeFirst();
      const retentionCutoff = new Date(now.getTime() - deps.retentionDays * 24 * 60 * 60 * 1000).toISOString();
      let closed = 0;
      for (;;) {
        const chunk = await db
          .selectFrom("citizen_reports")
          .select("id")
          .where("status", "=", "closed")
          .where("closed_at", "<", retentionCutoff)
          .limit(PURGE_CHUNK)
          .execute();
        if (chunk.length === 0) break;
        const deleted = await db
          .deleteFrom("citizen_reports")
          .where(
            "id",
            "in",
            chunk.map((row) => row.id),
          )
          .executeTakeFirst();
        closed += Number(deleted.numDeletedRows);
        if (chunk.length < PURGE_CHUNK || signal?.aborted) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { drafts: Number(drafts.numDeletedRows), closed };
    },
  };
}
