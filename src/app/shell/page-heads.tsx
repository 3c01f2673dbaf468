import { ALERTS_PATH, DEFI_PATH, INFRA_PATH, KEYS_PATH } from '../../lib/paths.ts'

/** A page's head that needs no data: the class of its outer element, its title, heading and introduction. */
export interface PageHeadText {
  className: string
  title: string
  heading: string
  intro: string
}

/*
 * The lists' and the keys' heads, in one place: the page draws its head from
 * here, the shell draws the same while the page's code is on its way, and
 * the build writes it into the page's own HTML file (build/static-frame.tsx),
 * so a first visit's first paint is already the page's heading and
 * introduction (Lighthouse's largest paint on these pages), not "Loading…".
 * Its imports name their files whole: vite.config.ts loads this module in Node.
 */
export const PAGE_HEADS = {
  [DEFI_PATH]: {
    className: 'defi-page',
    title: 'DeFi ratings',
    heading: 'DeFi ratings',
    intro: 'Risk ratings of DeFi products, AAA (best) to D (default). Filter, sort and share the view by its link.',
  },
  [INFRA_PATH]: {
    className: 'infra-page',
    title: 'Infrastructure ratings',
    heading: 'Infrastructure ratings',
    intro:
      'Ratings of staking infrastructure providers, AAA (best) to D (default), from their business operations, reliability and security setup. Filter, sort and share the view by its link.',
  },
  [ALERTS_PATH]: {
    className: 'alerts-page',
    title: 'DeFi alerts',
    heading: 'DeFi alerts',
    intro: 'On-chain events detected at rated protocols, newest first.',
  },
  [KEYS_PATH]: {
    className: 'keys-page',
    title: 'API keys',
    heading: 'API keys',
    intro: "Your account's API keys and the credits each has used. Revoking a key cannot be undone.",
  },
} as const satisfies Record<string, PageHeadText>

const byPath: ReadonlyMap<string, PageHeadText> = new Map(Object.entries(PAGE_HEADS))

/** The head of the page at `pathname`, if it is one of these. */
export function pageHeadAt(pathname: string): PageHeadText | undefined {
  return byPath.get(pathname.replace(/(.)\/+$/, '$1'))
}

/** The head's heading and introduction (the page's title is PageTitle's, which needs the app). */
export function PageHead({ head }: { head: PageHeadText }) {
  return (
    <>
      <h1>{head.heading}</h1>
      <p className="page-intro">{head.intro}</p>
    </>
  )
}

/** What the main region holds while a page's code is on its way: the page's head when it needs no data, and "Loading…". */
export function PendingPage({ pathname }: { pathname: string }) {
  const head = pageHeadAt(pathname)
  const loading = <p className="loading-text">Loading…</p>
  return head ? (
    <div className={head.className}>
      <PageHead head={head} />
      {loading}
    </div>
  ) : (
    loading
  )
}
