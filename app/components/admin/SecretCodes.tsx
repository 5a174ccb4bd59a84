/**
 * Something shown exactly once (recovery codes, a temporary password): large, monospaced,
 * selectable, and spoken character by character is left to the screen reader's own commands.
 */
export function SecretCodes({ label, codes }: { label: string; codes: string[] }) {
  return (
    <div className="admin-secret" role="group" aria-label={label}>
      <ul className="admin-secret-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
