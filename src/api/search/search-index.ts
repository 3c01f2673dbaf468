import type { DefiRating } from '../schemas/defi'
import type { InfraRating } from '../schemas/infra'
import { toSlug } from '../../lib/slug'

/*
 * The name index search reads: only what an option shows and links to, so a
 * thousand products stay a few tens of KB in the stored cache. Plain JSON
 * (the persister stores it as it is).
 */
export type IndexedProduct = Pick<DefiRating, 'name' | 'provider_name' | 'contract_address' | 'rating'>
export type IndexedProvider = Pick<InfraRating, 'name' | 'rating'>
export interface IndexedPlatform {
  name: DefiRating['provider_name']
  slug: string
  /** How many of its products the index holds. */
  products: number
}

export interface SearchIndex {
  products: IndexedProduct[]
  platforms: IndexedPlatform[]
  providers: IndexedProvider[]
}

/** What makes two product records the same product (the export's identity). */
export function productIdentity(product: Pick<DefiRating, 'provider_name' | 'contract_address'>): string {
  return `${product.provider_name}\u0000${product.contract_address.toLowerCase()}`
}

/**
 * The index of these records: products and providers once each (the first
 * record seen wins), platforms derived from the products' platform names
 * (the API has no platform list), in the order first seen.
 */
export function indexFromRecords(defi: Iterable<DefiRating>, infra: Iterable<InfraRating>): SearchIndex {
  const products: IndexedProduct[] = []
  const seenProducts = new Set<string>()
  const platforms = new Map<string, IndexedPlatform>()
  for (const record of defi) {
    const id = productIdentity(record)
    if (seenProducts.has(id)) continue
    seenProducts.add(id)
    products.push({ name: record.name, provider_name: record.provider_name, contract_address: record.contract_address, rating: record.rating })
    const slug = toSlug(record.provider_name)
    const platform = platforms.get(slug)
    if (platform) platform.products += 1
    else platforms.set(slug, { name: record.provider_name, slug, products: 1 })
  }
  const providers: IndexedProvider[] = []
  const seenProviders = new Set<string>()
  for (const record of infra) {
    if (seenProviders.has(record.name)) continue
    seenProviders.add(record.name)
    providers.push({ name: record.name, rating: record.rating })
  }
  return { products, platforms: [...platforms.values()], providers }
}

/** Products, platforms and providers together: what "Searching the N records" counts. */
export function indexRecordCount(index: SearchIndex): number {
  return index.products.length + index.providers.length
}
