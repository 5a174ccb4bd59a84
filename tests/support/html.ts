/**
 * Tiny readers for what a server response carries: bits of the rendered HTML, the loader data
 * React Router serialised into the page for hydration, and Set-Cookie headers.
 */
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

/** The `lang` attribute of the `<html>` element. */
export function htmlLang(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
}

/** The token of `<meta name="csrf-token" content="…">`. */
export function csrfMetaToken(html: string): string | undefined {
  return /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
}

/** The text inside the first `<h1>` (tags inside it removed). */
export function firstHeading(html: string): string | undefined {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
}

/**
 * The loader data a server-rendered page hands to the browser: React Router writes it as a
 * turbo-stream into `window.__reactRouterContext.streamController.enqueue("…")` scripts. This
 * decodes those chunks exactly as the browser would, so tests see what hydration sees.
 */
export async function hydrationLoaderData(html: string): Promise<Record<string, Record<string, unknown>>> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => JSON.parse(match[1]!) as string,
  );
  if (chunks.length === 0) throw new Error("the page carries no React Router hydration data");
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const decoded = await decodeViaTurboStream(stream, globalThis);
  await decoded.done;
  return (decoded.value as { loaderData: Record<string, Record<string, unknown>> }).loaderData;
}

export type SetCookie = { name: string; value: string; attributes: Map<string, string> };

/** Every cookie a response sets, by name; attribute names are lower-cased (`httponly`, `samesite` …). */
export function setCookies(response: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = "", ...rest] = header.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const attributes = new Map<string, string>();
    for (const attribute of rest) {
      const [key = "", ...value] = attribute.split("=");
      attributes.set(key.trim().toLowerCase(), value.join("=").trim());
    }
    cookies.set(name, { name, value: pair.slice(index + 1).trim(), attributes });
  }
  return cookies;
}
