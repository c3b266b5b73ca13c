// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { englishLabels, gameAfter } from '@/lib/operator/test-support/console-fixture'
import { ConsoleScoreboard } from './console-scoreboard'

afterEach(cleanup)

const labels = englishLabels()
const homeFouls = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    type: 'foul' as const,
    teamId: 'BUD',
    playerId: `BUD${4 + index}`,
    kind: 'personal' as const,
  }))

describe('given the console scoreboard', () => {
  it('should put "Bonus" under the team that shoots, the opponents of the team with four team fouls', () => {
    render(<ConsoleScoreboard state={gameAfter(homeFouls(4))} offsetMs={0} connection="open" labels={labels} />)
    const bonus = screen.getAllByText(labels.bonus)
    expect(bonus).toHaveLength(1)
    expect(bonus[0]?.parentElement?.textContent).toContain('Split')
    expect(bonus[0]?.parentElement?.textContent).not.toContain('Budućnost VOLI')
  })

  it('should show no "Bonus" while neither team has four team fouls', () => {
    render(<ConsoleScoreboard state={gameAfter(homeFouls(3))} offsetMs={0} connection="open" labels={labels} />)
    expect(screen.queryByText(labels.bonus)).toBeNull()
  })
})
