import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getMockControls, NODE_DEFAULT_CONTROLS } from '../../../src/mocks/controls'
import { renderRoute } from '../../render'

configure({ asyncUtilTimeout: 5000 })

describe('Simulate problems (demo Settings)', () => {
  it('drives the mock backend: latency, error rate and rate limit, then restores normal behaviour', async () => {
    const { user } = renderRoute('/settings')
    const panel = await screen.findByRole('region', { name: 'Simulate problems' })
    const latency = within(panel).getByLabelText('Added latency (ms)')
    const errors = within(panel).getByLabelText('Error rate (%)')
    const limit = within(panel).getByLabelText('Rate limit (requests per minute)')
    await waitFor(() => expect(latency).toBeEnabled())
    expect(latency).toHaveValue(NODE_DEFAULT_CONTROLS.latencyMs)

    await user.clear(latency)
    await user.type(latency, '750')
    await user.clear(errors)
    await user.type(errors, '25')
    await user.clear(limit)
    await user.type(limit, '5')
    await user.click(within(panel).getByRole('button', { name: 'Apply' }))
    expect(await within(panel).findByText(/Applied: 750 ms added latency, 25 % errors, 5 requests per minute/)).toBeInTheDocument()
    expect(getMockControls()).toEqual({ latencyMs: 750, errorRate: 0.25, rateLimitPerMinute: 5 })

    await user.clear(limit)
    await user.click(within(panel).getByRole('button', { name: 'Apply' }))
    expect(getMockControls().rateLimitPerMinute).toBeNull()

    await user.click(within(panel).getByRole('button', { name: 'Restore normal behaviour' }))
    expect(await within(panel).findByText(/Normal behaviour restored/)).toBeInTheDocument()
    expect(getMockControls()).toEqual(NODE_DEFAULT_CONTROLS)
    expect(latency).toHaveValue(NODE_DEFAULT_CONTROLS.latencyMs)
  })

  it('refuses values out of range with a message and changes nothing', async () => {
    const { user } = renderRoute('/settings')
    const panel = await screen.findByRole('region', { name: 'Simulate problems' })
    const errors = within(panel).getByLabelText('Error rate (%)')
    await waitFor(() => expect(errors).toBeEnabled())
    await user.clear(errors)
    await user.type(errors, '150')
    await user.click(within(panel).getByRole('button', { name: 'Apply' }))
    expect(await within(panel).findByText(/error rate from 0 to 100/)).toBeInTheDocument()
    expect(getMockControls()).toEqual(NODE_DEFAULT_CONTROLS)
  })
})
