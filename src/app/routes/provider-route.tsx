import { PageTitle } from '../../components/page-title'

/** Placeholder until the feature lands. */
export function Component() {
  return (
    <>
      <PageTitle title="Provider" />
      <h1>Provider</h1>
    </>
  )
}
