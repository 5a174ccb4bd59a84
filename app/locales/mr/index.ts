import type { Resources } from "../types";
import admin from "./admin";
import fir from "./fir";
import site from "./site";

const mr = { ...site, fir, admin } satisfies Resources;
export default mr;
