/** Placeholder blocks of the final layout's size, so nothing jumps when the record arrives. */
export function ProductSkeleton() {
  return (
    <div className="product-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading the product…
      </p>
      <div className="skeleton-block skeleton-kicker" />
      <div className="skeleton-block skeleton-title" />
      <div className="skeleton-row">
        <div className="skeleton-block skeleton-grade" />
        <div className="skeleton-block skeleton-grade" />
      </div>
      <div className="skeleton-block skeleton-facts" />
      <div className="skeleton-row">
        <div className="skeleton-block skeleton-card" />
        <div className="skeleton-block skeleton-card" />
        <div className="skeleton-block skeleton-card" />
      </div>
      <div className="skeleton-block skeleton-chart" />
    </div>
  )
}
