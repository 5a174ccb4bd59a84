/**
 * Who asks for a one-time code or enters one, as the code engine counts them (one-time-codes.ts):
 * the request's address, its browser, and the browser's proof of the numbers it holds, which a
 * right code renews. Every flow with a code step builds its requester here.
 */
import type { RequestState } from "../context";
import type { Requester } from "./one-time-codes";

export function requesterOf(state: RequestState): Requester {
  return {
    address: state.address,
    browser: state.anonId,
    proof: state.provenMobiles,
    keepProof: state.keepProvenMobiles,
  };
}
