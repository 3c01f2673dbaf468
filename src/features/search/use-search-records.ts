import { useIsRestoring, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { indexBuild, type IndexBuildState } from '../../api/search/build-search-index'
import { indexOnDevice } from '../../api/search/records-on-device'
import { indexRecordCount } from '../../api/search/search-index'
import { searchIndexQueries } from '../../api/queries/search-index-queries'
import { useStore } from '../../hooks/use-store'
import { formatInteger } from '../../lib/format'
import { askForIndex, consentFor, indexConsent } from './index-consent'
import { createNameMatcher, type NameMatcher } from './match-names'

export interface SearchRecords {
  match: NameMatcher
  /** `index`: every record of the service; `device`: only what this device holds (no index yet, or declined). */
  source: 'index' | 'device'
  /** Products and providers searched. */
  count: number
  build: IndexBuildState
}

/**
 * What a search reads: the name index when there is one, else the records
 * already in the query cache (read once, when the search opens: no
 * subscription to the cache). Asking for the index happens after the
 * render, never in the way of typing: the demo builds it (or rebuilds one a
 * day old) at once; a live connection with no index asks first (the
 * header's dialog), and with one rebuilds it in the background once a day old.
 */
export function useSearchRecords({ demo, scope }: { demo: boolean; scope: string }): SearchRecords {
  const client = useQueryClient()
  const consent = consentFor(useStore(indexConsent), scope)
  // Reads the cache only: the build is asked for below (or by the dialog), so no render waits for it.
  const { data: index } = useQuery({ ...searchIndexQueries.index(), enabled: false })
  const build = useStore(indexBuild)
  // The index may be on its way back from the device's stored cache: nothing is asked for before it is.
  const restoring = useIsRestoring()

  useEffect(() => {
    if (restoring) return
    if (demo || index) void client.prefetchQuery(searchIndexQueries.index())
    else askForIndex(scope)
  }, [client, demo, index, restoring, scope])

  // eslint-disable-next-line react/exhaustive-deps -- read again once the stored cache is back
  const records = useMemo(() => index ?? indexOnDevice(client), [client, index, restoring])
  const match = useMemo(() => createNameMatcher(records), [records])
  return { match, source: index ? 'index' : 'device', count: indexRecordCount(records), build: consent === 'declined' ? { ...build, phase: 'idle' } : build }
}

/** What the line above the options says: where the matches come from, and the build under way. */
export function recordsNote({ source, count, build }: SearchRecords): string {
  if (build.phase === 'running' || build.phase === 'waiting') {
    const progress = build.total === null ? `${formatInteger(build.fetched)} records` : `${formatInteger(build.fetched)} of ${formatInteger(build.total)} records`
    return `Building the search index: ${progress}`
  }
  return source === 'device' ? `Searching the ${formatInteger(count)} records already on this device` : ''
}
