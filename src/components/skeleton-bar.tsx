import './skeleton-bar.css'

/** A grey bar holding the place of a value that is loading (hidden from assistive technology: a status says "Loading"). */
export function SkeletonBar({ wide = false }: { wide?: boolean }) {
  return <span className={wide ? 'skeleton-bar skeleton-bar-wide' : 'skeleton-bar'} aria-hidden="true" />
}
