/**
 * Fictional names only: no real company, protocol or operator is given a
 * made-up grade. A few names carry punctuation so their slugs differ from a
 * plain lower-casing (`Kite & Kettle` → `kite-kettle`).
 */
export const PLATFORM_NAMES = [
  'Mossbank Finance',
  'Copperwren Lend',
  'Tidewell Vaults',
  'Fernhollow Staking',
  'Glasshare Protocol',
  'Quietbrook Yield',
  'Emberfold Capital',
  'Saltmarsh Money',
  'Nimbleheron',
  'Larkspur Credit',
  'Cobaltreed',
  'Pebblecrest Finance',
  'Thistledown Vaults (V2)',
  'Windlass Markets',
  'Ironquill Lending',
  'Marigold Mesa',
  'Owlgrove Staking',
  'Riverlynx',
  'Sablecourt',
  'Tallowick Protocol',
  'Umberfield Yield',
  'Velvetmoss',
  'Wickerbay Finance',
  'Yarrowstone',
  'Zephyrkiln',
  'Amberlock Vaults',
  'Birchwhistle',
  'Cinderpine Lend',
  'Duskmeadow',
  'Foxglove Fold',
  'Gorsebrook Capital',
  'Hollowoak Staking',
  'Juniperline',
  'Kestrelmoor',
  'Kite & Kettle',
  'Nettle.Combe Markets',
] as const

export const INFRA_NAME_FIRST = [
  'Granite', 'Bluefin', 'Driftwood', 'Eastwind', 'Foglight', 'Glacier', 'Hearthstone', 'Indigo',
  'Quarry', 'Kingfisher', 'Lantern', 'Mistral', 'Northgate', 'Oxbow', 'Pinecone', 'Quicksilver',
] as const
export const INFRA_NAME_SECOND = ['Harbor', 'Ridge', 'Hollow', 'Field', 'Crest', 'Anvil', 'Beacon'] as const
export const INFRA_NAME_SUFFIX = ['Validators', 'Staking', 'Nodes', 'Infrastructure', 'Node Works'] as const

export const SECOND_ACCOUNT_PLAN = 'Starter'
export const DEMO_ACCOUNT_PLAN = 'Demo Pro'
