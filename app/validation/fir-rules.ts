/**
 * The FIR request form's limits, choices and field lists without zod: what the form's markup
 * (app/components/fir/) and the server's schemas (./fir.ts, which re-exports all of this) share.
 * The browser imports this file, never ./fir.ts, so zod stays on the server.
 */

export const FIR_GENDERS = ["female", "male", "other"] as const;
export const FIR_PLACE_TYPES = ["station", "train"] as const;
export const FIR_OFFENCES = ["theft", "snatching", "assault", "harassment", "other"] as const;
export const TRAIN_CLASSES = ["second", "first", "ladies_second", "ladies_first", "ac", "luggage"] as const;

export const ADDRESS_MAX = 500;
export const COUNTRY_MAX = 60;
export const FIR_DESCRIPTION_MAX = 3000;
export const FIR_NOTE_MAX = 1000;
export const PROPERTY_ROWS = 3;
export const PROPERTY_ITEM_MAX = 100;
/** Rupees: above a crore a request belongs at the police station in person. */
export const PROPERTY_VALUE_MAX = 10_000_000;
export const SHORT_TEXT_MAX = 20;
export const TRAIN_TEXT_MAX = 60;
/** The earliest date of birth the form takes. */
export const BIRTH_YEAR_MIN = 1900;

/** The fields of each step, in the order the form shows them. */
export const FIR_PERSONAL_FIELDS = [
  "full-name",
  "parentage-name",
  "date-of-birth",
  "gender",
  "country",
  "alternate-mobile",
  "address",
] as const;

const PROPERTY_FIELDS = Array.from({ length: PROPERTY_ROWS }, (_, index) => [
  `property-item-${index + 1}`,
  `property-value-${index + 1}`,
]).flat();

export const FIR_INCIDENT_FIELDS = [
  "incident-date",
  "incident-time",
  "place-type",
  "stop",
  "platform",
  "train",
  "train-class",
  "coach",
  "from-stop",
  "to-stop",
  "offence",
  "description",
  ...PROPERTY_FIELDS,
  "suspects",
  "witnesses",
] as const;
