import { useTranslation } from "~/i18n/use-translation";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import { getGlobalPageData } from "~/.server/content/global-page-data";
import { answerDatabaseOutage } from "~/.server/db/database-unavailable";
import { invalidatePageCacheOnStaffChange } from "~/.server/page-cache/invalidate-on-staff-change";
import { csrfMiddleware } from "~/.server/security/csrf-middleware";
import { Shell } from "~/components/layout/Shell";
import { ErrorPage, errorReason } from "~/components/layout/ErrorPage";
import { LanguageAlternates } from "~/components/seo/LanguageAlternates";
import { useNonce } from "~/components/nonce";
import type { Contrast } from "~/lib/contrast";
import { documentScripts } from "~/lib/page-handle";
import { PLAIN_PAGE_SCRIPT } from "~/lib/plain-page-script";
import stylesheet from "~/styles/app.css?url";
import type { Route } from "./+types/root";

export const middleware: Route.MiddlewareFunction[] = [
  answerDatabaseOutage,
  csrfMiddleware,
  invalidatePageCacheOnStaffChange,
];

export async function loader({ context }: Route.LoaderArgs) {
  return getGlobalPageData(context.get(servicesContext), context.get(requestContext));
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * What the document and shell need on every page: the root loader's data, or, when a request was
 * refused before any loader ran (419), the token and font size the refusal carries.
 */
function useShellData() {
  const data = useRouteLoaderData<typeof loader>("root");
  const error = useRouteError();
  if (data) return data;
  if (isRouteErrorResponse(error) && error.data && typeof error.data === "object" && "csrfToken" in error.data) {
    return error.data as { csrfToken: string; fontSize: number; contrast: Contrast };
  }
  return undefined;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useShellData();
  const page = useRouteLoaderData<typeof loader>("root");
  const error = useRouteError();
  // The admin area is not for search engines (its responses say noindex).
  const isAdmin = useLocation().pathname.startsWith("/admin");
  const { i18n } = useTranslation();
  const nonce = useNonce();
  // A text page gets the plain script instead of React (app/lib/page-handle.ts).
  const scripts = documentScripts(useMatches(), typeof document !== "undefined");
  const withScripts = scripts === "router";
  return (
    <html lang={i18n.language} data-font-size={data?.fontSize ?? 100} data-contrast={data?.contrast ?? "normal"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d91" />
        {/* No paint until the main content is in. A slow phone's parser pauses mid-document and the
            browser painted what it had: header buttons that moved when the rest of their row came,
            call buttons before their text. Chromium lifts this block when the target element is
            inserted, so the target is the footer, which opens as the main content ends. The whole
            first screen is in the first ~30 KB of one response: the wait is the parse itself.
            Browsers without rel=expect (before Chromium 124) ignore it. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        {withScripts ? (
          // Before the first paint: tells the stylesheet that the scripts are coming, so that what
          // they will enhance (the news flash carousel) is drawn at its enhanced size from the
          // start and the page does not jump when they run (app.css, "data-js").
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.dataset.js = ''" }} />
        ) : null}
        {data ? <meta name="csrf-token" content={data.csrfToken} /> : null}
        {page && !error && !isAdmin ? <LanguageAlternates siteUrl={page.siteUrl} locale={page.locale} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {withScripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : scripts === "plain" && import.meta.env.SSR ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PLAIN_PAGE_SCRIPT }} />
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Shell data={loaderData}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useShellData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // On the server entry.server.tsx's handleError has logged it already (a database outage as such).
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  return (
    <Shell data={data}>
      <ErrorPage status={status} reason={errorReason(error)} />
    </Shell>
  );
}
