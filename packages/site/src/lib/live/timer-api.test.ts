import { describe, expect, it } from 'vitest'
import { timerApiAddresses } from './timer-api'

const withBase = (timerApiBase: string | null) => ({ settings: { timerApiBase } })

describe("given a client's timerApiBase", () => {
  it('should give the clock and stream addresses of a venue, under a base with or without a path', () => {
    expect(timerApiAddresses(withBase('https://timer.example.com'), 'aleksandar-nikolic-hall')).toEqual({
      clock: 'https://timer.example.com/clock?venue=aleksandar-nikolic-hall',
      stream: 'https://timer.example.com/clock/stream?venue=aleksandar-nikolic-hall',
    })
    expect(timerApiAddresses(withBase('https://example.com/timer/'), 'hall')?.stream).toBe(
      'https://example.com/timer/clock/stream?venue=hall',
    )
  })

  it('should give nothing when the client has no timer API', () => {
    expect(timerApiAddresses(withBase(null), 'hall')).toBeUndefined()
    expect(timerApiAddresses(undefined, 'hall')).toBeUndefined()
  })
})
