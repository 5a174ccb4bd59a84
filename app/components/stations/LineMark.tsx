import { useTranslation } from "~/i18n/use-translation";

const KNOWN_LINES = ["central", "western", "harbour"] as const;
type KnownLine = (typeof KNOWN_LINES)[number];

/** Only a plain hex colour from the database reaches the page (no CSS or markup smuggled in). */
export function safeColour(colour: string | null | undefined): string | null {
  return colour && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour) ? colour : null;
}

export function isKnownLine(strip: string | null | undefined): strip is KnownLine {
  return KNOWN_LINES.includes(strip as KnownLine);
}

/**
 * A station's suburban line: a small swatch in the line's colour (decorative; drawn as SVG with a
 * fill attribute, as the CSP allows no inline styles) and the line's name in words.
 */
export function LineMark({ strip, colour }: { strip: string | null; colour: string | null }) {
  const { t } = useTranslation();
  if (!strip) return null;
  const fill = safeColour(colour);
  return (
    <span className="line-mark">
      {fill ? (
        <svg
          className="line-mark-swatch"
          width="14"
          height="14"
          viewBox="0 0 14 14"
          aria-hidden="true"
          focusable="false"
        >
          <rect width="14" height="14" rx="3" fill={fill} />
        </svg>
      ) : null}
      {isKnownLine(strip) ? t(`stations.lines.${strip}`) : strip}
    </span>
  );
}
