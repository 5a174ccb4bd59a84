/**
 * Response shapes of the citizen-services API (SPEC §3 and §7). The endpoints build their answers
 * through these schemas, the OpenAPI document is generated from them, and the integration tests
 * check real responses against them.
 */
import { z } from "zod";
import { MOBILE_PATTERN } from "~/lib/mobile-number";
import { REFERENCE_PATTERN } from "~/validation/citizen";

const record = z.strictObject({
  id: z.number().int().positive().describe("The draft's id: send it back with the code."),
  mobile_number: z
    .string()
    .regex(MOBILE_PATTERN)
    .describe("The mobile number the code was sent to, as its ten digits however it was written."),
});

/** SPEC §3: the creation answer carries the record (id, mobile_number). */
export const suggestionCreatedSchema = z.strictObject({ suggestion: record });
export const complaintCreatedSchema = z.strictObject({ complaint: record });
export const lostFoundCreatedSchema = z.strictObject({ lost_found_report: record });

/** SPEC §3 "OTP verification result": otp_verification and an optional reason; plus the reference. */
export const verificationSchema = z.strictObject({
  otp_verification: z.enum(["successful", "failed"]),
  reason: z.string().min(1).optional().describe("Why it failed, in the visitor's language, to show as it is."),
  reference: z
    .string()
    .regex(REFERENCE_PATTERN)
    .optional()
    .describe("On success: the reference number (also sent by SMS), e.g. MRP-C-2026-000123."),
  status_path: z
    .string()
    .regex(/^\/status\/[A-Za-z0-9._-]+$/)
    .optional()
    .describe("On success: the path of the status link (also in the SMS), which shows the status without a code."),
  police_station: z
    .string()
    .nullable()
    .optional()
    .describe("On success: the police station whose desk has the report, in the visitor's language; null if none yet."),
});
export type Verification = z.infer<typeof verificationSchema>;

export const codeResentSchema = z.strictObject({
  code_sent: z.literal(true),
  mobile_number: z.string().regex(MOBILE_PATTERN),
});

/** Every refusal: a message in the visitor's language, field messages for 422, and for the
 * verification calls also SPEC's `otp_verification: "failed"` with the reason. */
export const citizenErrorSchema = z.strictObject({
  message: z.string().min(1),
  errors: z.record(z.string(), z.array(z.string().min(1))).optional(),
  otp_verification: z.literal("failed").optional(),
  reason: z.string().min(1).optional(),
  opened: z
    .string()
    .min(1)
    .optional()
    .describe(
      "When a form was refused as automated: the stamp to send it with from now on (the `_opened` field or the X-Form-Opened header).",
    ),
});
export type CitizenError = z.infer<typeof citizenErrorSchema>;
