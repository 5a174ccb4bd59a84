/**
 * The environment contract of ARCHITECTURE.md, parsed once with zod. This is the only module that
 * reads `process.env`; everything else receives a typed `AppConfig`. A bad value stops start-up
 * with one line naming the variable, because a half-configured police website is worse than none.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseAddressList } from "./observability/address-list";
import { outboxRefusal } from "./sms/outbox-in-production";
import { missingSmsSettings } from "./sms/settings-check";
import {
  templateIdsFrom,
  templateIdVariables,
  type SmsTemplateIds,
  type TemplateIdPrefix,
  type TemplateIdVariable,
} from "./sms/template-list";

const flag = z
  .enum(["0", "1", "true", "false", "yes", "no"], { message: "must be 1 or 0" })
  .transform((value) => value === "1" || value === "true" || value === "yes");

const dltTemplateId = z
  .string()
  .regex(/^\d{10,25}$/, "must be the numeric DLT template id")
  .optional();

/** MSG91's own id of a text (its Templates page), not the DLT registry's number for it. */
const msg91TemplateId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{6,40}$/, "must be the template id MSG91 shows for the text on its Templates page")
  .optional();

/** One setting per registered text and language (sms/template-list.ts), all of the same shape. */
function templateIdSettings<P extends TemplateIdPrefix, S extends z.ZodType>(prefix: P, schema: S) {
  return Object.fromEntries(templateIdVariables(prefix).map((variable) => [variable, schema])) as Record<
    TemplateIdVariable<P>,
    S
  >;
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z
    .string()
    .regex(
      /^(\[?[0-9A-Fa-f:.]+\]?|[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?)$/,
      "must be an address to listen on, such as 0.0.0.0, 127.0.0.1 or ::",
    )
    .default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  STORAGE_DIR: z.string().min(1, "must not be empty").optional(),
  BACKUP_DIR: z.string().min(1, "must not be empty").optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL (leave unset for SQLite)")
    .optional(),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // No default here: production must name it (sms/outbox-in-production.ts); elsewhere it is the outbox.
  SMS_PROVIDER: z
    .enum(["outbox", "msg91", "nic", "http"], { message: "must be one of outbox, msg91, nic, http" })
    .optional(),
  SMS_OUTBOX_IN_PRODUCTION: flag.default(false),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Z]{6}$/, "must be the 6-letter DLT sender id")
    .optional(),
  SMS_DLT_ENTITY_ID: z
    .string()
    .regex(/^\d{10,25}$/, "must be the numeric DLT entity id")
    .optional(),
  ...templateIdSettings("SMS_DLT_TEMPLATE", dltTemplateId),
  SMS_TIMEOUT_MS: z.coerce.number({ message: "must be milliseconds" }).int().min(500).max(30_000).default(5_000),
  MSG91_AUTH_KEY: z.string().min(10, "must be the MSG91 auth key").optional(),
  MSG91_BASE_URL: z.url({ message: "must be a URL" }).default("https://control.msg91.com"),
  ...templateIdSettings("MSG91_TEMPLATE", msg91TemplateId),
  NIC_SMS_USERNAME: z.string().min(1).optional(),
  NIC_SMS_PIN: z.string().min(1).optional(),
  NIC_SMS_URL: z.url({ message: "must be a URL" }).default("https://smsgw.sms.gov.in/failsafe/MLink"),
  SMS_HTTP_URL: z.url({ message: "must be a URL" }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_DELIVERY_REPORT_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,128}$/, "must be 32 to 128 letters, digits, '-' or '_' (it is part of a URL)")
    .optional(),
  OTP_LENGTH: z.coerce
    .number({ message: "must be a number from 4 to 8" })
    .int()
    .min(4, "must be from 4 to 8")
    .max(8, "must be from 4 to 8")
    .default(4),
  FORM_MIN_FILL_MS: z.coerce
    .number({ message: "must be milliseconds (0 turns the check off)" })
    .int("must be a whole number of milliseconds")
    .min(0, "must not be negative")
    .max(60_000, "must be at most 60000")
    .default(3_000),
  OTP_RESEND_WAIT_MS: z.coerce
    .number({ message: "must be milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(100, "must be at least 100")
    .max(600_000, "must be at most 600000")
    .default(30_000),
  // Codes one client address may ask for. Indian mobile networks put thousands of commuters behind
  // one carrier-grade NAT address, so an operator who sees real commuters refused raises these.
  OTP_SENDS_PER_ADDRESS_15_MIN: z.coerce
    .number({ message: "must be a number of codes" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(30),
  OTP_SENDS_PER_ADDRESS_DAY: z.coerce
    .number({ message: "must be a number of codes" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(200),
  REPORT_RETENTION_DAYS: z.coerce
    .number({ message: "must be a number of days" })
    .int()
    .min(30, "must be at least 30")
    .max(3650)
    .default(365),
  // Six months: the claim period of the Maharashtra Police Act's proclamation (docs/deployment.md).
  FOUND_PROPERTY_HOLDING_DAYS: z.coerce
    .number({ message: "must be a number of days" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(3650, "must be at most 3650")
    .default(180),
  PLASMA_FRAME_URL: z
    .url({ message: "must be an https URL" })
    .regex(/^https:\/\//, "must be an https URL")
    .default("https://example.org/"),
  PUBLIC_URL: z.url({ message: "must be the site's public URL, e.g. https://railwaypolice.example.in" }).optional(),
  DAR_URL: z
    .url({ message: "must be an absolute https URL, e.g. https://railwaypolice.example.in/v2/adr" })
    .regex(/^https:\/\//, "must be an absolute https URL, e.g. https://railwaypolice.example.in/v2/adr")
    .optional(),
  /** Unset: on outside production, off in production (a real deployment starts empty). */
  DEMO_CONTENT: flag.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL (leave unset for one instance)")
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, "must be 1 to 40 letters, digits, ':', '_' or '-'")
    .default("rp:"),
  PAGE_CACHE_MB: z.coerce
    .number({ message: "must be a number of megabytes (0 turns the page cache off)" })
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(4096, "must be at most 4096")
    .default(64),
  TRUST_PROXY: z.coerce
    .number({ message: "must be the number of proxy hops" })
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(10, "must be at most 10")
    .optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "must be a pino level (fatal, error, warn, info, debug, trace, silent)",
    })
    .optional(),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  METRICS_ALLOW_FROM: z
    .string()
    .refine(
      (value) => parseAddressList(value) !== null,
      "must be IP addresses or CIDR ranges separated by commas, e.g. 127.0.0.1,10.0.0.0/8",
    )
    .default("127.0.0.1,::1"),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded and generated files (a shared mount when several instances run). */
  storageDir: string;
  /** Where `npm run backup` writes (operations/create-backup.ts); never inside storageDir, which is public. */
  backupDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  appSecret: string;
  sms: SmsConfig;
  otpLength: number;
  /** Public forms sent sooner than this after their page was made are taken for robots (form-guard.ts). */
  formMinFillMs: number;
  /** How long a mobile waits between one-time codes (the first of the send limits, otp-limits.ts). */
  otpResendWaitMs: number;
  /** Codes one client address may ask for in 15 minutes and in a day (otp/otp-limits.ts). */
  otpSendsPerAddress: { quarterHour: number; day: number };
  reportRetentionDays: number;
  /** How long an unclaimed found item stays on the public register (found-property/holding.ts). */
  foundPropertyHoldingDays: number;
  /** Used in SMS texts that link back to the site. */
  publicUrl: string;
  /** PUBLIC_URL was not given, so publicUrl is the local address (warned about in production). */
  publicUrlIsDefault: boolean;
  /** The external plasma-donation page framed at /plasma (a neutral sample until the force names one). */
  plasmaFrameUrl: string;
  /**
   * Where the accidental death reports (DAR) service lives; it is outside this application (SPEC
   * §1), so the citizen corner links to it only when this is set.
   */
  darUrl: string | undefined;
  demoContent: boolean;
  /** Memory for the anonymous full-page cache (docs/decisions/009-page-cache.md); 0 turns it off. */
  pageCacheBytes: number;
  /** Shared state for several instances (rate limits, page-cache invalidation); unset: one instance. */
  redis: { url: string; keyPrefix: string } | undefined;
  trustProxy: number | undefined;
  logLevel: string;
  /** Who may read /metrics: these addresses (req.ip), or anyone presenting the bearer token. */
  metrics: { token: string | undefined; allowFrom: string[] };
};

export type SmsConfig = {
  provider: "outbox" | "msg91" | "nic" | "http";
  senderId: string;
  dltEntityId: string;
  /** DLT template ids by template and language (Indian rules: every text is a registered template). */
  templateIds: SmsTemplateIds;
  timeoutMs: number;
  /** `templateIds`: MSG91's own id of each text (its Flow API's `template_id`), apart from the DLT id. */
  msg91: { authKey: string; baseUrl: string; templateIds: SmsTemplateIds };
  nic: { username: string; pin: string; url: string };
  http: { url: string; token: string | undefined };
  /** The secret in the path of the delivery-report callback (/sms/delivery/<provider>/<secret>); unset: no callback. */
  deliveryReportSecret?: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * The oldest Node.js the dependencies run on (better-sqlite3 13 crashes on Node 20 with a
 * segmentation fault, not an error). Node 24 LTS is the one tested (decision 014).
 */
export function unsupportedNodeMessage(version: string = process.versions.node): string | null {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  if (major > 22 || (major === 22 && minor >= 12)) return null;
  return `Node.js ${version} is not supported: run Node.js 24 LTS (README, "Supported Node.js versions")`;
}

/** Parses an environment (normally `process.env`) into the application's configuration. */
/**
 * `sendsSms: false` for the operator commands (admin, backup, restore), which never send a
 * message: production's refusal of the outbox (sms/outbox-in-production.ts) guards the server.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { sendsSms?: boolean } = {},
): AppConfig {
  const unsupported = unsupportedNodeMessage();
  if (unsupported) throw new ConfigError(unsupported);
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? "environment");
    const got = env[variable];
    throw new ConfigError(
      `Configuration error: ${variable} ${issue.message}${got === undefined ? "" : ` (got "${redact(variable, got)}")`}`,
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);

  if (isProduction && !e.APP_SECRET) {
    throw new ConfigError(
      "Configuration error: APP_SECRET is required when NODE_ENV=production (at least 32 random characters)",
    );
  }

  const refusal = outboxRefusal({
    production: isProduction && options.sendsSms !== false,
    named: e.SMS_PROVIDER,
    optedIn: e.SMS_OUTBOX_IN_PRODUCTION,
  });
  if (refusal) throw new ConfigError(refusal);
  const sms = smsConfig(e);

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    storageDir: e.STORAGE_DIR ? path.resolve(e.STORAGE_DIR) : path.join(dataDir, "storage"),
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, "backups"),
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "sqlite", file: path.join(dataDir, "app.db") },
    appSecret: e.APP_SECRET ?? localDevelopmentSecret(dataDir),
    sms,
    otpLength: e.OTP_LENGTH,
    formMinFillMs: e.FORM_MIN_FILL_MS,
    otpResendWaitMs: e.OTP_RESEND_WAIT_MS,
    otpSendsPerAddress: { quarterHour: e.OTP_SENDS_PER_ADDRESS_15_MIN, day: e.OTP_SENDS_PER_ADDRESS_DAY },
    reportRetentionDays: e.REPORT_RETENTION_DAYS,
    foundPropertyHoldingDays: e.FOUND_PROPERTY_HOLDING_DAYS,
    plasmaFrameUrl: e.PLASMA_FRAME_URL,
    darUrl: e.DAR_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    publicUrlIsDefault: e.PUBLIC_URL === undefined,
    demoContent: e.DEMO_CONTENT ?? !isProduction,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "warn" : "info"),
    metrics: { token: e.METRICS_TOKEN, allowFrom: parseAddressList(e.METRICS_ALLOW_FROM)! },
  };
}

/**
 * The line a production server logs at start when PUBLIC_URL is unset: the site then calls itself
 * http://localhost:<port> in SMS texts, the PDF footer, canonical links and the sitemap, which
 * nobody outside the machine can open. A warning, not a refusal: the quick start (`npm start`)
 * runs in production mode on a laptop, where the local address is the right one.
 */
export function publicUrlWarning(config: Pick<AppConfig, "isProduction" | "publicUrlIsDefault" | "publicUrl">) {
  if (!config.isProduction || !config.publicUrlIsDefault) return null;
  return `PUBLIC_URL is not set: SMS texts, PDFs and links name the site ${config.publicUrl}. Set PUBLIC_URL to the site's public address in a real deployment.`;
}

/** The SMS section: a real provider needs its credentials and every template id, or the server does not start. */
function smsConfig(e: z.infer<typeof envSchema>): SmsConfig {
  const provider = e.SMS_PROVIDER ?? "outbox";
  const ids = (prefix: TemplateIdPrefix) => templateIdsFrom(prefix, (variable) => e[variable]);
  const sms: SmsConfig = {
    provider,
    senderId: e.SMS_SENDER_ID ?? "",
    dltEntityId: e.SMS_DLT_ENTITY_ID ?? "",
    templateIds: ids("SMS_DLT_TEMPLATE"),
    timeoutMs: e.SMS_TIMEOUT_MS,
    msg91: { authKey: e.MSG91_AUTH_KEY ?? "", baseUrl: e.MSG91_BASE_URL, templateIds: ids("MSG91_TEMPLATE") },
    nic: { username: e.NIC_SMS_USERNAME ?? "", pin: e.NIC_SMS_PIN ?? "", url: e.NIC_SMS_URL },
    http: { url: e.SMS_HTTP_URL ?? "", token: e.SMS_HTTP_TOKEN },
    deliveryReportSecret: e.SMS_DELIVERY_REPORT_SECRET,
  };
  // Every missing setting in one line: an operator learns them all from one start, not one per start.
  const missing = missingSmsSettings(sms);
  if (missing.length > 0) {
    const names = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
    throw new ConfigError(
      `Configuration error: ${names} ${missing.length === 1 ? "is" : "are"} required when SMS_PROVIDER=${provider}`,
    );
  }
  return sms;
}

/** Outside production a secret is generated once and kept in the data directory, so that
 * signed cookies survive restarts without anyone having to invent a secret for a laptop. */
function localDevelopmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return secret;
}

function withoutEmptyValues(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
}

function redact(variable: string, value: string): string {
  return /SECRET|PASSWORD|TOKEN|KEY|PIN|DATABASE_URL|REDIS_URL/.test(variable) ? "[redacted]" : value;
}
