import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../src/mocks/node'
import { renderRoute } from '../../render'

configure({ asyncUtilTimeout: 5000 })

const KEY = 'sr1-0123456789abcdef0123456789abcdef'

describe('the API base URL on Settings', () => {
  it('accepts a same-origin path such as /api, as the README reverse-proxy recipe builds it', async () => {
    const seen: string[] = []
    server.use(
      http.get('*/api/public/billing/api-keys', ({ request }) => {
        seen.push(new URL(request.url).pathname)
        return HttpResponse.json([])
      }),
    )
    const { user } = renderRoute('/settings')
    await user.click(await screen.findByRole('radio', { name: 'Live API' }))
    const baseUrl = screen.getByLabelText('API base URL')
    await user.clear(baseUrl)
    await user.type(baseUrl, '/api')
    expect(baseUrl, 'the browser does not refuse the form over a relative URL').toBeValid()
    await user.type(screen.getByLabelText('API key'), KEY)
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByText(/Connected: the key works/)).toBeInTheDocument()
    expect(seen).toEqual(['/api/public/billing/api-keys'])
  })
})
