import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { formatShotClock, ShotClock } from './shot-clock'

describe('given a shot clock in milliseconds', () => {
  it.each([
    [24_000, '24'],
    [14_000, '14'],
    [5_000, '5'],
    [4_999, '4.9'],
    [4_300, '4.3'],
    [100, '0.1'],
    [50, '0.0'],
    [0, '0'],
    [-20, '0'],
  ])('should show %i ms as %s', (milliseconds, expected) => {
    expect(formatShotClock(milliseconds)).toBe(expected)
  })
})

describe('given a running shot clock', () => {
  it('should be a timer named shot clock that is not expired', async () => {
    const { container } = render(<ShotClock milliseconds={14_000} />)
    const timer = screen.getByRole('timer', { name: 'Shot clock' })
    expect(timer.textContent).toBe('14')
    expect(timer.dataset['state']).toBe('running')
    await expectNoAxeViolations(container)
  })
})

describe('given an expired shot clock', () => {
  it('should say in words that it expired', async () => {
    const { container } = render(<ShotClock milliseconds={0} labels={{ expired: 'Время атаки истекло' }} />)
    expect(screen.getByRole('timer', { name: 'Shot clock' }).dataset['state']).toBe('expired')
    expect(screen.getByText('Время атаки истекло')).toBeTruthy()
    await expectNoAxeViolations(container)
  })
})

describe('given the shot-clock screen under five seconds', () => {
  it('should show tenths and mark the timer urgent only while time is left', () => {
    const { rerender } = render(<ShotClock size="screen" milliseconds={4_300} />)
    expect(screen.getByRole('timer', { name: 'Shot clock' }).textContent).toBe('4.3')
    rerender(<ShotClock size="screen" milliseconds={0} />)
    expect(screen.getByRole('timer', { name: 'Shot clock' }).dataset['state']).toBe('expired')
  })
})
