import { hashKey, useQueries, type QueryKey, type QueryObserverResult } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { ledgerTotals, nextLedgerSeq, recordCacheAnswer } from './ledger'
import { describeCredits, unreportedNote } from './credit-text'
import { useLedger } from './use-credits'
import { useViewOpenedSeq } from './view-opened'

const allAnswered = (results: QueryObserverResult[]) => results.every((result) => result.status === 'success' && result.fetchStatus === 'idle')

/**
 * "This view cost 132 credits": what the requests behind the data on screen
 * cost since this view (this URL, this visit) opened. When every query's data
 * was already in the cache and nothing was sent for it, it says so and counts
 * one view the cache answered for free.
 */
export function ViewCost({ queryKeys }: { queryKeys: readonly QueryKey[] }) {
  const { key: locationKey } = useLocation()
  const [mountedSeq] = useState(nextLedgerSeq)
  const since = useViewOpenedSeq() ?? mountedSeq
  // A view of many records (a portfolio of 500) renders this on every ledger line: hash its keys once, look them up in a set.
  const hashes = useMemo(() => queryKeys.map((key) => hashKey(key)), [queryKeys])
  const wanted = useMemo(() => new Set(hashes), [hashes])

  const ledger = useLedger()
  // Watches the view's queries without asking for them (their pages do): true once each holds an answer and none is on its way.
  const settled = useQueries({
    queries: queryKeys.map((queryKey) => ({ queryKey, enabled: false })),
    combine: allAnswered,
  })

  const entries = ledger.entries.filter((entry) => entry.seq >= since && entry.queryHash !== null && wanted.has(entry.queryHash))
  const fromCache = settled && entries.length === 0
  const visit = `${locationKey}:${since}:${hashes.join('|')}`

  const counted = useRef<string | null>(null)
  useEffect(() => {
    if (!fromCache || counted.current === visit) return
    counted.current = visit
    recordCacheAnswer()
  }, [fromCache, visit])

  if (fromCache) return <p className="view-cost">This view cost 0 credits (cached)</p>
  // The line keeps its place while the first answer is on its way: appearing with it, it moved everything
  // below (the table) down by a line on every first visit.
  if (entries.length === 0) return <p className="view-cost" />
  const totals = ledgerTotals(entries)
  const cost = describeCredits(totals)
  return (
    <p className="view-cost">
      {cost === 'not reported' ? 'This view cost: not reported by the server' : `This view cost ${cost}${unreportedNote(totals)}`}
    </p>
  )
}
