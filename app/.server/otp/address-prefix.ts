import { isIPv4, isIPv6 } from "node:net";

/**
 * The part of a client address that rate limits count against. IPv4 addresses count whole (many
 * commuters share one behind carrier-grade NAT, which is why the per-address limits are
 * generous). An IPv6 client usually controls a whole /64 and can pick a new address in it for
 * every request, so IPv6 counts by its /64 prefix; IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function rateLimitAddress(address: string): string {
  const plain = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIPv4(plain) || !isIPv6(plain.split("%")[0]!)) return plain;
  const [head = "", tail = ""] = plain.split("%")[0]!.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = plain.includes("::")
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
