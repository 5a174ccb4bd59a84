/**
 * The words people search the citizen services with (app/.server/search/best-bets.ts), by the
 * service, and the words for a police station (station-bets.ts), separated by commas. A keyword is one or more whole words in lower case; one ending in
 * "*" is a stem and also matches longer words (plurals, Marathi and Hindi endings). A query is
 * matched against every language's words, as people mix languages. The server's only: no page
 * downloads them.
 */
export default {
  fir_request: "fir, firs, efir, first information report*",
  // Not "track": on a railway site that is as often the line as following a report.
  status: "status*, reference number*",
  // What happened, in the words people use for it: a theft or harassment is reported here.
  complaint:
    "complain*, grievance*, theft*, thief, thieves, stolen, steal*, robbed, robber*, pickpocket*, snatch*, harass*, molest*, eve teasing",
  suggestion: "suggest*",
  lost_and_found: "lost, lose, losing, found, misplace*, left behind, forgot*",
  get_help: "helpline*, 1512, 112, emergency, who to call, rail madad, rpf, cyber*, upi, fraud*, ceir, imei, block*",
  // Words that say "police station": the stations search leaves them out of a query, so that a
  // stop sharing one (Thane, ठाणे) is not asked for.
  police_station: "railway police station, police station",
} as const;
