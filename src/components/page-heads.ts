/** A page heading that is fixed text, with the line under it. */
export interface PageHead {
  /** The route's path, which is also the name of the page's own HTML file in the build (`/defi` → `defi.html`). */
  path: string
  className: string
  title: string
  intro: string
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
    path: '/defi',
    className: 'defi-page',
    title: 'DeFi ratings',
    intro: 'Risk ratings of DeFi products, AAA (best) to D (default). Filter, sort and share the view by its link.',
  },
  infra: {
    path: '/infra',
    className: 'infra-page',
    title: 'Infrastructure ratings',
    intro:
      'Ratings of staking infrastructure providers, AAA (best) to D (default), from their business operations, reliability and security setup. Filter, sort and share the view by its link.',
  },
  alerts: {
    path: '/alerts',
    className: 'alerts-page',
    title: 'DeFi alerts',
    intro: 'On-chain events detected at rated protocols, newest first.',
  },
  keys: {
    path: '/keys',
    className: 'keys-page',
    title: 'API keys',
    intro:
      "The keys that call the ratings API for this account, the credits each has used, and the account's plan. A disabled key can be enabled again; a revoked one cannot.",
  },
} as const satisfies Record<string, PageHead>

export type PageHeadName = keyof typeof PAGE_HEADS
