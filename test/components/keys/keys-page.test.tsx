import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { setMockControls } from '../../../src/mocks/controls'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'
import { keyRecord } from '../../support/key-record'

const KEYS_PATH = '/demo-api/public/billing/api-keys'

async function findKeysTable() {
  // The skeleton shares the caption; the count appears once the keys have arrived.
  return screen.findByRole('table', { name: /API keys of this account \(\d+ shown/ }, { timeout: 8000 })
}

/** The row whose Label cell starts with `label` (the cell may add "In use"). */
function rowOf(table: HTMLElement, label: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('td')?.querySelector('.key-label > span')?.textContent === label)
  if (!row) throw new Error(`no row labelled ${label}`)
  return row
}

/** What the polite live regions say now (the keys page's, and a dialog's own while one is open). */
function statusTexts(container: HTMLElement = document.body): string[] {
  return within(container)
    .getAllByRole('status')
    .map((region) => region.textContent?.trim() ?? '')
    .filter(Boolean)
}

function deleteRequests(requests: ReturnType<typeof renderRoute>['requests']) {
  return requests.filter((request) => request.method === 'DELETE')
}

describe('API keys page', () => {
  it('lists every key with its status, limit, usage and last use', async () => {
    renderRoute('/keys')
    const table = await findKeysTable()

    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim())
    expect(headers).toEqual(['Label', 'Key', 'Status', 'Credits used', 'Credit limit', 'Created', 'Last used', 'Actions'])

    const inUse = rowOf(table, 'Dashboard (demo)')
    expect(within(inUse).getByText('Active')).toBeInTheDocument()
    expect(within(inUse).getByText('In use')).toBeInTheDocument()
    expect(within(inUse).getByText('No limit')).toBeInTheDocument()
    expect(within(inUse).getByText(/^sr1-\*\*\*\*-[0-9a-f]{4}$/)).toBeInTheDocument()

    const disabled = rowOf(table, 'Old laptop')
    expect(within(disabled).getByText('Disabled')).toBeInTheDocument()
    expect(within(disabled).getByRole('button', { name: 'Enable Old laptop' })).toBeInTheDocument()

    const revoked = rowOf(table, 'CI pipeline (retired)')
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument()
    // The revocation time is printed beside the status, with the exact time on hover.
    expect(revoked.querySelector('.key-status time')).toHaveAttribute('datetime')
    expect(revoked.querySelector('.key-status time')).toHaveAttribute('title')
    expect(within(revoked).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument()

    const neverUsed = rowOf(table, 'Partner sandbox')
    expect(within(neverUsed).getByText('never')).toBeInTheDocument()

    const nearLimit = rowOf(table, 'Reporting service')
    const meter = within(nearLimit).getByRole('meter', { name: 'Credit usage of Reporting service' })
    expect(meter).toHaveAttribute('aria-valuetext', expect.stringContaining('99%'))
    expect(within(nearLimit).getByText(/Limit almost or fully used/)).toBeInTheDocument()

    expect(await screen.findByText(/of 1,000,000 this month/)).toBeInTheDocument()
    expect(screen.getByText(/Reset demo data/)).toBeInTheDocument()
  })

  it('revokes a key after confirmation and shows it as revoked', async () => {
    const { user, requests } = renderRoute('/keys')
    const table = await findKeysTable()
    const trigger = within(table).getByRole('button', { name: 'Revoke Staging' })
    await user.click(trigger)

    const dialog = screen.getByRole('dialog', { name: 'Revoke “Staging”?' })
    expect(dialog).toHaveTextContent(/immediately/)
    expect(dialog).toHaveTextContent(/permanent/)
    expect(dialog).toHaveTextContent(/stops working/)
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()

    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const row = rowOf(await findKeysTable(), 'Staging')
    expect(within(row).getByText('Revoked')).toBeInTheDocument()
    expect(screen.getByText('“Staging” revoked. It can no longer be used.')).toBeInTheDocument()
    expect(statusTexts()).toContain('“Staging” revoked. It can no longer be used.')
    expect(deleteRequests(requests)).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'Keys' })).toHaveFocus()
  })

  it('sends nothing when the dialog is cancelled or closed with Escape, and returns focus to the trigger', async () => {
    const { user, requests } = renderRoute('/keys')
    const table = await findKeysTable()
    const trigger = within(table).getByRole('button', { name: 'Revoke Staging' })

    await user.click(trigger)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()

    expect(deleteRequests(requests)).toHaveLength(0)
    expect(within(rowOf(table, 'Staging')).getByText('Active')).toBeInTheDocument()
  })

  it('sends one request when the confirm button is double-clicked', async () => {
    const { user, requests } = renderRoute('/keys')
    const table = await findKeysTable()
    await user.click(within(table).getByRole('button', { name: 'Revoke Staging' }))
    await user.dblClick(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke key' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(deleteRequests(requests)).toHaveLength(1)
  })

  it('shows the confirm button busy while the request runs, and Escape cannot close the dialog then', async () => {
    setMockControls({ latencyMs: 400 })
    const { user, requests } = renderRoute('/keys')
    const table = await findKeysTable()
    await user.click(within(table).getByRole('button', { name: 'Revoke Staging' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }))

    const busy = within(dialog).getByRole('button', { name: 'Revoking…' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    await user.click(busy)
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 })
    expect(deleteRequests(requests)).toHaveLength(1)
    expect(within(rowOf(table, 'Staging')).getByText('Revoked')).toBeInTheDocument()
  })

  it('says so in the dialog when the key no longer exists (404)', async () => {
    server.use(http.delete(`${KEYS_PATH}/:id`, () => HttpResponse.json({ error: { code: 'not_found', message: 'No such key.' } }, { status: 404 })))
    const { user } = renderRoute('/keys')
    const table = await findKeysTable()
    await user.click(within(table).getByRole('button', { name: 'Revoke Staging' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }))
    expect(await within(dialog).findByText('“Staging” no longer exists on this account. The list has been refreshed.')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('keeps the key active and says so when the server refuses the last active key', async () => {
    server.use(
      http.delete(`${KEYS_PATH}/:id`, () =>
        HttpResponse.json(
          { error: { code: 'last_active_key', message: 'This is the last active key of the account.' } },
          { status: 409 },
        ),
      ),
    )
    const { user, requests } = renderRoute('/keys')
    const table = await findKeysTable()
    await user.click(within(table).getByRole('button', { name: 'Revoke Staging' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }))

    expect(await within(dialog).findByText(/last active key, so the server kept it active/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Revoke key' })).not.toBeInTheDocument()
    // The list is fetched again so it shows what the server holds.
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET' && request.path === '/public/billing/api-keys').length).toBeGreaterThanOrEqual(2))
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(within(rowOf(await findKeysTable(), 'Staging')).getByText('Active')).toBeInTheDocument()
  })

  it('lets a failed revocation (500) be retried from the dialog', async () => {
    server.use(
      http.delete(`${KEYS_PATH}/:id`, () => HttpResponse.json({ error: { code: 'server_error', message: 'Boom.' } }, { status: 500 }), { once: true }),
    )
    const { user, requests } = renderRoute('/keys')
    const table = await findKeysTable()
    await user.click(within(table).getByRole('button', { name: 'Revoke Staging' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }))
    expect(await within(dialog).findByText('Could not revoke “Staging”: Boom.')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(deleteRequests(requests)).toHaveLength(2)
    expect(within(rowOf(await findKeysTable(), 'Staging')).getByText('Revoked')).toBeInTheDocument()
  })

  it("explains instead of opening a dialog for the account's last active key", async () => {
    server.use(
      http.get(KEYS_PATH, () =>
        HttpResponse.json([
          keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000001', label: 'Only key', api_key: 'sr1-****-0001' }),
          keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000002', label: 'Paused', api_key: 'sr1-****-0002', is_active: false }),
        ]),
      ),
    )
    const { user, requests } = renderRoute('/keys')
    const table = await findKeysTable()
    const revoke = within(table).getByRole('button', { name: 'Revoke Only key' })
    expect(revoke).toHaveAttribute('aria-disabled', 'true')
    expect(revoke).toHaveAccessibleDescription("This is the account's last active key. Create another key first.")
    const disable = within(table).getByRole('button', { name: 'Disable Only key' })
    expect(disable).toHaveAttribute('aria-disabled', 'true')

    revoke.focus()
    expect(revoke).toHaveFocus()
    await user.click(revoke)
    await user.click(disable)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0)
  })

  it('needs an explicit tick to revoke the key in use, then says the dashboard is disconnected', async () => {
    const { user, requests } = renderRoute('/keys')
    const table = await findKeysTable()
    await user.click(within(table).getByRole('button', { name: 'Revoke Dashboard (demo)' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent(/This dashboard is using this key/)

    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }))
    expect(within(dialog).getByText(/Tick “I understand/)).toBeInTheDocument()
    expect(deleteRequests(requests)).toHaveLength(0)

    await user.click(within(dialog).getByRole('checkbox', { name: 'I understand this dashboard will be disconnected' }))
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }))

    const heading = await screen.findByRole('heading', { name: 'This dashboard is disconnected' })
    expect(heading).toHaveFocus()
    expect(screen.getByText(/demo key this dashboard was using has been revoked/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings')
    expect(deleteRequests(requests)).toHaveLength(1)
  })

  it('claims neither of two keys that end like the key in use: both say maybe, and both get the guard', async () => {
    server.use(
      http.get(KEYS_PATH, () =>
        HttpResponse.json([
          keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000031', label: 'Laptop', api_key: 'sr1-****-9bec' }),
          keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000032', label: 'Server', api_key: 'sr1-****-9bec' }),
          keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000033', label: 'Spare', api_key: 'sr1-****-0033' }),
        ]),
      ),
    )
    const { user, requests } = renderRoute('/keys')
    const table = await findKeysTable()
    for (const label of ['Laptop', 'Server']) {
      const row = rowOf(table, label)
      expect(within(row).queryByText('In use')).not.toBeInTheDocument()
      expect(row).toHaveTextContent(/Maybe in use: This dashboard's key also ends in 9bec\./)
      const disable = within(row).getByRole('button', { name: `Disable ${label}` })
      expect(disable).toHaveAttribute('aria-disabled', 'true')
      expect(disable).toHaveAccessibleDescription(/may use this key: disabling it could disconnect the dashboard/)
    }
    expect(rowOf(table, 'Spare')).not.toHaveTextContent(/in use/i)

    await user.click(within(table).getByRole('button', { name: 'Revoke Server' }))
    const dialog = screen.getByRole('dialog', { name: 'Revoke “Server”?' })
    expect(dialog).toHaveTextContent(/This dashboard may be using this key\. This dashboard's key also ends in 9bec\./)
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }))
    expect(within(dialog).getByText(/Tick “I understand this dashboard may be disconnected”/)).toBeInTheDocument()
    expect(deleteRequests(requests)).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0)
  })

  it('shows a created key once, with a copy button, and keeps only the mask afterwards', async () => {
    const { user, queryClient } = renderRoute('/keys')
    await findKeysTable()
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    const form = screen.getByRole('dialog', { name: 'Create an API key' })
    expect(within(form).getByRole('textbox', { name: 'Label' })).toHaveFocus()
    await user.type(within(form).getByRole('textbox', { name: 'Label' }), 'Nightly export')
    await user.type(within(form).getByRole('textbox', { name: /Credit limit/ }), 'abc')
    await user.click(within(form).getByRole('button', { name: 'Create key' }))
    expect(within(form).getByText(/Enter a whole number of credits/)).toBeInTheDocument()
    const formStatus = within(form).getByRole('status')
    expect(formStatus).toHaveTextContent('')

    await user.clear(within(form).getByRole('textbox', { name: /Credit limit/ }))
    await user.type(within(form).getByRole('textbox', { name: /Credit limit/ }), '1.5M')
    await user.click(within(form).getByRole('button', { name: 'Create key' }))

    const shown = await screen.findByRole('dialog', { name: 'Key “Nightly export” created' })
    expect(shown).toHaveTextContent('you will not see it again')
    // The region that was there before the key arrived says so: a region added with its text may go unsaid.
    expect(within(shown).getAllByRole('status')).toContain(formStatus)
    expect(formStatus).toHaveTextContent('Key “Nightly export” created.')
    const field = within(shown).getByRole('textbox', { name: 'New API key' }) as HTMLInputElement
    const fullKey = field.value
    expect(fullKey).toMatch(/^sr1-[0-9a-f]{32}$/)

    await user.click(within(shown).getByRole('button', { name: 'Copy key' }))
    expect(await within(shown).findByText('Copied to the clipboard.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(fullKey)

    await user.click(within(shown).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create key' })).toHaveFocus()

    const row = rowOf(await findKeysTable(), 'Nightly export')
    expect(within(row).getByText(`sr1-****-${fullKey.slice(-4)}`)).toBeInTheDocument()
    expect(within(row).getByText('1,500,000')).toBeInTheDocument()
    expect(document.body.textContent).not.toContain(fullKey)
    expect(JSON.stringify(queryClient.getQueryCache().getAll().map((query) => query.state.data))).not.toContain(fullKey)
    expect(JSON.stringify(queryClient.getMutationCache().getAll().map((mutation) => mutation.state.data))).not.toContain(fullKey)
  })

  it('draws the usage bar at the warning and danger thresholds, in words as well as colour', async () => {
    server.use(
      http.get(KEYS_PATH, () =>
        HttpResponse.json([
          keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000011', label: 'Low', api_key: 'sr1-****-0011', credit_limit: 1000, used_credits: 799 }),
          keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000012', label: 'Warn', api_key: 'sr1-****-0012', credit_limit: 1000, used_credits: 800 }),
          keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000013', label: 'Danger', api_key: 'sr1-****-0013', credit_limit: 1000, used_credits: 950 }),
          keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000014', label: 'Unlimited', api_key: 'sr1-****-0014', credit_limit: null, used_credits: 5 }),
        ]),
      ),
    )
    renderRoute('/keys')
    const table = await findKeysTable()
    const level = (label: string) => within(rowOf(table, label)).queryByRole('meter')?.closest('[data-level]')?.getAttribute('data-level')
    expect(level('Low')).toBe('ok')
    expect(level('Warn')).toBe('warning')
    expect(level('Danger')).toBe('danger')
    expect(within(rowOf(table, 'Unlimited')).queryByRole('meter')).not.toBeInTheDocument()
    expect(within(rowOf(table, 'Warn')).getByText(/Nearing the limit/)).toBeInTheDocument()
    expect(within(rowOf(table, 'Danger')).getByRole('meter')).toHaveAttribute('aria-valuetext', expect.stringContaining('95%'))
  })

  it('sorts on the client from sortable headers kept in the URL', async () => {
    const { user, router } = renderRoute('/keys')
    const table = await findKeysTable()
    const header = within(table).getByRole('columnheader', { name: /Credits used/ })
    expect(header).toHaveAttribute('aria-sort', 'none')

    await user.click(within(header).getByRole('button', { name: 'Credits used' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/keys?sort=used_credits&order=desc'))
    expect(header).toHaveAttribute('aria-sort', 'descending')
    const labels = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent)
    expect(labels()[0]).toContain('Staging')

    await user.click(within(header).getByRole('button', { name: 'Credits used' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/keys?sort=used_credits'))
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    expect(labels()[0]).toContain('Partner sandbox')

    await user.click(within(table).getByRole('button', { name: 'Label' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/keys?sort=label'))
    expect(labels()[0]).toContain('CI pipeline (retired)')
  })

  it('hides revoked keys when "Show revoked keys" is unticked, and reads the filter from the URL', async () => {
    const { user, router } = renderRoute('/keys?show_revoked=false&sort=bogus')
    const table = await findKeysTable()
    const checkbox = screen.getByRole('checkbox', { name: 'Show revoked keys' })
    expect(checkbox).not.toBeChecked()
    expect(within(table).queryByText('CI pipeline (retired)')).not.toBeInTheDocument()
    expect(screen.getByText('Ignored invalid parameter: sort=bogus')).toBeInTheDocument()

    await user.click(checkbox)
    await waitFor(() => expect(currentUrl(router)).toBe('/keys'))
    expect(within(table).getByText('CI pipeline (retired)')).toBeInTheDocument()
  })

  it('disables and enables a key, one request per press', async () => {
    const { user, requests } = renderRoute('/keys')
    const table = await findKeysTable()
    await user.dblClick(within(table).getByRole('button', { name: 'Disable Staging' }))
    await waitFor(() => expect(within(rowOf(table, 'Staging')).getByText('Disabled')).toBeInTheDocument())
    expect(screen.getByText('“Staging” disabled.')).toBeInTheDocument()
    expect(statusTexts()).toContain('“Staging” disabled.')
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(1)

    await user.click(within(table).getByRole('button', { name: 'Enable Staging' }))
    await waitFor(() => expect(within(rowOf(table, 'Staging')).getByText('Active')).toBeInTheDocument())
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(2)
  })

  it('does not offer to disable the key in use', async () => {
    const { user, requests } = renderRoute('/keys')
    const table = await findKeysTable()
    const disable = within(table).getByRole('button', { name: 'Disable Dashboard (demo)' })
    expect(disable).toHaveAttribute('aria-disabled', 'true')
    expect(disable).toHaveAccessibleDescription(/disabling it would disconnect the dashboard/)
    await user.click(disable)
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0)
  })

  it("edits a key's label and removes its credit limit", async () => {
    const { user, requests } = renderRoute('/keys')
    const table = await findKeysTable()
    await user.click(within(table).getByRole('button', { name: 'Edit Reporting service' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit “Reporting service”' })
    const label = within(dialog).getByRole('textbox', { name: 'Label' })
    await user.clear(label)
    await user.type(label, 'Reports')
    await user.clear(within(dialog).getByRole('textbox', { name: 'Credit limit' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const row = rowOf(await findKeysTable(), 'Reports')
    expect(within(row).getByText('No limit')).toBeInTheDocument()
    expect(statusTexts()).toContain('Changes to “Reports” saved.')
    const patch = requests.find((request) => request.method === 'PATCH')
    expect(patch).toBeDefined()
  })

  it('in live mode, revoking the key in use forgets it on this device', async () => {
    const liveBase = 'https://api.example.test'
    const liveKey = 'sr1-0123456789abcdef0123456789abaf6b'
    server.use(
      http.get(`${liveBase}/public/billing/api-keys`, () =>
        HttpResponse.json([
          keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000021', label: 'Mine', api_key: 'sr1-****-af6b' }),
          keyRecord({ id: '6f1c2a8e-0000-4000-8000-000000000022', label: 'Spare', api_key: 'sr1-****-0022' }),
        ]),
      ),
      http.get(`${liveBase}/public/billing/status`, () =>
        HttpResponse.json({ plan_name: 'Pro', available_credits: 10, monthly_quota: 100, subscribed_at: null, requests_allowed: true, billing_date: null }),
      ),
      http.delete(`${liveBase}/public/billing/api-keys/:id`, () => new HttpResponse(null, { status: 204 })),
    )
    const { user, router, requests } = renderRoute('/keys', {
      connection: { mode: 'live', baseUrl: liveBase, apiKey: liveKey, remember: false },
    })
    const table = await findKeysTable()
    expect(within(rowOf(table, 'Mine')).getByText('In use')).toBeInTheDocument()
    expect(screen.queryByText(/demo account's fictional keys/)).not.toBeInTheDocument()

    await user.click(within(table).getByRole('button', { name: 'Revoke Mine' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('checkbox', { name: 'I understand this dashboard will be disconnected' }))
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }))

    expect(await screen.findByText(/has been revoked and forgotten/)).toBeInTheDocument()
    expect(requests.find((request) => request.method === 'DELETE')?.headers.get('x-api-key')).toBe(liveKey)
    await router.navigate('/settings')
    const keyField = await screen.findByLabelText('API key')
    expect(keyField).not.toHaveAttribute('placeholder', expect.stringContaining('Saved key'))
  })

  it('shows an error with a way out when the list cannot be loaded', async () => {
    server.use(http.get(KEYS_PATH, () => HttpResponse.json({ error: { code: 'server_error', message: 'Down for now.' } }, { status: 503 })))
    renderRoute('/keys')
    expect(await screen.findByText('Down for now.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
