import { PageTitle } from '../../components/page-title'

/** Placeholder until the feature lands. */
export function Component() {
  return (
    <>
      <PageTitle title="Product" />
      <h1>Product</h1>
    </>
  )
}
