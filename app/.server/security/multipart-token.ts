/**
 * The `_token` field of a multipart form, read from the start of the body only. Staff uploads are
 * up to 40 MB; parsing a copy of the whole body in memory just to find the token (as the CSRF
 * check did) read every upload twice. The site's forms put the token first (CsrfField), so it is
 * found in the first few hundred bytes; a token that is not among the fields of the first
 * `MAX_SCAN_BYTES` is treated as missing.
 */
export const MAX_SCAN_BYTES = 64 * 1024;

export async function multipartToken(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
): Promise<string | null> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const delimiter = boundary?.[1] ?? boundary?.[2];
  if (!body || !delimiter) return null;
  const reader = body.getReader();
  let text = "";
  try {
    while (text.length < MAX_SCAN_BYTES) {
      const { done, value } = await reader.read();
      if (value) text += Buffer.from(value).toString("latin1");
      const found = tokenIn(text, `--${delimiter}`);
      if (found !== undefined || done) return found ?? null;
    }
    return null;
  } catch {
    return null;
  } finally {
    // Stop reading this copy of the body; the action reads its own.
    reader.cancel().catch(() => undefined);
  }
}

/** The value of the first complete `_token` part in `text`, if there is one yet. */
function tokenIn(text: string, delimiter: string): string | undefined {
  const parts = text.split(`\r\n${delimiter}`);
  // The first piece starts with the delimiter itself; the last may be incomplete.
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1) return undefined;
    const body = index === 0 ? part.slice(part.indexOf(delimiter) + delimiter.length) : part;
    const end = body.indexOf("\r\n\r\n");
    if (end < 0) continue;
    const headers = body.slice(0, end);
    if (!/^content-disposition:\s*form-data;\s*name="_token"\s*$/im.test(headers)) continue;
    return Buffer.from(body.slice(end + 4), "latin1").toString("utf8");
  }
  return undefined;
}
