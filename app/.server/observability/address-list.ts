/**
 * Lists of client addresses (`127.0.0.1,::1,10.0.0.0/8`): parsed once when the configuration is
 * read (a typo stops the server at start), matched on every request to an operator-only path.
 */
import { BlockList, isIP } from "node:net";

/** The entries of a comma-separated list of IP addresses and CIDR ranges, or null if one is not. */
export function parseAddressList(text: string): string[] | null {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries.every(isAddressOrRange) ? entries : null;
}

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Whether an address (as Express gives it in `req.ip`) is in the list. */
export function addressMatcher(entries: string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    // A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d; the list speaks plain IPv4.
    const plain = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;
    const family = isIP(plain);
    if (family === 0) return false;
    return list.check(plain, family === 4 ? "ipv4" : "ipv6");
  };
}
