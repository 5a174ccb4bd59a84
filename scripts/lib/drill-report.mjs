/**
 * The fault drill's report: per phase, what visitors saw (answers by status and kind, nginx's bare
 * pages, the cached pages), whether every confirmation a citizen was told of is in the database
 * exactly once, and whether each instance came back by itself; each promise a check that passes
 * or fails, then a Markdown table of the figures. Kept apart from the running of the drill so that
 * what is judged, and how it is worded, is read in one place.
 */
import { BACK_WITHIN_S } from "./drill-instances.mjs";
import { CACHED_PAGES } from "./drill-load.mjs";
import { seconds } from "./drill-records.mjs";

function countBy(items, key) {
  const counts = new Map();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

const KIND_WORDS = {
  ok: "",
  site: " site",
  "nginx-page": " nginx's unavailable page",
  "nginx-bare": " nginx's bare page",
  "no-code": " but no code reached the phone",
};

function describeAnswers(items) {
  return countBy(items, (item) =>
    item.kind === "ok"
      ? String(item.status)
      : `${item.path} ${item.kind === "network" ? `no answer (${item.reason})` : `${item.status}${KIND_WORDS[item.kind]}`}`,
  )
    .map(([what, count]) => `${what} ×${count}`)
    .join(", ");
}

function describeFailures(items) {
  return countBy(items, (item) =>
    item.outcome === "confirmed"
      ? "confirmed"
      : item.kind === "network"
        ? `${item.step}: no answer (${item.reason})`
        : `${item.step}: ${item.status}${KIND_WORDS[item.kind] ?? ""}${item.reason ? ` "${item.reason}"` : ""}`,
  )
    .map(([what, count]) => `${what} ×${count}`)
    .join("; ");
}

/** What visitors saw in one phase, and the database's account of its confirmations. */
function summarise(records, label, stored) {
  const mine = records.filter((record) => record.phase === label);
  const pages = mine.filter((record) => record.type === "page");
  const cached = pages.filter((record) => CACHED_PAGES.includes(record.path));
  const submissions = mine.filter((record) => record.type === "submission");
  const confirmed = submissions.filter((record) => record.outcome === "confirmed");
  const failedOnes = submissions.filter((record) => record.outcome === "failed");
  const bare = mine.filter((record) => record.kind === "nginx-bare").length;
  const storedOnce = confirmed.filter((record) => stored.get(record.mobile) === 1).length;
  const storedAnyway = failedOnes.filter((record) => (stored.get(record.mobile) ?? 0) > 0);
  return {
    pages,
    cachedOk: cached.filter((record) => record.status === 200).length,
    cachedTotal: cached.length,
    bare,
    submissions,
    confirmed,
    failedOnes,
    storedOnce,
    storedAnyway,
  };
}

/**
 * Prints the report: `results` from runFaults(), `stored` from storedComplaints() (confirmed
 * complaints per mobile), `citizens` how many the load began, `startedAt` the drill's start.
 * Resolves to the checks that failed (none: every check passed).
 */
export function report({ records: drillRecords, results, stored, instances, citizens, startedAt }) {
  const records = drillRecords.list;
  const unexpectedExits = drillRecords.unexpectedExits;
  const failures = [];
  const check = (ok, text) => {
    console.log(`   ${ok ? "ok  " : "FAIL"} ${text}`);
    if (!ok) failures.push(text);
  };
  const table = [];
  const phases = [{ label: "baseline", fault: { title: "none (baseline)" } }, ...results];
  console.log("");
  for (const result of phases) {
    const s = summarise(records, result.label, stored);
    console.log(result.label === "baseline" ? "(baseline)" : result.label);
    console.log(`   page views ${s.pages.length}: ${describeAnswers(s.pages) || "none"}`);
    console.log(
      `   submissions ${s.submissions.length}: ${s.confirmed.length} confirmed` +
        (s.failedOnes.length ? `; ${s.failedOnes.length} failed: ${describeFailures(s.failedOnes)}` : ""),
    );
    const slow = s.submissions.filter((record) => record.slow);
    if (slow.length > 0) {
      const waits = slow.map((record) => record.newMs).filter(Boolean);
      console.log(
        `   codes sent through the slow gateway: ${slow.length}; ${slow.filter((record) => record.outcome === "confirmed").length} confirmed with that code; the code step answered after ${waits.length ? seconds(Math.max(...waits)) : "-"} at most`,
      );
    }
    const burst = s.submissions.filter((record) => record.burst);
    if (burst.length > 0) console.log(`   held citizens let through at the kill: ${describeFailures(burst)}`);
    for (const text of result.notes ?? []) console.log(`   ${text}`);
    check(s.bare === 0, `nginx's bare error page: ${s.bare}`);
    check(s.cachedOk === s.cachedTotal, `cached pages answered 200: ${s.cachedOk} of ${s.cachedTotal}`);
    check(
      s.storedOnce === s.confirmed.length,
      `confirmed reports in the database exactly once: ${s.storedOnce} of ${s.confirmed.length}`,
    );
    const definite = s.storedAnyway.filter((record) => record.kind === "site");
    check(
      definite.length === 0,
      `stored although the site answered that it failed: ${definite.length}` +
        (s.storedAnyway.length > definite.length
          ? ` (and ${s.storedAnyway.length - definite.length} stored whose answer was lost: ${describeFailures(s.storedAnyway.filter((record) => record.kind !== "site"))})`
          : ""),
    );
    for (const [ok, text] of result.checks ?? []) check(ok, text);
    if (result.back) {
      check(
        result.back.every((value) => value !== undefined),
        `back by itself (/healthz and /readyz/dependencies) after ${result.since ?? "the fault ended"}: ${result.back
          .map(
            (value, at) =>
              `${instances[at].name} ${value === undefined ? `not within ${BACK_WITHIN_S} s` : `${value.toFixed(1)} s`}`,
          )
          .join(", ")}`,
      );
      // Citizens who began after the fault ended and finished before the next one began.
      const nextFaultAt = results[results.indexOf(result) + 1]?.faultAt ?? Infinity;
      const after = records.filter(
        (record) => record.type === "submission" && record.startedAt >= result.endedAt && record.at < nextFaultAt,
      );
      const confirmedAfter = after.filter((record) => record.outcome === "confirmed").length;
      check(
        confirmedAfter > 0,
        `complaints begun after the fault ended and confirmed: ${confirmedAfter} of ${after.length}`,
      );
    }
    const notOk = s.pages.filter((record) => record.kind !== "ok");
    table.push([
      result.fault.title,
      String(s.pages.length),
      notOk.length ? describeAnswers(notOk) : "none",
      String(s.bare),
      `${s.cachedOk}/${s.cachedTotal}`,
      `${s.confirmed.length}/${s.submissions.length}`,
      s.failedOnes.length ? describeFailures(s.failedOnes) : "none",
      `${s.storedOnce}/${s.confirmed.length}`,
      result.back ? result.back.map((value) => (value === undefined ? "no" : `${value.toFixed(1)} s`)).join(", ") : "",
    ]);
  }
  for (const exit of unexpectedExits) failures.push(`${exit.instance} ${exit.how} (${exit.phase})`);
  for (const exit of unexpectedExits) console.log(`FAIL ${exit.instance} ${exit.how} during "${exit.phase}"`);
  const doubled = [...stored].filter(([, count]) => count > 1);
  if (doubled.length > 0) {
    failures.push(`${doubled.length} mobiles with more than one confirmed report`);
    console.log(`FAIL ${doubled.length} mobiles have more than one confirmed report`);
  }
  const confirmedTotal = records.filter((record) => record.outcome === "confirmed").length;
  if (confirmedTotal === 0) failures.push("no complaint was confirmed at all");

  console.log(
    "\n| fault | page views | not 2xx/3xx | nginx bare | cached 200 | confirmed | failed submissions | stored once | back after |",
  );
  console.log("| --- | --: | --- | --: | --: | --: | --- | --: | --- |");
  for (const row of table) console.log(`| ${row.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`);
  console.log(
    `\n${citizens} citizens, ${records.filter((record) => record.type === "page").length} page views, ` +
      `${confirmedTotal} complaints confirmed, in ${seconds(Date.now() - startedAt)}.`,
  );
  if (failures.length > 0) {
    console.log(`\n${failures.length} check${failures.length > 1 ? "s" : ""} failed.`);
  } else {
    console.log("\nEvery check passed.");
  }
  return failures;
}
