import { useRouteLoaderData } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { loader as rootLoader } from "~/root";
import { useLook } from "./field-look";

/**
 * What a page with a form has around its fields (fields.tsx): the CSRF token, the title that
 * says "Error:" while errors show, and the notice after something was done.
 */
/** The CSRF token every post carries (docs/decisions/002-csrf.md). */
export function CsrfField() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return <input type="hidden" name="_token" value={root?.csrfToken ?? ""} />;
}

/** A confirmation after something was done ("The role has been saved."). */
export function Notice({
  children,
  tone = "success",
}: {
  children: React.ReactNode;
  tone?: "success" | "info" | "warning";
}) {
  return (
    <div className={`admin-notice admin-notice-${tone}`} role={tone === "warning" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** `<title>`: "Error: " first while a form shows errors (GOV.UK). */
export function PageTitle({ title, hasErrors = false }: { title: string; hasErrors?: boolean }) {
  const { t } = useTranslation();
  const look = useLook();
  const text = hasErrors ? t(look.errorTitle, { title }) : title;
  return <title>{`${text} | ${t("common.site_name")}`}</title>;
}
