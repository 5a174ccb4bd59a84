import type { Resources } from "../types";
import acknowledgement from "./acknowledgement";
import admin from "./admin";
import emergency from "./emergency";
import fir from "./fir";
import getHelp from "./get-help";
import site from "./site";

const hi = { ...site, fir, admin, emergency, acknowledgement, get_help: getHelp } satisfies Resources;
export default hi;
