/**
 * Which addresses the link-preview fetcher may connect to. `isPublicAddress` parses an IPv4 or IPv6
 * literal into bytes and refuses every special-purpose range (IANA special registries): unspecified,
 * "this network", loopback, private (RFC 1918), CGNAT 100.64/10, link-local (incl. the cloud metadata
 * 169.254.169.254), unique-local, site-local, multicast, broadcast, documentation, benchmarking and
 * reserved space. IPv6 forms that carry an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, NAT64
 * 64:ff9b::/96, 6to4 2002::/16) are judged by the IPv4 address they carry; IPv4-compatible ::/96,
 * Teredo and the rest of 2001::/23 are refused outright. Anything that does not parse is refused.
 */
import { isIP } from 'node:net';

/** One candidate connection: the address the host resolved to, and the port and host of the URL. */
export interface AddressCandidate {
  address: string;
  family: 4 | 6;
  port: number;
  /** The URL's host name (an IP literal without brackets, or a DNS name). */
  host: string;
}

export type AddressPolicy = (candidate: AddressCandidate) => boolean;

/** Ports a preview may use unless a policy says otherwise. */
export const DEFAULT_PORTS: readonly number[] = [80, 443];

type Range = readonly [bytes: readonly number[], prefixBits: number];

const V4_BLOCKED: readonly Range[] = [
  [[0, 0, 0, 0], 8], // "this network", incl. 0.0.0.0
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10], // CGNAT
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16], // link-local, cloud metadata
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // TEST-NET-1
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // TEST-NET-2
  [[203, 0, 113, 0], 24], // TEST-NET-3
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, incl. 255.255.255.255
];

const hex = (...words: number[]) => words.flatMap((w) => [w >> 8, w & 0xff]);

const V6_BLOCKED: readonly Range[] = [
  [hex(0, 0, 0, 0, 0, 0), 96], // ::/96: unspecified, loopback, IPv4-compatible
  [hex(0x64, 0xff9b, 1), 48], // local-use NAT64
  [hex(0x100, 0, 0, 0), 64], // discard-only
  [hex(0x2001), 23], // IETF protocol assignments, incl. Teredo 2001::/32
  [hex(0x2001, 0xdb8), 32], // documentation
  [hex(0x3fff), 20], // documentation
  [hex(0x5f00), 16], // segment routing
  [[0xfc], 7], // unique-local
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
];

/** IPv6 prefixes whose addresses carry an IPv4 address at byte offset `at`. */
const EMBEDDED_V4: ReadonlyArray<{ range: Range; at: number }> = [
  { range: [hex(0, 0, 0, 0, 0, 0xffff), 96], at: 12 }, // IPv4-mapped
  { range: [hex(0x64, 0xff9b, 0, 0, 0, 0), 96], at: 12 }, // NAT64 well-known prefix
  { range: [hex(0x2002), 16], at: 2 }, // 6to4
];

function inRange(bytes: readonly number[], [prefix, bits]: Range): boolean {
  for (let i = 0; i < bits; i += 8) {
    const take = Math.min(8, bits - i);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i / 8] ?? 0) & mask) !== ((prefix[i / 8] ?? 0) & mask)) return false;
  }
  return true;
}

/** Four bytes of a dotted-quad IPv4 literal (strict: four decimal parts 0-255), or null. */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

/** Sixteen bytes of an IPv6 literal (with or without brackets, an IPv4 tail allowed), or null. */
export function parseIPv6(text: string): number[] | null {
  const s = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (s.includes('%') || isIP(s) !== 6) return null; // zone ids are never a public destination
  let head = s;
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(':');
  if (s.slice(lastColon + 1).includes('.')) {
    const b = parseIPv4(s.slice(lastColon + 1));
    if (!b) return null;
    tail = [(b[0] << 8) | b[1], (b[2] << 8) | b[3]];
    head = s.slice(0, lastColon + 1);
    if (!head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const words = (part: string) => (part === '' ? [] : part.split(':').map((w) => parseInt(w, 16)));
  const left = words(halves[0]);
  const right = halves.length === 2 ? words(halves[1]) : [];
  const fill = 8 - left.length - right.length - tail.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return null;
  const all = [...left, ...Array<number>(halves.length === 2 ? fill : 0).fill(0), ...right, ...tail];
  if (all.length !== 8 || all.some((w) => !(w >= 0 && w <= 0xffff))) return null;
  return hex(...all);
}

function isPublicV4(bytes: readonly number[]): boolean {
  return !V4_BLOCKED.some((r) => inRange(bytes, r));
}

/** True only for a parseable, globally routable unicast address. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4) return isPublicV4(v4);
  const v6 = parseIPv6(address);
  if (!v6) return false;
  for (const { range, at } of EMBEDDED_V4) if (inRange(v6, range)) return isPublicV4(v6.slice(at, at + 4));
  return !V6_BLOCKED.some((r) => inRange(v6, r));
}

/** The production policy: public addresses on ports 80 and 443 only. */
export const defaultAddressPolicy: AddressPolicy = ({ address, port }) => DEFAULT_PORTS.includes(port) && isPublicAddress(address);
