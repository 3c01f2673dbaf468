import { formatDate } from '../../lib/format'

/** A `YYYY-MM-DD` date in the reader's locale, with the value as the API sent it in the title. */
export function DateCell({ value }: { value: string | null | undefined }) {
  return <span title={value ?? undefined}>{formatDate(value)}</span>
}
