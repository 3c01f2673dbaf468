import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog } from '../../../src/components/dialog/dialog'

function renderDialog(props: Partial<Parameters<typeof Dialog>[0]> = {}) {
  const onClose = vi.fn()
  render(
    <main>
      <button type="button">Opener</button>
      <Dialog title="Edit key" onClose={onClose} {...props}>
        <button type="button">First</button>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button">Last</button>
      </Dialog>
    </main>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Edit key' })
  const [startGuard, endGuard] = dialog.querySelectorAll<HTMLElement>('[data-focus-guard]')
  return { dialog, startGuard: startGuard!, endGuard: endGuard!, onClose }
}

describe('Dialog', () => {
  it('sends Tab past the last control round to the first, and Shift+Tab before the first to the last', () => {
    const { dialog, startGuard, endGuard } = renderDialog()
    const first = within(dialog).getByRole('button', { name: 'First' })
    const last = within(dialog).getByRole('button', { name: 'Last' })
    fireEvent.focus(endGuard, { relatedTarget: last })
    expect(first).toHaveFocus()
    fireEvent.focus(startGuard, { relatedTarget: first })
    expect(last).toHaveFocus()
  })

  it('passes the browser’s first focus on opening (from outside) to the first control, not the last', () => {
    const { dialog, startGuard } = renderDialog()
    fireEvent.focus(startGuard, { relatedTarget: screen.getByRole('button', { name: 'Opener', hidden: true }) })
    expect(within(dialog).getByRole('button', { name: 'First' })).toHaveFocus()
  })

  it('renders in place when asked, so a landmark around it keeps its controls', () => {
    render(
      <aside aria-label="Filters">
        <Dialog title="Filters" onClose={() => undefined} inPlace>
          <button type="button">Close filters</button>
        </Dialog>
      </aside>,
    )
    const aside = screen.getByRole('complementary', { name: 'Filters' })
    expect(within(aside).getByRole('dialog', { name: 'Filters' })).toBeInTheDocument()
  })

  it('closes on Escape through onClose', () => {
    const { dialog, onClose } = renderDialog()
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'First' }), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('stays open on Escape while closing is blocked', () => {
    const { dialog, onClose } = renderDialog({ closeBlocked: true })
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'First' }), { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog).toHaveAttribute('open')
  })
})
