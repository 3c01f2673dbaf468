// A small stand-in for the real ratings service, answering the way its public
// documentation shows (not the way our mock does): list responses without a
// `pagination` object, bare single objects, the keys list as a bare array,
// chains as `{ chains: [...] }`, notched grades, fields the client does not
// know, CORS headers, and 401 without a valid X-API-Key. The browser tests use
// it to prove the live build works without any mock code.
//
// Each answer carries `x-used-credits`, exposed to the browser. Two path
// prefixes simulate servers that do not cooperate, per connection (use them as
// the API base URL): `/no-expose` sends the header but leaves it out of
// Access-Control-Expose-Headers (the browser hides it), `/no-credits` sends
// no header at all.
//
// Run alone: node test/e2e/fake-live-api.mjs [port]  (prints its URL)
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'

export const FAKE_LIVE_API_KEY = 'sr1-e2e0live0key0000000000000000c0de'

const GRADES = ['AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-', 'BBB+', 'BBB', 'BBB-', 'BB+', 'BB', 'BB-', 'B+', 'B', 'B-', 'CCC+', 'CCC']
const rank = (grade) => {
  const index = GRADES.indexOf(grade)
  return index === -1 ? GRADES.length : index
}
const toSlug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

const CHAINS = [
  { slug: 'ethereum-2-0', name: 'Ethereum' },
  { slug: 'base', name: 'Base' },
  { slug: 'arbitrum', name: 'Arbitrum' },
]

function defiBlock(seed) {
  const score = (offset) => 40 + ((seed * 7 + offset * 13) % 60)
  return {
    operations: {
      rating: GRADES[seed % 10],
      sub_categories: {
        documentation_transparency: score(1),
        financial_resilience: score(2),
        governance: score(3),
        team_legal_compliance: score(4),
      },
    },
    security: {
      rating: GRADES[(seed + 2) % 10],
      sub_categories: { key_management_permissions: score(5), smart_contract_security: score(6) },
    },
    strategy: {
      rating: GRADES[(seed + 4) % 10],
      sub_categories: {
        collateral: score(7),
        infra_counterparty_exposures: score(8),
        liquidity: score(9),
        market: score(10),
        protocol_counterparty_exposures: score(11),
        protocol_mechanics: score(12),
      },
    },
  }
}

const PLATFORMS = ['Harbor Lend', 'Quillstone Vaults', 'Mosswater Staking']
const TYPES = ['lending', 'vault', 'liquid-staking']
// Twelve products: a first page of 10 is full, the second has 2.
export const DEFI = Array.from({ length: 12 }, (_, index) => {
  const platform = PLATFORMS[index % 3]
  return {
    name: `${platform.split(' ')[0]} ${['USDC', 'ETH', 'WBTC', 'DAI'][index % 4]} Market ${index + 1}`,
    provider_name: platform,
    version: index % 5 === 0 ? 'v0.1-alpha-preview' : '2.1',
    type: TYPES[index % 3],
    chain: CHAINS[index % 3].name,
    contract_address: `0x${(0xa11ce0 + index).toString(16).padStart(40, '0')}`,
    rating: GRADES[(index * 5) % GRADES.length],
    potential_rating: index % 5 === 0 ? GRADES[Math.max(0, (index * 5) % GRADES.length - 2)] : null,
    rated_at: `2025-0${(index % 9) + 1}-1${index % 10}`,
    rated_since: `2024-0${(index % 9) + 1}-0${(index % 9) + 1}`,
    profile_url: `https://ratings.example.org/defi/${toSlug(platform)}`,
    report_url: index === 3 ? 'javascript:alert(1)' : `https://ratings.example.org/reports/${index + 1}.pdf`,
    rating_data: defiBlock(index),
    potential_rating_data: index % 5 === 0 ? defiBlock(index + 3) : null,
    risk_metrics: { apy: 2 + index * 0.75, tvl: 1_500_000 * (index + 1) ** 2, users: 900 * (index + 1) },
    // Fields the client does not know must be ignored.
    logo_url: 'https://ratings.example.org/logo.png',
    internal_score_revision: index,
  }
})

