/**
 * The rules of the FIR request form (SPEC §3 fields, §5 "every field carries a required rule",
 * the alternate mobile being the one optional field of step 1) and of the citizen sign-in.
 * Messages are i18n keys under `fir.validation` (or `citizen.validation` for the shared name and
 * mobile rules). Field names are SPEC §3's, hyphens and all. Values are kept as the strings the
 * form shows, so a draft can be shown again exactly as it was accepted. The limits and field
 * lists are in ./fir-rules.ts (re-exported here), which is what the browser imports.
 */
import {
  asciiDigits,
  collapseSpaces,
  daysBetween,
  INCIDENT_MAX_AGE_DAYS,
  isRealDate,
  mobileDigits,
  mobileField,
  NAME_MAX,
  NAME_PATTERN,
  nameField,
  optionalText,
  required,
  textField,
} from "./citizen";
import {
  ADDRESS_MAX,
  BIRTH_YEAR_MIN,
  COUNTRY_MAX,
  FIR_DESCRIPTION_MAX,
  FIR_GENDERS,
  FIR_NOTE_MAX,
  FIR_OFFENCES,
  FIR_PLACE_TYPES,
  PROPERTY_ITEM_MAX,
  PROPERTY_ROWS,
  PROPERTY_VALUE_MAX,
  SHORT_TEXT_MAX,
  TRAIN_CLASSES,
  TRAIN_TEXT_MAX,
} from "./fir-rules";
import { z } from "./zod";

export * from "./fir-rules";

const personName = (requiredKey: string) =>
  required(requiredKey)
    .transform(collapseSpaces)
    .pipe(
      z
        .string()
        .min(1, requiredKey)
        .max(NAME_MAX, "citizen.validation.name_too_long")
        .regex(NAME_PATTERN, "citizen.validation.name_letters"),
    );

const pastDate = (keys: { required: string; invalid: string; future: string }, today: string) =>
  required(keys.required)
    .transform((value) => asciiDigits(value.trim()))
    .pipe(
      z
        .string()
        .min(1, keys.required)
        .refine(isRealDate, keys.invalid)
        .refine((value) => !isRealDate(value) || value <= today, keys.future),
    );

/** Step 1: who is asking (SPEC §3 FIR form fields). */
export function firPersonalSchema(context: { today: string }) {
  return z.object({
    "full-name": nameField,
    "parentage-name": personName("fir.validation.parentage_required"),
    "date-of-birth": pastDate(
      {
        required: "fir.validation.dob_required",
        invalid: "fir.validation.dob_invalid",
        future: "fir.validation.dob_future",
      },
      context.today,
    ).refine((value) => Number(value.slice(0, 4)) >= BIRTH_YEAR_MIN, "fir.validation.dob_invalid"),
    gender: z.enum(FIR_GENDERS, { error: "fir.validation.gender_required" }),
    country: textField("fir.validation.country_required", "fir.validation.country_too_long", COUNTRY_MAX).transform(
      collapseSpaces,
    ),
    "alternate-mobile": optionalText(mobileDigits),
    address: textField("fir.validation.address_required", "fir.validation.address_too_long", ADDRESS_MAX),
  });
}
export type FirPersonal = z.infer<ReturnType<typeof firPersonalSchema>>;

/** Whole rupees as digits ("₹ 12,000" and Devanagari digits accepted), kept as text like every answer. */
const rupees = z
  .string()
  .transform((value) =>
    asciiDigits(value)
      .replace(/[\s,₹]/g, "")
      .replace(/^rs\.?/i, "")
      .replace(/^0+(?=\d)/, ""),
  )
  .pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, "fir.validation.value_invalid")
      .refine((value) => Number(value) <= PROPERTY_VALUE_MAX, "fir.validation.value_too_high"),
  );

