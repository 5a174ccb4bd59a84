import { useTranslation } from "~/i18n/use-translation";

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t("shell.skip_link")}
    </a>
  );
}
