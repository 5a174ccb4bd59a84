/**
 * An album's photos and videos on its admin page, in the order visitors see them. Each item has
 * small plain forms (move up, move down, use as cover), so ordering works without JavaScript, and
 * links to edit its words or remove it. Every row has the same visible words, so each button and
 * link also names its item for screen readers.
 */
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { CsrfField } from "../ui/form-page";

export type AlbumItemRow = {
  id: number;
  kind: "image" | "video";
  thumbnail: string | null;
  caption_en: string | null;
  caption_mr: string | null;
  isCover: boolean;
  /** A video's provider page or stored file. */
  video: string | null;
};

/** A button or link's words, then (for screen readers) which item it is for: "Move up (photo 2)". */
function Named({ visible, name }: { visible: string; name: string | null }) {
  return (
    <>
      {visible}
      {name ? <span className="visually-hidden">{` (${name})`}</span> : null}
    </>
  );
}

function SmallForm({
  fields,
  visible,
  name,
}: {
  fields: Record<string, string>;
  visible: string;
  name: string | null;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" className="admin-album-action">
      <CsrfField />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button admin-button-secondary" disabled={navigation.state === "submitting"}>
        <Named visible={visible} name={name} />
      </button>
    </Form>
  );
}

export function AlbumItems({
  albumId,
  items,
  coverChosen,
}: {
  albumId: number;
  items: AlbumItemRow[];
  coverChosen: boolean;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="empty-state">{t("admin.content.albums.no_items")}</p>;
  const base = `/admin/content/albums/${albumId}`;
  return (
    <>
      <p className="admin-hint">
        {coverChosen ? t("admin.content.albums.cover_chosen") : t("admin.content.albums.cover_first")}
      </p>
      {coverChosen ? (
        <SmallForm fields={{ intent: "cover_first" }} visible={t("admin.content.albums.cover_reset")} name={null} />
      ) : null}
      <ol className="admin-album-items">
        {items.map((item, index) => {
          const name = t(
            item.kind === "image" ? "admin.content.albums.item_photo" : "admin.content.albums.item_video",
            {
              number: index + 1,
            },
          );
          return (
            <li key={item.id} className="admin-album-item">
              {item.thumbnail ? (
                <img src={item.thumbnail} alt="" width={160} height={120} className="admin-album-thumb" />
              ) : null}
              <div className="admin-album-item-text">
                <p className="admin-album-item-name">
                  <strong>{name}</strong>
                  {item.isCover ? (
                    <>
                      {" "}
                      <span className="admin-tag admin-tag-on">{t("admin.content.albums.cover_tag")}</span>
                    </>
                  ) : null}
                </p>
                {item.caption_en ? <p lang="en">{item.caption_en}</p> : null}
                {item.caption_mr ? <p lang="mr">{item.caption_mr}</p> : null}
                {!item.caption_en && !item.caption_mr ? (
                  <p className="admin-hint">{t("admin.content.albums.no_caption")}</p>
                ) : null}
                {item.video ? (
                  <p>
                    <a href={item.video}>{t("admin.content.albums.open_video", { name })}</a>
                  </p>
                ) : null}
                <div className="admin-album-actions">
                  {index > 0 ? (
                    <SmallForm
                      fields={{ intent: "move", item: String(item.id), direction: "up" }}
                      visible={t("admin.content.albums.move_up")}
                      name={name}
                    />
                  ) : null}
                  {index < items.length - 1 ? (
                    <SmallForm
                      fields={{ intent: "move", item: String(item.id), direction: "down" }}
                      visible={t("admin.content.albums.move_down")}
                      name={name}
                    />
                  ) : null}
                  {item.kind === "image" && !item.isCover ? (
                    <SmallForm
                      fields={{ intent: "cover", item: String(item.id) }}
                      visible={t("admin.content.albums.make_cover")}
                      name={name}
                    />
                  ) : null}
                  <Link to={`${base}/items/${item.id}`}>
                    <Named visible={t("admin.content.albums.edit_item")} name={name} />
                  </Link>
                  <Link to={`${base}/items/${item.id}/delete`}>
                    <Named visible={t("admin.content.albums.remove_item")} name={name} />
                  </Link>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
