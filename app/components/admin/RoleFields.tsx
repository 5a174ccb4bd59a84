/**
 * An account's role and, for a desk officer, the one police station whose reports it may see: the
 * same two fields on the new-account page and on an account's page.
 */
import type { StationChoice } from "~/.server/auth/station-choices";
import type { StaffRole } from "~/.server/db/tables/staff";
import { RadioGroup, SelectField } from "~/components/ui/fields";
import { useTranslation } from "~/i18n/use-translation";

export function RoleFields({
  roles,
  stations,
  role,
  stationId,
  roleError,
  stationError,
}: {
  roles: readonly StaffRole[];
  stations: StationChoice[];
  role?: string;
  stationId?: string;
  roleError?: string;
  stationError?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <RadioGroup
        id="role"
        name="role"
        legend={t("admin.new_user.role")}
        options={roles.map((value) => ({
          value,
          label: t(`admin.roles.${value}`),
          hint: t(`admin.role_hints.${value}`),
        }))}
        defaultValue={role}
        error={roleError}
      />
      <SelectField
        id="station_id"
        name="station_id"
        label={t("admin.new_user.station")}
        hint={t("admin.new_user.station_hint")}
        options={[
          { value: "", label: t("admin.new_user.station_all") },
          ...stations.map((choice) => ({ value: String(choice.id), label: choice.name, lang: choice.lang })),
        ]}
        defaultValue={stationId}
        error={stationError}
      />
    </>
  );
}
