/**
 * SPEC §2 and §9: the safety tips screen holds 8 video ids that it does not render. They are kept
 * here, typed, so that a later video section (or the JSON API) has them in one place. These are
 * sample ids in the shape of the video site's 11-character ids, not real videos: the force will
 * supply its own.
 */
export type SafetyVideo = {
  /** The video site's id of the clip. */
  id: string;
  provider: "youtube";
};

export const SAFETY_VIDEOS = [
  { id: "SAMPLEvid01", provider: "youtube" },
  { id: "SAMPLEvid02", provider: "youtube" },
  { id: "SAMPLEvid03", provider: "youtube" },
  { id: "SAMPLEvid04", provider: "youtube" },
  { id: "SAMPLEvid05", provider: "youtube" },
  { id: "SAMPLEvid06", provider: "youtube" },
  { id: "SAMPLEvid07", provider: "youtube" },
  { id: "SAMPLEvid08", provider: "youtube" },
] as const satisfies readonly SafetyVideo[];
