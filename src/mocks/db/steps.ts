/**
 * Building the demo data takes tens of milliseconds of CPU on a phone. Written
 * as generators, the same code runs to completion at once (Node, tests,
 * benchmarks) or in slices in the browser, where each `yield` is a point at
 * which the page may paint and answer input between slices.
 */
export type Steps<T> = Generator<void, T, void>

/** Runs the steps to the end in one go. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

type YieldingScheduler = { scheduler?: { yield?: () => Promise<void> } }

/** Ends the current task: the browser may paint and handle input before the caller goes on. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as YieldingScheduler).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Runs the steps, giving the main thread back whenever a slice has taken `sliceMs`. */
export async function runStepsInSlices<T>(steps: Steps<T>, sliceMs = 6): Promise<T> {
  let sliceEnd = performance.now() + sliceMs
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (performance.now() >= sliceEnd) {
      await yieldToBrowser()
      sliceEnd = performance.now() + sliceMs
    }
  }
}

/** `items.map(toItem)`, with a step after each item. */
export function* mapInSteps<A, B>(items: readonly A[], toItem: (item: A, index: number) => B): Steps<B[]> {
  const out: B[] = []
  for (let index = 0; index < items.length; index += 1) {
    out.push(toItem(items[index] as A, index))
    yield
  }
  return out
}

/** Each entry's value, one step per entry: `{ a: () => 1 }` gives `{ a: 1 }`. */
export function* computeInSteps<T extends Record<string, () => unknown>>(
  thunks: T,
): Steps<{ [K in keyof T]: ReturnType<T[K]> }> {
  const out: Partial<{ [K in keyof T]: ReturnType<T[K]> }> = {}
  for (const key of Object.keys(thunks) as Array<keyof T>) {
    out[key] = (thunks[key] as T[keyof T])() as ReturnType<T[keyof T]>
    yield
  }
  return out as { [K in keyof T]: ReturnType<T[K]> }
}
