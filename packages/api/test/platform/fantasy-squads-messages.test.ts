// The sentences of the squad refusals: figures in each language's own format, chips and positions translated,
// and the lock time as a reader in Belgrade's time zone says it.
import { describe, expect, it } from 'vitest'
import { lockTime, squadMessage } from '../../src/queries/fantasy/squad-messages.ts'

describe('given the squad refusal messages', () => {
  it.each([
    ['en', '3.5 credits over budget'],
    ['sr', 'Budžet je prekoračen za 3,5 kredita'],
    ['sl', 'Proračun je presežen za 3,5 kredita'],
    ['es', '3,5 créditos por encima del presupuesto'],
    ['fr', '3,5 crédits au-dessus du budget'],
    ['ru', 'Бюджет превышен на 3,5 кредита'],
  ] as const)('should say 35 tenths over budget in %s', (language, message) => {
    expect(squadMessage('over_budget', { overTenths: 35, totalTenths: 1035, budgetTenths: 1000 }, language)).toBe(
      message,
    )
  })

  it.each([
    ['en', '7 players from Partizan: at most 6'],
    ['sr', 'Igrača iz kluba Partizan: 7, najviše 6'],
    ['ru', 'Игроков из клуба Partizan: 7, не больше 6'],
  ] as const)('should name the club over the limit in %s', (language, message) => {
    expect(squadMessage('club_limit', { club: 'Partizan', clubId: 9, count: 7, max: 6 }, language)).toBe(message)
  })

  it('should translate positions and chips', () => {
    expect(squadMessage('position_quota', { position: 'centre', count: 3, required: 2 }, 'sl')).toBe(
      'Centrov: 3, ekipa potrebuje 2',
    )
    expect(squadMessage('chip_used', { chip: 'bench-boost', round: 9 }, 'es')).toBe(
      'un comodín se juega una vez por temporada: El banquillo reforzado se jugó en la jornada 9',
    )
  })

  describe('edge cases', () => {
    const locksAt = new Date('2022-12-22T18:00:00Z')

    it('should give the time alone on the day the round locked, in the league time zone and 24 hours', () => {
      expect(lockTime(locksAt, new Date('2022-12-22T21:00:00Z'), 'en', 'Europe/Belgrade')).toBe('19:00')
    })

    it('should add the day once the lock was on an earlier day', () => {
      expect(lockTime(locksAt, new Date('2022-12-24T10:00:00Z'), 'en', 'Europe/Belgrade')).toBe('Dec 22, 19:00')
    })
  })
})
