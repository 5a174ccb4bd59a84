import acknowledgement from "./acknowledgement";
import admin from "./admin";
import emergency from "./emergency";
import fir from "./fir";
import site from "./site";

/** English, the reference language: every other language must have exactly these keys. */
const en = { ...site, fir, admin, emergency, acknowledgement } as const;
export default en;
