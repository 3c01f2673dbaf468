import { PageTitle } from '../../components/page-title'

/** Placeholder until the feature lands. */
export function Component() {
  return (
    <>
      <PageTitle title="API keys" />
      <h1>API keys</h1>
    </>
  )
}
