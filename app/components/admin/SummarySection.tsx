/** A label and its value in a summary list; the label is a string, the value anything. */
export type SummaryRow = [label: string, value: React.ReactNode];

/** A section of a staff page that lists labels and values (a report's details, an FIR request's). */
export function SummarySection({ id, heading, rows }: { id: string; heading: string; rows: SummaryRow[] }) {
  return (
    <section aria-labelledby={id} className="admin-section">
      <h2 id={id}>{heading}</h2>
      <dl className="admin-summary-list">
        {rows.map(([label, value], index) => (
          <div key={index}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
