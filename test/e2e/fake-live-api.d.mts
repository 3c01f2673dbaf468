// Types of fake-live-api.mjs (plain JavaScript, run by Node without a build step) for playwright.config.ts and the tests that start it.
export declare const FAKE_LIVE_API_KEY: string

interface FakeRecord {
  name: string
  provider_name: string
  contract_address: string
  rating: string
}
export declare const DEFI: FakeRecord[]
export declare const BULK_DEFI: FakeRecord[]
export declare const BULK_SLUG: string
export declare const INFRA: Array<{ name: string; rating: string }>
export interface FakeLiveApi {
  url: string
  port: number
  requests: Array<{ method: string; path: string; search: string; hasKey: boolean }>
  reset: () => void
  close: () => Promise<void>
}
export declare function startFakeLiveApi(options?: { port?: number; host?: string; apiKey?: string }): Promise<FakeLiveApi>
