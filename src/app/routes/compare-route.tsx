import { ComparePage } from '../../features/compare/compare-page'

export function Component() {
  return <ComparePage />
}
