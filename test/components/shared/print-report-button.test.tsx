import { lazy } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeferredChart } from '../../../src/components/charts/deferred-chart'
import { PrintReportButton } from '../../../src/components/print/print-report-button'
import { stubIntersectionObserver } from '../../support/intersection-observer'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// Stands for a chart whose code is a lazy chunk still on its way when the button is pressed.
let arrive: () => void = () => {}
const LateChart = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      arrive = () => resolve({ default: () => <svg role="img" aria-label="Below the fold" /> })
    }),
)

describe('PrintReportButton', () => {
  it('draws a chart that never neared the viewport, waits for its code, and only then opens the print', async () => {
    stubIntersectionObserver()
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    render(
      <MemoryRouter initialEntries={['/defi/some-platform/0xabc?tab=1']}>
        <PrintReportButton />
        <DeferredChart height={200}>
          <LateChart />
        </DeferredChart>
      </MemoryRouter>,
    )
    expect(screen.queryByRole('img', { name: 'Below the fold' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Print report' }))
    // The chart's code has not arrived: no print yet.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(print).not.toHaveBeenCalled()

    arrive()
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    expect(screen.getByRole('img', { name: 'Below the fold' })).toBeInTheDocument()
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
})
