import { describe, expect, it } from 'vitest'
import { estimateOffset, messageSample, roundTripSample, SAMPLE_LIFETIME_MS } from './server-offset'

// The server's clock is 250 ms ahead of the browser's in every case; messages reach the page late by
// different amounts (a busy page handles a message late), and round trips take a few milliseconds.
const ahead = 250

describe('given messages stamped with the server time', () => {
  it('should take the least delayed one', () => {
    const samples = [messageSample(10_000 + ahead, 10_080), messageSample(12_000 + ahead, 12_004)]
    expect(estimateOffset(samples, 12_004)).toBe(ahead - 4)
  })

  it('should give no estimate without a sample', () => {
    expect(estimateOffset([], 0)).toBeNull()
  })
})

describe('given round trips as well', () => {
  it('should take the upper end of the interval every sample allows: the answer is stamped on arrival', () => {
    // Sent at 20 000, stamped 1 ms later, back 40 ms after that (the server's work and a busy page): the
    // offset lies in [210, 251], and the stamp was taken 1 ms after sending.
    const samples = [messageSample(10_000 + ahead, 10_120), roundTripSample(20_001 + ahead, 20_000, 20_041)]
    expect(estimateOffset(samples, 20_041)).toBe(ahead + 1)
  })

  it('should keep the tightest upper bound of all round trips', () => {
    const samples = [roundTripSample(1_010 + ahead, 1_000, 1_030), roundTripSample(2_002 + ahead, 2_000, 2_004)]
    // [240, 260] ∩ [248, 252] = [248, 252].
    expect(estimateOffset(samples, 2_004)).toBe(ahead + 2)
  })
})

describe('edge cases', () => {
  it('should forget samples older than ten minutes', () => {
    const samples = [messageSample(1_000 + ahead, 1_000), messageSample(2_000 + 100, 2_000)]
    expect(estimateOffset(samples, 1_000 + SAMPLE_LIFETIME_MS + 1)).toBe(100)
  })

  it('should follow the newest sample when a stepped clock makes the samples contradict each other', () => {
    // The browser's clock was set back by a second between the two round trips.
    const samples = [roundTripSample(1_002 + ahead, 1_000, 1_004), roundTripSample(1_002 + ahead, 0, 4)]
    expect(estimateOffset(samples, 4)).toBe(ahead + 1_002)
  })
})
