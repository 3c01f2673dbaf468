import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ExportDialog, type ExportDialogActions } from '../../../src/components/export/export-dialog'
import type { ExportSnapshot } from '../../../src/api/export/export-job'

const base: ExportSnapshot = {
  phase: 'setup',
  dialogOpen: true,
  format: 'csv',
  estimate: { rows: 312, requests: 4, credits: 33 * 316, creditsPerRow: 33 },
  fetched: 0,
  total: null,
  requests: 0,
  credits: null,
  waitSeconds: 0,
  secondsLeft: null,
  message: null,
  fileName: null,
  partial: false,
  shifted: null,
}

const noActions: ExportDialogActions = {
  onClose: () => undefined,
  onFormatChange: () => undefined,
  onStart: () => undefined,
  onCancel: () => undefined,
  onRetry: () => undefined,
  onSavePartial: () => undefined,
}

function renderDialog(patch: Partial<ExportSnapshot>) {
  const actions: ExportDialogActions = {
    onClose: vi.fn(),
    onFormatChange: vi.fn(),
    onStart: vi.fn(),
    onCancel: vi.fn(),
    onRetry: vi.fn(),
    onSavePartial: vi.fn(),
  }
  render(<ExportDialog snapshot={{ ...base, ...patch }} {...actions} />)
  return { dialog: screen.getByRole('dialog', { name: 'Export all rows' }), actions, user: userEvent.setup() }
}

describe('the "Export all rows" dialog', () => {
  it('idle: the format, rows and requests, the estimated credits and "Start export"', async () => {
    const { dialog, actions, user } = renderDialog({})
    expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeChecked()
    expect(within(dialog).getByText('312 rows in 4 requests')).toBeInTheDocument()
    expect(within(dialog).getByText('Estimated credits: about 10,428.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: 'JSON' }))
    expect(actions.onFormatChange).toHaveBeenCalledWith('json')
    await user.click(within(dialog).getByRole('button', { name: 'Start export' }))
    expect(actions.onStart).toHaveBeenCalledTimes(1)
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('idle without a total: unknown until the last page, credits per row', () => {
    const { dialog } = renderDialog({ estimate: { rows: null, requests: null, credits: null, creditsPerRow: 33 } })
    expect(within(dialog).getByText(/unknown until the last page/)).toBeInTheDocument()
    expect(within(dialog).getByText('Estimated credits: about 33 a row.')).toBeInTheDocument()
  })

  it('running with a total: progressbar values, "Fetched 200 of 312 rows", time left, Cancel', async () => {
    const { dialog, actions, user } = renderDialog({ phase: 'running', fetched: 200, total: 312, secondsLeft: 4, credits: 6633 })
    const bar = within(dialog).getByRole('progressbar', { name: 'Export progress' })
    expect(bar).toHaveAttribute('aria-valuenow', '200')
    expect(bar).toHaveAttribute('aria-valuemax', '312')
    expect(within(dialog).getByText('Fetched 200 of 312 rows')).toBeInTheDocument()
    expect(within(dialog).getByText('About 4 s left.')).toBeInTheDocument()
    expect(within(dialog).getByText('6,633 credits used so far.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(actions.onCancel).toHaveBeenCalledTimes(1)
  })

  it('running without a total: an indeterminate progressbar', () => {
    const { dialog } = renderDialog({ phase: 'running', fetched: 100, total: null })
    const bar = within(dialog).getByRole('progressbar')
    expect(bar).not.toHaveAttribute('aria-valuenow')
    expect(bar).not.toHaveAttribute('aria-valuemax')
    expect(within(dialog).getByText('Fetched 100 rows')).toBeInTheDocument()
  })

  it('waiting for the rate limit', () => {
    const { dialog } = renderDialog({ phase: 'waiting', fetched: 100, total: 312, waitSeconds: 12 })
    expect(within(dialog).getByRole('status')).toHaveTextContent('Waiting 12 s for the rate limit')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  })

  it('failed: the reason and "Try again"', async () => {
    const { dialog, actions, user } = renderDialog({ phase: 'failed', fetched: 200, total: 312, message: 'The server had a problem.' })
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The server had a problem.')
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(actions.onRetry).toHaveBeenCalledTimes(1)
  })

  it('stopped: the reason and "Save the N rows fetched so far"', async () => {
    const { dialog, actions, user } = renderDialog({ phase: 'stopped', fetched: 200, total: 312, message: 'The credit limit of this API key has been reached.' })
    expect(within(dialog).getByRole('alert')).toHaveTextContent('credit limit')
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save the 200 rows fetched so far' }))
    expect(actions.onSavePartial).toHaveBeenCalledTimes(1)
  })

  it('done: "Exported N rows", the file name, and a note when the data shifted', () => {
    const { dialog } = renderDialog({
      phase: 'done',
      fetched: 312,
      total: 312,
      fileName: 'defi-ratings-2026-11-22.csv',
      shifted: { duplicates: 1, totalChanged: false },
    })
    expect(within(dialog).getByRole('status')).toHaveTextContent('Exported 312 rows')
    expect(within(dialog).getByText(/defi-ratings-2026-11-22\.csv/)).toBeInTheDocument()
    expect(within(dialog).getByText(/data changed on the server/)).toBeInTheDocument()
  })

  it('one live region through the phases: running, then "Export cancelled", then "Exported N rows", said by the same element', () => {
    const { rerender } = render(<ExportDialog snapshot={{ ...base, phase: 'running', fetched: 100, total: 312 }} {...noActions} />)
    const region = within(screen.getByRole('dialog', { name: 'Export all rows' })).getByRole('status')
    expect(region).toHaveTextContent('Fetched 100 of 312 rows')

    rerender(<ExportDialog snapshot={{ ...base, phase: 'cancelled', fetched: 100, total: 312 }} {...noActions} />)
    expect(within(screen.getByRole('dialog')).getByRole('status')).toBe(region)
    expect(region).toHaveTextContent('Export cancelled. Nothing was saved and no more requests are sent.')

    rerender(<ExportDialog snapshot={{ ...base, phase: 'done', fetched: 312, total: 312 }} {...noActions} />)
    expect(within(screen.getByRole('dialog')).getByRole('status')).toBe(region)
    expect(region).toHaveTextContent('Exported 312 rows')
  })

  it('says nothing in the setup phase, and a pause by an alert', () => {
    const { rerender } = render(<ExportDialog snapshot={base} {...noActions} />)
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('')
    rerender(<ExportDialog snapshot={{ ...base, phase: 'failed', fetched: 100, total: 312, message: 'the server answered 500.' }} {...noActions} />)
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('')
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('The export paused: the server answered 500.')
  })
})
