import { render, screen } from '@testing-library/react'
import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadOnDemand } from '../../../src/components/load-on-demand'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

describe('loadOnDemand', () => {
  it('shows the fallback until the code arrives, then the component with its props', async () => {
    const code = deferred<ComponentType<{ name: string }>>()
    const OnDemand = loadOnDemand(() => code.promise, <p>Loading…</p>)
    render(<OnDemand name="Ada" />)
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    code.resolve(Greeting)
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
  })

  it('loads once, and renders at once where the code was preloaded', async () => {
    let loads = 0
    const OnDemand = loadOnDemand(() => {
      loads += 1
      return Promise.resolve(Greeting)
    })
    await OnDemand.preload()
    render(<OnDemand name="Grace" />)
    expect(screen.getByText('Hello Grace')).toBeInTheDocument()
    expect(loads).toBe(1)
  })

  it('hands a chunk that fails to load to the error boundary', async () => {
    const code = deferred<ComponentType<{ name: string }>>()
    const OnDemand = loadOnDemand(() => code.promise, <p>Loading…</p>)
    // React reports the error it hands to the boundary; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <Boundary>
        <OnDemand name="Ada" />
      </Boundary>,
    )
    code.reject(new Error('The chunk did not load'))
    expect(await screen.findByRole('alert')).toHaveTextContent('The chunk did not load')
  })
})

// React holds back what replaces a Suspense fallback until 300 ms after the last fallback shown: the reason
// this helper exists. Outside act(), as in a browser, with real timers.
describe('loadOnDemand and React’s fallback throttle', () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = before
  })

  /** Ms from the code's arrival until the component is on screen, right after another boundary showed its fallback. */
  async function msUntilShown(kind: 'lazy' | 'on demand'): Promise<number> {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    const never = new Promise<never>(() => undefined)
    const Elsewhere = lazy(() => never)
    const code = deferred<ComponentType<{ name: string }>>()
    const View =
      kind === 'lazy'
        ? lazy(() => code.promise.then((component) => ({ default: component })))
        : loadOnDemand(() => code.promise, <p>Loading…</p>)
    root.render(
      <>
        <Suspense fallback={<p>Elsewhere loading</p>}>
          <Elsewhere />
        </Suspense>
        <Suspense fallback={<p>Loading…</p>}>
          <View name="Ada" />
        </Suspense>
      </>,
    )
    const until = async (seen: () => boolean) => {
      while (!seen()) await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await until(() => container.textContent?.includes('Elsewhere loading') ?? false)
    const arrived = performance.now()
    code.resolve(Greeting)
    await until(() => container.textContent?.includes('Hello Ada') ?? false)
    const ms = performance.now() - arrived
    root.unmount()
    container.remove()
    return ms
  }

  it('shows the component as soon as its code is in, where React.lazy waits for the throttle', async () => {
    // The control proves the measure can tell: React.lazy's reveal waits out the throttle.
    expect(await msUntilShown('lazy')).toBeGreaterThanOrEqual(250)
    expect(await msUntilShown('on demand')).toBeLessThan(150)
  })
})
