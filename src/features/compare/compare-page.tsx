import { useQueries, useQueryClient } from '@tanstack/react-query'
import type { MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import { isApiError } from '../../api/errors'
import { defiDetailFromCache } from '../../api/queries/defi-cache'
import type { DefiRating } from '../../api/schemas/defi'
import { useUrlSearch } from '../../hooks/use-url-search'
import { PageTitle } from '../../components/page-title'
import { isPlainLeftClick } from '../../lib/plain-click'
import { PrintReportButton } from '../../components/print/print-report-button'
import { QueryError } from '../../components/query-error'
import {
  COMPARE_MAX_ITEMS,
  COMPARE_MIN_ITEMS,
  parseCompareItems,
  compareItemKey,
  type CompareItem,
} from '../../lib/compare-items'
import { shortenAddress } from '../../lib/format'
import { comparePath, DEFI_PATH, productPath } from '../../lib/paths'
import { CompareChart } from './compare-chart'
import { compareLabels } from './compare-data'
import { CompareTable } from './compare-table'
import './compare.css'

const TITLE = 'Compare products'

function itemText(item: CompareItem): string {
  return `${item.slug}: ${shortenAddress(item.address)}`
}

function withoutItem(items: readonly CompareItem[], key: string): string {
  return comparePath(items.filter((item) => compareItemKey(item) !== key))
}

/** 2 to 4 DeFi products side by side, read from `?items=<platform-slug>:<contract-address>,…`. */
export function ComparePage() {
  const { search: searchParams, set: setSearch } = useUrlSearch()
  const parsed = parseCompareItems(searchParams.get('items'))
  const { items } = parsed
  const enough = items.length >= COMPARE_MIN_ITEMS

  // The link's href serves a new tab; a plain click removes the item from the
  // products on screen, rendered at once (useUrlSearch), so a second removal
  // builds on the first.
  function remove(event: MouseEvent<HTMLAnchorElement>, item: CompareItem) {
    if (!isPlainLeftClick(event)) return
    event.preventDefault()
    setSearch(withoutItem(items, compareItemKey(item)).split('?')[1] ?? '')
  }

  // The detail query of each product, shared with (and cached like) the product pages.
  const queryClient = useQueryClient()
  const results = useQueries({
    // A record already paid for (the product page's, or a list row with its scores) is shown, not fetched again while fresh.
    queries: items.map((item) => ({ ...defiDetailFromCache(queryClient, item.slug, item.address), enabled: enough })),
  })

  const loaded = results.flatMap((result) => (result.data ? [result.data] : [])) satisfies DefiRating[]
  const pending = results.some((result) => result.isPending)
  const labels = compareLabels(loaded)

  return (
    <div className="compare-page">
      <PageTitle title={TITLE} />
      <h1>{TITLE}</h1>
      {enough && <PrintReportButton />}

      {(parsed.invalid.length > 0 || parsed.extra.length > 0) && (
        <div className="notice notice-warning" role="status">
          {parsed.invalid.length > 0 && (
            <p>
              Ignored {parsed.invalid.length === 1 ? 'an entry' : `${parsed.invalid.length} entries`} that{' '}
              {parsed.invalid.length === 1 ? 'is' : 'are'} not <code>platform-slug:contract-address</code>:{' '}
              {parsed.invalid.map((entry) => `“${entry}”`).join(', ')}.
            </p>
          )}
          {parsed.extra.length > 0 && (
            <p>
              At most {COMPARE_MAX_ITEMS} products can be compared; ignored {parsed.extra.map((entry) => `“${entry}”`).join(', ')}.
            </p>
          )}
        </div>
      )}

      {!enough ? (
        <div className="notice notice-info">
          <h2 className="notice-title">Choose at least {COMPARE_MIN_ITEMS} products</h2>
          <p>
            {items.length === 1
              ? `Only one product is in this link (${itemText(items[0]!)}). `
              : 'This link names no products to compare. '}
            Select two to four products in the DeFi table and choose Compare, or share a link such as{' '}
            <code>/compare?items=platform:0xaddress,other-platform:0xaddress</code>.
          </p>
          <p>
            <Link to={DEFI_PATH}>Go to the DeFi products</Link>
          </p>
        </div>
      ) : (
        <>
          <ul className="compare-items" aria-label="Compared products">
            {items.map((item, index) => {
              const result = results[index]
              const product = result?.data
              return (
                <li key={`${item.slug}:${item.address}`} className="compare-item">
                  {product ? (
                    <Link className="compare-item-name" to={productPath(item.slug, item.address)}>
                      {product.name}
                    </Link>
                  ) : (
                    <span className="compare-item-name">{itemText(item)}</span>
                  )}
                  {result?.isPending && <span className="loading-text"> loading…</span>}
                  {result?.isError && isApiError(result.error) && result.error.kind === 'not_found' && (
                    <span className="compare-item-error"> not found</span>
                  )}
                  <Link className="compare-remove" to={withoutItem(items, compareItemKey(item))} onClick={(event) => remove(event, item)}>
                    Remove <span className="visually-hidden">{product?.name ?? itemText(item)} from the comparison</span>
                  </Link>
                </li>
              )
            })}
          </ul>

          {results.map((result, index) =>
            result.isError && !(isApiError(result.error) && result.error.kind === 'not_found') ? (
              <QueryError
                key={`${items[index]!.slug}:${items[index]!.address}`}
                title={`${itemText(items[index]!)} could not be loaded`}
                error={result.error}
                onRetry={() => void result.refetch()}
              />
            ) : null,
          )}

          {/* The chart and table appear once every product has answered: drawn with the first
              answer, they moved when the others arrived (the names above change height, the legend grows). */}
          {pending ? (
            <div className="compare-skeleton" aria-busy="true">
              <p role="status" className="visually-hidden">
                Loading the products…
              </p>
            </div>
          ) : loaded.length > 0 ? (
            <>
              <CompareChart products={loaded} labels={labels} />
              <CompareTable products={loaded} labels={labels} />
            </>
          ) : null}
        </>
      )}
    </div>
  )
}
