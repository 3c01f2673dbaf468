import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CopyButton } from '../../../src/components/copy-button'

describe('CopyButton', () => {
  it('copies the text and says so politely', async () => {
    const user = userEvent.setup()
    render(<CopyButton text="0xabc" copiedMessage="Link copied">Copy link</CopyButton>)
    expect(screen.getByRole('status')).toHaveTextContent('')
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(screen.getByRole('status')).toHaveTextContent('Link copied')
    await expect(navigator.clipboard.readText()).resolves.toBe('0xabc')
  })

  it('on a refused clipboard says why, shows the fallback and tells the owner', async () => {
    const user = userEvent.setup()
    const onFailed = vi.fn()
    render(
      <CopyButton text="0xabc" failedMessage="Select it instead" failedContent={<input aria-label="The address" readOnly value="0xabc" />} onFailed={onFailed}>
        Copy
      </CopyButton>,
    )
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'))
    expect(screen.queryByRole('textbox', { name: 'The address' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(screen.getByRole('status')).toHaveTextContent('Select it instead')
    expect(screen.getByRole('textbox', { name: 'The address' })).toHaveValue('0xabc')
    expect(onFailed).toHaveBeenCalledTimes(1)
  })

  it('shows no message for a text other than the one copied', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<CopyButton text="/defi?page=1">Copy link</CopyButton>)
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(screen.getByRole('status')).toHaveTextContent('Copied')
    rerender(<CopyButton text="/defi?page=2">Copy link</CopyButton>)
    expect(screen.getByRole('status')).toHaveTextContent('')
  })
})
