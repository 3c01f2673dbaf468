import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PrintReportButton } from '../../../src/components/print/print-report-button'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('PrintReportButton', () => {
  it('opens the browser print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    render(
      <MemoryRouter initialEntries={['/defi/some-platform/0xabc']}>
        <PrintReportButton />
      </MemoryRouter>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Print report' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('carries a line for paper with the page address and the date printed', () => {
    render(
      <MemoryRouter initialEntries={['/infra/some-provider?x=1']}>
        <PrintReportButton />
      </MemoryRouter>,
    )
    const line = screen.getByText(/Ratings Dashboard report/)
    expect(line).toHaveTextContent(`${window.location.origin}/infra/some-provider?x=1`)
    expect(line).toHaveTextContent(new RegExp(`printed .*${new Date().getFullYear()}`))
  })

  it('dates the print when printing starts, in the DOM before the browser lays the page out', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-01T12:00:00Z') })
    render(
      <MemoryRouter initialEntries={['/infra/some-provider']}>
        <PrintReportButton />
      </MemoryRouter>,
    )
    const line = screen.getByText(/Ratings Dashboard report/)
    expect(line).toHaveTextContent(/printed .*2025/)

    vi.setSystemTime(new Date('2027-06-01T12:00:00Z'))
    // Outside act on purpose: what the event leaves in the DOM is what the browser prints.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT')
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
    try {
      window.dispatchEvent(new Event('beforeprint'))
      expect(line).toHaveTextContent(/printed .*2027/)
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment)
    }
  })
})
