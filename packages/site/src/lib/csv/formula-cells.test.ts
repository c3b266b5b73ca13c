import { describe, expect, it } from 'vitest'
import { csvText } from './csv-file'
import { neutraliseFormula } from './formula-cells'

describe('given a cell a spreadsheet would run as a formula', () => {
  it.each([
    ['=HYPERLINK("http://attacker.invalid","Click")', `'=HYPERLINK("http://attacker.invalid","Click")`],
    ['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
    ['@SUM(1+9)*cmd|" /C calc"!A0', `'@SUM(1+9)*cmd|" /C calc"!A0`],
    ['-2+3', "'-2+3"],
    ['-1+1|cmd', "'-1+1|cmd"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('should prefix %j with a single quote', (cell, expected) => {
    expect(neutraliseFormula(cell)).toBe(expected)
  })
})

describe('given a cell that is plain text or a number', () => {
  it.each(['Budućnost VOLI', '-2', '+207', '-3.5', '-3,5', '2\u00a0187', '45.3%', '45,3\u00a0%', 'W2', "O'Neal"])(
    'should leave %j as it is',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(cell)
    },
  )

  it('should leave numbers numbers, negative ones included', () => {
    expect(neutraliseFormula(-2)).toBe(-2)
    expect(neutraliseFormula(3.5)).toBe(3.5)
  })
})

describe('given a table with a formula in a name and in the header', () => {
  it('should write the neutralised cells, quoted where CSV needs it, and keep the numbers', () => {
    const text = csvText({
      header: ['Player', '@PTS', '+/-'],
      rows: [['=HYPERLINK("http://attacker.invalid","Click")', '12', '-2']],
    })
    expect(text).toBe('\uFEFFPlayer,\'@PTS,\'+/-\r\n"\'=HYPERLINK(""http://attacker.invalid"",""Click"")",12,-2\r\n')
  })
})
