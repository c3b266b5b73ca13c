import { isCountryCode } from '@league/api/contract/team-application-form'
import { describe, expect, it } from 'vitest'
import { countries } from './countries'

describe('given the nationality list', () => {
  it('should name each country in the visitor’s language', () => {
    expect(countries('fr').find((country) => country.code === 'RS')?.name).toBe('Serbie')
    expect(countries('sr-Latn').find((country) => country.code === 'DE')?.name).toBe('Nemačka')
  })

  it('should sort by the names as the language sorts them', () => {
    const names = countries('sl').map((country) => country.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('sl').compare))
  })

  it('should offer only codes the API accepts, and no group of countries', () => {
    const codes = countries('en').map((country) => country.code)
    expect(codes.every(isCountryCode)).toBe(true)
    expect(codes).toContain('XK')
    expect(codes).not.toContain('EU')
    expect(codes.filter((code) => ['RS', 'CS', 'YU'].includes(code))).toEqual(['RS'])
    expect(codes.length).toBeGreaterThan(240)
  })
})
