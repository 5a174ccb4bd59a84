/**
 * The browser side of the citizen-services JSON API (SPEC §7): form posts carrying the ajax
 * marker and the CSRF token from the page's meta tag, answered with JSON whatever the status.
 */
export type ApiAnswer = { status: number; body: Record<string, unknown> | null };

function csrfToken(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (!meta) {
    // SPEC §1: a missing tag is only logged; the server will refuse the request with 419.
    console.error('CSRF token not found: the page has no <meta name="csrf-token">');
    return "";
  }
  return meta.content;
}

/** The XSRF-TOKEN cookie: the token of a page from the page cache, whose meta tag is empty. */
function xsrfCookie(): string {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : "";
}

function tokenHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = csrfToken();
  const cookie = xsrfCookie();
  if (token) headers["X-CSRF-TOKEN"] = token;
  if (cookie) headers["X-XSRF-TOKEN"] = cookie;
  return headers;
}

/** POSTs a form; status 0 means the request never reached the server (offline, aborted). */
export async function postForm(url: string, body: FormData | URLSearchParams): Promise<ApiAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: {
        ...tokenHeaders(),
        "X-Requested-With": "XMLHttpRequest",
        Accept: "application/json",
      },
    });
  } catch {
    return { status: 0, body: null };
  }
  try {
    const body = (await response.json()) as unknown;
    return {
      status: response.status,
      body: body && typeof body === "object" ? (body as Record<string, unknown>) : null,
    };
  } catch {
    return { status: response.status, body: null };
  }
}

/** A string field of an answer, if it is one. */
export function textOf(body: Record<string, unknown> | null, field: string): string | undefined {
  const value = body?.[field];
  return typeof value === "string" && value !== "" ? value : undefined;
}
