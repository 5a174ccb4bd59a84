import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { Carousel } from "~/components/ui/Carousel";
import { useFormat } from "~/i18n/use-format";

/** SPEC §9 carousel defaults: autoplay every 3000 ms, swipe distance 50 px. */
const AUTOPLAY_MS = 3_000;

const SLIDES = [
  { key: "1", src: "/images/gallery/sample-patrol.svg", caption: "home.gallery.caption_1" },
  { key: "2", src: "/images/gallery/sample-help-desk.svg", caption: "home.gallery.caption_2" },
  { key: "3", src: "/images/gallery/sample-awareness.svg", caption: "home.gallery.caption_3" },
] as const;

export function GalleryCarousel() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="card gallery-card" aria-labelledby="gallery-heading">
      <h2 id="gallery-heading">{t("home.gallery.heading")}</h2>
      <Carousel
        items={[...SLIDES]}
        intervalMs={AUTOPLAY_MS}
        className="gallery-carousel"
        getKey={(slide) => slide.key}
        labels={{
          region: t("home.gallery.slides_label"),
          pause: t("home.gallery.pause"),
          play: t("home.gallery.play"),
          previous: t("common.previous"),
          next: t("common.next"),
          position: (current, total) =>
            t("home.gallery.slide", { current: format.digits(current), total: format.digits(total) }),
        }}
        renderItem={(slide, index) => (
          <figure>
            <img
              src={slide.src}
              alt=""
              width={640}
              height={360}
              loading={index === 0 ? "eager" : "lazy"}
              decoding="async"
            />
            <figcaption>{t(slide.caption)}</figcaption>
          </figure>
        )}
      />
      <Link to="/gallery" className="card-link">
        {t("home.gallery.view_all")}
      </Link>
    </section>
  );
}
