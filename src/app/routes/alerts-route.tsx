import { PageTitle } from '../../components/page-title'

/** Placeholder until the feature lands. */
export function Component() {
  return (
    <>
      <PageTitle title="DeFi alerts" />
      <h1>DeFi alerts</h1>
    </>
  )
}
