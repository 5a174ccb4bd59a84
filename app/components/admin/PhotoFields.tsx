/**
 * The one optional photo of a person's form (officers, former commissioners, leaders): the current
 * thumbnail with a box to remove it, and the file field that replaces it.
 */
import { useTranslation } from "~/i18n/use-translation";
import { CheckboxField, FileField } from "../ui/fields";

export function PhotoFields(props: {
  /** Where this form's photo texts live. */
  texts: "admin.content.officers" | "admin.content.people";
  /** The current photo's thumbnail, when there is one. */
  currentPhoto?: string | null;
  error?: string;
}) {
  const { t } = useTranslation();
  const { texts, currentPhoto } = props;
  return (
    <>
      {currentPhoto ? (
        <>
          <img
            src={currentPhoto}
            alt={t(`${texts}.photo_alt`)}
            width={200}
            height={150}
            className="admin-content-cover"
          />
          <CheckboxField id="remove_photo" name="remove_photo" label={t(`${texts}.remove_photo`)} />
        </>
      ) : null}
      <FileField
        id="photo"
        optional
        name="photo"
        label={t(`${texts}.photo`)}
        hint={currentPhoto ? t(`${texts}.photo_replace_hint`) : t(`${texts}.photo_hint`)}
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        error={props.error}
      />
    </>
  );
}
