/**
 * The timeline view groups a page of articles by the month they were published in, in Indian
 * Standard Time (an article posted at 1 a.m. on the 1st in Mumbai belongs to that month, not the
 * previous one as it would in UTC).
 */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export type MonthGroup<T> = {
  /** YYYY-MM, unique within a page. */
  key: string;
  year: number;
  /** 0 for January. */
  month: number;
  items: T[];
};

export function groupByMonth<T extends { created_at: string }>(items: T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const item of items) {
    const ist = new Date(Date.parse(item.created_at) + IST_OFFSET_MS);
    const year = ist.getUTCFullYear();
    const month = ist.getUTCMonth();
    const key = `${year}-${String(month + 1).padStart(2, "0")}`;
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else {
      const existing = groups.find((group) => group.key === key);
      if (existing) existing.items.push(item);
      else groups.push({ key, year, month, items: [item] });
    }
  }
  return groups;
}
