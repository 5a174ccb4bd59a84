/** Railway police work on Indian Standard Time whatever the server's own zone is. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: INDIA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in India as YYYY-MM-DD. */
export function indiaDay(date: Date): string {
  return dayFormat.format(date);
}
