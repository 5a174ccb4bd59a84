/** Talking to an SMS gateway over HTTP: bounded in time, and any failure is one error type. */
export class SmsDeliveryError extends Error {
  override name = "SmsDeliveryError";
  /**
   * True when the gateway may well have taken the message: the request reached it and no answer
   * came in time (or the answer was cut short). A slow gateway usually delivers such a message
   * moments later, so its code must stay usable. False when the gateway certainly did not take it
   * (unreachable, or it answered with a refusal).
   */
  readonly outcomeUnknown: boolean;

  constructor(message: string, options: { outcomeUnknown?: boolean } = {}) {
    super(message);
    this.outcomeUnknown = options.outcomeUnknown ?? false;
  }
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
    // A request that timed out was sent: whether the gateway took it, nobody knows.
    if (timedOut(error)) throw new SmsDeliveryError("gateway timed out", { outcomeUnknown: true });
    throw new SmsDeliveryError("gateway unreachable");
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
    // The gateway answered 2xx, so it had the message; only its words about it were lost.
    throw new SmsDeliveryError(timedOut(error) ? "gateway timed out" : "gateway answer cut short", {
      outcomeUnknown: true,
    });
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
