/**
 * The fault drill's load through nginx, kept up for the whole drill: a steady rate of page views
 * (the cached pages and the uncached complaint form) and, every so often, a citizen who files a
 * complaint from the form to the confirmation with the one-time code texted to them. Every
 * answer goes to the drill's records; each citizen's mobile is kept so that the report can count
 * their complaints in the database.
 */
import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Citizen, COMPLAINT, documentationAddress, FILL_TIME_MS, PageError } from "./citizen.mjs";
import { describeError } from "./drill-records.mjs";

/** Pages nginx's page cache serves: they must answer 200 throughout. */
export const CACHED_PAGES = ["/", "/news", "/all-police-stations"];
export const FORM_PAGE = "/complaint";

class Load {
  pending = new Set();
  /** Every citizen's mobile number, in the order they began. */
  mobiles = [];
  mobileStem = `9${String(randomInt(100_000)).padStart(5, "0")}`;

  /** `codes`: the CodeBook; `outbox`: instance 1's SMS outbox file. */
  constructor({ base, records, codes, outbox }) {
    this.base = base;
    this.records = records;
    this.codes = codes;
    this.outbox = outbox;
  }

  get citizens() {
    return this.mobiles.length;
  }

  start(pagesPerSecond, submissionIntervalMs) {
    const pages = [...CACHED_PAGES, FORM_PAGE];
    let next = 0;
    this.timers = [
      setInterval(() => this.track(this.pageView(pages[next++ % pages.length])), 1000 / pagesPerSecond),
      setInterval(() => this.track(this.submission()), submissionIntervalMs),
    ];
  }

  async stop() {
    for (const timer of this.timers) clearInterval(timer);
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  track(promise) {
    this.pending.add(promise);
    promise.finally(() => this.pending.delete(promise));
  }

  async pageView(pathname) {
    const { records } = this;
    try {
      const response = await fetch(`${this.base}${pathname}`, {
        redirect: "manual",
        signal: AbortSignal.timeout(15_000),
        headers: { accept: "text/html" },
      });
      const body = await response.text();
      records.note({
        type: "page",
        path: pathname,
        status: response.status,
        kind: records.kindOf(response.status, body),
      });
    } catch (error) {
      records.note({ type: "page", path: pathname, status: 0, kind: "network", reason: describeError(error) });
    }
  }

  /**
   * One citizen's complaint through nginx, from the form to the confirmation. `hold` (the kill
   * fault's burst) stops the citizen at the door of its "new" or "verify" request until released.
   */
  async submission(hold) {
    const { base, records } = this;
    const index = this.mobiles.length;
    const mobile = `${this.mobileStem}${String(index).padStart(4, "0")}`;
    this.mobiles.push(mobile);
    const citizen = new Citizen(documentationAddress(index % 762));
    const result = {
      type: "submission",
      mobile,
      step: "form",
      burst: Boolean(hold),
      startedAt: Date.now(),
      startPhase: records.phase,
    };
    const failed = (status, body, reason) => {
      const kind = records.kindOf(status, body ?? "");
      // The site's own message says what the citizen was told; nginx's page is always the same one.
      Object.assign(result, { outcome: "failed", status, kind, reason: kind === "site" ? reason : undefined });
    };
    try {
      await citizen.open(`${base}${FORM_PAGE}`);
      await sleep(FILL_TIME_MS);
      if (hold?.before === "new") await hold.ready();
      result.step = "new";
      const started = Date.now();
      const created = await citizen.api(`${base}/api/complaint/new`, {
        _opened: citizen.opened,
        name: "Asha Patil",
        mobile_number: mobile,
        complaint: COMPLAINT,
      });
      result.newMs = Date.now() - started;
      const id = created.json?.complaint?.id;
      if (created.status !== 200 || !id) {
        failed(created.status, created.body, created.json?.message);
      } else {
        result.step = "code";
        const sms = await this.codes.waitFor(mobile, this.outbox);
        if (!sms) {
          Object.assign(result, { outcome: "failed", status: created.status, kind: "no-code" });
        } else {
          Object.assign(result, { via: sms.via, slow: sms.slow });
          if (hold?.before === "verify") await hold.ready();
          result.step = "verify";
          const verified = await citizen.api(`${base}/api/complaint/verify`, {
            complaint_id: String(id),
            otp: sms.code,
          });
          if (verified.status !== 200 || verified.json?.otp_verification !== "successful") {
            failed(verified.status, verified.body, verified.json?.reason ?? verified.json?.message);
          } else {
            Object.assign(result, {
              outcome: "confirmed",
              status: 200,
              kind: "ok",
              reference: verified.json.reference,
            });
          }
        }
      }
    } catch (error) {
      if (error instanceof PageError) failed(error.status, error.body);
      else Object.assign(result, { outcome: "failed", status: 0, kind: "network", reason: describeError(error) });
    }
    records.note(result);
  }

  /**
   * `count` citizens, half held before their "new" request and half before "verify"; resolves
   * once all are waiting, with `release()` sending all their requests at once.
   */
  async holdCitizens(count) {
    let release;
    const gate = new Promise((resolve) => (release = resolve));
    let waiting = 0;
    let allWaiting;
    const everyone = new Promise((resolve) => (allWaiting = resolve));
    const ready = async () => {
      waiting += 1;
      if (waiting === count) allWaiting();
      await gate;
    };
    for (let index = 0; index < count; index += 1) {
      this.track(this.submission({ before: index % 2 ? "verify" : "new", ready }));
    }
    // A held citizen that fails before its door never arrives there: do not wait for it for ever.
    await Promise.race([everyone, sleep(15_000)]);
    return { release, waiting: () => waiting };
  }
}

/**
 * Starts the load on nginx at `base`: `pagesPerSecond` page views, and a citizen every
 * `submissionIntervalMs`. Its `stop()` ends both and waits for the answers still to come.
 */
export function startLoad({ base, records, codes, outbox, pagesPerSecond, submissionIntervalMs }) {
  const load = new Load({ base, records, codes, outbox });
  load.start(pagesPerSecond, submissionIntervalMs);
  return load;
}
