import type { MiddlewareFunction } from "react-router";
import { servicesContext } from "../context";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every change to what public pages show is made by staff in the administration area, so a
 * successful state-changing request there drops the page cache: after the change is committed and
 * before its answer leaves, so the next page anyone asks for is rendered afresh. Catching them
 * here rather than in each content service means a new admin screen cannot forget to.
 */
export const invalidatePageCacheOnStaffChange: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  if (
    !SAFE_METHODS.has(request.method) &&
    new URL(request.url).pathname.startsWith("/admin/") &&
    response.status < 400
  ) {
    context.get(servicesContext).pageCache.invalidate();
  }
  return response;
};
