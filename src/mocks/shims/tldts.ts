/**
 * Stands in for `tldts` in the browser builds. MSW keeps a cookie store
 * (tough-cookie), which asks tldts for a host's registrable domain; tldts
 * carries the whole public-suffix list, about 330 KB of the demo bundle and
 * ~30 ms of evaluation on a phone. The mock API neither sets nor reads
 * cookies, so two labels are enough here. Tests run MSW with the real one.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host.includes(':') || /^\d+(\.\d+){3}$/.test(host)) return null
  const labels = host.split('.').filter(Boolean)
  return labels.length >= 2 ? labels.slice(-2).join('.') : null
}
