import type { Resources } from "../types";
import admin from "./admin";
import site from "./site";

const mr = { ...site, admin } satisfies Resources;
export default mr;
