import { configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { exportJob } from '../../../src/api/export/export-job'
import { setMockControls } from '../../../src/mocks/controls'
import { renderRoute, type RecordedRequest } from '../../render'

configure({ asyncUtilTimeout: 8000 })

const saved: Array<{ name: string; blob: Blob }> = []

beforeEach(() => {
  saved.length = 0
  let next = 0
  const blobs = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${next++}`
    blobs.set(url, blob as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! })
  })
})

afterEach(() => {
  exportJob.cancel()
  exportJob.close()
  vi.restoreAllMocks()
})

const listRequests = (requests: RecordedRequest[], path: string) => requests.filter((request) => request.path === path)

describe('"Export all" on the list pages', { timeout: 40_000 }, () => {
  it('exports every row of the filtered /defi view as CSV, with a header and every column', async () => {
    const { user, requests } = renderRoute('/defi?type=lending&sort=tvl&order=desc')
    await screen.findByRole('table', { name: 'DeFi product ratings' }, { timeout: 10_000 })
    const status = await screen.findByText(/^Showing 1–10 of (\d+)/)
    const total = Number(/of (\d+)/.exec(status.textContent ?? '')![1])

    await user.click(screen.getByRole('button', { name: 'Export all' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export all rows' })
    expect(within(dialog).getByText(`${total} rows in ${Math.ceil(total / 100)} ${total > 100 ? 'requests' : 'request'}`)).toBeInTheDocument()
    expect(within(dialog).getByText(/^Estimated credits: about [\d,]+\.$/)).toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }))

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(`Exported ${total} rows`))
    expect(saved).toHaveLength(1)
    expect(saved[0]!.name).toMatch(/^defi-ratings-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = (await saved[0]!.blob.text()).trim().split('\r\n')
    expect(lines[0]).toBe('Product,Platform,Type,Chain,Contract address,Rating,Potential rating,TVL (USD),APY (%),Users,Rated,Rated since,Version')
    expect(lines).toHaveLength(total + 1)
    const types = lines.slice(1).map((line) => line.split(',')[2])
    expect(new Set(types)).toEqual(new Set(['lending']))
    const tvl = lines.slice(1).map((line) => Number(line.split(',')[7]))
    expect(tvl).toEqual(tvl.toSorted((a, b) => b - a))

    const exportRequests = listRequests(requests, '/ratings/defi').filter((request) => request.search.get('limit') === '100')
    expect(exportRequests.map((request) => request.search.get('offset'))).toEqual(
      Array.from({ length: Math.ceil(total / 100) }, (_, index) => String(index * 100)),
    )
    for (const request of exportRequests) {
      expect(Object.fromEntries(request.search)).toMatchObject({ type: 'lending', sort: 'tvl', order: 'desc' })
    }
  })

  it('keeps running with the dialog closed, shows an indicator in the shell that reopens it, and exports alerts as JSON', async () => {
    const { user } = renderRoute('/alerts')
    await screen.findByRole('table', { name: /DeFi alerts/ }, { timeout: 10_000 })
    const status = await screen.findByText(/^Showing 1–10 of (\d+)/)
    const total = Number(/of (\d+)/.exec(status.textContent ?? '')![1])
    expect(total, 'several pages, so the export is still running when the dialog closes').toBeGreaterThan(300)
    await user.click(await screen.findByRole('button', { name: 'Export all' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export all rows' })
    await user.click(within(dialog).getByRole('radio', { name: 'JSON' }))
    // Slow answers, so the export is still under way when the dialog closes.
    setMockControls({ latencyMs: 400 })
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }))
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    const leaving = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(leaving)
    expect(leaving.defaultPrevented, 'closing the tab mid-export asks first').toBe(true)
    await user.click(screen.getByRole('button', { name: /^Export running: \d+ %$/ }))
    const reopened = await screen.findByRole('dialog', { name: 'Export all rows' })
    await waitFor(() => expect(within(reopened).getByRole('status')).toHaveTextContent(`Exported ${total} rows`))
    expect(saved).toHaveLength(1)
    const leavingAfter = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(leavingAfter)
    expect(leavingAfter.defaultPrevented, 'nothing to lose once the file is saved').toBe(false)
    expect(saved[0]!.name).toMatch(/^defi-alerts-\d{4}-\d{2}-\d{2}\.json$/)
    const alerts = JSON.parse(await saved[0]!.blob.text()) as Array<{ id: string; detected_at: string }>
    expect(alerts).toHaveLength(total)
    expect(new Set(alerts.map((alert) => alert.id)).size).toBe(total)
    const times = alerts.map((alert) => Date.parse(alert.detected_at))
    expect(times, 'newest first, as the view').toEqual(times.toSorted((a, b) => b - a))
  })

  it('says in the shell when an export ends while its dialog is closed, and says nothing when a finished dialog closes', async () => {
    const { user } = renderRoute('/defi')
    await screen.findByRole('table', { name: 'DeFi product ratings' }, { timeout: 10_000 })
    const status = await screen.findByText(/^Showing 1–10 of (\d+)/)
    const total = Number(/of (\d+)/.exec(status.textContent ?? '')![1])
    const said = () => screen.getAllByRole('status').map((region) => region.textContent)
    await user.click(screen.getByRole('button', { name: 'Export all' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export all rows' })
    setMockControls({ latencyMs: 400 })
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }))
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(said(), 'closing a running export says nothing yet').not.toContain(`Export finished: ${total} rows`)

    await waitFor(() => expect(said()).toContain(`Export finished: ${total} rows`))
    expect(saved).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: `Export finished: ${total} rows` }))
    const reopened = await screen.findByRole('dialog', { name: 'Export all rows' })
    expect(within(reopened).getByRole('status')).toHaveTextContent(`Exported ${total} rows`)
    await user.click(within(reopened).getByRole('button', { name: 'Close' }))
    expect(said().join(' ')).not.toMatch(/Export (finished|paused)/)
  })

  it('says in the shell, as an alert, when an export pauses on an error while its dialog is closed', async () => {
    const { user } = renderRoute('/defi')
    await screen.findByRole('table', { name: 'DeFi product ratings' }, { timeout: 10_000 })
    await user.click(screen.getByRole('button', { name: 'Export all' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export all rows' })
    setMockControls({ latencyMs: 400, errorRate: 1 })
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }))
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.getAllByRole('alert').map((region) => region.textContent)).toContain(
      'Export paused: open it to try again or to save the rows fetched so far',
    ))
  })

  it('reuses the page already in the cache: an /infra view of 100 rows exports without another request', async () => {
    const { user, requests } = renderRoute('/infra?limit=100')
    await screen.findByRole('table', { name: 'Infrastructure provider ratings' }, { timeout: 10_000 })
    const status = await screen.findByText(/^Showing 1–\d+ of (\d+)/)
    const total = Number(/of (\d+)/.exec(status.textContent ?? '')![1])
    expect(total, 'the whole list fits one page of 100').toBeLessThanOrEqual(100)
    const before = listRequests(requests, '/ratings/infra').length

    await user.click(screen.getByRole('button', { name: 'Export all' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export all rows' })
    // The tab remembers the last format chosen; this test wants CSV whatever ran before.
    await user.click(within(dialog).getByRole('radio', { name: 'CSV' }))
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }))
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(`Exported ${total} rows`))
    expect(listRequests(requests, '/ratings/infra')).toHaveLength(before)
    expect(saved[0]!.name).toMatch(/^infra-ratings-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = (await saved[0]!.blob.text()).trim().split('\r\n')
    expect(lines).toHaveLength(total + 1)
  })
})
