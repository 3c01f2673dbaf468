import type { Locator, Page } from '@playwright/test'

/** Text a careless or hostile person might type into a filter. */
export const GARBAGE = ['-1', '1e999', '0', 'NaN', '🦄🔥💸', '<script>alert(1)</script>', "'; DROP TABLE--", '   ', 'x'.repeat(5_000), 'ETH', 'a', '%00%2F..']

/**
 * Never pressed: destructive key actions and their confirmations, the demo
 * reset, forgetting the key, leaving demo mode, and downloads.
 */
const FORBIDDEN_NAME = /revoke|disable|enable|create|new key|reset demo|forget|connect|live api|delete|csv|download|apply|restore|save/i

export interface Candidate {
  kind: 'link' | 'button' | 'select' | 'input'
  /** CSS selector of the candidate group and index within it: re-found by Playwright at action time. */
  selector: string
  index: number
  label: string
}

/**
 * Every visible, enabled control the walk may use on the current page, in
 * document order (so the same page state gives the same list).
 */
export async function candidates(page: Page): Promise<Candidate[]> {
  return page.evaluate((forbiddenSource) => {
    const forbidden = new RegExp(forbiddenSource, 'i')
    const onSettings = location.pathname.startsWith('/settings')
    const groups: { kind: 'link' | 'button' | 'select' | 'input'; selector: string }[] = [
      { kind: 'link', selector: 'a[href]' },
      { kind: 'button', selector: 'button, [role="tab"], summary, input[type="checkbox"]' },
      { kind: 'select', selector: 'select' },
      { kind: 'input', selector: 'input:not([type]), input[type="search"], input[type="text"], input[type="number"]' },
    ]
    const found: { kind: 'link' | 'button' | 'select' | 'input'; selector: string; index: number; label: string }[] = []
    for (const group of groups) {
      document.querySelectorAll<HTMLElement>(group.selector).forEach((element, index) => {
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0 || element.closest('[hidden], [inert]')) return
        // Parked off-screen until focused (the skip link): not clickable.
        if (box.right <= 0 || box.bottom <= 0) return
        if ((element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true') return
        const labelled = (element as HTMLInputElement).labels?.[0]?.textContent
        const label = (element.getAttribute('aria-label') ?? labelled ?? (element.textContent || element.getAttribute('name')) ?? '').trim().slice(0, 60)
        if (forbidden.test(label)) return
        if (group.kind === 'link') {
          const anchor = element as HTMLAnchorElement
          // Same origin only: the walk stays in the app (external links open other sites).
          if (anchor.origin !== location.origin || anchor.target === '_blank' || anchor.hasAttribute('download')) return
        }
        // Settings holds the mode switch and the fault knobs the walk relies on: only its links are used.
        if (onSettings && group.kind !== 'link' && element.closest('main')) return
        found.push({ kind: group.kind, selector: group.selector, index, label })
      })
    }
    return found
  }, FORBIDDEN_NAME.source)
}

export function locate(page: Page, candidate: Candidate): Locator {
  return page.locator(candidate.selector).nth(candidate.index)
}
