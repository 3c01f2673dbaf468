/** The API's DeFi product types (CONTRACT.md), the values its `type` filter takes; the schema's enum is made from them. */
export const DEFI_TYPES = ['lending', 'vault', 'lst', 'liquid-staking', 'hosting', 'smart-contract'] as const

/** People-facing names of the API's product types (the API value stays in the URL). */
export const DEFI_TYPE_LABELS: Record<(typeof DEFI_TYPES)[number], string> = {
  lending: 'Lending',
  vault: 'Vault',
  lst: 'LST',
  'liquid-staking': 'Liquid staking',
  hosting: 'Hosting',
  'smart-contract': 'Smart contract',
}

export const DEFI_TYPE_OPTIONS = DEFI_TYPES.map((value) => ({ value, label: DEFI_TYPE_LABELS[value] }))

/** A type the client does not know yet is shown as it came. */
export function defiTypeLabel(type: string | null | undefined): string {
  if (!type) return '–'
  return (DEFI_TYPE_LABELS as Record<string, string>)[type] ?? type
}
