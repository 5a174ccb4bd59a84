import { redirect } from "react-router";
import { redirectBackRemembering } from "~/.server/http/redirect-back";
import { isLocale } from "~/i18n/locales";
import { COOKIES } from "~/lib/cookies";
import { switchedLanguagePath } from "~/lib/language-urls";
import type { Route } from "./+types/locale";

/**
 * POST /locale/en or /locale/mr: remember the language and go back to the same page in it (works
 * without JavaScript). A page reached by an address naming its language (`?lang=`) goes back to
 * its address in the chosen one.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = params.locale;
  if (!isLocale(locale)) throw new Response("Not Found", { status: 404 });
  // A body that is not a form (none, JSON, broken multipart) changes only the language.
  const form = await request.formData().catch(() => new FormData());
  return redirectBackRemembering(request, form, { name: COOKIES.locale, value: locale }, (back) =>
    switchedLanguagePath(back, locale),
  );
}

export function loader() {
  // Someone followed a link to /locale/mr: nothing to show, the switch is a form.
  return redirect("/");
}

/** A page module (not a bare resource route), so a refused post renders the bilingual 419 page. */
export default function LocaleSwitch() {
  return null;
}
