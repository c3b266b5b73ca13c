// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, labels } from '@/lib/my-fantasy/test-support/render'
import { BudgetBar } from './budget-bar'

afterEach(cleanup)

const quota = { guard: 4, forward: 4, centre: 2 }

function figure(term: string) {
  const name = screen.getByText(term, { selector: 'dt' })
  return name.nextElementSibling?.textContent
}

describe('given the budget and quota bar', () => {
  it('should pair each figure with its name: credits left, each position against its quota, transfers', async () => {
    const { container } = render(
      <BudgetBar
        creditsLeft={12.5}
        picks={[{ position: 'guard' }, { position: 'guard' }, { position: 'centre' }]}
        quota={quota}
        transfersLeft={2}
        labels={labels}
        locale="en"
      />,
    )
    expect(figure('Credits left')).toBe('12.5')
    expect(figure('Guards')).toBe('2 of 4')
    expect(figure('Forwards')).toBe('0 of 4')
    expect(figure('Centres')).toBe('1 of 2')
    expect(figure('Free transfers')).toBe('2')
    await expectNoAxeViolations(container)
  })

  it('should say by how much the squad is over budget, in the fan’s language', () => {
    render(
      <BudgetBar creditsLeft={-3.5} picks={[]} quota={quota} transfersLeft="unlimited" labels={labels} locale="fr" />,
    )
    expect(figure('Credits left')).toBe('3,5 over budget')
    expect(figure('Free transfers')).toBe('Unlimited')
  })
})
