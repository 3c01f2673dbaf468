import { PageTitle } from '../../components/page-title'

/** Placeholder until the feature lands. */
export function Component() {
  return (
    <>
      <PageTitle title="DeFi ratings" />
      <h1>DeFi ratings</h1>
    </>
  )
}
