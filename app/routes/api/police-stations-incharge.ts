import { requestContext, servicesContext } from "~/.server/context";
import { policeStationsResponseSchema } from "~/.server/content/stations/api-schemas";
import { listStationsInCharge } from "~/.server/content/stations/station-directory";
import type { Route } from "./+types/police-stations-incharge";

/** GET /api/police-stations-incharge: `{ policeStations }`, each police station with its officer or null. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const stations = await listStationsInCharge(context.get(servicesContext).stations, locale);
  return Response.json(policeStationsResponseSchema.parse({ policeStations: stations }));
}
