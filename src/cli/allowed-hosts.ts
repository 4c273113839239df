/**
 * Which Host names `oddsmith serve` answers: loopback ones, and those the person lists with
 * `--allowed-host`. A page on another site that rebinds its own name to 127.0.0.1 (DNS rebinding) sends
 * its own name as Host, so it is refused and cannot read the workbench, the folder or the plugins
 * (Vite's `server.allowedHosts`, CVE-2025-24010).
 */
import { isIPv4Address } from "./lazy-builtins.js";

/** The characters of a Host header a browser sends: a name, an IPv4 address or a bracketed IPv6 one, and a port. */
const HOST_HEADER = /^[A-Za-z0-9._\-[\]:]+$/;

/** An `--allowed-host` value: a name (optionally led by "." for it and every subdomain), an IPv4 address or a bracketed IPv6 one; no port. */
const HOST_PATTERN = /^(\.?[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+\])$/;

/**
 * The host name a Host header (or a listening address) names, in the URL parser's canonical form
 * (lowercase, IPv4 as four decimals, IPv6 bracketed and shortened, no trailing dot), or undefined when it
 * is none. O(length).
 * @example hostNameOf("LocalHost:4173") // "localhost"
 * @example hostNameOf("[0:0:0:0:0:0:0:1]:4173") // "[::1]"
 */
export function hostNameOf(header: string): string | undefined {
  if (!HOST_HEADER.test(header)) return undefined;
  try {
    const { hostname, pathname, username } = new URL(`http://${header}/`);
    return pathname === "/" && username === "" && hostname !== "" ? hostname.replace(/\.$/, "") : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a canonical host name is this machine's loopback: 127.0.0.0/8, [::1], localhost or a name under it. */
function isLoopback(hostname: string): boolean {
  return (isIPv4Address(hostname) && hostname.startsWith("127.")) || hostname === "[::1]" || hostname === "localhost" || hostname.endsWith(".localhost");
}

/**
 * An `--allowed-host` value in the form requests are matched against: a canonical name or address, or a
 * lowercase ".domain" standing for the domain and its subdomains; undefined when it is neither. O(length).
 * @example allowedHostOf(".Example.com") // ".example.com"
 * @example allowedHostOf("box.lan:4173") // undefined
 */
export function allowedHostOf(text: string): string | undefined {
  if (!HOST_PATTERN.test(text)) return undefined;
  if (text.startsWith(".")) return text.toLowerCase().replace(/\.$/, "");
  return hostNameOf(text);
}

/**
 * Whether a request with this Host header is answered: its name is loopback, or equal to an allowed
 * entry, or under an allowed ".domain". A missing or malformed Host is refused (a browser always sends
 * one). `allowed` holds allowedHostOf() forms. O(allowed).
 * @example isAllowedHost("127.0.0.1:4173", []) // true
 * @example isAllowedHost("evil.example", []) // false
 * @example isAllowedHost("cards.example.com", [".example.com"]) // true
 */
export function isAllowedHost(header: string | undefined, allowed: readonly string[]): boolean {
  const hostname = header === undefined ? undefined : hostNameOf(header);
  if (hostname === undefined) return false;
  if (isLoopback(hostname)) return true;
  return allowed.some((entry) => entry === hostname || (entry.startsWith(".") && (hostname === entry.slice(1) || hostname.endsWith(entry))));
}
