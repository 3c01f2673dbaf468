import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../render'

configure({ asyncUtilTimeout: 5000 })

/**
 * The controls that fit the screen (issue 17): the phone "Menu" disclosure
 * and the collapsible filter sidebar. jsdom has no layout, so what CSS shows
 * at which width is left to test/e2e/layout.spec.ts; here the states, names
 * and the remembered choice.
 */
describe('Menu disclosure of the main navigation', () => {
  it('toggles aria-expanded, closes on Escape with focus back on the button, and on following a link', async () => {
    const { user, router } = renderRoute('/settings')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const menu = within(nav).getByRole('button', { name: 'Menu' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '')
    expect(list, 'the button controls the list of links').not.toBeNull()
    expect(within(list as HTMLElement).getByRole('link', { name: 'DeFi' })).toBeInTheDocument()

    await user.click(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(menu).toHaveFocus()

    await user.click(menu)
    await user.click(within(nav).getByRole('link', { name: 'API keys' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/keys'))
    // The shell re-renders for the new page once its route has loaded.
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'))
  })
})

describe('collapsible filter sidebar', () => {
  it('"Hide filters" folds the Filters landmark away, "Show filters" brings it back, and the choice is remembered', async () => {
    localStorage.clear()
    const first = renderRoute('/infra')
    const hide = await screen.findByRole('button', { name: 'Hide filters' })
    expect(hide).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeVisible()

    await first.user.click(hide)
    const show = screen.getByRole('button', { name: 'Show filters' })
    expect(show).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull()
    first.unmount()

    const second = renderRoute('/alerts')
    const remembered = await screen.findByRole('button', { name: 'Show filters' })
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull()
    await second.user.click(remembered)
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeVisible()
    second.unmount()
    localStorage.clear()
  })
})
