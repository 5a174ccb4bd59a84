/**
 * Ranking lost reports against found-property register items, in either direction:
 * the reports that may be an item's owner, or the items that may be a report's property. Pure:
 * the candidates come from match-proposals.ts, already narrowed to the same category.
 *
 * A candidate must fall in the date window (found at most WINDOW_DAYS after the loss, or a day
 * before it, for a loss reported with the wrong day). Then, in order of weight:
 * - a shared identifier (an IMEI, in either side's own field or written in its text, or the
 *   item's number written into the report) outweighs all the rest together, so such a pair is
 *   always first;
 * - shared words of the descriptions, each weighted by how rare it is among the candidates (a
 *   word every bag has, "bag", says little; "Wildcraft" says much), in English or Marathi alike:
 *   words are cut the way the site's search index cuts them (search-query.ts), so Devanagari
 *   vowel signs stay inside their words;
 * - the same station, or else a station on the report's line;
 * - how close the dates are.
 * Each proposal carries the reasons it scored, for staff to judge it by.
 */
import { LINE_STATIONS, type MapLine } from "~/components/stations/railway-map-layout";
import { textWords } from "../search/search-query";
import { imeisIn, itemNumbersIn } from "./identifiers";

export const WINDOW_DAYS = 30;
/** A loss reported a day late or early still matches an item found "before" it. */
const EARLY_DAYS = 1;

const IDENTIFIER_WEIGHT = 1000;
const WORDS_WEIGHT = 10;
const STATION_WEIGHT = 3;
const LINE_WEIGHT = 1;
const DATE_WEIGHT = 2;

export type FoundSide = {
  id: number;
  category: string;
  foundOn: string;
  stationId: number;
  /** Its descriptions, English and Marathi: each is compared on its own, so that one language's
   * words do not dilute a match in the other. */
  texts: string[];
  /** The IMEI of the register's own field (a found phone). */
  imei?: string | null;
};

export type LostSide = {
  id: number;
  category: string;
  /** The day of the loss, when the report gives one. */
  lostOn: string | null;
  stationId: number | null;
  line: string | null;
  text: string;
  /** The IMEIs typed in the report's own fields (a lost phone's form asks for up to two). */
  imeis?: string[];
};

export type MatchReason =
  | { kind: "imei"; imei: string }
  | { kind: "item_number" }
  | { kind: "words"; words: string[] }
  | { kind: "station" }
  | { kind: "line" }
  | { kind: "date"; days: number };

export type Proposal<T> = { candidate: T; score: number; reasons: MatchReason[] };

/** Words that every description has and that tell nothing apart. */
const STOP_WORDS = new Set([
  ...["a", "an", "and", "at", "by", "for", "from", "in", "is", "it", "my", "near", "of", "on", "or", "the", "to"],
  ...["was", "were", "with", "has", "had", "left", "lost", "found", "train", "station", "platform", "colour", "color"],
  ...["आणि", "व", "मध्ये", "एक", "माझा", "माझी", "माझे", "हरवला", "हरवली", "हरवले", "सापडला", "सापडली", "सापडले"],
  ...["रंगाचा", "रंगाची", "रंगाचे", "असलेला", "असलेली", "असलेले", "होता", "होती", "होते", "गाडीत", "स्थानकावर"],
]);

/** The distinct meaningful words of a text, lower-cased; an English plural counts as its singular. */
export function matchWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of textWords(text)) {
    let word = raw.toLowerCase();
    if (/^[a-z]{4,}s$/.test(word) && !word.endsWith("ss")) word = word.slice(0, -1);
    if (word.length < 2 || STOP_WORDS.has(word) || /^\d{1,3}$/.test(word)) continue;
    words.add(word);
  }
  return words;
}

const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Whether an item found on `foundOn` can be property lost on `lostOn` (an unknown day always can). */
export function inDateWindow(lostOn: string | null, foundOn: string): boolean {
  if (!lostOn) return true;
  const days = daysBetween(lostOn, foundOn);
  return days >= -EARLY_DAYS && days <= WINDOW_DAYS;
}

/** The day range an item's found date may take for a loss on `lostOn`, for the database query. */
export function foundWindow(lostOn: string): { from: string; to: string } {
  const day = Date.parse(`${lostOn}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(day - EARLY_DAYS * DAY_MS), to: iso(day + WINDOW_DAYS * DAY_MS) };
}

/** The day range a loss may have for an item found on `foundOn`. */
export function lostWindow(foundOn: string): { from: string; to: string } {
  const day = Date.parse(`${foundOn}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(day - WINDOW_DAYS * DAY_MS), to: iso(day + EARLY_DAYS * DAY_MS) };
}

function linesOf(stationId: number): MapLine[] {
  return (Object.keys(LINE_STATIONS) as MapLine[]).filter((line) => LINE_STATIONS[line].includes(stationId));
}

