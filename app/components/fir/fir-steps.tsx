import { useTranslation } from "~/i18n/use-translation";
import type { StopOption } from "~/.server/fir/fir-dashboard-page";
import { RadioGroup, SelectField, TextArea, TextField } from "~/components/ui/fields";
import { MOBILE_INPUT_MAX } from "~/lib/mobile-number";
import { NAME_MAX } from "~/validation/citizen-rules";
import {
  ADDRESS_MAX,
  COUNTRY_MAX,
  FIR_DESCRIPTION_MAX,
  FIR_GENDERS,
  FIR_NOTE_MAX,
  FIR_OFFENCES,
  FIR_PLACE_TYPES,
  PROPERTY_ITEM_MAX,
  PROPERTY_ROWS,
  SHORT_TEXT_MAX,
  TRAIN_CLASSES,
  TRAIN_TEXT_MAX,
} from "~/validation/fir-rules";

export const FORM_STEP_COUNT = 3;

export type FieldHelpers = {
  value: (field: string) => string | undefined;
  error: (field: string) => string | undefined;
};

const id = (field: string) => `fir-${field}`;

/** Step 1 (SPEC §3): full-name, parentage-name, date-of-birth, gender, country, alternate-mobile, address. */
export function PersonalFields({ value, error }: FieldHelpers) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={id("full-name")}
        name="full-name"
        label={t("fir.fields.full_name")}
        autoComplete="name"
        maxLength={NAME_MAX}
        defaultValue={value("full-name")}
        error={error("full-name")}
      />
      <TextField
        id={id("parentage-name")}
        name="parentage-name"
        label={t("fir.fields.parentage_name")}
        maxLength={NAME_MAX}
        defaultValue={value("parentage-name")}
        error={error("parentage-name")}
      />
      <TextField
        id={id("date-of-birth")}
        name="date-of-birth"
        type="date"
        label={t("fir.fields.date_of_birth")}
        autoComplete="bday"
        width="medium"
        defaultValue={value("date-of-birth")}
        error={error("date-of-birth")}
      />
      <RadioGroup
        id={id("gender")}
        name="gender"
        legend={t("fir.fields.gender")}
        options={FIR_GENDERS.map((gender) => ({ value: gender, label: t(`fir.fields.genders.${gender}`) }))}
        defaultValue={value("gender")}
        error={error("gender")}
      />
      <TextField
        id={id("country")}
        name="country"
        label={t("fir.fields.country")}
        autoComplete="country-name"
        maxLength={COUNTRY_MAX}
        width="medium"
        defaultValue={value("country")}
        error={error("country")}
      />
      <TextField
        id={id("alternate-mobile")}
        name="alternate-mobile"
        label={t("fir.fields.alternate_mobile")}
        hint={t("fir.fields.alternate_mobile_hint")}
        optional
        inputMode="tel"
        autoComplete="off"
        maxLength={MOBILE_INPUT_MAX}
        width="medium"
        defaultValue={value("alternate-mobile")}
        error={error("alternate-mobile")}
      />
      <TextArea
        id={id("address")}
        name="address"
        label={t("fir.fields.address")}
        hint={t("fir.fields.address_hint")}
        rows={3}
        maxLength={ADDRESS_MAX}
        defaultValue={value("address")}
        error={error("address")}
      />
    </>
  );
}

