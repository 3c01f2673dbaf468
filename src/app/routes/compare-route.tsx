import { PageTitle } from '../../components/page-title'

/** Placeholder until the feature lands. */
export function Component() {
  return (
    <>
      <PageTitle title="Compare products" />
      <h1>Compare products</h1>
    </>
  )
}
