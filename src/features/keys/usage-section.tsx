import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { keyQueries } from '../../api/queries/key-queries'
import type { BillingStatus } from '../../api/schemas/keys'
import { createListColumnHelper, DataTable } from '../../components/list/data-table'
import { formatDate, formatDecimal, formatInteger, formatPercent } from '../../lib/format'
import { keyUsageRows, NEAR_LIMIT_TEXT, usageForecast, type KeyUsageRow, type UsageForecast } from './usage-forecast'
import { UsageBars } from './usage-bars'
import './usage.css'

const helper = createListColumnHelper<KeyUsageRow>()

/** Constant (DataTable): the rows arrive sorted by use, so no column sorts. */
const USAGE_COLUMNS = helper.columns([
  helper.accessor('label', { id: 'label', header: 'Key', enableSorting: false, meta: { rowHeader: true, wrap: true } }),
  helper.accessor('used', {
    id: 'used',
    header: 'Credits used',
    enableSorting: false,
    meta: { numeric: true },
    cell: ({ row }) => formatInteger(row.original.used),
  }),
  helper.accessor('share', {
    id: 'share',
    header: 'Share of the total',
    enableSorting: false,
    meta: { numeric: true },
    cell: ({ row }) => formatPercent(row.original.share, 1),
  }),
  helper.display({
    id: 'limit',
    header: 'Own limit',
    enableSorting: false,
    cell: ({ row }) => {
      const { limit, nearLimit, used } = row.original
      if (limit === null) return 'No limit'
      return (
        <span className="keys-usage-limit">
          {`${formatInteger(used)} of ${formatInteger(limit)}`}
          {nearLimit && (
            <span className="keys-usage-flag">
              <span aria-hidden="true">⚠ </span>
              {NEAR_LIMIT_TEXT}
            </span>
          )}
        </span>
      )
    },
  }),
])

const usageRowId = (row: KeyUsageRow) => row.id
const noSortChange = () => undefined

const iso = (date: Date) => date.toISOString()

/** The forecast sentence of the UI contract, dates in the person's locale. */
export function forecastSentence(forecast: UsageForecast): string {
  if (forecast.runsOutAt !== null && forecast.runsOutFirst) return `At this rate the credits last until ${formatDate(iso(forecast.runsOutAt))}`
  return `At this rate the credits last past the next billing date (${formatDate(iso(forecast.nextBilling))})`
}

/**
 * Where the period's credits go and when they run out: the billing status's
 * used and left, a bar per key with a table of the same numbers, and a
 * forecast at the period's average rate.
 */
export function UsageSection() {
  const status = useQuery(keyQueries.billingStatus()).data
  const keyList = useQuery(keyQueries.list()).data
  // Fixed for the visit: a forecast that shifted on every render would be noise.
  const [now] = useState(() => new Date())
  const forecast = status ? usageForecast(status, now) : null
  const rows = keyUsageRows(keyList ?? [])

  return (
    <section className="keys-usage" aria-labelledby="usage-heading">
      <h2 id="usage-heading">Usage</h2>
      <UsageFigures status={status} forecast={forecast} rows={keyList ? rows : null} />
    </section>
  )
}

function UsageFigures({
  status,
  forecast,
  rows,
}: {
  status: BillingStatus | undefined
  forecast: UsageForecast | null
  rows: KeyUsageRow[] | null
}) {
  return (
    <>
      {status && (
        <dl className="summary-list">
          <div>
            <dt>Credits used this period</dt>
            <dd>{forecast ? formatInteger(forecast.used) : '–'}</dd>
          </div>
          <div>
            <dt>Credits left</dt>
            <dd>{formatInteger(status.available_credits)}</dd>
          </div>
        </dl>
      )}
      {status &&
        (forecast ? (
          <p className="keys-usage-forecast">
            {forecastSentence(forecast)}
            <sup>
              <a href="#usage-footnote" aria-label="How the forecast is computed">
                *
              </a>
            </sup>
          </p>
        ) : (
          <p className="field-hint">No forecast: the billing status gives no monthly quota or no billing date.</p>
        ))}
      {rows && rows.length > 0 && (
        <>
          <UsageBars rows={rows} />
          <DataTable
            caption="Credits used per key, most used first"
            columns={USAGE_COLUMNS}
            rows={rows}
            getRowId={usageRowId}
            sort={null}
            onSortChange={noSortChange}
          />
        </>
      )}
      {forecast && (
        <p id="usage-footnote" className="field-hint keys-usage-footnote">
          * How the forecast is computed: the credits used this period ({formatInteger(forecast.used)}) ÷ the days since it began on{' '}
          {formatDate(iso(forecast.periodStart))}, the billing date one month before the next ({formatDecimal(forecast.daysElapsed)}{' '}
          {forecast.daysElapsed === 1 ? 'day' : 'days'}, at least one) = {formatInteger(forecast.perDay)} credits a day. The credits left
          last that many days from now at that rate. Per-key figures are the keys' own counters.
        </p>
      )}
    </>
  )
}
