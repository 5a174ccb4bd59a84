/**
 * The fault drill's faults, what a deployment loses one day, taken away in turn with load before
 * and after each: PostgreSQL and Redis restart, an instance is killed with requests in flight, an
 * instance starts while PostgreSQL is away, the file store cannot be written, the SMS gateway is
 * slow. runFaults() plays them as the drill's phases and says, per fault, when it ended and how
 * long each instance took to be back by itself; the report judges the rest from the records.
 */
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { backAfter, dependencies, RESTART_SEC_MS } from "./drill-instances.mjs";
import { seconds } from "./drill-records.mjs";
import { signIn, STORAGE_UNWRITABLE_TITLE, uploadPhoto } from "./drill-staff.mjs";

/** How long PostgreSQL or Redis is away in a restart. */
const OUTAGE_MS = 3_000;
/** How long PostgreSQL stays away after an instance has started without it. */
const START_OUTAGE_MS = 5_000;
/** Load before each fault and after the instances are back. */
const BEFORE_MS = 3_000;
const AFTER_MS = 4_000;
/** The slow gateway answers after this long, longer than SMS_TIMEOUT_MS's default of 5 s. */
const SLOW_GATEWAY_MS = 6_000;
const SLOW_WINDOW_MS = 8_000;
/** Citizens held at the door of a request, then let through together just before the kill. */
const BURST = 8;

/**
 * `drill`: { instances, supervisor, pgProxy, redisProxy, base, storageDir, gateway, load, albumId,
 * records }. Each fault's run() resolves when the fault is over, with its end (`endedAt`), what
 * remains of it (`after`, a promise), and any `checks` and `notes` of its own for the report.
 */
function faults(drill) {
  const { instances, supervisor, pgProxy, redisProxy, base, storageDir, gateway, records } = drill;
  const [first, second] = instances;
  const restart = (proxy) => async () => {
    await proxy.cut();
    await sleep(OUTAGE_MS);
    await proxy.restore();
    return { endedAt: Date.now() };
  };
  return [
    { title: "PostgreSQL restart", what: `PostgreSQL's proxy cut for ${seconds(OUTAGE_MS)}`, run: restart(pgProxy) },
    { title: "Redis restart", what: `Redis's proxy cut for ${seconds(OUTAGE_MS)}`, run: restart(redisProxy) },
    {
      title: "kill -9 of an instance",
      what: `instance 1 killed with ${BURST} requests let through just before, started ${seconds(RESTART_SEC_MS)} later`,
      async run() {
        const held = await drill.load.holdCitizens(BURST);
        held.release();
        // Long enough for nginx to pass the requests on, short of their answers.
        await sleep(5);
        await supervisor.stop(first, "SIGKILL");
        const notes = [`${held.waiting()} of ${BURST} held citizens were let through at the kill`];
        await sleep(RESTART_SEC_MS);
        return { endedAt: Date.now(), after: supervisor.launch(first), notes, since: "its restart" };
      },
    },
    {
      title: "start while PostgreSQL is down",
      what: `instance 2 stopped, PostgreSQL's proxy cut, instance 2 started, PostgreSQL back ${seconds(START_OUTAGE_MS)} later`,
      async run() {
        await supervisor.stop(second);
        await pgProxy.cut();
        const starting = supervisor.launch(second);
        await sleep(START_OUTAGE_MS);
        await pgProxy.restore();
        return { endedAt: Date.now(), after: starting, since: "PostgreSQL came back" };
      },
    },
    {
      title: "storage not writable",
      what: "STORAGE_DIR renamed away and a file put in its place while staff upload a photo",
      async run() {
        const checks = [];
        const staff = await signIn(base);
        const upload = (label) => uploadPhoto({ staff, base, albumId: drill.albumId, label, records });
        const control = await upload("before");
        checks.push([control.saved, `a photo uploaded before the fault is saved (${control.status})`]);
        const away = `${storageDir}.away`;
        renameSync(storageDir, away);
        writeFileSync(storageDir, "the file store is not here: scripts/drill.mjs\n");
        try {
          const during = await upload("during");
          checks.push([
            during.status === 503 && during.kind === "site" && during.storagePage,
            `an upload during the fault gets the site's 503 "${STORAGE_UNWRITABLE_TITLE}" (${during.status}, ${during.kind})`,
          ]);
          const named = await Promise.all(instances.map(dependencies));
          checks.push([
            named.every((answer) => answer.httpStatus === 503 && (answer.failed ?? []).includes("storage")),
            `/readyz/dependencies names "storage" on every instance (${named
              .map((answer) => `${answer.httpStatus} ${JSON.stringify(answer.failed ?? [])}`)
              .join(", ")})`,
          ]);
          await sleep(OUTAGE_MS);
        } finally {
          rmSync(storageDir, { force: true });
          renameSync(away, storageDir);
        }
        const endedAt = Date.now();
        const after = upload("after").then((answer) => {
          checks.push([answer.saved, `a photo uploaded after the fault is saved (${answer.status})`]);
        });
        return { endedAt, after, checks };
      },
    },
    {
      title: "slow SMS gateway",
      what: `instance 2's gateway answers after ${seconds(SLOW_GATEWAY_MS)} (SMS_TIMEOUT_MS 5 s) for ${seconds(SLOW_WINDOW_MS)}`,
      async run() {
        const before = gateway.receivedSlow;
        gateway.delayMs = SLOW_GATEWAY_MS;
        await sleep(SLOW_WINDOW_MS);
        gateway.delayMs = 0;
        return {
          endedAt: Date.now(),
          // The citizens whose codes went out slowly finish their code step meanwhile.
          afterMs: SLOW_GATEWAY_MS,
          notes: [`${gateway.receivedSlow - before} messages reached the gateway while it was slow`],
        };
      },
    },
  ];
}

/**
 * The drill's phases under the load already running: a warm-up, the baseline, then each fault
 * (its records labelled "<n>. <title>"). Resolves to one result per fault for the report.
 */
export async function runFaults(drill) {
  const { instances, records } = drill;
  await sleep(2_000);
  records.phase = "baseline";
  await sleep(BEFORE_MS + AFTER_MS);

  const results = [];
  for (const [index, fault] of faults(drill).entries()) {
    const label = `${index + 1}. ${fault.title}`;
    records.phase = label;
    console.log(`${label}: ${fault.what}`);
    await sleep(BEFORE_MS);
    const faultAt = Date.now();
    const outcome = await fault.run();
    // Polled from the fault's end, while what remains of it (a start, an upload) goes on.
    const [back] = await Promise.all([
      Promise.all(instances.map((instance) => backAfter(instance, outcome.endedAt))),
      outcome.after,
    ]);
    await Promise.all(instances.map((instance) => instance.restart));
    await sleep(Math.max(AFTER_MS, outcome.afterMs ?? 0));
    results.push({ label, fault, ...outcome, back, faultAt });
  }
  return results;
}