// One platform with many products, for "Export all" (more than two pages of
// 100 match `type=lending`). Served only under its own platform path, so the
// all-products list and its twelve rows stay as the other tests expect.
export const BULK_PLATFORM = 'Bulkhead Finance'
export const BULK_SLUG = toSlug(BULK_PLATFORM)
export const BULK_DEFI = Array.from({ length: 260 }, (_, index) => ({
  ...DEFI[index % DEFI.length],
  name: `Bulkhead ${['USDC', 'ETH', 'WBTC', 'DAI'][index % 4]} Pool ${index + 1}`,
  provider_name: BULK_PLATFORM,
  type: index % 13 === 0 ? 'vault' : 'lending',
  contract_address: `0x${(0xb0b000 + index).toString(16).padStart(40, '0')}`,
  rating: GRADES[(index * 7) % GRADES.length],
  profile_url: `https://ratings.example.org/defi/${BULK_SLUG}`,
  report_url: `https://ratings.example.org/reports/bulk-${index + 1}.pdf`,
  // Distinct values so a sort by TVL has one right order.
  risk_metrics: { apy: 1 + (index % 17) * 0.5, tvl: 1_000_000 + ((index * 7919) % 260) * 10_000, users: 100 + index },
}))

function infraData(seed) {
  const criterion = (offset) => ({ min: 0, max: 10, score: (seed * 3 + offset) % 11, weight_hint: 1 })
  return {
    business_operations: {
      delegator_protection: { business_insurance: criterion(1), slashing_protection: criterion(2) },
      general_information: { juristiction: criterion(3), public_team: criterion(4) },
    },
    reliability: { on_chain_metrics: { uptime: criterion(5), slashing_events: criterion(6) } },
    security_setup: { internal_policies: { private_key_policy: criterion(7) } },
  }
}

export const INFRA = ['Northwind Nodes', 'Copperfield Validators', 'Tidepool Infra', 'Granite Stake Ops'].map((name, index) => ({
  name,
  version: '1.0',
  rating: ['AA-', 'A+', 'BBB-', 'BB+'][index],
  rated_at: `2025-03-0${index + 1}`,
  rated_since: `2023-11-0${index + 1}`,
  profile_url: `https://ratings.example.org/infra/${toSlug(name)}`,
  report_url: null,
  rating_data: infraData(index),
  region: 'unknown field',
}))

const ALERTS = [3, 2, 1].map((index) => ({
  id: `alert-${index}`,
  protocol: toSlug(PLATFORMS[index % 3]),
  protocol_name: PLATFORMS[index % 3],
  product: DEFI[index].name,
  contract_address: DEFI[index].contract_address,
  chain: DEFI[index].chain,
  severity: ['info', 'high', 'critical'][index - 1],
  title: `Unusual outflow ${index}`,
  description: 'Large withdrawals within one block.',
  detected_at: `2025-06-0${index}T12:00:00Z`,
  tx_hash: null,
  source_url: null,
}))

function initialKeys() {
  return [
    {
      id: '7d3c6a0e-1b2f-4c1a-9a55-0f6f0c2b1a01',
      api_key: `sr1-****-${FAKE_LIVE_API_KEY.slice(-4)}`,
      label: 'Dashboard',
      credit_limit: null,
      is_active: true,
      revoked_at: null,
      created_at: '2025-01-02T10:00:00Z',
      used_credits: 1200,
      last_used_at: '2025-06-01T08:00:00Z',
    },
    {
      id: '7d3c6a0e-1b2f-4c1a-9a55-0f6f0c2b1a02',
      api_key: 'sr1-****-af6b',
      label: 'Production',
      credit_limit: 50000,
      is_active: true,
      revoked_at: null,
      created_at: '2025-02-03T10:00:00Z',
      used_credits: 300,
      last_used_at: null,
    },
  ]
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'X-API-Key, Content-Type, Accept',
  'Access-Control-Expose-Headers': 'x-used-credits, Retry-After',
  'Access-Control-Max-Age': '600',
}

