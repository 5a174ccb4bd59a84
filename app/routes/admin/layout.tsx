import { Outlet } from "react-router";
import { staffMiddleware, currentIdentity } from "~/.server/auth/guard";
import { AdminErrorPage } from "~/components/admin/AdminErrorPage";
import { AdminNav } from "~/components/admin/AdminNav";
import { FieldLook } from "~/components/ui/field-look";
import styles from "~/styles/pages/admin.css?url";
import type { Route } from "./+types/layout";

/**
 * Every /admin page sits in this layout: its middleware resolves the staff session once per
 * request (and keeps anonymous visitors out of everything but the sign-in pages); the component
 * adds the admin navigation bar under the site's own shell, and gives its form fields the staff look.
 */
export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];

export async function loader(args: Route.LoaderArgs) {
  const identity = await currentIdentity(args);
  if (identity.kind !== "staff") return { staff: null };
  return {
    staff: {
      name: identity.user.display_name,
      role: identity.user.role,
      setupPending: identity.setup !== null,
    },
  };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <FieldLook value="admin">
      <div className="admin-area">
        <meta name="robots" content="noindex, nofollow" />
        {loaderData.staff ? <AdminNav staff={loaderData.staff} /> : null}
        <Outlet />
      </div>
    </FieldLook>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <FieldLook value="admin">
      <div className="admin-area">
        <meta name="robots" content="noindex, nofollow" />
        <AdminErrorPage error={error} />
      </div>
    </FieldLook>
  );
}
