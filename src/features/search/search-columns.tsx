import { Link } from 'react-router-dom'
import { GradeBadge } from '../../components/grade-badge'
import { createListColumnHelper } from '../../components/list/data-table'
import { formatInteger } from '../../lib/format'
import { platformPath, productPath, providerPath } from '../../lib/paths'
import type { IndexedPlatform, IndexedProduct, IndexedProvider } from '../../api/search/search-index'

/* The search page's three tables, in the order of their match (best first): no sorting of their own. */

const products = createListColumnHelper<IndexedProduct>()
export const productColumns = products.columns([
  products.accessor('name', {
    header: 'Product',
    enableSorting: false,
    meta: { rowHeader: true, wrap: true },
    cell: ({ row }) => <Link to={productPath(row.original.provider_name, row.original.contract_address)}>{row.original.name}</Link>,
  }),
  products.accessor('provider_name', {
    header: 'Platform',
    enableSorting: false,
    meta: { wrap: true },
    cell: ({ row }) => <Link to={platformPath(row.original.provider_name)}>{row.original.provider_name}</Link>,
  }),
  products.accessor('rating', { header: 'Rating', enableSorting: false, cell: ({ row }) => <GradeBadge grade={row.original.rating} /> }),
])

const platforms = createListColumnHelper<IndexedPlatform>()
export const platformColumns = platforms.columns([
  platforms.accessor('name', {
    header: 'Platform',
    enableSorting: false,
    meta: { rowHeader: true, wrap: true },
    cell: ({ row }) => <Link to={platformPath(row.original.slug)}>{row.original.name}</Link>,
  }),
  platforms.accessor('products', {
    header: 'Products',
    enableSorting: false,
    meta: { numeric: true },
    cell: ({ row }) => formatInteger(row.original.products),
  }),
])

const providers = createListColumnHelper<IndexedProvider>()
export const providerColumns = providers.columns([
  providers.accessor('name', {
    header: 'Provider',
    enableSorting: false,
    meta: { rowHeader: true, wrap: true },
    cell: ({ row }) => <Link to={providerPath(row.original.name)}>{row.original.name}</Link>,
  }),
  providers.accessor('rating', { header: 'Rating', enableSorting: false, cell: ({ row }) => <GradeBadge grade={row.original.rating} /> }),
])
