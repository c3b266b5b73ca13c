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

const event = (id: string, period: number, team: 'home' | 'away') => ({
  id,
  period,
  clock: '4:00',
  team,
  description: 'Rebound',
  homeScore: 80,
  awayScore: 80,
  points: 0,
})

describe('given a game that went to overtime', () => {
  const events = [event('1', 1, 'home'), event('2', 4, 'away'), event('3', 5, 'home'), event('4', 6, 'away')]

  it('should offer the four quarters and one overtime choice that takes every overtime', async () => {
    const user = userEvent.setup()
    render(<PlayByPlay events={events} {...teams} />)
    const quarters = screen.getByRole('group', { name: 'Quarter' })
    expect(
      within(quarters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Q1Quarter 1', 'Q2Quarter 2', 'Q3Quarter 3', 'Q4Quarter 4', 'OTOvertime'])
    await user.click(within(quarters).getByRole('button', { name: 'Overtime' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('heading', { name: 'Overtime 2' })).toBeTruthy()
  })

  it('should offer no overtime choice for a game decided in regulation', () => {
    render(<PlayByPlay events={events.slice(0, 2)} {...teams} />)
    expect(screen.queryByRole('button', { name: 'Overtime' })).toBeNull()
    expect(screen.getByRole('group', { name: 'Team' })).toBeTruthy()
  })
})
