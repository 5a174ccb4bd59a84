/**
 * Encryption at rest for TOTP secrets: AES-256-GCM under a key derived from APP_SECRET with HKDF.
 * A copy of the database alone does not give anyone the codes of the staff's phones. Changing
 * APP_SECRET makes stored secrets unreadable: the affected staff then enrol again (the decision
 * record explains the trade).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

export type SecretBox = {
  seal(plaintext: string): string;
  /** The plaintext, or null when the box was made with another key or was tampered with. */
  open(sealed: string): string | null;
};

export function createSecretBox(appSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "", `railway-police:${purpose}:${VERSION}`, 32));
  const aad = Buffer.from(purpose);
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, body, extra] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined || extra !== undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(aad);
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
