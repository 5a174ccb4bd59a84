import admin from "./admin";
import fir from "./fir";
import site from "./site";

/** English, the reference language: every other language must have exactly these keys. */
const en = { ...site, fir, admin } as const;
export default en;
