import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { playByPlay22_6 } from '../../fixtures/game-22-6'
import { expectNoAxeViolations } from '../../test/axe'
import { PlayByPlay, type PlayByPlayTeamFilter } from './play-by-play'

const teams = { home: { name: 'Zadar', shortName: 'ZAD' }, away: { name: 'SC Derby', shortName: 'SCD' } }

describe('given the play-by-play of Zadar – SC Derby', () => {
  // Large tables: axe and role queries take seconds in jsdom on a busy machine.
  it('should group the events by period under headings', { timeout: 30_000 }, async () => {
    const { container } = render(<PlayByPlay events={playByPlay22_6} {...teams} defaultPeriod={1} />)
    expect(screen.getByRole('heading', { name: 'Quarter 1' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Quarter 2' })).toBeNull()
    expect(screen.getAllByRole('listitem')).toHaveLength(playByPlay22_6.filter((event) => event.period === 1).length)
    await expectNoAxeViolations(container)
  })

  it('should mark scoring plays in words, not by colour alone', { timeout: 30_000 }, () => {
    render(<PlayByPlay events={playByPlay22_6} {...teams} defaultPeriod={1} />)
    // Božić's two free throws at 9:25 open the scoring: 1–0, then 2–0.
    const first = screen.getAllByRole('listitem').find((row) => row.textContent?.includes('1–0'))
    expect(first?.textContent).toContain('Luka Božić makes free throw 1 of 2')
    expect(within(first as HTMLElement).getByText('Scoring play, 1 points')).toBeTruthy()
  })
})

describe('given a filter by team and then by period', () => {
  it('should show only that team’s events of that period and report both choices', { timeout: 30_000 }, async () => {
    const user = userEvent.setup()
    const onTeamChange = vi.fn<(team: PlayByPlayTeamFilter) => void>()
    render(<PlayByPlay events={playByPlay22_6} {...teams} onTeamChange={onTeamChange} />)
    await user.click(screen.getByRole('button', { name: 'SC Derby' }))
    await user.click(screen.getByRole('button', { name: 'Quarter 3' }))
    expect(onTeamChange).toHaveBeenCalledWith('away')
    const expected = playByPlay22_6.filter((event) => event.team === 'away' && event.period === 3)
    const rows = screen.getAllByRole('listitem')
    expect(rows).toHaveLength(expected.length)
    for (const row of rows) {
      expect(within(row).getByTitle('SC Derby')).toBeTruthy()
    }
    expect(screen.getByRole('button', { name: 'Quarter 3' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('should say so when nothing matches', () => {
    render(<PlayByPlay events={[]} {...teams} />)
    expect(screen.getByText('No events match these filters.')).toBeTruthy()
  })
})
