import type { Resources } from "../types";
import admin from "./admin";
import emergency from "./emergency";
import fir from "./fir";
import site from "./site";

const mr = { ...site, fir, admin, emergency } satisfies Resources;
export default mr;
