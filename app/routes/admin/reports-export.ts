import { requireStaff } from "~/.server/auth/guard";
import { requestContext, servicesContext } from "~/.server/context";
import { parseReportFilters } from "~/.server/reports/desk/desk-forms";
import { i18nFor } from "~/.server/i18n/server-i18n";
import { exportReportsCsv } from "~/.server/reports/desk/report-export";
import { indiaDay } from "~/lib/india-time";
import type { Route } from "./+types/reports-export";

/**
 * /admin/reports/export.csv (administrators): the inbox's current filtered list as CSV, audited.
 * Filters that do not parse are refused (400) rather than silently widening the export.
 */
export async function loader(args: Route.LoaderArgs) {
  // Signed in (and set up) first; then the role, answered in words: a file download has no page
  // around it to show the admin area's error page in.
  const access = await requireStaff(args, { roles: "any" });
  const services = args.context.get(servicesContext);
  const { locale } = args.context.get(requestContext);
  const { t } = i18nFor(locale);
  const refuse = (status: 400 | 403, title: string, message: string) =>
    new Response(`${title}\n\n${message}\n`, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  if (access.user.role !== "admin")
    return refuse(403, t("admin.errors.forbidden_title"), t("admin.errors.forbidden_message"));
  const { filters, errors } = parseReportFilters(new URL(args.request.url));
  if (Object.keys(errors).length > 0)
    return refuse(400, t("admin.errors.bad_request_title"), t("admin.errors.bad_request_message"));
  const { csv } = await exportReportsCsv(services, access.user, access.origin, access.scope, filters, locale);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="citizen-reports-${indiaDay(services.clock.now())}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
