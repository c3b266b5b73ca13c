import { describe, expect, it } from 'vitest'
import { isCalendarDate, scheduleQueryOf } from './schedule-query'

describe('given a date from the schedule’s query string', () => {
  it.each([
    ['2023-06-22', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-13-01', false],
    ['garbage', false],
    ['2023-6-22', false],
    ['', false],
  ])('should read %j as a calendar day: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected)
  })
})

describe('given the schedule’s query string', () => {
  it('should keep real days and the team', () => {
    expect(scheduleQueryOf({ from: '2023-06-10', to: '2023-06-22', team: 'partizan' })).toEqual({
      from: '2023-06-10',
      to: '2023-06-22',
      team: 'partizan',
      ignored: [],
    })
  })

  it('should leave out a value that is not a day and name it', () => {
    expect(scheduleQueryOf({ from: 'garbage', to: '2023-13-45' })).toEqual({ ignored: ['garbage', '2023-13-45'] })
  })

  it('should take the first of a repeated parameter and treat empty fields as absent', () => {
    expect(scheduleQueryOf({ from: ['2023-06-10', 'x'], to: '', team: '' })).toEqual({
      from: '2023-06-10',
      ignored: [],
    })
  })
})
