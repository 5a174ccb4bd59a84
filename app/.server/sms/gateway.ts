/** Talking to an SMS gateway over HTTP: bounded in time, and any failure is one error type. */
export class SmsDeliveryError extends Error {
  override name = "SmsDeliveryError";
}

/** fetch with the configured timeout; any non-2xx answer is a delivery failure. */
export async function postToGateway(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new SmsDeliveryError(
      error instanceof Error && error.name === "TimeoutError" ? "gateway timed out" : "gateway unreachable",
    );
  }
  if (!response.ok) throw new SmsDeliveryError(`gateway answered ${response.status}`);
  return response;
}
