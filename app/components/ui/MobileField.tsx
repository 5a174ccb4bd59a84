import { MOBILE_INPUT_MAX } from "~/lib/mobile-number";
import type { Common } from "./field-look";
import { TextField } from "./fields";

/**
 * A citizen's own mobile number: a text box with the telephone keypad (which has "+" and the
 * space), not type="tel", because autofill's national number (tel-national) is only valid HTML on
 * a text box. The number is taken as typed, "+91 98765 43210" included, and read as its ten digits.
 */
export function MobileField(props: Common & { defaultValue?: string }) {
  return (
    <TextField
      {...props}
      type="text"
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={MOBILE_INPUT_MAX}
      width="medium"
    />
  );
}
