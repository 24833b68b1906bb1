import { BlockList, isIP } from 'node:net'

/**
 * What `trustProxy` in config/app.ts accepts: `true`/`false`, or a function
 * told each address of the chain (the socket's first, then X-Forwarded-For
 * from the right) and its distance, answering whether that hop is a proxy
 * whose X-Forwarded-For may be believed. request.ip() is the first address
 * not trusted.
 */
export type TrustProxy = boolean | ((address: string, distance: number) => boolean)

/** The names proxy-addr (and Express) accept for well-known ranges. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/** Unset: a proxy on this machine only (AdonisJS's own default). */
export const DEFAULT_TRUST_PROXY = 'loopback'

/**
 * Reads TRUST_PROXY:
 * - `false`: never trust X-Forwarded-For (the app faces the clients itself);
 * - `true`: trust every hop (only when every request reaches the app through
 *   proxies that overwrite the header: otherwise any client picks its address);
 * - a hop count `N`: trust the N nearest hops (e.g. `1` for one load balancer);
 * - a comma-separated list of addresses, CIDR ranges and the names
 *   `loopback`, `linklocal`, `uniquelocal`: trust those proxies.
 * Throws on anything else, so a typo stops the boot instead of silently
 * counting every client as one.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim() || DEFAULT_TRUST_PROXY
  if (text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return (_address, distance) => distance < hops
  }

  const proxies = new BlockList()
  for (const entry of text.split(',').map((part) => part.trim())) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) addRange(proxies, range)
  }
  return (address) => {
    const family = isIP(address)
    return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6')
  }
}

function addRange(proxies: BlockList, range: string) {
  const [address, prefix, extra] = range.split('/')
  const family = isIP(address ?? '')
  const bits = family === 4 ? 32 : 128
  const length = prefix === undefined ? bits : Number(prefix)
  if (
    family === 0 ||
    extra !== undefined ||
    (prefix !== undefined && !/^\d+$/.test(prefix)) ||
    length > bits
  ) {
    throw new Error(
      `TRUST_PROXY: "${range}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`
    )
  }
  proxies.addSubnet(address!, length, family === 4 ? 'ipv4' : 'ipv6')
}
