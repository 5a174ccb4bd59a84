/**
 * The one ordered list of migrations, run at start-up on SQLite and PostgreSQL alike.
 * Append only: a migration that has shipped is never edited, only followed by another.
 */
import type { Migration } from "kysely";
import * as m001 from "./001-foundation";
import * as m002 from "./002-articles";
import * as m003 from "./003-documents";
import * as m004 from "./004-gallery";
import * as m005 from "./005-people";
import * as m006 from "./006-citizen-services";
import * as m007 from "./007-staff";
import * as m008 from "./008-report-inbox";
import * as m009 from "./009-admin-stations";
import * as m012 from "./012-search";
import * as m013 from "./013-fir-requests";
import * as m014 from "./014-undelivered-codes";
import * as m015 from "./015-sms-deliveries";
import * as m016 from "./016-report-jurisdiction";
import * as m017 from "./017-report-photos";
import * as m018 from "./018-site-settings";
import * as m020 from "./020-status-links";
import * as m021 from "./021-lost-identifiers";
import * as m022 from "./022-found-property-matching";
import * as m023 from "./023-report-fir-numbers";
import * as m024 from "./024-found-property-imei";
import * as m025 from "./025-report-list-indexes";
import * as m026 from "./026-found-property-disposal";
import * as m027 from "./027-search-words";
import * as m028 from "./028-hindi-reports";
import * as m029 from "./029-hindi-content";
import * as m030 from "./030-hindi-search";
import * as m031 from "./031-found-property-hindi";
import * as m032 from "./032-report-words";

export const migrations: Record<string, Migration> = {
  "001-foundation": m001,
  "002-articles": m002,
  "003-documents": m003,
  "004-gallery": m004,
  "005-people": m005,
  "006-citizen-services": m006,
  "007-staff": m007,
  "008-report-inbox": m008,
  "009-admin-stations": m009,
  "012-search": m012,
  "013-fir-requests": m013,
  "014-undelivered-codes": m014,
  "015-sms-deliveries": m015,
  "016-report-jurisdiction": m016,
  "017-report-photos": m017,
  "018-site-settings": m018,
  "020-status-links": m020,
  "021-lost-identifiers": m021,
  "022-found-property-matching": m022,
  "023-report-fir-numbers": m023,
  "024-found-property-imei": m024,
  "025-report-list-indexes": m025,
  "026-found-property-disposal": m026,
  "027-search-words": m027,
  "028-hindi-reports": m028,
  "029-hindi-content": m029,
  "030-hindi-search": m030,
  "031-found-property-hindi": m031,
  "032-report-words": m032,
};
