/**
 * zod for code the browser runs too (import `z` from here, not from "zod", in such modules).
 * zod compiles fast validators with `new Function` where it can, and finds out by trying; the
 * site's CSP forbids eval, so in the browser that probe is a CSP violation on every page with a
 * form. jitless skips the probe and the compiled path, which these small forms do not need. The
 * server keeps the compiled path: no CSP applies there.
 */
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
