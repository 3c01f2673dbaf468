import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { baseGradeIndex, baseGrade } from '../../../src/lib/grades'
import { server } from '../../../src/mocks/node'
import { currentUrl, renderRoute } from '../../render'

async function findTable() {
  const table = await screen.findByRole('table', { name: 'Infrastructure provider ratings' }, { timeout: 8000 })
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), { timeout: 8000 })
  return table
}

function bodyRows(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1)
}

function gradesIn(table: HTMLElement) {
  // The Rating column is the second; the badge prints the grade as text first.
  return bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]!.querySelector('.grade-text')!.textContent!)
}

describe('infrastructure ratings /infra', () => {
  it('lists providers with the contract columns, the default sort shown in aria-sort, and links to each provider', async () => {
    const { requests } = renderRoute('/infra')
    const table = await findTable()
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim())
    expect(headers).toEqual(['Provider', 'Rating', 'Rated', 'Rated since', 'Version'])
    expect(within(table).getByRole('columnheader', { name: /Rating/ })).toHaveAttribute('aria-sort', 'descending')
    expect(within(table).getByRole('columnheader', { name: /Provider/ })).toHaveAttribute('aria-sort', 'none')
    expect(bodyRows(table)).toHaveLength(10)

    const link = within(bodyRows(table)[0]!).getByRole('link')
    expect(link.getAttribute('href')).toMatch(/^\/infra\/[a-z0-9]+(-[a-z0-9]+)*$/)

    const listRequests = requests.filter((r) => r.path === '/ratings/infra')
    expect(listRequests).toHaveLength(1)
    expect(Object.fromEntries(listRequests[0]!.search)).toMatchObject({ sort: 'rating', order: 'desc', limit: '10', offset: '0' })
    // Best first, as on /defi: grades never get worse down the page.
    const grades = gradesIn(table).map((g) => baseGradeIndex(baseGrade(g)!))
    expect(grades).toEqual(grades.toSorted((a, b) => a - b))
  })

  it('opens a shared grade range with only grades from BBB to AA, notched ones included', async () => {
    const { requests } = renderRoute('/infra?rating_gte=BBB&rating_lte=AA&limit=100')
    const table = await findTable()
    expect(screen.getByRole('combobox', { name: 'Best grade' })).toHaveValue('AA')
    expect(screen.getByRole('combobox', { name: 'Worst grade' })).toHaveValue('BBB')
    expect(within(screen.getByRole('complementary', { name: 'Filters' })).getByText('Grades from BBB to AA', { selector: '[role=status]' })).toBeInTheDocument()
    const grades = gradesIn(table)
    expect(grades.length).toBeGreaterThan(0)
    for (const grade of grades) expect(['AA', 'A', 'BBB']).toContain(baseGrade(grade))
    expect(grades.some((grade) => /[+-]$/.test(grade))).toBe(true)
    const sent = requests.find((r) => r.path === '/ratings/infra')!
    expect(sent.search.get('rating_gte')).toBe('BBB')
    expect(sent.search.get('rating_lte')).toBe('AA')
  })

  it('applies a preset to the URL and starts again at the first page', async () => {
    const { user, router } = renderRoute('/infra?offset=10')
    await findTable()
    await user.click(screen.getByRole('button', { name: 'Verified (A and better)' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/infra?rating_gte=A'), { timeout: 5000 })
    // The chip comes with the view's render of the URL; the rows with its answer.
    expect(await screen.findByRole('button', { name: 'Remove filter Grades A and better' })).toBeInTheDocument()
    const table = await findTable()
    for (const grade of gradesIn(table)) expect(['AAA', 'AA', 'A']).toContain(baseGrade(grade))

    await router.navigate(-1)
    await waitFor(() => expect(currentUrl(router)).toBe('/infra?offset=10'), { timeout: 5000 })
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Verified (A and better)' })).toHaveAttribute('aria-pressed', 'false'),
      { timeout: 5000 },
    )
  })

  it('drops a crossed range from the URL before any request and says so', async () => {
    const { requests, router } = renderRoute('/infra?rating_gte=AA&rating_lte=BBB')
    await findTable()
    expect(screen.getByText(/Ignored invalid parameter: rating_lte=BBB/)).toBeInTheDocument()
    await waitFor(() => expect(currentUrl(router)).toBe('/infra?rating_gte=AA'), { timeout: 5000 })
    expect(requests.filter((r) => r.path === '/ratings/infra').every((r) => !r.search.has('rating_lte'))).toBe(true)
  })

  it('sorts by provider name on the server', async () => {
    const { user, router, requests } = renderRoute('/infra')
    await findTable()
    await user.click(screen.getByRole('button', { name: /^Provider/ }))
    await waitFor(() => expect(currentUrl(router)).toBe('/infra?sort=name'), { timeout: 5000 })
    // The view asks once it has rendered the URL; the rows follow the answer.
    await waitFor(() => expect(requests.at(-1)!.search.get('sort')).toBe('name'))
    const table = await findTable()
    expect(within(table).getByRole('columnheader', { name: /Provider/ })).toHaveAttribute('aria-sort', 'ascending')
    const names = bodyRows(table).map((row) => within(row).getByRole('link').textContent!)
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)))
  })

  it('shows each top group as a share of its maximum when chosen', async () => {
    const { user } = renderRoute('/infra')
    const table = await findTable()
    expect(within(table).queryByRole('columnheader', { name: /Reliability/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Columns/ }))
    await user.click(screen.getByRole('checkbox', { name: 'Reliability (%)' }))
    expect(within(table).getByRole('columnheader', { name: 'Reliability (%)' })).toBeInTheDocument()
    const cell = within(bodyRows(table)[0]!).getAllByRole('cell').at(-1)!
    expect(cell.textContent).toMatch(/^\d{1,3}%$/)
  })

  it('says when no provider matches, with a way to reset the filters', async () => {
    server.use(http.get('*/ratings/infra', () => HttpResponse.json({ data: [], pagination: { total_count: 0, limit: 10, offset: 0 } })))
    const { user, router } = renderRoute('/infra?rating=D&version=v9')
    expect(await screen.findByRole('heading', { name: 'No providers match these filters' }, { timeout: 8000 })).toBeInTheDocument()
    const status = screen.getByRole('heading', { name: 'No providers match these filters' }).parentElement!
    await user.click(within(status).getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(currentUrl(router)).toBe('/infra'), { timeout: 5000 })
  })
})
