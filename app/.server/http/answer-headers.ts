/**
 * Headers of a page answered by a form post (the report forms, the status check, both sign-ins):
 * never stored, since it carries what was typed, and a refusal's Retry-After, so a browser or a
 * script knows how long a limit or a busy server asks it to wait.
 */
export function answerHeaders(retryAfterSeconds?: number): Record<string, string> {
  return {
    "Cache-Control": "no-store",
    ...(retryAfterSeconds === undefined ? {} : { "Retry-After": String(retryAfterSeconds) }),
  };
}

/**
 * The same headers as such a route's `headers` export: React Router sends an action's headers only
 * when the route passes them on.
 */
export function answeredPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return answerHeaders(retryAfter === null ? undefined : Number(retryAfter));
}
