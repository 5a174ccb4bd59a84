/**
 * The fixed items of the FAQ and safety tips pages (SPEC §2, §9: FAQ 4, safety tips 8). Their
 * words live in the locale files under these keys; each FAQ answer ends with one next step.
 */
import { HELPLINES } from "~/content/helplines";
import { telHref } from "~/lib/tel";

export type FaqItem = {
  key: "theft" | "lost_property" | "helpline" | "fir_or_complaint";
  /** Where the answer's next step goes: a page of this site, or a telephone link. */
  href: string;
};

export const FAQ_ITEMS: readonly FaqItem[] = [
  { key: "theft", href: "/all-police-stations" },
  { key: "lost_property", href: "/lost-and-found" },
  { key: "helpline", href: telHref(HELPLINES.railway) },
  { key: "fir_or_complaint", href: "/complaint" },
];

export const SAFETY_TIPS = [
  "footboard",
  "tracks",
  "moving_train",
  "valuables",
  "strangers",
  "unattended",
  "women",
  "overhead_wires",
] as const;
