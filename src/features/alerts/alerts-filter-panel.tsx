import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { alertListParams, type AlertListParams } from '../../api/params/alert-params'
import { defiQueries } from '../../api/queries/defi-queries'
import { DebouncedTextInput } from '../../components/filters/debounced-text-input'
import { SelectFilter } from '../../components/filters/select-filter'
import type { ParamsOf } from '../../api/params/define-list-params'
import { toSlug } from '../../lib/slug'
import { DetectedFilter } from './detected-filter'
import { SeverityFilter } from './severity-filter'

export interface KnownPlatform {
  slug: string
  name: string
}

interface AlertsFilterPanelProps {
  onChange: (patch: Partial<AlertListParams>) => void
  /** Platforms the dashboard already knows of, suggested for the protocol field. */
  platforms: readonly KnownPlatform[]
  now: Date
}

/** The controls of the alerts sidebar; each writes straight to the URL through `onChange` and shows a change at once. */
export function AlertsFilterPanel({
  onChange,
  platforms,
  now,
  params,
}: AlertsFilterPanelProps & { params: ParamsOf<typeof alertListParams.fields> }) {
  const ids = { platforms: useId(), protocolHint: useId(), productHint: useId() }
  const chains = useQuery(defiQueries.chains())
  return (
    <>
      <DebouncedTextInput
        label="Protocol"
        value={params.protocol ?? ''}
        list={ids.platforms}
        describedBy={ids.protocolHint}
        validate={(text) => (toSlug(text) ? null : 'Enter a platform name or slug, e.g. rocket-pool.')}
        onCommit={(text) => onChange({ protocol: toSlug(text) || undefined })}
      />
      <p id={ids.protocolHint} className="field-hint">
        Platform name or slug.
      </p>
      <datalist id={ids.platforms}>
        {platforms.map((platform) => (
          <option key={platform.slug} value={platform.slug}>
            {platform.name}
          </option>
        ))}
      </datalist>
      <DebouncedTextInput
        label="Product"
        value={params.product ?? ''}
        describedBy={ids.productHint}
        onCommit={(text) => onChange({ product: text || undefined })}
      />
      <p id={ids.productHint} className="field-hint">
        Any part of the product name.
      </p>
      <DebouncedTextInput
        label="Contract address"
        value={params.contract_address ?? ''}
        validate={(text) => (/\s/.test(text) ? 'A contract address has no spaces.' : null)}
        onCommit={(text) => onChange({ contract_address: text || undefined })}
      />
      <SeverityFilter value={params.severity} onChange={(severity) => onChange({ severity })} />
      <SelectFilter
        label="Chain"
        value={params.chain}
        options={(chains.data ?? []).map((chain) => ({ value: chain.slug, label: chain.name }))}
        onChange={(chain) => onChange({ chain })}
        disabled={chains.isPending && !params.chain}
        hint={chains.isError ? 'The list of chains could not be loaded.' : undefined}
      />
      <DetectedFilter value={params} onChange={onChange} now={now} />
    </>
  )
}
