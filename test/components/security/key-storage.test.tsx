import { configure, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SafeExternalLink } from '../../../src/components/safe-external-link'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'

configure({ asyncUtilTimeout: 5000 })

const LIVE = 'https://api.settings-test.example'
const KEY = 'sr1-0123456789abcdef0123456789abcdef'

function allStored(storage: Storage): string {
  return Object.keys(storage)
    .map((name) => `${name}=${storage.getItem(name) ?? ''}`)
    .join('\n')
}

describe('the API key on this device', () => {
  it('is kept in localStorage only when "Remember on this device" is ticked', async () => {
    const seenKeys: (string | null)[] = []
    server.use(
      http.get(`${LIVE}/public/billing/api-keys`, ({ request }) => {
        seenKeys.push(request.headers.get('x-api-key'))
        expect(request.url).not.toContain(KEY)
        return HttpResponse.json([])
      }),
    )
    const { user } = renderRoute('/settings')
    await user.click(await screen.findByRole('radio', { name: 'Live API' }))
    const baseUrl = screen.getByLabelText('API base URL')
    await user.clear(baseUrl)
    await user.type(baseUrl, LIVE)
    await user.type(screen.getByLabelText('API key'), KEY)
    expect(screen.getByRole('checkbox', { name: 'Remember on this device' })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByText(/Connected: the key works/)).toBeInTheDocument()
    expect(seenKeys).toEqual([KEY])
    expect(allStored(localStorage)).not.toContain(KEY)
    expect(allStored(sessionStorage)).toContain(KEY)

    await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }))
    await user.type(screen.getByLabelText('API key'), KEY)
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    await screen.findByText(/Connected: the key works/)
    expect(allStored(localStorage)).toContain(KEY)

    await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }))
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    await screen.findByText(/Connected: the key works/)
    expect(allStored(localStorage), 'unticking removes it again').not.toContain(KEY)
  })
})

describe('links from API data', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '/relative/path', 'ftp://files.example.org/r.pdf'])(
    'renders %s as text, not as a link',
    (href) => {
      render(<SafeExternalLink href={href}>Report</SafeExternalLink>)
      expect(screen.queryByRole('link')).toBeNull()
      expect(screen.getByText(/Report/)).toBeInTheDocument()
    },
  )

  it('opens http(s) links in a new tab without opener or referrer', () => {
    render(<SafeExternalLink href="https://ratings.example.org/report.pdf">Report</SafeExternalLink>)
    const link = screen.getByRole('link', { name: /Report/ })
    expect(link).toHaveAttribute('href', 'https://ratings.example.org/report.pdf')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
