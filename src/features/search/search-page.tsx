import { useIsRestoring } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import type { RowData } from '@tanstack/react-table'
import { DataTable, type ListColumns } from '../../components/list/data-table'
import { PageTitle } from '../../components/page-title'
import { DEFI_PATH, INFRA_PATH } from '../../lib/paths'
import { productIdentity, type IndexedPlatform, type IndexedProduct, type IndexedProvider } from '../../api/search/search-index'
import { MIN_SEARCH_LENGTH, NO_MATCHES } from './match-names'
import { platformColumns, productColumns, providerColumns } from './search-columns'
import { recordsNote, useSearchRecords } from './use-search-records'
import './search.css'

function ResultTable<T extends RowData>({ title, rows, columns, rowId, text }: { title: string; rows: readonly T[]; columns: ListColumns<T>; rowId: (row: T) => string; text: string }) {
  return (
    <section className="search-results-group" aria-labelledby={`search-${title}`}>
      <h2 id={`search-${title}`}>{title}</h2>
      {rows.length === 0 ? (
        <p className="search-none">{`No ${title === 'DeFi products' ? 'DeFi product' : title === 'Platforms' ? 'platform' : 'infrastructure provider'} matches "${text}".`}</p>
      ) : (
        <DataTable caption={title} captionHidden columns={columns} rows={rows} getRowId={rowId} sort={null} onSortChange={() => undefined} />
      )}
    </section>
  )
}

/** /search?q=: every match of the three groups, best first, each row a link to its page. */
export function SearchPage({ text, demo, scope }: { text: string; demo: boolean; scope: string }) {
  const records = useSearchRecords({ demo, scope })
  const restoring = useIsRestoring()
  const { match } = records
  const found = useMemo(() => (text.length >= MIN_SEARCH_LENGTH ? match(text) : NO_MATCHES), [match, text])
  const total = found.products.length + found.platforms.length + found.providers.length
  const note = recordsNote(records)

  return (
    <>
      <PageTitle title={text ? `Search: ${text}` : 'Search'} />
      <h1>Search</h1>
      {text.length < MIN_SEARCH_LENGTH ? (
        <p>Type at least two letters of a name in the search field at the top of the page (or press /).</p>
      ) : restoring ? (
        <p className="loading-text">Loading…</p>
      ) : (
        <>
          <p role="status" className="search-summary">
            {total === 0
              ? `No product, platform or provider matches "${text}".`
              : `${total} ${total === 1 ? 'match' : 'matches'} for "${text}"${note ? `. ${note}.` : '.'}`}
          </p>
          {total === 0 && note && <p className="search-note">{`${note}.`}</p>}
          {total === 0 && (
            <p>
              Check the spelling or try another name in the search field at the top (press /), or browse{' '}
              <Link to={DEFI_PATH}>DeFi ratings</Link> and <Link to={INFRA_PATH}>infrastructure ratings</Link>.
            </p>
          )}
          {total > 0 && (
            <>
              <ResultTable<IndexedProduct> title="DeFi products" rows={found.products} columns={productColumns} rowId={productIdentity} text={text} />
              <ResultTable<IndexedPlatform> title="Platforms" rows={found.platforms} columns={platformColumns} rowId={(row) => row.slug} text={text} />
              <ResultTable<IndexedProvider> title="Infrastructure providers" rows={found.providers} columns={providerColumns} rowId={(row) => row.name} text={text} />
            </>
          )}
        </>
      )}
    </>
  )
}
