import { PageTitle } from '../../components/page-title'

/** Placeholder until the feature lands. */
export function Component() {
  return (
    <>
      <PageTitle title="Platform" />
      <h1>Platform</h1>
    </>
  )
}
