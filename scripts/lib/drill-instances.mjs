/**
 * The fault drill's two instances of the production build, supervised as systemd would: an exit
 * the drill did not cause is recorded against the run and followed by a start RestartSec later,
 * as the unit's Restart=on-failure does (docs/deployment.md). Also how the drill asks an instance
 * whether it is back (/healthz and /readyz/dependencies), directly rather than through nginx.
 */
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describeError, seconds } from "./drill-records.mjs";
import { freePort, startProductionServer, stop } from "./production-server.mjs";

/** The unit's RestartSec (docs/deployment.md): a killed instance is started again this much later. */
export const RESTART_SEC_MS = 10_000;
/** Every instance must answer /healthz and /readyz/dependencies this soon after a fault ended. */
export const BACK_WITHIN_S = 20;

/**
 * The two instances, on free ports with a DATA_DIR and log file each in `dir`, sharing `shared`'s
 * environment: instance 1 writes its codes to its SMS outbox, instance 2 sends them to `gateway`.
 */
export async function planInstances({ dir, shared, gateway, templateIds }) {
  const instances = await Promise.all(
    [1, 2].map(async (number) => ({
      name: `instance ${number}`,
      port: await freePort(),
      dataDir: path.join(dir, `data-${number}`),
      logFile: path.join(dir, `instance-${number}.log`),
    })),
  );
  for (const instance of instances) instance.base = `http://127.0.0.1:${instance.port}`;
  instances[0].env = { ...shared, SMS_PROVIDER: "outbox", SMS_OUTBOX_IN_PRODUCTION: "1" };
  instances[1].env = {
    ...shared,
    ...templateIds,
    SMS_PROVIDER: "http",
    SMS_OUTBOX_IN_PRODUCTION: "0",
    SMS_HTTP_URL: gateway.url,
    SMS_SENDER_ID: "MRPOLC",
    SMS_DLT_ENTITY_ID: "1101000000000000000",
  };
  return instances;
}

export class Supervisor {
  /**
   * `records`: where unexpected exits go; `cpu`: the CPU the instances are pinned to;
   * `shuttingDown()`: true once the clean-up has begun, when exits are the drill's own doing.
   */
  constructor({ records, cpu, shuttingDown }) {
    this.records = records;
    this.cpu = cpu;
    this.shuttingDown = shuttingDown;
  }

  /** Starts (or starts again) one instance on its port; `demo` loads the demo content. */
  async launch(instance, { demo = false, initial = false } = {}) {
    instance.expectExit = false;
    const log = openSync(instance.logFile, "a");
    try {
      const { child } = await startProductionServer({
        dataDir: instance.dataDir,
        cpu: this.cpu,
        port: instance.port,
        stdout: log,
        stderr: log,
        waitSeconds: 90,
        env: { ...instance.env, DEMO_CONTENT: demo ? "1" : "0" },
        // Known at once, so that a clean-up during start-up stops it too.
        onSpawn: (spawned) => (instance.child = spawned),
      });
      child.once("exit", (code, signal) => {
        if (!instance.expectExit && !this.shuttingDown()) {
          this.crashed(instance, `exited by itself (${signal ?? `code ${code}`})`);
        }
      });
    } catch (error) {
      if (initial) throw new Error(`${instance.name}: ${error.message}; its log: ${instance.logFile}`);
      if (!this.shuttingDown()) this.crashed(instance, `failed to start: ${error.message}`);
    } finally {
      closeSync(log);
    }
  }

  crashed(instance, how) {
    this.records.unexpectedExits.push({ instance: instance.name, phase: this.records.phase, how });
    console.log(`   ! ${instance.name} ${how}; started again ${seconds(RESTART_SEC_MS)} later, as systemd would`);
    instance.restart = sleep(RESTART_SEC_MS).then(() => (this.shuttingDown() ? undefined : this.launch(instance)));
  }

  async stop(instance, signal = "SIGTERM") {
    instance.expectExit = true;
    const child = instance.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    if (signal === "SIGTERM") return stop(child);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  }
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Seconds from `since` until the instance answers /healthz and /readyz/dependencies (undefined: not within the limit). */
export async function backAfter(instance, since) {
  const deadline = since + BACK_WITHIN_S * 1000;
  while (Date.now() < deadline) {
    if ((await answers(`${instance.base}/healthz`)) && (await answers(`${instance.base}/readyz/dependencies`))) {
      return (Date.now() - since) / 1000;
    }
    await sleep(100);
  }
  return undefined;
}

/** The instance's /readyz/dependencies answer, with its HTTP status (0: no answer). */
export async function dependencies(instance) {
  try {
    const response = await fetch(`${instance.base}/readyz/dependencies`, { signal: AbortSignal.timeout(5_000) });
    return { ...(await response.json()), httpStatus: response.status };
  } catch (error) {
    return { httpStatus: 0, failed: [describeError(error)] };
  }
}
