// Apart from connection-storage.ts, which reads the build's settings: index.html's early request script is
// built from these names at build time, where those settings are not there.

/** The stored connection (mode, base URL, remember), in localStorage. */
export const CONNECTION_KEY = 'connection'
/** The key: sessionStorage, and localStorage only when the person asked to be remembered. */
export const API_KEY_KEY = 'api-key'
