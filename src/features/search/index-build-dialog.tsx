import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { cancelIndexBuild, indexBuild } from '../../api/search/build-search-index'
import { estimateIndexBuild } from '../../api/search/records-on-device'
import { searchIndexQueries } from '../../api/queries/search-index-queries'
import { Dialog } from '../../components/dialog/dialog'
import { useStore } from '../../hooks/use-store'
import { formatInteger } from '../../lib/format'
import { consentFor, indexConsent, setConsent } from './index-consent'
import '../../components/export/export.css'

const plural = (count: number, one: string, many: string) => `${formatInteger(count)} ${count === 1 ? one : many}`

/**
 * "Build the search index" (live connections): what it will take, by Export
 * all's estimate, before anything is spent; then its progress. Cancel, before
 * or during the build, leaves the search over what the device already holds.
 */
export function IndexBuildDialog({ scope }: { scope: string }) {
  const client = useQueryClient()
  const consent = consentFor(useStore(indexConsent), scope)
  const build = useStore(indexBuild)
  // Read once, when the question opens: the cache's pages of the two whole lists.
  const estimate = useMemo(() => estimateIndexBuild(client), [client])
  const building = consent === 'building'
  const failed = building && build.phase === 'failed'

  const start = () => {
    setConsent(scope, 'building')
    client.fetchQuery(searchIndexQueries.index()).then(
      () => setConsent(scope, 'accepted'),
      () => undefined, // the dialog shows the failure from the build's state, with "Try again"
    )
  }
  const cancel = () => {
    if (building) cancelIndexBuild()
    setConsent(scope, 'declined')
  }

  const known = build.total !== null
  const percent = known && build.total ? Math.min(100, Math.round((build.fetched / build.total) * 100)) : null
  const status = !building
    ? ''
    : build.phase === 'waiting'
      ? `Waiting ${build.waitSeconds} s for the rate limit`
      : failed
        ? ''
        : known
          ? `Fetched ${formatInteger(build.fetched)} of ${plural(build.total ?? 0, 'record', 'records')}`
          : `Fetched ${plural(build.fetched, 'record', 'records')}`

  return (
    <Dialog title="Build the search index" onClose={cancel} className="index-build-dialog">
      {!building && (
        <>
          <p>
            The API has no name search, so the dashboard keeps a name index on this device: it reads every page of the DeFi and
            infrastructure lists once, then searches for free for a day.
          </p>
          <p>
            {estimate.records === null || estimate.requests === null
              ? 'Records and requests: unknown until the last page (100 records a request).'
              : `${plural(estimate.records, 'record', 'records')} in ${plural(estimate.requests, 'request', 'requests')}`}
          </p>
          <p>
            {estimate.credits !== null
              ? `Estimated credits: about ${formatInteger(estimate.credits)}.`
              : estimate.creditsPerRecord !== null
                ? `Estimated credits: about ${formatInteger(estimate.creditsPerRecord)} a DeFi record.`
                : 'Estimated credits: unknown.'}
          </p>
        </>
      )}
      {building && !failed && (
        <div
          role="progressbar"
          aria-label="Search index progress"
          aria-valuemin={known ? 0 : undefined}
          aria-valuemax={known ? (build.total ?? 0) : undefined}
          aria-valuenow={known ? Math.min(build.fetched, build.total ?? 0) : undefined}
          className={known ? 'export-progress-bar' : 'export-progress-bar export-progress-indeterminate'}
        >
          <span style={known ? { width: `${percent ?? 100}%` } : undefined} />
        </div>
      )}
      <p role="status" className={status ? undefined : 'visually-hidden'}>
        {status}
      </p>
      {failed && (
        <div role="alert">
          <p className="notice notice-error">{`The index is not complete: ${build.message ?? 'a request failed.'}`}</p>
        </div>
      )}
      <div className="button-row dialog-buttons">
        {(!building || failed) && (
          <button type="button" className="primary" onClick={start}>
            {failed ? 'Try again' : 'Build index'}
          </button>
        )}
        <button type="button" onClick={cancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  )
}
