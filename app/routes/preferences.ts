import { parse } from "cookie";
import { redirect } from "react-router";
import { redirectBackRemembering } from "~/.server/http/redirect-back";
import { parseContrast } from "~/lib/contrast";
import { COOKIES } from "~/lib/cookies";
import { FONT_SIZE, clampFontSize, parseFontSize } from "~/lib/font-size";
import type { Route } from "./+types/preferences";

/**
 * The settings panel without JavaScript: font size up, down or back to 100%, or high contrast on
 * or off, each kept in a cookie.
 */
export async function action({ request }: Route.ActionArgs) {
  // A body that is not a form (none, JSON, broken multipart) changes nothing: back to the page.
  const form = await request.formData().catch(() => new FormData());
  if (form.has("contrast")) {
    const contrast = parseContrast(String(form.get("contrast")));
    return redirectBackRemembering(request, form, { name: COOKIES.contrast, value: contrast });
  }
  const current = parseFontSize(parse(request.headers.get("cookie") ?? "")[COOKIES.fontSize]);
  const change = form.get("font");
  const next =
    change === "increase"
      ? current + FONT_SIZE.step
      : change === "decrease"
        ? current - FONT_SIZE.step
        : change === "reset"
          ? FONT_SIZE.base
          : parseFontSize(String(form.get("size") ?? ""));
  return redirectBackRemembering(request, form, { name: COOKIES.fontSize, value: String(clampFontSize(next)) });
}

export function loader() {
  return redirect("/");
}

/** A page module (not a bare resource route), so a refused post renders the bilingual 419 page. */
export default function Preferences() {
  return null;
}
