/**
 * What the fault drill saw: every answer a visitor, citizen or staff member got, with the phase
 * (warm-up, baseline, a fault) in which it arrived, and every exit of an instance that the drill
 * did not cause. One object is made by scripts/drill.mjs and handed to the load, the supervisor and
 * the report, so that they keep one account without module-level state shared between files.
 * Here too: how an answer is classed (the site's, or one of nginx's pages) and how a time or an
 * error is worded in the report.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What nginx's own error pages ("502 Bad Gateway" and the like) always carry. */
const NGINX_BARE_PAGE = "<center>nginx</center>";

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function describeError(error) {
  const cause = error?.cause?.code ?? error?.cause?.message;
  return cause ? `${error.message} (${cause})` : String(error?.message ?? error);
}

/** The build's unavailable pages, which nginx serves on its own when no instance answers (error_page). */
export function readUnavailablePages(buildDir) {
  return new Set(
    ["unavailable.html", "unavailable.json"].map((file) =>
      readFileSync(path.join(buildDir, "client", file), "utf8").trim(),
    ),
  );
}

export class DrillRecords {
  /** Every answer recorded, in the order they arrived. */
  list = [];
  /** The phase an answer arriving now counts for. */
  phase = "warm-up";
  /** Exits of an instance that the drill did not cause: each one fails the run. */
  unexpectedExits = [];

  /** `unavailablePages`: readUnavailablePages(buildDir). */
  constructor(unavailablePages) {
    this.unavailablePages = unavailablePages;
  }

  note(record) {
    this.list.push({ ...record, phase: this.phase, at: Date.now() });
  }

  /** ok: below 400; nginx-bare: nginx's own error page; nginx-page: the guide's error_page file; site: the site's own error. */
  kindOf(status, body) {
    if (body.includes(NGINX_BARE_PAGE)) return "nginx-bare";
    if (status >= 500 && this.unavailablePages.has(body.trim())) return "nginx-page";
    return status < 400 ? "ok" : "site";
  }

  /** Every recorded answer as JSON lines, after the faults' times (DRILL_RECORDS). */
  writeTo(file, results) {
    const faultTimes = results.map(({ label, faultAt, endedAt }) => ({ type: "fault", label, faultAt, endedAt }));
    writeFileSync(file, [...faultTimes, ...this.list].map((record) => JSON.stringify(record)).join("\n"));
  }
}
