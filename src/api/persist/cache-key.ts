/**
 * Where a connection's cache is stored: the API base URL and a fingerprint of
 * the key, so two keys (two accounts, two plans) never see each other's data.
 * The fingerprint is a prefix of the key's SHA-256: enough to tell keys apart,
 * useless for recovering or using the key.
 */
export const CACHE_KEY_PREFIX = 'ratings-cache:'
export const FINGERPRINT_HEX_CHARS = 16

export async function keyFingerprint(apiKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(apiKey))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, FINGERPRINT_HEX_CHARS)
}

export interface CacheOwner {
  /** Demo mode: one fictional account on this device. */
  demo: boolean
  baseUrl: string
  apiKey: string | null
}

export async function connectionCacheKey(owner: CacheOwner): Promise<string> {
  if (owner.demo) return `${CACHE_KEY_PREFIX}demo`
  const fingerprint = owner.apiKey ? await keyFingerprint(owner.apiKey) : 'no-key'
  return `${CACHE_KEY_PREFIX}${owner.baseUrl}|${fingerprint}`
}
