import { describe, expect, it } from 'vitest'
import { freeThrowAttempt, subtypeKey } from './play-description'

describe('given play subtypes as the 2022-23 play-by-play spells them', () => {
  it.each([
    ['jump shot', 'jumpShot'],
    ['drivinglayup', 'drivingLayup'],
    ['alleyoop', 'alleyOop'],
    ['bad pass', 'badPass'],
    ['outofbounds', 'outOfBounds'],
    ['3sec', 'threeSeconds'],
    ['24sec', 'shotClock'],
  ])('should map "%s" to the message %s', (subtype, key) => {
    expect(subtypeKey(subtype)).toBe(key)
  })

  it('should leave unknown subtypes untranslated rather than show English', () => {
    expect(subtypeKey('something new')).toBeUndefined()
    expect(subtypeKey(null)).toBeUndefined()
  })
})

describe('given free-throw subtypes', () => {
  it('should read the attempt with or without spaces', () => {
    expect(freeThrowAttempt('1 of 2')).toEqual({ made: 1, total: 2 })
    expect(freeThrowAttempt('1of1')).toEqual({ made: 1, total: 1 })
  })

  it('should ignore other subtypes', () => {
    expect(freeThrowAttempt('jump shot')).toBeUndefined()
  })
})
