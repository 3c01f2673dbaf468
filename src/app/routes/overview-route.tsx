import { PageTitle } from '../../components/page-title'

/** Placeholder until the feature lands. */
export function Component() {
  return (
    <>
      <PageTitle title="Ratings overview" />
      <h1>Ratings overview</h1>
    </>
  )
}
