import { useTranslation } from "~/i18n/use-translation";

/** SPEC §2: "spinner while loading". Announced politely to screen readers. */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status">
      <span className="spinner-wheel" aria-hidden="true" />
      <span className="visually-hidden">{t("common.loading")}</span>
    </div>
  );
}
