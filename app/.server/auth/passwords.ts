/**
 * Password hashing with argon2id at OWASP's recommended minimum (m = 19 MiB, t = 2, p = 1): a
 * few milliseconds for a sign-in, a wall for anyone with a copy of the table. Hashes are PHC
 * strings that carry their own parameters, so raising them later only needs `needsRehash`.
 */
import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** 2 is `Algorithm.Argon2id` (a const enum, which isolated modules cannot read at run time). */
export const ARGON2_PARAMS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Longer input is refused before hashing: nobody types 1,000 characters, an attacker might. */
export const MAX_PASSWORD_LENGTH = 256;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never lets anyone in.
    return false;
  }
}

/** Whether a stored hash was made with other parameters than today's (re-hash after sign-in). */
export function needsRehash(passwordHash: string): boolean {
  const { memoryCost, timeCost, parallelism } = ARGON2_PARAMS;
  return !passwordHash.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
}

/**
 * The hash of a random password nobody knows, made once with today's parameters. Checking an
 * unknown e-mail's password against it costs exactly what a real check costs, from the first
 * request on, so the time an answer takes does not tell whether an account exists.
 */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$jVACi7YqRFzN77hSBtQLIA$MCdQWCc+i/psv4E1eUvc+1mqHpPpfuNXh/PToxnWhGQ";

export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password.slice(0, MAX_PASSWORD_LENGTH));
  return false;
}
