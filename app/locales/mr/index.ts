import type { Resources } from "../types";
import acknowledgement from "./acknowledgement";
import admin from "./admin";
import emergency from "./emergency";
import fir from "./fir";
import getHelp from "./get-help";
import searchWords from "./search-words";
import site from "./site";
import stops from "./stops";

const mr = {
  ...site,
  fir,
  admin,
  emergency,
  acknowledgement,
  get_help: getHelp,
  stops,
  search_words: searchWords,
} satisfies Resources;
export default mr;
