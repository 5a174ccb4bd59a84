/** The dialogs the home page can show, by their `?modal=` value. */
export const HOME_MODALS = [
  "citizen-corner",
  "useful-links",
  "contact-us",
  "train-services",
  "information-commissioner",
  "suggestion",
  "complaint",
] as const;
export type HomeModal = (typeof HOME_MODALS)[number];

export function parseHomeModal(value: string | null): HomeModal | null {
  return HOME_MODALS.find((modal) => modal === value) ?? null;
}
