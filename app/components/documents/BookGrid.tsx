import { useTranslation } from "~/i18n/use-translation";
import type { BookItem } from "~/.server/content/documents/api-schemas";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";

/**
 * SPEC §2 "Initiatives": a grid of booklets, each a cover and a name that together open the
 * booklet's PDF in a new tab. The cover is decorative here (the name is the link text), so it has
 * empty alternative text rather than repeating the name.
 */
export function BookGrid({ books }: { books: BookItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="documents-books" aria-label={t("documents.initiatives.list_label")}>
      {books.map((book, index) => (
        <li key={book.id}>
          <a
            href={book.file_url}
            target="_blank"
            rel="noopener noreferrer"
            type="application/pdf"
            className="documents-book"
          >
            <ResponsiveImage
              image={{ key: book.image, width: book.image_width, height: book.image_height }}
              alt=""
              sizes="(min-width: 64rem) 16rem, (min-width: 40rem) 30vw, 45vw"
              eager={index < 2}
              className="documents-book-cover"
            />
            <span className="documents-book-name" lang={book.lang}>
              {book.name}
            </span>
            <span className="visually-hidden"> {t("documents.pdf_new_tab")}</span>
            <span className="documents-new-tab-icon" aria-hidden="true">
              ↗
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
