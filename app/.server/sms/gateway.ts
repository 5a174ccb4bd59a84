/** Talking to an SMS gateway over HTTP: bounded in time, and any failure is one error type. */
export class SmsDeliveryError extends Error {
  override name = "SmsDeliveryError";
}

/**
 * fetch with the configured timeout; any non-2xx answer is a delivery failure. Its body is
 * cancelled there and then: an answer left unread holds its connection until the garbage
 * collector comes by. A 2xx answer is the caller's to read (readAnswer).
 */
export async function postToGateway(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new SmsDeliveryError(timedOut(error) ? "gateway timed out" : "gateway unreachable");
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new SmsDeliveryError(`gateway answered ${response.status}`);
  }
  return response;
}

/** The body of a 2xx answer as text, read to the end within the same timeout as the request. */
export async function readAnswer(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw new SmsDeliveryError(timedOut(error) ? "gateway timed out" : "gateway answer cut short");
  }
}

/** A gateway's own words for a log line: short, and with anything like a phone number masked. */
export function gatewayReason(text: string): string {
  return text
    .replace(/\d{6,}/g, "[number]")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 160);
}

function timedOut(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
