/** The real service (contract, top); also the build's default for its content security policy (vite.config.ts). */
export const REAL_API_BASE_URL = 'https://api.stakingrewards.com'