/** Step 2: when, where (a station and platform, or a train between two stations), what, and what was lost. */
export function IncidentFields({ value, error, stops }: FieldHelpers & { stops: StopOption[] }) {
  const { t } = useTranslation();
  const stopOptions = stops.map((stop) => ({ value: stop.id, label: stop.name }));
  const chooseStop = t("fir.form.choose");
  return (
    <>
      <TextField
        id={id("incident-date")}
        name="incident-date"
        type="date"
        label={t("fir.fields.incident_date")}
        width="medium"
        defaultValue={value("incident-date")}
        error={error("incident-date")}
      />
      <TextField
        id={id("incident-time")}
        name="incident-time"
        type="time"
        label={t("fir.fields.incident_time")}
        hint={t("fir.fields.incident_time_hint")}
        width="short"
        defaultValue={value("incident-time")}
        error={error("incident-time")}
      />
      <RadioGroup
        id={id("place-type")}
        name="place-type"
        legend={t("fir.fields.place_type")}
        options={FIR_PLACE_TYPES.map((type) => ({ value: type, label: t(`fir.fields.place_types.${type}`) }))}
        defaultValue={value("place-type")}
        error={error("place-type")}
      />
      <fieldset className="fir-place">
        <legend>{t("fir.fields.place_types.station")}</legend>
        <SelectField
          id={id("stop")}
          name="stop"
          label={t("fir.fields.stop")}
          options={stopOptions}
          placeholder={chooseStop}
          optional
          defaultValue={value("stop")}
          error={error("stop")}
        />
        <TextField
          id={id("platform")}
          name="platform"
          label={t("fir.fields.platform")}
          optional
          maxLength={SHORT_TEXT_MAX}
          width="short"
          defaultValue={value("platform")}
          error={error("platform")}
        />
      </fieldset>
      <fieldset className="fir-place">
        <legend>{t("fir.fields.place_types.train")}</legend>
        <SelectField
          id={id("from-stop")}
          name="from-stop"
          label={t("fir.fields.from_stop")}
          options={stopOptions}
          placeholder={chooseStop}
          optional
          defaultValue={value("from-stop")}
          error={error("from-stop")}
        />
        <SelectField
          id={id("to-stop")}
          name="to-stop"
          label={t("fir.fields.to_stop")}
          options={stopOptions}
          placeholder={chooseStop}
          optional
          defaultValue={value("to-stop")}
          error={error("to-stop")}
        />
        <TextField
          id={id("train")}
          name="train"
          label={t("fir.fields.train")}
          hint={t("fir.fields.train_hint")}
          optional
          maxLength={TRAIN_TEXT_MAX}
          defaultValue={value("train")}
          error={error("train")}
        />
        <SelectField
          id={id("train-class")}
          name="train-class"
          label={t("fir.fields.train_class")}
          options={TRAIN_CLASSES.map((key) => ({ value: key, label: t(`fir.fields.train_classes.${key}`) }))}
          placeholder={t("fir.form.choose")}
          optional
          defaultValue={value("train-class")}
          error={error("train-class")}
        />
        <TextField
          id={id("coach")}
          name="coach"
          label={t("fir.fields.coach")}
          hint={t("fir.fields.coach_hint")}
          optional
          maxLength={SHORT_TEXT_MAX}
          width="medium"
          defaultValue={value("coach")}
          error={error("coach")}
        />
      </fieldset>
      <RadioGroup
        id={id("offence")}
        name="offence"
        legend={t("fir.fields.offence")}
        options={FIR_OFFENCES.map((offence) => ({ value: offence, label: t(`fir.fields.offences.${offence}`) }))}
        defaultValue={value("offence")}
        error={error("offence")}
      />
      <TextArea
        id={id("description")}
        name="description"
        label={t("fir.fields.description")}
        hint={t("fir.fields.description_hint")}
        rows={6}
        maxLength={FIR_DESCRIPTION_MAX}
        defaultValue={value("description")}
        error={error("description")}
      />
      <fieldset className="fir-property" aria-describedby="fir-property-hint">
        <legend>{t("fir.fields.property")}</legend>
        <p id="fir-property-hint" className="citizen-hint">
          {t("fir.fields.property_hint")}
        </p>
        {Array.from({ length: PROPERTY_ROWS }, (_, index) => {
          const n = index + 1;
          return (
            <div className="fir-property-row" key={n}>
              <TextField
                id={id(`property-item-${n}`)}
                name={`property-item-${n}`}
                label={t("fir.fields.item", { n })}
                optional
                maxLength={PROPERTY_ITEM_MAX}
                defaultValue={value(`property-item-${n}`)}
                error={error(`property-item-${n}`)}
              />
              <TextField
                id={id(`property-value-${n}`)}
                name={`property-value-${n}`}
                label={t("fir.fields.value", { n })}
                optional
                inputMode="numeric"
                maxLength={12}
                width="medium"
                defaultValue={value(`property-value-${n}`)}
                error={error(`property-value-${n}`)}
              />
            </div>
          );
        })}
      </fieldset>
      <TextArea
        id={id("suspects")}
        name="suspects"
        label={t("fir.fields.suspects")}
        hint={t("fir.fields.suspects_hint")}
        optional
        rows={3}
        maxLength={FIR_NOTE_MAX}
        defaultValue={value("suspects")}
        error={error("suspects")}
      />
      <TextArea
        id={id("witnesses")}
        name="witnesses"
        label={t("fir.fields.witnesses")}
        hint={t("fir.fields.witnesses_hint")}
        optional
        rows={3}
        maxLength={FIR_NOTE_MAX}
        defaultValue={value("witnesses")}
        error={error("witnesses")}
      />
    </>
  );
}
