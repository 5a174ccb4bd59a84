/**
 * /get-help: sends a commuter to the agency that handles their problem, in two or three
 * questions. Each answer is a GET link (`?need=…`), so the page works without JavaScript and a
 * step can be bookmarked or shared; an unknown answer starts again at the first question.
 * Which agency handles what: the railway police (this site, 1512) crime and lost property on
 * Mumbai's suburban trains and stations; Rail Madad (139) amenities and cleanliness; the RPF
 * (through 139) security on long-distance trains; the cyber-crime helpline 1930 and portal online
 * and UPI fraud; CEIR the blocking of a lost phone; 112 any emergency.
 */
import { EMERGENCY_NUMBER, HELPLINES } from "~/content/helplines";
import { EXTERNAL_LINKS } from "~/content/external-links";
import { z } from "~/validation/zod";

export const FIRST_CHOICES = ["emergency", "suburban", "lost_phone", "cyber", "amenities", "long_distance"] as const;
export const SUBURBAN_CHOICES = ["suburban_crime", "suburban_lost"] as const;
export const ANSWERS = [
  "emergency",
  "suburban_crime",
  "suburban_lost",
  "lost_phone",
  "cyber",
  "amenities",
  "long_distance",
] as const;
export type Answer = (typeof ANSWERS)[number];

/** What an answer offers: a number to call, a page of this site (path), or another site. */
export type HelpAction =
  | { type: "call"; number: string }
  | { type: "page"; key: "complaint" | "fir" | "lost_report" | "found_property"; href: string }
  | { type: "external"; key: "ceir" | "cybercrime" | "rail_madad"; href: string };

const RAIL_MADAD_NUMBER = "139";
const CYBER_NUMBER = "1930";

const ACTIONS: Record<Answer, HelpAction[]> = {
  emergency: [
    { type: "call", number: EMERGENCY_NUMBER },
    { type: "call", number: HELPLINES.railway },
  ],
  suburban_crime: [
    { type: "call", number: HELPLINES.railway },
    { type: "page", key: "complaint", href: "/complaint" },
    { type: "page", key: "fir", href: "/fir-dashboard" },
  ],
  suburban_lost: [
    { type: "page", key: "lost_report", href: "/lost-and-found" },
    { type: "page", key: "found_property", href: "/found-property" },
    { type: "call", number: HELPLINES.railway },
  ],
  lost_phone: [
    { type: "page", key: "lost_report", href: "/lost-and-found" },
    { type: "external", key: "ceir", href: EXTERNAL_LINKS.ceir },
  ],
  cyber: [
    { type: "call", number: CYBER_NUMBER },
    { type: "external", key: "cybercrime", href: EXTERNAL_LINKS.cybercrime },
  ],
  amenities: [
    { type: "call", number: RAIL_MADAD_NUMBER },
    { type: "external", key: "rail_madad", href: EXTERNAL_LINKS.railMadad },
  ],
  long_distance: [{ type: "call", number: RAIL_MADAD_NUMBER }],
};

export type GetHelpStep =
  | { name: "first"; choices: readonly (typeof FIRST_CHOICES)[number][] }
  | { name: "suburban"; choices: readonly (typeof SUBURBAN_CHOICES)[number][] }
  | { name: "answer"; answer: Answer; actions: HelpAction[] };

const needSchema = z.enum([...ANSWERS, "suburban"]);

/** The step the `need` query parameter asks for; anything else is the first question. */
export function getHelpStep(url: URL): GetHelpStep {
  const parsed = needSchema.safeParse(url.searchParams.get("need"));
  if (!parsed.success) return { name: "first", choices: FIRST_CHOICES };
  if (parsed.data === "suburban") return { name: "suburban", choices: SUBURBAN_CHOICES };
  return { name: "answer", answer: parsed.data, actions: ACTIONS[parsed.data] };
}
