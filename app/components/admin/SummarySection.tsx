/**
 * A label and its value in a summary list; the label is a string, the value anything, and the
 * value's language when it is not the page's (a station's Marathi name on an English page).
 */
export type SummaryRow = [label: string, value: React.ReactNode, lang?: string];

/** A section of a staff page that lists labels and values (a report's details, an account's). */
export function SummarySection({ id, heading, rows }: { id: string; heading: string; rows: SummaryRow[] }) {
  return (
    <section aria-labelledby={id} className="admin-section">
      <h2 id={id}>{heading}</h2>
      <dl className="admin-summary-list">
        {rows.map(([label, value, lang], index) => (
          <div key={index}>
            <dt>{label}</dt>
            <dd lang={lang}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
