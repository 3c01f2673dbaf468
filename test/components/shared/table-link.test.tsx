import { fireEvent, render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { TableLink, TableNavigateProvider } from '../../../src/components/list/table-link'

function renderLinks() {
  const router = createMemoryRouter(
    [
      {
        path: '/defi',
        element: (
          <TableNavigateProvider>
            <TableLink to="/defi/sablecourt">Sablecourt</TableLink>
          </TableNavigateProvider>
        ),
      },
      { path: '/defi/:slug', element: <h1>Platform page</h1> },
    ],
    { initialEntries: ['/defi'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('TableLink', () => {
  it('is a real link to its path and navigates in the app on a plain click', async () => {
    const router = renderLinks()
    const link = screen.getByRole('link', { name: 'Sablecourt' })
    expect(link).toHaveAttribute('href', '/defi/sablecourt')
    fireEvent.click(link)
    expect(await screen.findByRole('heading', { name: 'Platform page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/defi/sablecourt')
  })

  it('leaves a modified click (new tab, new window) to the browser', () => {
    const router = renderLinks()
    const link = screen.getByRole('link', { name: 'Sablecourt' })
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      const followed = fireEvent.click(link, modifier)
      // fireEvent returns false when a handler called preventDefault.
      expect(followed).toBe(true)
    }
    expect(router.state.location.pathname).toBe('/defi')
  })

  it('is a router link outside a table', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <TableLink to="/infra">Infrastructure</TableLink> },
        { path: '/infra', element: <h1>Infra page</h1> },
      ],
      { initialEntries: ['/'] },
    )
    render(<RouterProvider router={router} />)
    fireEvent.click(screen.getByRole('link', { name: 'Infrastructure' }))
    expect(await screen.findByRole('heading', { name: 'Infra page' })).toBeInTheDocument()
  })
})
