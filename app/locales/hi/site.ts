import type { SiteResources } from "../types";
import articles from "./articles";
import citizen from "./citizen";
import common from "./common";
import documents from "./documents";
import errors from "./errors";
import format from "./format";
import gallery from "./gallery";
import home from "./home";
import info from "./info";
import modals from "./modals";
import offline from "./offline";
import policies from "./policies";
import search from "./search";
import seo from "./seo";
import shell from "./shell";
import stations from "./stations";

/** Hindi strings of the public site (see ../en/site.ts). */
const site = {
  common,
  shell,
  home,
  modals,
  errors,
  format,
  articles,
  documents,
  gallery,
  stations,
  info,
  citizen,
  seo,
  policies,
  search,
  offline,
} satisfies SiteResources;
export default site;
