import { Link } from "react-router";
import { EMERGENCY_NUMBER, HELPLINES } from "~/content/helplines";
import { telHref } from "~/lib/tel";
import type { Resources } from "~/locales/types";

const TASKS = [
  ["complaint", "/complaint"],
  ["lost_and_found", "/lost-and-found"],
  ["find_station", "/all-police-stations"],
  ["status", "/status"],
  ["get_help", "/get-help"],
] as const;

/**
 * The home page's first screen: on a small phone, under the header and before anything
 * else, the two numbers to call and the tasks most visitors come for. Links and CSS only; the words
 * come from the loader (app/.server/i18n/emergency-help.ts), not from the site strings.
 */
export function HelpNow({ text }: { text: Resources["emergency"]["first_screen"] }) {
  const call = (number: string, name: string) => (
    <li>
      <a href={telHref(number)} className="help-call">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M5 3.5h3.2l1.8 4.6-2.3 1.5a12 12 0 0 0 6.7 6.7l1.5-2.3 4.6 1.8V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5.5a2 2 0 0 1 2-2z" />
        </svg>
        <strong>{number}</strong> <span>{name}</span>
      </a>
    </li>
  );
  return (
    <section className="help-now" aria-labelledby="help-now-heading">
      <h2 id="help-now-heading" className="visually-hidden">
        {text.heading}
      </h2>
      <ul className="help-now-calls">
        {call(HELPLINES.railway, text.railway)}
        {call(EMERGENCY_NUMBER, text.emergency)}
      </ul>
      <ul className="help-now-tasks">
        {TASKS.map(([key, to]) => (
          <li key={key}>
            {/* /get-help is a document load: its strings come with it (app/entry.client.tsx). */}
            <Link to={to} reloadDocument={to === "/get-help"}>
              {text[key]}
            </Link>
          </li>
        ))}
        <li>
          {/* A document load: the FIR pages' strings come with it (app/entry.client.tsx). */}
          <Link to="/fir-dashboard" reloadDocument>
            {text.fir}
          </Link>
        </li>
        <li>
          <a href="#helplines">{text.all_helplines}</a>
        </li>
      </ul>
    </section>
  );
}
