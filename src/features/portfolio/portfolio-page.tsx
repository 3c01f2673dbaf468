import { useEffect } from 'react'
import { PageTitle } from '../../components/page-title'
import { InvalidParamsNotice } from '../../components/filters/invalid-params-notice'
import { StorageProblem } from '../../components/storage-problem'
import { useListParams } from '../../hooks/use-list-params'
import { AllPortfoliosTable } from './all-portfolios-table'
import { sameName, tidyName } from './portfolio-names'
import { PortfolioPicker } from './portfolio-picker'
import type { PortfolioEntry } from './portfolio-schema'
import { usePortfolios } from './portfolio-store'
import { rememberLastUsedPortfolio, type PortfolioScope } from './portfolio-storage'
import { PortfolioView } from './portfolio-view'
import { portfolioViewParams } from './portfolio-view-params'
import './portfolio.css'

/**
 * /portfolio: the connection's portfolios (the chosen one in the URL as
 * `?portfolio=<name>`), its positions, their ratings, the risk profile of
 * them all and how it moved. Portfolios live on this device; the only
 * requests are the products' detail requests, sent by the refresh for what is
 * stale, and one alerts request.
 */
export function PortfolioPage({ scope, demo }: { scope: PortfolioScope; demo: boolean }) {
  const store = usePortfolios(scope)
  const list = useListParams(portfolioViewParams)
  const asked = list.params.portfolio ?? null
  const found = asked === null ? undefined : (store.portfolios.find((portfolio) => portfolio.name === asked) ?? store.portfolios.find((portfolio) => sameName(portfolio.name, asked)))
  const chosen = found ?? store.portfolios[0]!
  // "Add to portfolio" offers the portfolio last opened here.
  useEffect(() => rememberLastUsedPortfolio(scope, chosen.name), [scope, chosen.name])

  // Another portfolio's holdings start at their first page.
  const open = (name: string, replace = false) => list.setParams({ portfolio: name }, { replace })

  return (
    <div className="portfolio-page">
      <PageTitle title={store.portfolios.length > 1 ? `${chosen.name} · Portfolio` : 'Portfolio'} />
      <h1>Portfolio</h1>
      <p className="page-intro">
        The DeFi products you hold and their risk by grade. Kept on this device only, never sent anywhere.
      </p>

      <InvalidParamsNotice issues={list.invalid} />
      <StorageProblem problem={store.problem} onDismiss={store.dismissProblem} />
      {asked !== null && !found && (
        <p className="notice notice-warning" role="status">
          There is no portfolio named “{asked}” on this device: showing “{chosen.name}”.
        </p>
      )}

      <PortfolioPicker
        portfolios={store.portfolios}
        chosen={chosen}
        onChoose={(name) => open(name)}
        onCreate={(name) => {
          const outcome = store.create(name)
          // A new portfolio opens at once.
          if (outcome.saved) open(tidyName(name))
          return outcome
        }}
        onRename={(name) => {
          const outcome = store.rename(chosen.name, name)
          if (outcome.saved) open(tidyName(name), true)
          return outcome
        }}
        onDelete={() => {
          const outcome = store.delete(chosen.name)
          if (outcome.saved) open(firstOther(store, chosen), true)
          return outcome
        }}
      />

      <p className="portfolio-printed-name">Portfolio: {chosen.name}</p>

      {/* Each portfolio is a view of its own: its refresh, its messages and its paging start afresh when another opens. */}
      <PortfolioView key={chosen.name} demo={demo} portfolio={chosen} actions={store} paging={list.paging} />

      {store.portfolios.length > 1 && (
        <section className="portfolio-all" aria-labelledby="portfolio-all-heading">
          <h2 id="portfolio-all-heading">All portfolios at a glance</h2>
          <AllPortfoliosTable portfolios={store.portfolios} />
        </section>
      )}
    </div>
  )
}

function firstOther(store: { portfolios: readonly PortfolioEntry[] }, deleted: PortfolioEntry): string {
  return store.portfolios.find((portfolio) => portfolio.name !== deleted.name)?.name ?? deleted.name
}
