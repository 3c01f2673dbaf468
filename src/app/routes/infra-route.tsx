import { PageTitle } from '../../components/page-title'

/** Placeholder until the feature lands. */
export function Component() {
  return (
    <>
      <PageTitle title="Infrastructure ratings" />
      <h1>Infrastructure ratings</h1>
    </>
  )
}
