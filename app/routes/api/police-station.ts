import { requestContext, servicesContext } from "~/.server/context";
import { i18nFor } from "~/.server/i18n/server-i18n";
import { policeStationsResponseSchema } from "~/.server/content/stations/api-schemas";
import { listStations, parseStationTypes } from "~/.server/content/stations/station-directory";
import type { Route } from "./+types/police-station";

/**
 * GET /api/police-station[?type=PS]: `{ policeStations }`, every station and office (or those of
 * the given types) with its officer or null. An unknown type is a 400 in the visitor's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const types = parseStationTypes(new URL(request.url));
  if (!types.ok) {
    const t = i18nFor(locale).t;
    return Response.json(
      { message: t("stations.api.bad_type"), errors: { type: [t("stations.api.bad_type")] } },
      { status: 400 },
    );
  }
  const stations = await listStations(context.get(servicesContext).stations, locale, types.types);
  return Response.json(policeStationsResponseSchema.parse({ policeStations: stations }));
}
