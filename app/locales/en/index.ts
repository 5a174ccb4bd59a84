import admin from "./admin";
import site from "./site";

/** English, the reference language: every other language must have exactly these keys. */
const en = { ...site, admin } as const;
export default en;
