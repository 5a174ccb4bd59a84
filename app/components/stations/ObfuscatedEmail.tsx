import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "~/components/ui/use-hydrated";

export type EmailParts = { user: string; domain: string[] };

/**
 * SPEC §2 "Contact us": an obfuscated e-mail address. The server sends it in pieces and writes it
 * as "name [at] example [dot] org", which simple harvesters do not recognise and people and screen
 * readers still can; once script runs, the pieces become an ordinary mailto link.
 */
export function ObfuscatedEmail({ email }: { email: EmailParts }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (hydrated) {
    const address = `${email.user}@${email.domain.join(".")}`;
    return <a href={`mailto:${address}`}>{address}</a>;
  }
  const at = t("stations.contact.email_at");
  const dot = t("stations.contact.email_dot");
  return (
    // The pieces again for a text page's plain script, which makes the same link (plain-page-script.ts).
    <span className="obfuscated-email" data-email-user={email.user} data-email-domain={email.domain.join(" ")}>
      {`${email.user} ${at} ${email.domain.join(` ${dot} `)}`}
      <span className="obfuscated-email-hint">{t("stations.contact.email_hint")}</span>
    </span>
  );
}
