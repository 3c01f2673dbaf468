import type { Page } from '@playwright/test'

/**
 * Every route of UI-CONTRACT. Routes with parameters are resolved from the
 * data the app itself shows (the first rows of /defi and /infra), so the
 * checks follow whatever the demo data holds.
 */
export const CONTRACT_ROUTES = [
  { name: 'overview', template: '/' },
  { name: 'defi', template: '/defi' },
  { name: 'platform', template: '/defi/:providerSlug' },
  { name: 'product', template: '/defi/:providerSlug/:contractAddress' },
  { name: 'compare', template: '/compare?items=…' },
  { name: 'infra', template: '/infra' },
  { name: 'provider', template: '/infra/:slug' },
  { name: 'alerts', template: '/alerts' },
  { name: 'watchlist', template: '/watchlist' },
  { name: 'portfolio', template: '/portfolio' },
  { name: 'keys', template: '/keys' },
  { name: 'settings', template: '/settings' },
  { name: 'not-found', template: '/no-such-page' },
] as const

export type RouteName = (typeof CONTRACT_ROUTES)[number]['name']

/** The two sizes UI-CONTRACT promises a layout for ("What fits on a screen"): a laptop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const

/** Every width a screenshot is kept of (CI artefacts): the two above, a tablet and a wide screen. */
export const SCREENSHOT_VIEWPORTS = {
  phone: VIEWPORTS.phone,
  tablet: { width: 768, height: 1024 },
  desktop: VIEWPORTS.desktop,
  wide: { width: 1920, height: 1080 },
} as const

async function hrefsOnPage(page: Page, path: string, pattern: RegExp): Promise<string[]> {
  await page.goto(path)
  const links = page.locator('main table a[href]')
  await links
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined)
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  return hrefs.filter((href) => pattern.test(href))
}

let discovered: Promise<Partial<Record<RouteName, string>>> | null = null

/** Resolves every contract route to a real path; a route whose data is not shown yet is left out. */
export function discoverRoutePaths(page: Page): Promise<Partial<Record<RouteName, string>>> {
  discovered ??= (async () => {
    const products = await hrefsOnPage(page, '/defi', /^\/defi\/[^/?#]+\/[^/?#]+$/)
    // A product's path starts with its platform's (the Platform column starts hidden at a laptop's width).
    const platforms = products.map((href) => href.split('/').slice(0, 3).join('/'))
    const providers = await hrefsOnPage(page, '/infra', /^\/infra\/[^/?#]+$/)
    const items = products.slice(0, 2).map((href) => href.split('/').slice(2).join(':'))
    const paths: Partial<Record<RouteName, string>> = {
      overview: '/',
      defi: '/defi',
      infra: '/infra',
      alerts: '/alerts',
      watchlist: '/watchlist',
      portfolio: '/portfolio',
      keys: '/keys',
      settings: '/settings',
      'not-found': '/no-such-page',
    }
    if (platforms[0]) paths.platform = platforms[0]
    if (products[0]) paths.product = products[0]
    if (items.length === 2) paths.compare = `/compare?items=${items.join(',')}`
    if (providers[0]) paths.provider = providers[0]
    return paths
  })()
  return discovered
}
