/**
 * The fault drill's SMS, as the citizens' phones see it: instance 1 writes its one-time codes to
 * its outbox file (SMS_OUTBOX_IN_PRODUCTION=1) and instance 2 sends them with SMS_PROVIDER=http to
 * a gateway here, which the last fault makes slower than SMS_TIMEOUT_MS. Both feed one CodeBook,
 * from which a simulated citizen reads the code it was texted.
 */
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { SMS_LANGUAGES, templateIdVariable, templateIdVariables } from "../../app/.server/sms/template-list.ts";

/**
 * DLT template ids for every SMS_DLT_TEMPLATE_* variable the gateway instance needs, and the set
 * of those that carry a one-time code (whose texts the gateway puts in the CodeBook).
 */
export function dltTemplateIds() {
  const otpVariables = templateIdVariables("SMS_DLT_TEMPLATE");
  const templateIds = Object.fromEntries(
    otpVariables.map((variable, index) => [variable, `1107${String(index + 1).padStart(15, "0")}`]),
  );
  return {
    templateIds,
    otpTemplateIds: new Set(
      SMS_LANGUAGES.map((language) => templateIds[templateIdVariable("SMS_DLT_TEMPLATE", "otp", language)]),
    ),
  };
}

/** The one-time codes texted to each mobile, as the citizen's phone would show them. */
export class CodeBook {
  codes = new Map();
  outboxes = new Map();

  /** Reads the new lines of an instance's SMS outbox ($DATA_DIR/sms-outbox.jsonl). */
  readOutbox(file, via) {
    if (!existsSync(file)) return;
    const state = this.outboxes.get(file) ?? { offset: 0, rest: "" };
    const size = statSync(file).size;
    if (size > state.offset) {
      const buffer = Buffer.alloc(size - state.offset);
      const fd = openSync(file, "r");
      try {
        readSync(fd, buffer, 0, buffer.length, state.offset);
      } finally {
        closeSync(fd);
      }
      state.offset = size;
      const lines = (state.rest + buffer.toString("utf8")).split("\n");
      state.rest = lines.pop();
      for (const line of lines.filter(Boolean)) {
        const message = JSON.parse(line);
        if (message.template === "otp") this.add(message.to, message.text, via, false);
      }
    }
    this.outboxes.set(file, state);
  }

  add(to, text, via, slow) {
    const code = /^(\d{4,8})\s/.exec(text)?.[1];
    if (code) this.codes.set(to.replace(/^91(?=\d{10}$)/, ""), { code, via, slow });
  }

  async waitFor(mobile, outbox, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      this.readOutbox(outbox, "outbox");
      const found = this.codes.get(mobile);
      if (found || Date.now() > deadline) return found;
      await sleep(100);
    }
  }
}

/**
 * A gateway for SMS_PROVIDER=http: it takes each message (the citizen's phone has the code from
 * that moment) and answers after `delayMs`, at once unless the slow-gateway fault is on.
 */
export async function startGateway(book, otpTemplateIds) {
  const gateway = { delayMs: 0, received: 0, receivedSlow: 0 };
  const server = createHttpServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const slow = gateway.delayMs > 0;
      try {
        const message = JSON.parse(body);
        gateway.received += 1;
        if (slow) gateway.receivedSlow += 1;
        if (otpTemplateIds.has(message.dlt_template_id)) book.add(message.to, message.text, "gateway", slow);
      } catch {
        // not a message: answered all the same
      }
      const timer = setTimeout(() => {
        if (!response.destroyed) {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify({ id: randomBytes(8).toString("hex") }));
        }
      }, gateway.delayMs);
      response.on("close", () => clearTimeout(timer));
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  gateway.url = `http://127.0.0.1:${server.address().port}/send`;
  gateway.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return gateway;
}
