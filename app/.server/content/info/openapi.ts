import type { ApiOperation } from "../../api/openapi/registry";

/**
 * JSON API operations of the info area. SPEC §7 names no call for these pages (about us,
 * leadership, FAQ, safety tips, martyrs, plasma): they are server-rendered only, so none is listed.
 */
export const infoOperations: ApiOperation[] = [];
