/**
 * What each database-backed page of the info area needs, already in the visitor's language.
 * Route loaders call these and nothing else.
 */
import type { Db } from "../../db/connection";
import type { Locale } from "../../db/schema";
import { buildOrgTree, countByType, createOrganizationRepository } from "./organization";
import { createPeopleRepository, toFormerCommissionerView, toLeaderView } from "./people";

export function createInfoPages(db: Db) {
  const people = createPeopleRepository(db);
  const organization = createOrganizationRepository(db);
  return {
    /** About us: how many railway police stations the force runs, and its former commissioners. */
    async about(locale: Locale) {
      const [stationCount, commissioners] = await Promise.all([
        organization.countStations(),
        people.listFormerCommissioners(),
      ]);
      return { stationCount, commissioners: commissioners.map((row) => toFormerCommissionerView(row, locale)) };
    },
    async leadership(locale: Locale) {
      return { leaders: (await people.listLeaders()).map((row) => toLeaderView(row, locale)) };
    },
    async organization(locale: Locale) {
      const tree = buildOrgTree(await organization.listUnits(), locale);
      return { tree, counts: countByType(tree) };
    },
  };
}
