import { describe, expect, it } from 'vitest'
import { isHexColor } from './hex-color.ts'

describe('given a brand colour', () => {
  it.each(['#fff', '#F60', '#0b1f3a'])('should accept %s', (value) => {
    expect(isHexColor(value)).toBe(true)
  })

  it.each(['navy', '#12345', '#1234567', 'rgb(0,0,0)', '#ggg', ''])('should reject %j', (value) => {
    expect(isHexColor(value)).toBe(false)
  })
})