/** Step 2: what happened, where, and what was lost. `stopIds` are the railway stops one may pick. */
export function firIncidentSchema(context: { today: string; stopIds: readonly string[] }) {
  const stop = (requiredKey: string) =>
    z.string({ error: requiredKey }).refine((value) => context.stopIds.includes(value), requiredKey);
  const note = (tooLongKey: string) => optionalText(z.string().max(FIR_NOTE_MAX, tooLongKey));
  const shape = {
    "incident-date": pastDate(
      {
        required: "fir.validation.date_required",
        invalid: "fir.validation.date_invalid",
        future: "fir.validation.date_future",
      },
      context.today,
    ).refine(
      (value) => !isRealDate(value) || daysBetween(value, context.today) <= INCIDENT_MAX_AGE_DAYS,
      "fir.validation.date_too_old",
    ),
    "incident-time": required("fir.validation.time_required")
      .transform((value) => asciiDigits(value.trim()))
      .pipe(
        z
          .string()
          .min(1, "fir.validation.time_required")
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "fir.validation.time_invalid"),
      ),
    "place-type": z.enum(FIR_PLACE_TYPES, { error: "fir.validation.place_type_required" }),
    stop: optionalText(z.string()),
    platform: optionalText(z.string().max(SHORT_TEXT_MAX, "fir.validation.platform_too_long")),
    train: optionalText(z.string().max(TRAIN_TEXT_MAX, "fir.validation.train_too_long")),
    "train-class": optionalText(z.enum(TRAIN_CLASSES, { error: "fir.validation.class_invalid" })),
    coach: optionalText(z.string().max(SHORT_TEXT_MAX, "fir.validation.coach_too_long")),
    "from-stop": optionalText(z.string()),
    "to-stop": optionalText(z.string()),
    offence: z.enum(FIR_OFFENCES, { error: "fir.validation.offence_required" }),
    description: textField(
      "fir.validation.description_required",
      "fir.validation.description_too_long",
      FIR_DESCRIPTION_MAX,
    ),
    ...Object.fromEntries(
      Array.from({ length: PROPERTY_ROWS }, (_, index) => [
        [`property-item-${index + 1}`, optionalText(z.string().max(PROPERTY_ITEM_MAX, "fir.validation.item_too_long"))],
        [`property-value-${index + 1}`, optionalText(rupees)],
      ]).flat(),
    ),
    suspects: note("fir.validation.suspects_too_long"),
    witnesses: note("fir.validation.witnesses_too_long"),
  } as Record<string, z.ZodType<unknown, string | undefined>>;

  return z.object(shape).superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const check = (path: string, requiredKey: string) => {
      const value = input[path];
      if (typeof value !== "string" || !stop(requiredKey).safeParse(value).success) issue(path, requiredKey);
    };
    if (input["place-type"] === "station") check("stop", "fir.validation.stop_required");
    if (input["place-type"] === "train") {
      check("from-stop", "fir.validation.from_stop_required");
      check("to-stop", "fir.validation.to_stop_required");
    }
    let items = 0;
    for (let row = 1; row <= PROPERTY_ROWS; row += 1) {
      const item = input[`property-item-${row}`];
      const value = input[`property-value-${row}`];
      if (item !== null) items += 1;
      if (item === null && value !== null) issue(`property-item-${row}`, "fir.validation.item_required");
      if (item !== null && value === null) issue(`property-value-${row}`, "fir.validation.value_required");
    }
    if (items === 0 && (input.offence === "theft" || input.offence === "snatching")) {
      issue("property-item-1", "fir.validation.property_required");
    }
  });
}

/** Step 3: the declaration. */
export const firDeclarationSchema = z.object({
  declaration: z.literal(["on", "1", "true", "yes"], { error: "fir.validation.declaration_required" }),
});

/** Sign-in, step 1: the mobile number the code goes to. */
export const signInMobileSchema = z.object({ mobile_number: mobileField });

/** The name asked at the first sign-in. */
export const accountNameSchema = z.object({ name: nameField });
