import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { GradeRangeFilter } from '../../../src/features/infra/grade-range-filter'
import type { GradeFilterParams } from '../../../src/features/infra/grade-range'

function Harness({ initial = {} }: { initial?: GradeFilterParams }) {
  const [value, setValue] = useState<GradeFilterParams>(initial)
  return (
    <>
      <GradeRangeFilter value={value} onChange={(patch) => setValue((current) => ({ ...current, ...patch }))} />
      <pre data-testid="params">{JSON.stringify(value)}</pre>
    </>
  )
}

function params() {
  return JSON.parse(screen.getByTestId('params').textContent ?? '{}') as GradeFilterParams
}

function optionValues(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
}

describe('GradeRangeFilter', () => {
  it('is reached and set with the keyboard, and announces the range', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.tab()
    const best = screen.getByRole('combobox', { name: 'Best grade' })
    expect(best).toHaveFocus()
    await user.selectOptions(best, 'AA')
    await user.tab()
    const worst = screen.getByRole('combobox', { name: 'Worst grade' })
    expect(worst).toHaveFocus()
    await user.selectOptions(worst, 'BBB')
    expect(params()).toMatchObject({ rating_lte: 'AA', rating_gte: 'BBB' })
    expect(screen.getByRole('status')).toHaveTextContent('Grades from BBB to AA')
  })

  it('makes a crossed range impossible to enter', async () => {
    const user = userEvent.setup()
    render(<Harness initial={{ rating_gte: 'BBB' }} />)
    const best = screen.getByRole('combobox', { name: 'Best grade' })
    // Nothing worse than the worst end is offered as the best end, and vice versa.
    expect(optionValues(best)).toEqual(['', 'AAA', 'AA', 'A', 'BBB'])
    await user.selectOptions(best, 'A')
    const worst = screen.getByRole('combobox', { name: 'Worst grade' })
    expect(optionValues(worst)).toEqual(['', 'A', 'BBB', 'BB', 'B', 'CCC', 'CC', 'C', 'D'])
    expect(within(worst).queryByRole('option', { name: 'AA' })).not.toBeInTheDocument()
  })

  it('applies and clears the presets', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const verified = screen.getByRole('button', { name: 'Verified (A and better)' })
    const below = screen.getByRole('button', { name: 'Below investment grade (BB and worse)' })
    expect(verified).toHaveAttribute('aria-pressed', 'false')

    await user.click(verified)
    expect(params()).toMatchObject({ rating_gte: 'A' })
    expect(params().rating_lte).toBeUndefined()
    expect(verified).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('combobox', { name: 'Worst grade' })).toHaveValue('A')
    expect(screen.getByRole('status')).toHaveTextContent('Grades A and better')

    await user.click(below)
    expect(params()).toMatchObject({ rating_lte: 'BB' })
    expect(params().rating_gte).toBeUndefined()
    expect(below).toHaveAttribute('aria-pressed', 'true')
    expect(verified).toHaveAttribute('aria-pressed', 'false')

    await user.click(below)
    expect(screen.getByRole('status')).toHaveTextContent('All grades')
  })

  it('sets an exact grade in place of the range, and a range in place of it', async () => {
    const user = userEvent.setup()
    render(<Harness initial={{ rating_gte: 'BBB', rating_lte: 'AA' }} />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Exact grade' }), 'A')
    expect(params()).toMatchObject({ rating: 'A' })
    expect(params().rating_gte).toBeUndefined()
    expect(params().rating_lte).toBeUndefined()
    expect(screen.getByRole('status')).toHaveTextContent('Exactly A')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Worst grade' }), 'B')
    expect(params()).toMatchObject({ rating_gte: 'B' })
    expect(params().rating).toBeUndefined()
    expect(screen.getByRole('combobox', { name: 'Exact grade' })).toHaveValue('')
  })
})
