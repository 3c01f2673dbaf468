import { useQuery } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { ListPage } from '../../api/client'
import { isApiError } from '../../api/errors'
import { defiListParams, type DefiListParams } from '../../api/params/defi-params'
import { defiQueries } from '../../api/queries/defi-queries'
import type { DefiRating } from '../../api/schemas/defi'
import { ApiRequestButton } from '../../components/api-request/api-request-button'
import { ListView } from '../../components/list/list-view'
import { useListParams } from '../../hooks/use-list-params'
import { NotFoundMessage } from '../../components/not-found-message'
import { PageTitle } from '../../components/page-title'
import { toSlug } from '../../lib/slug'
import { CompareBar } from './compare-bar'
import { CompareSelectionContext, DEFI_COLUMNS, DEFI_OPTIONAL_COLUMNS, defiDefaultVisibility } from './defi-columns'
import { DEFI_CSV_COLUMNS } from './defi-csv'
import { DefiExportAllButton } from './defi-export'
import { describeDefiFilters } from './defi-filter-chips'
import { DefiFilters } from './defi-filters'
import { PlatformHead } from './platform-head'
import { useCompareSelection } from './use-compare-selection'
import './defi.css'

const productRowId = (row: DefiRating) => `${toSlug(row.provider_name)}:${row.contract_address}`

/**
 * The previous page stays on screen while the next loads, but never another
 * platform's rows under this platform's heading: on a platform's view only a
 * page of that platform's products qualifies.
 */
function previousRowsFor(platformSlug: string | undefined) {
  return (previous: ListPage<DefiRating> | undefined) =>
    previous && (!platformSlug || previous.items.every((item) => toSlug(item.provider_name) === platformSlug)) ? previous : undefined
}

/**
 * The DeFi ratings browser: all products, or one platform's when
 * `platformSlug` is given. The URL holds every filter, the sort and the page;
 * the query cache holds the rows.
 *
 * A platform's heading names the platform, so this view renders it
 * (PlatformHead), with the name once the ratings give it. The heading of
 * `/defi` is fixed text, which its route renders.
 */
export function DefiRatingsView({
  platformSlug,
  platformAlerts,
}: {
  platformSlug?: string
  /** The platform's latest alerts, placed below the table by the route (another feature's part). */
  platformAlerts?: (platformName: string) => ReactNode
}) {
  const list = useListParams(defiListParams)
  const { params, setParams, reset } = list
  const chains = useQuery(defiQueries.chains())
  const query = useQuery({ ...defiQueries.list(params, platformSlug), placeholderData: previousRowsFor(platformSlug) })
  const selection = useCompareSelection()
  const defaultVisibility = useMemo(() => defiDefaultVisibility(params), [params])

  const filters = describeDefiFilters(params, chains.data)
  // The ratings name the platform; until they are in, the heading holds a placeholder, and the rest the slug.
  const namedPlatform = platformSlug ? query.data?.items.find((item) => toSlug(item.provider_name) === platformSlug)?.provider_name : undefined
  const platformName = platformSlug ? (namedPlatform ?? (query.isPending ? null : platformSlug)) : null
  const title = platformName ?? platformSlug ?? 'DeFi ratings'

  if (platformSlug && query.isError && isApiError(query.error) && query.error.kind === 'not_found') {
    return (
      <NotFoundMessage title="Platform not found">
        <p>No rated platform is called “{platformSlug}”. The link may be mistyped or the platform no longer rated.</p>
        <p>
          <Link to="/defi">Back to all DeFi ratings</Link>
        </p>
      </NotFoundMessage>
    )
  }

  return (
    <>
      {platformSlug && (
        <>
          <PageTitle title={`${title} · DeFi ratings`} />
          <PlatformHead name={platformName} />
        </>
      )}
      <ListView
        query={query}
        list={list}
        filters={<DefiFilters onChange={setParams} chains={chains} params={list.params} />}
        activeFilters={filters.map((filter) => ({
          id: filter.key,
          label: filter.label,
          onRemove: () => setParams({ [filter.key]: undefined } as Partial<DefiListParams>),
        }))}
        onResetFilters={() => reset()}
        caption={platformSlug ? `Ratings of ${title} products` : 'DeFi product ratings'}
        captionHidden
        columns={DEFI_COLUMNS}
        getRowId={productRowId}
        wrapTable={(table) => <CompareSelectionContext value={selection.api}>{table}</CompareSelectionContext>}
        tableId="defi-ratings"
        choosableColumns={DEFI_OPTIONAL_COLUMNS}
        defaultVisibility={defaultVisibility}
        csv={{ fileName: `${platformSlug ? `defi-ratings-${platformSlug}` : 'defi-ratings'}.csv`, columns: DEFI_CSV_COLUMNS }}
        toolbar={<CompareBar products={selection.products} onClear={selection.clear} limitHintId={selection.api.limitHintId} />}
        exportAll={
          <>
            <DefiExportAllButton params={params} platformSlug={platformSlug} page={query.data} />
            <ApiRequestButton request={defiQueries.listRequest(params, platformSlug)} />
          </>
        }
        noun="products"
        errorTitle="The ratings could not be loaded"
        costKeys={[defiQueries.list(params, platformSlug).queryKey]}
      />
      {platformSlug && platformAlerts?.(title)}
    </>
  )
}
