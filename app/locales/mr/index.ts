import type { Resources } from "../types";
import acknowledgement from "./acknowledgement";
import admin from "./admin";
import emergency from "./emergency";
import fir from "./fir";
import site from "./site";

const mr = { ...site, fir, admin, emergency, acknowledgement } satisfies Resources;
export default mr;
