// Types of first-visit-gate.mjs (plain JavaScript, run by Node without a build step) for the unit tests.
export declare function median(values: readonly number[]): number
export declare function changePercent(baseMedian: number, headMedian: number): number
export interface TryRuns {
  base: readonly number[]
  head: readonly number[]
}
export interface TryVerdict {
  ok: boolean
  baseMedian: number
  headMedian: number
  change: number
}
export declare function judgeTry(runs: TryRuns & { gate: number }): TryVerdict
export interface RouteVerdict {
  ok: boolean
  tries: TryVerdict[]
  reason: string
}
export declare function judgeRoute(tries: readonly TryRuns[], gate: number): RouteVerdict
