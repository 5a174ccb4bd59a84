import { serialize } from "cookie";
import { redirect } from "react-router";
import { safeRedirectPath } from "~/lib/safe-redirect";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The answer to a plain-form preference post (language, font size): remember the choice in a
 * year-long cookie and go back to the page the visitor was on (never to another site), as
 * `landing` adjusts that address for the new choice.
 */
export function redirectBackRemembering(
  request: Request,
  form: FormData,
  cookie: { name: string; value: string },
  landing: (back: string) => string = (back) => back,
) {
  const back = landing(safeRedirectPath(form.get("redirectTo"), request.headers.get("referer"), request.url));
  const secure = new URL(request.url).protocol === "https:";
  return redirect(back, {
    status: 303,
    headers: {
      "Set-Cookie": serialize(cookie.name, cookie.value, { path: "/", maxAge: ONE_YEAR_S, sameSite: "lax", secure }),
    },
  });
}
