import { ALERTS_PATH, DEFI_PATH, INFRA_PATH, KEYS_PATH, SETTINGS_PATH } from '../lib/paths.ts'

/** A notice a page shows under its head in demo mode: text with one link in it. */
export interface DemoNotice {
  before: string
  link: { text: string; href: string }
  after: string
}

/** A page heading that is fixed text, with the line under it. */
export interface PageHead {
  /** The route's path, which is also the name of the page's own HTML file in the build (`/defi` → `defi.html`). */
  path: string
  className: string
  title: string
  intro: string
  /** Drawn under the head in the demo build's file too, where the route draws it (keys-route.tsx). */
  demoNotice?: DemoNotice
}

/**
 * The pages that draw a fixed heading before their view's code has loaded
 * (PageWithHeading). Their routes render these, and the build writes each
 * into the page's own HTML file (`app/shell/prerendered-pages.ts`), so a first
 * visit paints the heading and its intro, the page's largest text, before
 * any script has arrived. Plain data: the build reads it in Node.
 */
export const PAGE_HEADS = {
  defi: {
    path: DEFI_PATH,
    className: 'defi-page',
    title: 'DeFi ratings',
    intro: 'Risk ratings of DeFi products, AAA (best) to D (default). Filter, sort and share the view by its link.',
  },
  infra: {
    path: INFRA_PATH,
    className: 'infra-page',
    title: 'Infrastructure ratings',
    intro:
      'Ratings of staking infrastructure providers, AAA (best) to D (default), from their business operations, reliability and security setup. Filter, sort and share the view by its link.',
  },
  alerts: {
    path: ALERTS_PATH,
    className: 'alerts-page',
    title: 'DeFi alerts',
    intro: 'On-chain events detected at rated protocols, newest first.',
  },
  keys: {
    path: KEYS_PATH,
    className: 'keys-page',
    title: 'API keys',
    intro: "Your account's API keys and the credits each has used. Revoking a key cannot be undone.",
    demoNotice: {
      before: "These are the demo account's fictional keys. Changes you make stay in this browser; ",
      link: { text: '“Reset demo data” on Settings', href: SETTINGS_PATH },
      after: ' restores the original keys.',
    },
  },
} as const satisfies Record<string, PageHead>

export type PageHeadName = keyof typeof PAGE_HEADS

/**
 * The platform page's head (`/defi/:platformSlug`, drawn by features/defi/platform-head.tsx). Its
 * heading is the platform's name, which the ratings give; the rest is fixed, so the build draws it in an
 * HTML file of its own that hosts serve for every such path, with a placeholder for the name.
 */
export const PLATFORM_HEAD = {
  fileName: 'defi-platform.html',
  className: 'defi-page',
  breadcrumb: 'DeFi ratings',
  intro: "Risk ratings of this platform's products, AAA (best) to D (default).",
  /** Read by assistive technology while the name is on its way (the placeholder bar is hidden from it). */
  pendingName: "Loading the platform's name",
} as const

const PLATFORM_PATH = new RegExp(`^${DEFI_PATH}/[^/]+$`)

/** `/defi/:platformSlug` (one segment, as the route table has it). */
export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PATH.test(pathname)
}
