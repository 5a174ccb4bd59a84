/**
 * Who is signed in as a citizen, on the server, for the FIR dashboard's loaders and actions.
 * Anyone else is sent to the sign-in page; a session that ended (30 minutes idle, 12 hours, signed
 * out elsewhere) says so there, and its cookie is cleared.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../context";
import type { CitizenAccount } from "../../db/tables/citizen";
import { clearedCitizenCookie, readCitizenToken } from "./citizen-cookie";

export const DASHBOARD_PATH = "/fir-dashboard";
export const CITIZEN_SIGN_IN_PATH = "/fir-dashboard/sign-in";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The signed-in account, or null (without redirecting: the sign-in page itself asks this). */
export async function currentCitizen({ request, context }: Args): Promise<CitizenAccount | null> {
  const session = await context.get(servicesContext).citizenSessions.resolve(readCitizenToken(request));
  return session.status === "active" ? session.account : null;
}

export async function requireCitizen({ request, context }: Args): Promise<CitizenAccount> {
  const services = context.get(servicesContext);
  const session = await services.citizenSessions.resolve(readCitizenToken(request));
  if (session.status === "active") return session.account;
  const target = session.status === "ended" ? `${CITIZEN_SIGN_IN_PATH}?ended=1` : CITIZEN_SIGN_IN_PATH;
  throw redirect(target, {
    headers: {
      "Set-Cookie": clearedCitizenCookie(services.config.isProduction),
      "Cache-Control": "no-store",
    },
  });
}
