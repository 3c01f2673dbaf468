/**
 * The demo account's full active key. Deliberately free of msw and of the
 * seed, so the app can import this constant cheaply inside the demo chunk.
 * It is a made-up key that only the mock backend accepts.
 */
export const DEMO_API_KEY = 'sr1-18515d1a5bb0f46cbb92172dc1ff9bec'
