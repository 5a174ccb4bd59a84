/**
 * What every content page's loader and action start with: a signed-in admin or editor (the guard),
 * the application's services, and the acting staff member for the audit log.
 */
import { data, type RouterContextProvider } from "react-router";
import { requireStaff } from "../auth/guard";
import { servicesContext } from "../context";
import { CONTENT_ROLES, type ContentActor } from "./content-form";

export type ContentPageArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string | undefined>;
};

export function notFound() {
  return data({ reason: "not_found" }, { status: 404 });
}

export async function contentStaff(args: ContentPageArgs) {
  const access = await requireStaff(args, { roles: CONTENT_ROLES });
  const actor: ContentActor = { id: access.user.id, origin: access.origin };
  return { services: args.context.get(servicesContext), actor };
}

/** The section segment of a content page's path (/admin/content/<section>/…). */
export function sectionSegment(request: Request): string {
  return new URL(request.url).pathname.split("/")[3] ?? "";
}
