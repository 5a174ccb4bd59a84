import acknowledgement from "./acknowledgement";
import admin from "./admin";
import emergency from "./emergency";
import fir from "./fir";
import getHelp from "./get-help";
import searchWords from "./search-words";
import site from "./site";
import stops from "./stops";

/** English, the reference language: every other language must have exactly these keys. */
const en = {
  ...site,
  fir,
  admin,
  emergency,
  acknowledgement,
  get_help: getHelp,
  stops,
  search_words: searchWords,
} as const;
export default en;
