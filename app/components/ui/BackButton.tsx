import { useTranslation } from "~/i18n/use-translation";
import { useNavigate, Link } from "react-router";

/**
 * SPEC §2: "Back" goes one step back in history. Without JavaScript (or when this page was opened
 * directly) it is a plain link to `fallback`.
 */
export function BackButton({ fallback = "/" }: { fallback?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Link
      to={fallback}
      className="back-button"
      onClick={(event) => {
        if (window.history.state && window.history.state.idx > 0) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
    >
      <span aria-hidden="true">←</span>
      {t("common.back")}
    </Link>
  );
}