/** How a server reports credits: 'exposed' (the real one, we assume), 'hidden' (not exposed to CORS), 'none'. */
const CREDIT_REPORTING_PREFIXES = { '/no-expose': 'hidden', '/no-credits': 'none' }

function sendPlain(response, status, body, credits = 0) {
  const reporting = response.creditReporting ?? 'exposed'
  const headers = { ...CORS_HEADERS }
  if (reporting !== 'none') headers['x-used-credits'] = String(credits)
  if (reporting !== 'exposed') headers['Access-Control-Expose-Headers'] = 'Retry-After'
  if (body === undefined) {
    response.writeHead(status, headers)
    response.end()
    return
  }
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

const bySort = {
  rating: (a, b) => rank(a.rating) - rank(b.rating),
  name: (a, b) => a.name.localeCompare(b.name),
  rated_at: (a, b) => String(a.rated_at).localeCompare(String(b.rated_at)),
  rated_since: (a, b) => String(a.rated_since).localeCompare(String(b.rated_since)),
  tvl: (a, b) => a.risk_metrics.tvl - b.risk_metrics.tvl,
  apy: (a, b) => a.risk_metrics.apy - b.risk_metrics.apy,
  users: (a, b) => a.risk_metrics.users - b.risk_metrics.users,
}

/** Filters, sorts and pages; answers `{ data }` only, like the real documentation. */
function listPage(rows, query, { sortable = true } = {}) {
  let result = rows
  const type = query.get('type')
  if (type) result = result.filter((row) => row.type === type)
  const ratedAtGte = query.get('rated_at_gte')
  if (ratedAtGte) result = result.filter((row) => String(row.rated_at ?? '') >= ratedAtGte)
  const chain = query.get('chain')
  if (chain) result = result.filter((row) => toSlug(row.chain ?? '') === chain || CHAINS.find((c) => c.slug === chain)?.name === row.chain)
  const sort = query.get('sort')
  const order = query.get('order') ?? 'asc'
  const compare = bySort[sort ?? 'rating']
  if (sortable && compare) {
    // Ratings: `desc` puts the best first, which is the lowest rank index.
    const sign = (sort ?? 'rating') === 'rating' ? (order === 'desc' ? 1 : -1) : order === 'desc' ? -1 : 1
    result = result.toSorted((a, b) => sign * compare(a, b) || a.name.localeCompare(b.name))
  }
  const limit = Number(query.get('limit') ?? 10)
  const offset = Number(query.get('offset') ?? 0)
  return { data: result.slice(offset, offset + limit) }
}

/**
 * Opt-in faults, per base URL: a client pointed at `<url>/__fault/<kind>` gets
 * the normal service with the fault on its rating routes (`/ratings/...`), so
 * it can connect and then meet the fault; other clients are unaffected.
 * - `html`: 200 with an HTML page (a captive portal, a misconfigured proxy);
 * - `empty`: 200 with an empty body;
 * - `huge-list`: every list answers 10,000 rows whatever the limit;
 * - `long-strings`: every name and text field is 100 KB long (not the platform
 *   name: pages are addressed by its slug, so it stays the identifier it is).
 */
export const FAULTS = ['html', 'empty', 'huge-list', 'long-strings']
const LONG = 100_000

function withLongStrings(value) {
  if (Array.isArray(value)) return value.map(withLongStrings)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      ['name', 'product', 'protocol_name', 'title', 'description', 'version'].includes(name) && typeof field === 'string'
        ? `${field} ${'Lorem ipsum '.repeat(LONG / 12)}`.slice(0, LONG)
        : withLongStrings(field),
    ]),
  )
}