/** How rare each word is among the texts: log(N / documents holding it), at least a little. */
function rarity(texts: Set<string>[]): (word: string) => number {
  const counts = new Map<string, number>();
  for (const words of texts) for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const total = texts.length;
  return (word) => Math.log(1 + total / (counts.get(word) ?? 1));
}

function scorePair(
  item: FoundSide,
  itemWords: Set<string>[],
  report: LostSide,
  reportWords: Set<string>,
  weight: (word: string) => number,
): { score: number; reasons: MatchReason[] } | null {
  if (item.category !== report.category || !inDateWindow(report.lostOn, item.foundOn)) return null;
  const reasons: MatchReason[] = [];
  let score = 0;

  const reportImeis = new Set([...(report.imeis ?? []), ...imeisIn(report.text)]);
  const itemImeis = [...(item.imei ? [item.imei] : []), ...imeisIn(item.texts.join(" "))];
  const sharedImei = itemImeis.find((imei) => reportImeis.has(imei));
  if (sharedImei) {
    score += IDENTIFIER_WEIGHT;
    reasons.push({ kind: "imei", imei: sharedImei });
  }
  if (itemNumbersIn(report.text).includes(item.id)) {
    score += IDENTIFIER_WEIGHT;
    reasons.push({ kind: "item_number" });
  }

  const words = wordsScore(itemWords, reportWords, weight);
  if (words) {
    score += WORDS_WEIGHT * words.similarity;
    reasons.push({ kind: "words", words: words.shared.sort((a, b) => weight(b) - weight(a)).slice(0, 6) });
  }

  if (report.stationId === item.stationId) {
    score += STATION_WEIGHT;
    reasons.push({ kind: "station" });
  } else {
    const reportLines: string[] = report.line ? [report.line] : report.stationId ? linesOf(report.stationId) : [];
    if (linesOf(item.stationId).some((line) => reportLines.includes(line))) {
      score += LINE_WEIGHT;
      reasons.push({ kind: "line" });
    }
  }

  if (report.lostOn) {
    const days = Math.max(0, daysBetween(report.lostOn, item.foundOn));
    score += DATE_WEIGHT * (1 - Math.min(days, WINDOW_DAYS) / WINDOW_DAYS);
    reasons.push({ kind: "date", days });
  }
  return { score, reasons };
}

/**
 * The cosine of the report's words and the closer of the item's descriptions, each word weighted
 * by its rarity; null when they share no word.
 */
function wordsScore(
  itemWords: Set<string>[],
  reportWords: Set<string>,
  weight: (word: string) => number,
): { similarity: number; shared: string[] } | null {
  const norm = (words: Iterable<string>) => Math.sqrt([...words].reduce((sum, w) => sum + weight(w) ** 2, 0));
  let best: { similarity: number; shared: string[] } | null = null;
  for (const words of itemWords) {
    const shared = [...words].filter((word) => reportWords.has(word));
    if (shared.length === 0) continue;
    const similarity = norm(shared) ** 2 / (norm(words) * norm(reportWords));
    if (!best || similarity > best.similarity) best = { similarity, shared };
  }
  return best;
}

function rank<T>(scored: (Proposal<T> | null)[], limit: number): Proposal<T>[] {
  return scored
    .filter((proposal): proposal is Proposal<T> => proposal !== null && proposal.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

const itemWordsOf = (item: FoundSide) => item.texts.map(matchWords);
const union = (sets: Set<string>[]) => new Set(sets.flatMap((set) => [...set]));

/** The lost reports most likely to be the item's owner's, best first. */
export function rankReportsForItem(item: FoundSide, reports: LostSide[], limit: number): Proposal<LostSide>[] {
  const itemWords = itemWordsOf(item);
  const prepared = reports.map((value) => ({ value, words: matchWords(value.text) }));
  const weight = rarity([union(itemWords), ...prepared.map((p) => p.words)]);
  return rank(
    prepared.map(({ value, words }) => {
      const scored = scorePair(item, itemWords, value, words, weight);
      return scored ? { candidate: value, ...scored } : null;
    }),
    limit,
  );
}

/** The register items most likely to be the report's property, best first. */
export function rankItemsForReport(report: LostSide, items: FoundSide[], limit: number): Proposal<FoundSide>[] {
  const reportWords = matchWords(report.text);
  const prepared = items.map((value) => ({ value, words: itemWordsOf(value) }));
  const weight = rarity([reportWords, ...prepared.map((p) => union(p.words))]);
  return rank(
    prepared.map(({ value, words }) => {
      const scored = scorePair(value, words, report, reportWords, weight);
      return scored ? { candidate: value, ...scored } : null;
    }),
    limit,
  );
}
