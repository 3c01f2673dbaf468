import { createStore } from '../../lib/store'

/*
 * Whether this tab may build the name index of a live connection (the demo
 * never asks): asked on the first search, kept per connection for the tab's
 * session. In start-up code, so the header's one dialog can open before the
 * search's own code has arrived.
 */
/** `asking` and `building` show the header's dialog; `accepted` once the index is in; `declined` searches the device. */
export type IndexConsent = 'unasked' | 'asking' | 'building' | 'accepted' | 'declined'

export const indexConsent = createStore<Readonly<Record<string, IndexConsent>>>({})

export function consentFor(consents: Readonly<Record<string, IndexConsent>>, scope: string): IndexConsent {
  return consents[scope] ?? 'unasked'
}

export function setConsent(scope: string, value: IndexConsent): void {
  indexConsent.set((previous) => (previous[scope] === value ? previous : { ...previous, [scope]: value }))
}

/** The first search of a live connection asks (once): the header's dialog opens. */
export function askForIndex(scope: string): void {
  if (consentFor(indexConsent.get(), scope) === 'unasked') setConsent(scope, 'asking')
}
