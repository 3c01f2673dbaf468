// Types of fake-live-api.mjs (plain JavaScript, run by Node without a build step) for playwright.config.ts.
export declare const FAKE_LIVE_API_KEY: string
