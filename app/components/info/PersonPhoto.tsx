import { useTranslation } from "~/i18n/use-translation";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import type { ImageRef } from "~/lib/image-sources";

export const OFFICER_PLACEHOLDER = "/images/officer-placeholder.svg";

/**
 * An officer's portrait, or the neutral placeholder when there is none. The placeholder tells
 * nothing, so it is hidden from screen readers (the name is beside it).
 */
export function PersonPhoto({
  photo,
  name,
  sizes,
  eager = false,
}: {
  photo: ImageRef | null;
  name: string;
  sizes: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  if (photo) {
    return (
      <ResponsiveImage
        image={photo}
        alt={t("info.photo_alt", { name })}
        sizes={sizes}
        eager={eager}
        className="info-person-photo"
      />
    );
  }
  return (
    <img
      src={OFFICER_PLACEHOLDER}
      alt=""
      width={120}
      height={150}
      loading={eager ? "eager" : "lazy"}
      className="info-person-photo info-person-photo-fallback"
    />
  );
}
