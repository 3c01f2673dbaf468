import { startTransition, useEffect, useReducer, type ComponentType, type ReactNode } from 'react'

/** A component whose code arrives in a chunk of its own; `preload` starts fetching it. */
export interface OnDemandComponent<P extends object> {
  (props: P): ReactNode
  preload: () => Promise<void>
}

/**
 * Like `React.lazy`, but it shows `fallback` itself instead of suspending.
 *
 * Why: React holds back the content that replaces a Suspense fallback until
 * 300 ms after the last fallback shown anywhere on the page (its "fallback
 * throttle", FALLBACK_THROTTLE_MS in react-dom 19). At start-up the shell's
 * lazy parts and the view's own boundary show fallbacks, so a list whose rows
 * were already in the cache waited up to 300 ms longer to appear: measured on
 * `/infra`, the first render with data at 430 ms and its commit at 690 ms in
 * Firefox (where the view's chunk comes later than the route's), and in some
 * Chromium visits too. Here the arrival of the code is an ordinary update (a
 * transition, so the render is still done in slices), which React commits as
 * soon as it is rendered.
 *
 * A chunk that fails to load is thrown while rendering, for the route's error
 * boundary, as `React.lazy` does.
 */
export function loadOnDemand<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): OnDemandComponent<P> {
  let loaded: ComponentType<P> | null = null
  let failure: { error: unknown } | null = null
  let loading: Promise<void> | null = null
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component
      },
      (error: unknown) => {
        failure = { error }
      },
    ))

  function OnDemand(props: P) {
    const [, rerender] = useReducer((count: number) => count + 1, 0)
    const Component = loaded
    // The code may arrive between this render and its effect: the effect then asks for a render at once.
    useEffect(() => {
      if (Component) return
      let mounted = true
      void preload().then(() => {
        if (mounted) startTransition(rerender)
      })
      return () => {
        mounted = false
      }
    }, [Component])
    if (failure) throw failure.error
    if (!Component) {
      void preload()
      return fallback
    }
    return <Component {...props} />
  }
  return Object.assign(OnDemand, { preload })
}
