import { redirect } from "react-router";
import { redirectBackRemembering } from "~/.server/http/redirect-back";
import { isLocale } from "~/i18n/locales";
import { COOKIES } from "~/lib/cookies";
import type { Route } from "./+types/locale";

/** POST /locale/en or /locale/mr: remember the language and go back (works without JavaScript). */
export async function action({ request, params }: Route.ActionArgs) {
  if (!isLocale(params.locale)) throw new Response("Not Found", { status: 404 });
  return redirectBackRemembering(request, await request.formData(), { name: COOKIES.locale, value: params.locale });
}

export function loader() {
  // Someone followed a link to /locale/mr: nothing to show, the switch is a form.
  return redirect("/");
}

/** A page module (not a bare resource route), so a refused post renders the bilingual 419 page. */
export default function LocaleSwitch() {
  return null;
}
