import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import en from '../../../../messages/en.json'
import sr from '../../../../messages/sr.json'
import { headToHeadLine } from './head-to-head-line'

const clubs = { home: { name: 'Partizan' }, away: { name: 'Budućnost VOLI' } } as const
const noRecord = { won: 0, lost: 0, pointsFor: 0, pointsAgainst: 0, averageMargin: null }

function line(messages: typeof en, body: Parameters<typeof headToHeadLine>[0]) {
  const t = createTranslator({ locale: 'en', messages, namespace: 'Game' })
  return headToHeadLine(body, (key, values) => t(key, values))
}

describe('given two clubs that have never met', () => {
  const body = { ...clubs, homeRecord: noRecord, meetings: [] } as unknown as Parameters<typeof headToHeadLine>[0]

  it('should say it is their first meeting, not a record of no wins and no losses', () => {
    expect(line(en, body)).toBe('First meeting: Partizan and Budućnost VOLI have not played each other before.')
    expect(line(en, body)).not.toMatch(/0 wins/)
  })

  it('should say so in Serbian too', () => {
    expect(line(sr, body)).toMatch(/^Prvi susret: Partizan i Budućnost VOLI/)
  })
})

describe('given clubs with earlier meetings', () => {
  it("should give the home club's record in them", () => {
    const body = {
      ...clubs,
      homeRecord: { ...noRecord, won: 2, lost: 1 },
      meetings: [{}, {}, {}],
    } as unknown as Parameters<typeof headToHeadLine>[0]
    expect(line(en, body)).toBe('Partizan: 2 wins, 1 loss in earlier meetings.')
  })
})
