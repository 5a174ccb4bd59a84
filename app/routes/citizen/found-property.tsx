import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link } from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import { reportableStations } from "~/.server/reports/submit";
import {
  FOUND_PROPERTY_Q_MAX,
  parseFoundPropertySearch,
  searchFoundProperty,
} from "~/.server/found-property/public-register";
import { siteHolding } from "~/.server/found-property/holding";
import { BackButton } from "~/components/ui/BackButton";
import { Pagination } from "~/components/ui/Pagination";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { useFormat } from "~/i18n/use-format";
import styles from "~/styles/pages/citizen.css?url";
import { LOST_FOUND_CATEGORY_VALUES } from "~/validation/citizen-rules";
import type { Route } from "./+types/found-property";
import { ShareTags } from "~/components/seo/ShareTags";
import { TEXT_PAGE } from "~/lib/page-handle";

/** /found-property: property held at railway police stations, searchable by words, category, station and date. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { locale } = context.get(requestContext);
  const parsed = parseFoundPropertySearch(new URL(request.url));
  if (!parsed.ok) throw data({ reason: "bad_search" }, { status: 400 });
  const [page, stations] = await Promise.all([
    searchFoundProperty(services.db, parsed.search, parsed.page, locale, siteHolding(services)),
    reportableStations(services, locale),
  ]);
  return {
    page,
    search: parsed.search,
    qMax: FOUND_PROPERTY_Q_MAX,
    stations,
  };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function FoundProperty({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { page, search, stations, qMax } = loaderData;
  const title = t("citizen.found_property.title");
  const position = { title, page: format.digits(page.current_page), last: format.digits(page.last_page) };
  const documentTitle = page.current_page > 1 ? t("citizen.found_property.page_title", position) : title;
  const filtered = Boolean(search.q || search.category || search.station || search.since);
  const day = (date: string) => format.dayMonthYear(`${date}T00:00:00Z`);

  return (
    <div className="citizen-page">
      <title>{`${documentTitle} | ${t("common.site_name")}`}</title>
      <ShareTags title={title} description={t("citizen.found_property.intro")} />
      <div className="page-header">
        <h1>{title}</h1>
        <BackButton />
      </div>
      <p className="citizen-intro">{t("citizen.found_property.intro")}</p>
      <p className="citizen-callout">
        <Link to="/lost-and-found">{t("citizen.found_property.report_link")}</Link>
      </p>

      <section className="citizen-search card" aria-labelledby="found-search-title">
        <h2 id="found-search-title">{t("citizen.found_property.search_heading")}</h2>
        <Form method="get" action="/found-property" className="citizen-search-form">
          <div className="citizen-field">
            <label htmlFor="found-q" className="citizen-label">
              {t("citizen.found_property.keywords")}
            </label>
            <p id="found-q-hint" className="citizen-hint">
              {t("citizen.found_property.keywords_hint")}
            </p>
            <input
              id="found-q"
              name="q"
              type="search"
              className="citizen-input"
              maxLength={qMax}
              aria-describedby="found-q-hint"
              defaultValue={search.q ?? ""}
            />
          </div>
          <SearchChoice
            name="category"
            label={t("citizen.found_property.category")}
            any={t("citizen.found_property.any_category")}
            choices={LOST_FOUND_CATEGORY_VALUES.map((value) => ({ value, label: t(`citizen.categories.${value}`) }))}
            value={search.category ?? ""}
          />
          <SearchChoice
            name="station"
            label={t("citizen.found_property.station")}
            any={t("citizen.found_property.any_station")}
            choices={stations.map((station) => ({
              value: String(station.id),
              label: station.name,
              lang: station.lang,
            }))}
            value={search.station ? String(search.station) : ""}
          />
          <div className="citizen-field">
            <label htmlFor="found-since" className="citizen-label">
              {t("citizen.found_property.since")}
            </label>
            <input
              id="found-since"
              name="since"
              type="date"
              className="citizen-input citizen-input-medium"
              defaultValue={search.since ?? ""}
            />
          </div>
          <div className="citizen-search-actions">
            <button type="submit" className="button">
              {t("citizen.found_property.search")}
            </button>
            {filtered ? <Link to="/found-property">{t("citizen.found_property.clear")}</Link> : null}
          </div>
        </Form>
      </section>

      <h2 className="citizen-results-count">
        {t("citizen.found_property.results", { count: page.total, n: format.number(page.total) })}
      </h2>
      {page.data.length === 0 ? (
        <p className="empty-state">{t("citizen.found_property.empty")}</p>
      ) : (
        <ul className="citizen-found-list" aria-label={t("citizen.found_property.caption", position)}>
          {page.data.map((item) => (
            <li key={item.id} className="card citizen-found-item">
              {item.photo ? (
                <ResponsiveImage
                  image={item.photo}
                  alt={t("citizen.found_property.photo_alt", { description: item.description })}
                  sizes="(min-width: 48rem) 200px, 100vw"
                  className="citizen-found-photo"
                />
              ) : null}
              <div className="citizen-found-text">
                <p className="citizen-badge">{t(`citizen.categories.${item.category}`)}</p>
                {item.claimInProgress ? (
                  <p className="citizen-badge">{t("citizen.found_property.claim_in_progress")}</p>
                ) : null}
                <p>{t("citizen.found_property.item_number", { number: item.number })}</p>
                <h3 lang={item.lang}>{item.description}</h3>
                <dl className="citizen-found-facts">
                  <Fact label={t("citizen.found_property.column_station")}>
                    <Link to={`/police-station/${item.station_id}`} lang={item.station_lang}>
                      {item.station_name}
                    </Link>
                  </Fact>
                  <Fact label={t("citizen.found_property.column_found")}>
                    <time dateTime={item.found_on}>{day(item.found_on)}</time>
                  </Fact>
                  {item.held_until ? (
                    <Fact label={t("citizen.found_property.column_held_until")}>
                      <time dateTime={item.held_until}>{day(item.held_until)}</time>
                    </Fact>
                  ) : null}
                  {item.imei ? <Fact label={t("citizen.found_property.column_imei")}>{item.imei}</Fact> : null}
                </dl>
                {/* Once its owner has been found, nobody else is asked to claim it. */}
                {item.claimInProgress ? null : (
                  <p>
                    <Link to={`/lost-and-found?item=${item.number}`}>{t("citizen.found_property.this_is_mine")}</Link>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page.current_page} last={page.last_page} />
    </div>
  );
}

/** One of the search's choices (category, station): "any" first, then the choices. */
function SearchChoice(props: {
  name: string;
  label: string;
  any: string;
  choices: Array<{ value: string; label: string; lang?: string }>;
  value: string;
}) {
  const id = `found-${props.name}`;
  return (
    <div className="citizen-field">
      <label htmlFor={id} className="citizen-label">
        {props.label}
      </label>
      <select id={id} name={props.name} className="citizen-input citizen-select" defaultValue={props.value}>
        <option value="">{props.any}</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One fact about an item: its label and its value. */
function Fact(props: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}