function withFault(fault, response, status, body) {
  if (fault === 'huge-list' && body && Array.isArray(body.data)) {
    const rows = body.data.length ? body.data : [DEFI[0]]
    return { status, body: { data: Array.from({ length: 10_000 }, (_, index) => ({ ...rows[index % rows.length], name: `${rows[index % rows.length].name} #${index}` })) } }
  }
  if (fault === 'long-strings') return { status, body: withLongStrings(body) }
  return { status, body }
}

/**
 * Starts the server; resolves to `{ url, port, close, requests, reset }`.
 * `requests` lists `{ method, path, search, hasKey }` of every request seen.
 */
export function startFakeLiveApi({ port = 0, host = '127.0.0.1', apiKey = FAKE_LIVE_API_KEY } = {}) {
  let keys = initialKeys()
  const requests = []
  // Test control: a product re-rated on "the server" (POST /__control/defi-grade), by lower-case address; rating null undoes it.
  const regraded = new Map()
  const withGrades = (rows) => rows.map((row) => ({ ...row, ...regraded.get(row.contract_address.toLowerCase()) }))
  // Test control: alerts published on "the server" (POST /__control/alert, newest first); `{ alert: null }` removes them.
  let addedAlerts = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`)
    const prefix = Object.keys(CREDIT_REPORTING_PREFIXES).find((candidate) => url.pathname.startsWith(`${candidate}/`))
    response.creditReporting = prefix ? CREDIT_REPORTING_PREFIXES[prefix] : 'exposed'
    const unprefixed = url.pathname.slice(prefix?.length ?? 0)
    const faultMatch = /^\/__fault\/([a-z-]+)(\/.*)?$/.exec(unprefixed)
    const fault = faultMatch && FAULTS.includes(faultMatch[1]) ? faultMatch[1] : null
    const path = (faultMatch ? (faultMatch[2] ?? '/') : unprefixed).replace(/\/+$/, '') || '/'
    const faulty = fault !== null && path.startsWith('/ratings/') && request.method === 'GET'
    const send = faulty
      ? (target, status, body, credits) => {
          const changed = withFault(fault, target, status, body)
          sendPlain(target, changed.status, changed.body, credits)
        }
      : sendPlain
    requests.push({ method: request.method, path, search: url.search, hasKey: Boolean(request.headers['x-api-key']) })
    if (request.method === 'OPTIONS') return send(response, 204)
    if (path === '/__health') return send(response, 200, { ok: true })
    if (path === '/__control/defi-grade' && request.method === 'POST') {
      let text = ''
      request.on('data', (chunk) => (text += chunk))
      request.on('end', () => {
        const { contract_address: address, rating, rated_at: ratedAt, version } = JSON.parse(text || '{}')
        // A null rating puts the seed's grade back (a test's retry starts from the same server); a version is optional.
        if (rating === null) regraded.delete(String(address).toLowerCase())
        else regraded.set(String(address).toLowerCase(), { rating, rated_at: ratedAt, ...(version ? { version } : {}) })
        send(response, 204)
      })
      return
    }
    if (path === '/__control/alert' && request.method === 'POST') {
      let text = ''
      request.on('data', (chunk) => (text += chunk))
      request.on('end', () => {
        const { alert } = JSON.parse(text || '{}')
        addedAlerts = alert ? [alert, ...addedAlerts.filter((added) => added.id !== alert.id)] : []
        send(response, 204)
      })
      return
    }
    if (request.headers['x-api-key'] !== apiKey) {
      // The real service's wording for an unknown key.
      return send(response, 401, { message: request.headers['x-api-key'] ? 'user not found' : 'API key required' })
    }

    if (faulty && fault === 'html') {
      response.writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'text/html' })
      response.end('<!doctype html><html><head><title>Sign in</title></head><body><h1>Sign in to the guest Wi-Fi</h1></body></html>')
      return
    }
    if (faulty && fault === 'empty') {
      response.writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'application/json' })
      response.end()
      return
    }
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      try {
        route(body)
      } catch (error) {
        send(response, 500, { message: `fake API error: ${error instanceof Error ? error.message : error}` })
      }
    })
    const route = (requestBody) => {
      const segments = path.split('/').filter(Boolean).map(decodeURIComponent)
      const [first, second, third, fourth, fifth] = segments
      if (request.method === 'GET' && first === 'ratings' && second === 'defi') {
        if (!third) return send(response, 200, listPage(withGrades(DEFI), url.searchParams), 33)
        if (third === 'chains' && !fourth) return send(response, 200, { chains: CHAINS }, 1)
        // Alerts come newest first and take no sort parameter.
        if (third === 'alerts' && !fourth) return send(response, 200, listPage([...addedAlerts, ...ALERTS], url.searchParams, { sortable: false }), 12)
        const platformRows = third === BULK_SLUG ? BULK_DEFI : DEFI.filter((row) => toSlug(row.provider_name) === third)
        if (!platformRows.length) return send(response, 404, { message: 'Platform not found' })
        if (!fourth) return send(response, 200, listPage(withGrades(platformRows), url.searchParams), 33)
        const product = platformRows.find((row) => row.contract_address.toLowerCase() === fourth.toLowerCase())
        if (!product || fifth) return send(response, 404, { message: 'Product not found' })
        return send(response, 200, { ...product, ...regraded.get(product.contract_address.toLowerCase()) }, 33)
      }
      if (request.method === 'GET' && first === 'ratings' && second === 'infra') {
        if (!third) return send(response, 200, listPage(INFRA, url.searchParams), 20)
        const provider = INFRA.find((row) => toSlug(row.name) === third)
        return provider && !fourth ? send(response, 200, provider, 20) : send(response, 404, { message: 'Provider not found' })
      }
      if (first === 'public' && second === 'billing') {
        if (request.method === 'GET' && third === 'status') {
          return send(response, 200, {
            plan_name: 'Starter',
            available_credits: 98500,
            monthly_quota: 100000,
            subscribed_at: '2025-01-01T00:00:00Z',
            requests_allowed: true,
            billing_date: '2025-07-01T00:00:00Z',
          }, 1)
        }
        if (third === 'api-keys') {
          if (request.method === 'GET' && !fourth) return send(response, 200, keys, 1)
          const key = keys.find((candidate) => candidate.id === fourth)
          if (!key) return send(response, 404, { message: 'API key not found' })
          if (request.method === 'DELETE') {
            if (key.revoked_at) return send(response, 409, { message: 'This key is already revoked' })
            if (keys.filter((candidate) => candidate.is_active).length <= 1) {
              return send(response, 409, { message: 'The last active key cannot be revoked' })
            }
            keys = keys.map((candidate) =>
              candidate.id === key.id ? { ...candidate, is_active: false, revoked_at: new Date().toISOString() } : candidate,
            )
            return send(response, 204, undefined, 1)
          }
          if (request.method === 'PATCH') {
            const patch = requestBody ? JSON.parse(requestBody) : {}
            keys = keys.map((candidate) => (candidate.id === key.id ? { ...candidate, ...patch } : candidate))
            return send(response, 200, keys.find((candidate) => candidate.id === key.id), 1)
          }
        }
      }
      return send(response, 404, { detail: 'Not Found' })
    }
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address()
      const actualPort = typeof address === 'object' && address ? address.port : port
      resolve({
        url: `http://${host}:${actualPort}`,
        port: actualPort,
        requests,
        reset: () => {
          keys = initialKeys()
          requests.length = 0
          regraded.clear()
          addedAlerts = []
        },
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const api = await startFakeLiveApi({ port: Number(process.argv[2] ?? 0) })
  console.log(`fake live API on ${api.url}`)
  const stop = () => api.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
