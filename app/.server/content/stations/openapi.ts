import type { ApiOperation } from "../../api/openapi/registry";
import { STATION_TYPES } from "../../db/schema";
import { policeStationsResponseSchema } from "./api-schemas";

/** JSON API operations of the stations area (SPEC §7). */
export const stationsOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/police-stations-incharge",
    summary: "Every police station with its officer in charge (officer is null when none is assigned)",
    tags: ["stations"],
    response: policeStationsResponseSchema,
  },
  {
    method: "get",
    path: "/api/police-station",
    summary: "Police stations and offices with their officers in charge, optionally of some types only",
    tags: ["stations"],
    query: {
      type: {
        description: `Only stations or offices of these types (${STATION_TYPES.join(", ")}), repeated or comma-separated; a station of any listed type is included. Absent: every type. Any other value is answered with 400.`,
        schema: { type: "array", items: { type: "string", enum: [...STATION_TYPES] } },
      },
    },
    response: policeStationsResponseSchema,
    errors: { 400: "An unknown station type" },
  },
];
