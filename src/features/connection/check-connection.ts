import { apiFetch } from '../../api/client'
import { DEFAULT_TIMEOUT_MS } from '../../api/config'
import { apiKeyPaths } from '../../api/queries/key-queries'
import { apiKeyListSchema } from '../../api/schemas/keys'

/**
 * Checks a base URL and key with one request. The key list is the cheapest
 * call of the contract (key management costs one credit) and needs a valid key.
 */
export async function checkConnection(baseUrl: string, apiKey: string | null): Promise<{ keyCount: number }> {
  const { data } = await apiFetch(
    { path: apiKeyPaths.list },
    apiKeyListSchema,
    { baseUrl, apiKey, timeoutMs: DEFAULT_TIMEOUT_MS },
  )
  return { keyCount: data.length }
}

/** `sr1-****-af6b` style, so the key is never shown whole once entered. */
export function maskSecret(key: string): string {
  return key.length <= 4 ? '****' : `****${key.slice(-4)}`
}
