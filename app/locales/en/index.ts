import acknowledgement from "./acknowledgement";
import admin from "./admin";
import emergency from "./emergency";
import fir from "./fir";
import getHelp from "./get-help";
import site from "./site";

/** English, the reference language: every other language must have exactly these keys. */
const en = { ...site, fir, admin, emergency, acknowledgement, get_help: getHelp } as const;
export default en;
