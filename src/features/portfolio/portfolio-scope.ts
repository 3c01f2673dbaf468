/**
 * The portfolios of one connection: the demo's products are not the live API's.
 * Built from the mode and base URL only, never from the key. A module of its
 * own, so a route names the scope without loading the portfolios' storage.
 */
export type PortfolioScope = string & { readonly __portfolioScope: unique symbol }

export function portfolioScope(mode: 'demo' | 'live', baseUrl: string): PortfolioScope {
  return (mode === 'demo' ? 'demo' : `live:${baseUrl.trim().replace(/\/+$/, '')}`) as PortfolioScope
}
