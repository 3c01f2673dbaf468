import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { infraQueries } from '../../api/queries/infra-queries'
import type { InfraRating } from '../../api/schemas/infra'
import { ApiRequestButton } from '../../components/api-request/api-request-button'
import { ListView } from '../../components/list/list-view'
import { useListParams } from '../../hooks/use-list-params'
import { toSlug } from '../../lib/slug'
import { INFRA_COLUMNS, INFRA_CSV_COLUMNS, INFRA_DEFAULT_VISIBILITY, INFRA_OPTIONAL_COLUMNS } from './infra-columns'
import { describeInfraFilters } from './infra-filter-chips'
import { InfraFilters } from './infra-filters'
import { infraViewParams } from './infra-view-params'
import { InfraExportAllButton } from './infra-export'

const CSV = { fileName: 'infrastructure-ratings.csv', columns: INFRA_CSV_COLUMNS }
const providerRowId = (row: InfraRating) => toSlug(row.name)

/**
 * Infrastructure-provider ratings. The URL holds every filter, the sort and
 * the page; the query cache holds the rows; ListView renders both. The
 * heading is the route's (it paints before this code).
 */
export function InfraRatingsView() {
  const list = useListParams(infraViewParams)
  const { params, setParams, reset } = list
  const query = useQuery({ ...infraQueries.list(params), placeholderData: keepPreviousData })
  const filters = describeInfraFilters(params)
  const knownVersions = useMemo(() => versionsOf(query.data?.items), [query.data?.items])

  return (
    <ListView
      query={query}
      list={list}
      filters={<InfraFilters onChange={setParams} knownVersions={knownVersions} params={list.params} />}
      activeFilters={filters.map((filter) => ({ id: filter.id, label: filter.label, onRemove: () => setParams(filter.clear) }))}
      onResetFilters={() => reset()}
      caption="Infrastructure provider ratings"
      captionHidden
      columns={INFRA_COLUMNS}
      getRowId={providerRowId}
      tableId="infra-ratings"
      choosableColumns={INFRA_OPTIONAL_COLUMNS}
      defaultVisibility={INFRA_DEFAULT_VISIBILITY}
      csv={CSV}
      exportAll={
        <>
          <InfraExportAllButton params={params} page={query.data} />
          <ApiRequestButton request={infraQueries.listRequest(params)} />
        </>
      }
      noun="providers"
      errorTitle="The ratings could not be loaded"
      costKeys={[infraQueries.list(params).queryKey]}
    />
  )
}

/** Versions on the page on screen, as suggestions for the version field (no request is spent on them). */
function versionsOf(items: ReadonlyArray<{ version?: string | null }> | undefined): string[] {
  return [...new Set((items ?? []).map((item) => item.version).filter((v): v is string => !!v))].toSorted()
}
