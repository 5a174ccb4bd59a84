import { randomFillSync } from "node:crypto";

const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * `length` bytes from the operating system's CSPRNG, like `crypto.randomBytes`, but drawn from a
 * pool filled 4 KB at a time (as Node's own `randomUUID` does): every page answer makes an
 * anonymous id and a CSRF nonce for a new visitor, and a call into OpenSSL each was 8% of
 * answering from the page cache. The bytes are copied out, so no caller holds a view of the pool.
 */
export function randomBytesFromPool(length: number): Buffer {
  if (length > POOL_BYTES) throw new RangeError(`at most ${POOL_BYTES} bytes at a time`);
  if (offset + length > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + length));
  // Used bytes are wiped, so the pool never holds what was handed out.
  pool.fill(0, offset, offset + length);
  offset += length;
  return bytes;
}
