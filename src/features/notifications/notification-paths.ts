import { platformPath, productPath, providerPath } from '../../lib/paths'
import type { NotifiedItem } from './notification-schema'

/** The page a notification leads to. */
export function notifiedItemPath(item: NotifiedItem): string {
  switch (item.kind) {
    case 'defi':
      return productPath(item.platform, item.contract_address)
    case 'infra':
      return providerPath(item.slug)
    case 'platform':
      return platformPath(item.platform)
  }
}
