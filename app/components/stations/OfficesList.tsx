import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, useLocation, useRouteLoaderData, Link } from "react-router";
import type { StationType } from "~/.server/db/schema";
import { BackButton } from "~/components/ui/BackButton";
import { useFormat } from "~/i18n/use-format";
import { telHref } from "~/lib/tel";
import type { loader as rootLoader } from "~/root";
import { LineMark } from "./LineMark";
import { matchesOfficeQuery, ofTypes } from "./office-search";
import { ShareTags } from "~/components/seo/ShareTags";

/** How long typing must pause before the result count is announced (not on every keystroke). */
const ANNOUNCE_DELAY_MS = 500;

/**
 * SPEC §2 "Offices list (props type, title)": the stations and offices of the given types, from
 * the station data every page carries (the root loader's `policeStations`), with a search box.
 * The search is a plain GET form (`?q=`), so it works without JavaScript; with it, the list also
 * filters as the visitor types and a live region announces how many offices match.
 */
export function OfficesList({
  type,
  title,
  description,
  query,
  stops = [],
}: {
  type: readonly StationType[];
  title: string;
  /** One sentence on what the list holds, for search results and link previews. */
  description: string;
  query: string;
  /** The railway stops whose names match `query`, each with the police station that covers it. */
  stops?: ReadonlyArray<{ id: string; name: string; policeStationId: number }>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const location = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const offices = useMemo(() => ofTypes(root?.policeStations ?? [], type), [root?.policeStations, type]);

  // The text in the box; reset whenever the server answers a new ?q= (Enter, "Show all", history).
  const [text, setText] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);
  if (query !== lastQuery) {
    setLastQuery(query);
    setText(query);
  }

  // The stops found for the query the server answered (not for what is typed since).
  const stopsOf = (officeId: number) =>
    text === query ? stops.filter((stop) => stop.policeStationId === officeId).map((stop) => stop.name) : [];
  const visible = offices.filter((office) => matchesOfficeQuery(office, text) || stopsOf(office.id).length > 0);
  const searched = text.trim();
  const count = { count: visible.length, number: format.number(visible.length) };
  const status = searched
    ? t("stations.offices.results_for", { ...count, query: searched })
    : t("stations.offices.results", count);
  const announced = useSettled(status, ANNOUNCE_DELAY_MS);

  return (
    <div className="stations-page offices-page">
      <title>{`${title} | ${t("common.site_name")}`}</title>
      <ShareTags title={title} description={description} />
      <div className="page-header">
        <h1>{title}</h1>
        <BackButton />
      </div>

      <Form method="get" role="search" className="offices-search" preventScrollReset>
        <label htmlFor="offices-search-input">{t("stations.offices.search_label")}</label>
        <div className="offices-search-row">
          <input
            id="offices-search-input"
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button">
            {t("stations.offices.search_button")}
          </button>
        </div>
      </Form>

      <p className="offices-count" role="status">
        {announced}
      </p>

      {visible.length === 0 ? (
        <div className="empty-state">
          <p>{t("stations.offices.no_results", { query: searched })}</p>
          <Link to={location.pathname} onClick={() => setText("")} preventScrollReset>
            {t("stations.offices.clear_search")}
          </Link>
        </div>
      ) : (
        <ul className="office-cards" aria-label={title}>
          {visible.map((office) => (
            <li key={office.id} className={`card office-card office-card-${office.type.toLowerCase()}`}>
              <h2 className="office-card-title">
                <Link to={`/police-station/${office.id}`} lang={office.lang}>
                  {office.name}
                </Link>
              </h2>
              <p className="office-card-type">{t(`stations.types.${office.type}`)}</p>
              {stopsOf(office.id).length > 0 ? (
                <p className="office-card-covers">
                  {t("stations.offices.covers", { stops: stopsOf(office.id).join(", ") })}
                </p>
              ) : null}
              {office.strip ? (
                <p className="office-card-line">
                  <LineMark strip={office.strip} colour={office.color_code} />
                </p>
              ) : null}
              {office.address ? (
                <p className="office-card-address" lang={office.lang}>
                  {office.address}
                </p>
              ) : null}
              {office.landline ? (
                <p className="office-card-phone">
                  <span className="muted">{t("stations.offices.landline")}: </span>
                  <a href={telHref(office.landline)}>{office.landline}</a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** `value`, once it has stopped changing for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
