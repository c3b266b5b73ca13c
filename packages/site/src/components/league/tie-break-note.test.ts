import type { TieBreakExplanation } from '@league/api/contract/standings'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import english from '../../../messages/en.json'
import serbian from '../../../messages/sr.json'
import { tieBreakNote, type TieBreakTranslator } from './tie-break-note'

function translator(locale: 'en' | 'sr'): TieBreakTranslator {
  const messages = locale === 'en' ? english : serbian
  return createTranslator({ locale, messages, namespace: 'Standings.tieBreak' }) as unknown as TieBreakTranslator
}

// ABA 2022-23: Borac and MZT Skopje Aerodrom both on 33 points, Borac won both meetings.
const borac: TieBreakExplanation = {
  steps: [
    {
      criterion: 'head-to-head-classification-points',
      provisional: false,
      behind: [],
      aheadOf: ['MZT Skopje Aerodrom'],
      values: [
        { team: 'Borac', value: 4, isThisTeam: true },
        { team: 'MZT Skopje Aerodrom', value: 2, isThisTeam: false },
      ],
    },
  ],
  levelWith: [],
}

const threeWay: TieBreakExplanation = {
  steps: [
    {
      criterion: 'head-to-head-point-difference',
      provisional: true,
      behind: ['Partizan'],
      aheadOf: ['Cedevita Olimpija'],
      values: [
        { team: 'Partizan', value: 12, isThisTeam: false },
        { team: 'Budućnost', value: -3, isThisTeam: true },
        { team: 'Cedevita Olimpija', value: -9, isThisTeam: false },
      ],
    },
  ],
  levelWith: ['Igokea'],
}

describe('given the tie-breaks that placed a team', () => {
  it('should say them in English as the engine does', () => {
    expect(tieBreakNote(borac, translator('en'), 'en')).toBe(
      'ahead of MZT Skopje Aerodrom on head-to-head classification points, 4 to 2',
    )
  })

  it('should say them in Serbian with no English word left', () => {
    const note = tieBreakNote(borac, translator('sr'), 'sr-Latn')
    expect(note).toBe('ispred MZT Skopje Aerodrom (bodovi u međusobnim utakmicama: 4:2)')
  })

  it('should list a three-way group with signed differences, the provisional word and the level team', () => {
    expect(tieBreakNote(threeWay, translator('en'), 'en')).toBe(
      'provisionally behind Partizan and ahead of Cedevita Olimpija on head-to-head point difference, ' +
        'Partizan +12, Budućnost -3, Cedevita Olimpija -9; then level with Igokea on every tie-break criterion',
    )
  })

  it('should give no note to a team no tie-break placed', () => {
    expect(tieBreakNote(null, translator('sr'), 'sr-Latn')).toBeNull()
  })
})
