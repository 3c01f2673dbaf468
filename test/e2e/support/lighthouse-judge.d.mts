// Types of lighthouse-judge.mjs (plain JavaScript, run by Node without a build step) for the unit tests.
export declare const CLOSE_CALL: number
export declare function median(values: readonly number[]): number
export interface RouteScores {
  head: readonly number[]
  base?: readonly number[]
  floor: number
}
export interface RouteVerdict {
  ok: boolean
  headMedian: number
  baseMedian?: number
  drop?: number
  reason: string
}
export declare function isCloseCall(scores: RouteScores): boolean
export declare function judgeRoute(scores: RouteScores): RouteVerdict
