import { useTranslation } from "~/i18n/use-translation";

/** A link to another site, opened in a new tab as SPEC requires, and announced as such. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t("common.new_tab")}</span>
      <span className="external-icon" aria-hidden="true">
        ↗
      </span>
    </a>
  );
}
