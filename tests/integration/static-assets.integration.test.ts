/**
 * Hashed assets: served immutable, as the build's brotli or gzip copy when the browser
 * accepts one, byte for byte the same file once decoded, with validators that work per encoding.
 */
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let script = "";
let stylesheet = "";

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request without the automatic decompression of fetch, to see the bytes on the wire. */
function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, server.url), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const html = await (await fetch(`${server.url}/`)).text();
  script =
    /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ??
    /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)![1]!;
  stylesheet = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
});
afterAll(() => server.close());

describe("hashed assets", () => {
  test("brotli copy for a browser that accepts it, identical once decoded", async () => {
    const plain = await raw(script);
    const br = await raw(script, { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
  });

  test("gzip copy when brotli is not accepted, or refused with q=0", async () => {
    const plain = await raw(stylesheet);
    for (const acceptEncoding of ["gzip", "br;q=0, gzip;q=0.8"]) {
      const gz = await raw(stylesheet, { "accept-encoding": acceptEncoding });
      expect(gz.headers["content-encoding"], acceptEncoding).toBe("gzip");
      expect(gz.headers["content-type"]).toMatch(/^text\/css/);
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    }
  });

  test("the plain file for a client that accepts no encoding", async () => {
    const plain = await raw(script, { "accept-encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("a repeat visit with the validator gets 304, per encoding", async () => {
    const br = await raw(script, { "accept-encoding": "br" });
    const gz = await raw(script, { "accept-encoding": "gzip" });
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await raw(script, { "accept-encoding": "br", "if-none-match": String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test("HEAD answers the headers without a body", async () => {
    const head = await raw(script, { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  test("no path outside the assets directory; a missing asset is a 404, not a server error", async () => {
    for (const path of ["/assets/..%2fserver%2findex.js", "/assets/%2e%2e/index.js"]) {
      const response = await raw(path, { "accept-encoding": "br, gzip" });
      expect([403, 404], path).toContain(response.status);
      expect(response.body.toString()).not.toContain("createRequestHandler");
    }
    expect((await raw("/assets/missing-abc123.js", { "accept-encoding": "br" })).status).toBe(404);
  });
});
