import { describe, expect, it } from 'vitest'
import { searchFold, slugify, transliterateCyrillic } from '../../src/import/names/fold.ts'
import { realName, transferDiacritics } from '../../src/import/names/real-name.ts'

describe('given an ASCII-folded box-score surname and the play-by-play surname', () => {
  it.each([
    ['Dzordzevic', 'ĐORĐEVIĆ', 'Đorđević'],
    ['Bozic', 'BOŽIĆ', 'Božić'],
    ['Avramovic', 'AVRAMOVIĆ', 'Avramović'],
    ['Andzusic', 'ANĐUŠIĆ', 'Anđušić'],
    ['Kedzo', 'KEDŽO', 'Kedžo'],
    ['Djokovic', 'ĐOKOVIĆ', 'Đoković'],
    ['Mesicek', 'MESIČEK', 'Mesiček'],
  ])('should respell %s as %s → %s', (ascii, playByPlay, expected) => {
    expect(transferDiacritics(ascii, playByPlay)).toBe(expected)
  })

  it('should refuse to respell a different surname', () => {
    expect(transferDiacritics('Bozic', 'BOŽOVIĆ')).toBeNull()
  })
})

describe('given a box-score name and a play-by-play name', () => {
  it.each([
    ['Stefan Dzordzevic', 'ĐORĐEVIĆ S', 'Stefan Đorđević', 'Stefan', 'Đorđević'],
    ['Luka Bozic', 'BOŽIĆ L', 'Luka Božić', 'Luka', 'Božić'],
    ['Ziga Daneu', 'DANEU Ž', 'Žiga Daneu', 'Žiga', 'Daneu'],
    ['Marko Jagodic Kuridza', 'JAGODIĆ KURIDŽA M', 'Marko Jagodić Kuridža', 'Marko', 'Jagodić Kuridža'],
    ['Dzordze Curcic V', 'ĆURČIĆ V. Đ', 'Đordze Ćurčić V', 'Đordze', 'Ćurčić V'],
    ['Amedeo Della Valle', 'DELLA VALLE A', 'Amedeo Della Valle', 'Amedeo', 'Della Valle'],
    ['James Arthur Robinson Iii', 'ROBINSON III J', 'James Arthur Robinson Iii', 'James Arthur', 'Robinson Iii'],
    ['Mirko Mulalic', '', 'Mirko Mulalic', 'Mirko', 'Mulalic'],
  ])('should turn %s + %s into %s', (boxScore, playByPlay, name, firstName, lastName) => {
    expect(realName(boxScore, playByPlay)).toEqual({ name, firstName, lastName })
  })
})

describe('given names in any script or spelling', () => {
  it.each(['Đorđević', 'Djordjevic', 'Dordevic', 'Dzordzevic', 'Ђорђевић', 'ĐORĐEVIĆ'])(
    'should fold %s to the same search form',
    (spelling) => {
      expect(searchFold(spelling)).toBe('dordevic')
    },
  )

  it('should transliterate Serbian Cyrillic digraph letters with their capitalisation', () => {
    expect(transliterateCyrillic('Џеко Љубљана Њиш')).toBe('Džeko Ljubljana Njiš')
  })

  it('should slug a real name to ASCII', () => {
    expect(slugify('Stefan Đorđević')).toBe('stefan-dordevic')
    expect(slugify('Mornar-Barsko zlato')).toBe('mornar-barsko-zlato')
  })
})
