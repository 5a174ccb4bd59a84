import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy in front of the e2e server that brings an HTML page a little at a time, as a crowded
 * mobile network does, while its stylesheet and scripts come at once. Every other answer passes
 * through unchanged. The browser then has a stylesheet and half a document, and paints what it has:
 * what a test sees is what a commuter on a slow connection sees while the page arrives.
 *
 * Chromium's own network throttling slows the stylesheet too, and a page is whole by the time its
 * stylesheet lets the browser paint; hence a proxy that slows the document alone.
 */
export type SlowDocumentProxy = { url: string; close: () => Promise<void> };

export async function startSlowDocumentProxy(
  target: string,
  {
    /** Bytes in each piece of the document. */
    chunkBytes = 300,
    /** Pause between pieces: 300 bytes every 60 ms is 5 KB/s, a congested 2G/3G link. */
    everyMs = 60,
    /** How much of the document comes slowly; the rest follows at once (the first screen is what counts). */
    slowBytes = 14_000,
  } = {},
): Promise<SlowDocumentProxy> {
  const server = http.createServer((request, response) => {
    forward(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });

  async function forward(request: http.IncomingMessage, response: http.ServerResponse) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (name === "host" || value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    // Uncompressed, so that each piece is a known number of bytes of the page itself.
    headers.set("accept-encoding", "identity");
    const upstream = await fetch(new URL(request.url ?? "/", target), { headers, redirect: "manual" });

    const outgoing: http.OutgoingHttpHeaders = {};
    upstream.headers.forEach((value, name) => {
      if (!["content-length", "content-encoding", "transfer-encoding", "set-cookie"].includes(name))
        outgoing[name] = value;
    });
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length > 0) outgoing["set-cookie"] = cookies;
    response.writeHead(upstream.status, outgoing);

    const body = Buffer.from(await upstream.arrayBuffer());
    if (!(upstream.headers.get("content-type") ?? "").startsWith("text/html")) {
      response.end(body);
      return;
    }
    for (let at = 0; at < Math.min(body.length, slowBytes); at += chunkBytes) {
      response.write(body.subarray(at, at + chunkBytes));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    response.end(body.subarray(Math.min(body.length, Math.ceil(slowBytes / chunkBytes) * chunkBytes)));
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
