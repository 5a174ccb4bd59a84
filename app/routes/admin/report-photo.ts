import { requireStaff } from "~/.server/auth/guard";
import { parseId } from "~/.server/api/json";
import { requestContext, servicesContext } from "~/.server/context";
import { i18nFor } from "~/.server/i18n/server-i18n";
import { recordReportPhotoViewed } from "~/.server/reports/desk/report-views";
import { reportPhotoData } from "~/.server/reports/photos";
import type { Route } from "./+types/report-photo";

/**
 * /admin/reports/:id/photos/:photo (administrators and desk officers): one photo a citizen sent
 * with a report. The photo is looked up through the report in the reader's scope, so outside a
 * limited desk officer's station the photo does not exist (404), as the report does not. Citizens'
 * photos are personal data: each one served is an audit entry, and the answer is never stored by
 * a browser or a cache.
 */
export async function loader(args: Route.LoaderArgs) {
  const { user, origin, scope } = await requireStaff(args, { roles: ["admin", "desk"] });
  const services = args.context.get(servicesContext);
  const { locale } = args.context.get(requestContext);
  const reportId = parseId(args.params.id);
  const photoId = parseId(args.params.photo);
  const photo = reportId && photoId ? await reportPhotoData(services.db, scope, reportId, photoId) : undefined;
  if (!photo) {
    const { t } = i18nFor(locale);
    return new Response(`${t("admin.errors.not_found_title")}\n\n${t("admin.errors.not_found_message")}\n`, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  await recordReportPhotoViewed(services, user, origin, photo.report, photoId!);
  return new Response(new Uint8Array(photo.data), {
    headers: {
      // Always our own re-encoded JPEG (app/.server/reports/photos.ts).
      "Content-Type": "image/jpeg",
      "Content-Length": String(photo.data.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
