import { useCallback, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import type { StationSummary } from "~/.server/content/police-stations";
import { Modal } from "~/components/ui/Modal";
import { telHref } from "~/lib/tel";
import {
  COLUMN_X,
  hitBox,
  LABEL_GAP,
  labelLines,
  LINE_PATHS,
  MAP_LINES,
  MAP_STATIONS,
  MAP_VIEWBOX,
  markerSpan,
  type MapStation,
} from "./railway-map-layout";

const MARKER_RADIUS = 12;
const LABEL_LINE_HEIGHT = 26;

/**
 * SPEC §2 "Railway map" as an inline SVG. Every station icon is an ordinary link to its station
 * page (so without JavaScript it simply navigates, and keyboard users reach it with Tab); with
 * JavaScript, activating one opens a dialog with the station's contacts instead.
 */
export function RailwayMap({ stations }: { stations: readonly StationSummary[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Kept after closing, so the dialog does not empty itself while it closes.
  const [shownId, setShownId] = useState<number | null>(null);
  const close = useCallback(() => setOpen(false), []);

  const shown = shownId === null ? undefined : stations.find((station) => station.id === shownId);
  const shownStop = MAP_STATIONS.find((stop) => stop.id === shownId);
  const shortName = (stop: MapStation) => t(`stations.map.names.${stop.key}`);

  const onActivate = (event: React.MouseEvent<HTMLAnchorElement>, id: number) => {
    // A new tab or window (Ctrl, Cmd, Shift, middle click) keeps the link's ordinary behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Focus the icon first (an SVG <a> at run time), so closing the dialog hands focus back to it.
    event.currentTarget.focus();
    setShownId(id);
    setOpen(true);
  };

  return (
    <>
      <div className="railway-map-canvas">
        <svg
          className="railway-map-svg"
          viewBox={`0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`}
          width={MAP_VIEWBOX.width}
          height={MAP_VIEWBOX.height}
          role="group"
          aria-labelledby="railway-map-title"
          aria-describedby="railway-map-desc"
        >
          <title id="railway-map-title">{t("stations.map.svg_title")}</title>
          <desc id="railway-map-desc">{t("stations.map.svg_desc")}</desc>

          <g aria-hidden="true">
            {MAP_LINES.map((line) => (
              <text key={line} className={`map-column-title map-text-${line}`} x={COLUMN_X[line] - 14} y={44}>
                {t(`stations.map.columns.${line}`)}
              </text>
            ))}
            {MAP_LINES.map((line) => (
              <path key={line} className={`map-track map-track-${line}`} d={LINE_PATHS[line]} />
            ))}
          </g>

          {MAP_STATIONS.map((stop, index) => {
            const name = shortName(stop);
            const span = markerSpan(stop);
            const box = hitBox(stop);
            const lines = labelLines(name);
            const labelX = span.to + LABEL_GAP;
            const firstBaseline = stop.y + 7 - ((lines.length - 1) * LABEL_LINE_HEIGHT) / 2;
            return (
              <a
                key={stop.id}
                href={`/police-station/${stop.id}`}
                className={`map-station map-station-${stop.line}`}
                data-station-id={stop.id}
                aria-label={name}
                onClick={(event) => onActivate(event, stop.id)}
              >
                <rect className="map-hit" x={box.x} y={box.y} width={box.width} height={box.height} rx={10} />
                {stop.joins ? (
                  <>
                    <rect
                      className={`map-pulse map-pulse-wide map-pulse-${index % 4}`}
                      x={span.from - MARKER_RADIUS}
                      y={stop.y - MARKER_RADIUS}
                      width={span.to - span.from + 2 * MARKER_RADIUS}
                      height={2 * MARKER_RADIUS}
                      rx={MARKER_RADIUS}
                    />
                    <rect
                      className="map-marker map-interchange"
                      x={span.from - MARKER_RADIUS}
                      y={stop.y - MARKER_RADIUS}
                      width={span.to - span.from + 2 * MARKER_RADIUS}
                      height={2 * MARKER_RADIUS}
                      rx={MARKER_RADIUS}
                    />
                  </>
                ) : (
                  <>
                    <circle
                      className={`map-pulse map-pulse-${index % 4}`}
                      cx={span.from}
                      cy={stop.y}
                      r={MARKER_RADIUS}
                    />
                    <circle className="map-marker" cx={span.from} cy={stop.y} r={MARKER_RADIUS} />
                  </>
                )}
                <text className="map-label" x={labelX} y={firstBaseline}>
                  {lines.map((line, i) => (
                    <tspan key={line} x={labelX} dy={i === 0 ? 0 : LABEL_LINE_HEIGHT}>
                      {line}
                    </tspan>
                  ))}
                </text>
              </a>
            );
          })}
        </svg>
      </div>

      <Modal
        id="station-dialog"
        title={shown?.name ?? (shownStop ? shortName(shownStop) : "")}
        open={open}
        closeTo="/mumbai-railway-map"
        closeLabel={t("stations.map.close_link")}
        onClose={close}
      >
        {shownId !== null ? (
          <div className={`map-station-card map-station-card-${shownStop?.line ?? "central"}`}>
            {shown && (shown.landline || shown.email || shown.address) ? (
              <dl className="map-station-details">
                {shown.landline ? (
                  <div>
                    <dt>{t("stations.map.contact_number")}</dt>
                    <dd>
                      <a href={telHref(shown.landline)}>{shown.landline}</a>
                    </dd>
                  </div>
                ) : null}
                {shown.email ? (
                  <div>
                    <dt>{t("stations.map.email")}</dt>
                    <dd>
                      <a href={`mailto:${shown.email}`}>{shown.email}</a>
                    </dd>
                  </div>
                ) : null}
                {shown.address ? (
                  <div>
                    <dt>{t("stations.map.address")}</dt>
                    <dd lang={shown.lang}>{shown.address}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            <Link to={`/police-station/${shownId}`} className="button">
              {t("stations.map.more_information")}
            </Link>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
