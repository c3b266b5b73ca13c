import type { FantasyRulesAnswer } from '@league/api/contract/fantasy-catalogue'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@league/ui/components/table/table'
import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { isStatLabelKey } from '@/lib/messages/message-keys'
// A sum of credits in prose reads as a round figure (100 credits); tables of prices keep the decimal.
import { formatFactor, formatPoints, type Formatter } from './fantasy-format'

type FantasyText = Awaited<ReturnType<typeof getTranslations<'Fantasy'>>>

function RulesSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="font-heading text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Budget, size and quotas, the club limit and the price bounds, as term and value. */
function SquadRules({ rules, t, format }: { rules: FantasyRulesAnswer; t: FantasyText; format: Formatter }) {
  const terms = [
    [t('rules.budget'), t('rules.budgetValue', { credits: formatPoints(format, rules.budget) })],
    [
      t('rules.squadSize'),
      t('rules.squadSizeValue', {
        size: rules.squadSize,
        guards: rules.positionQuota.guard,
        forwards: rules.positionQuota.forward,
        centres: rules.positionQuota.centre,
      }),
    ],
    [t('rules.clubLimit'), t('rules.clubLimitValue', { max: rules.maxPlayersPerClub })],
    [
      t('rules.prices'),
      t('rules.pricesValue', {
        floor: formatPoints(format, rules.priceFloor),
        ceiling: formatPoints(format, rules.priceCeiling),
      }),
    ],
  ] as const
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {terms.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Who scores what share: the role multipliers and the win bonus. */
function MultiplierTable({ rules, t, format }: { rules: FantasyRulesAnswer; t: FantasyText; format: Formatter }) {
  const rows = [
    ['court', 1],
    ['captain', rules.captainMultiplier],
    ...(rules.chips.includes('triple-captain') ? [['tripleCaptain', rules.tripleCaptainMultiplier] as const] : []),
    ['sixthMan', rules.sixthManMultiplier],
    ['bench', rules.benchMultiplier],
    ['win', rules.winMultiplier],
  ] as const
  return (
    <Table>
      <TableCaption visuallyHidden>{t('rules.scoringTitle')}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('rules.role')}</TableHead>
          <TableHead align="end">{t('rules.multiplier')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(([role, factor]) => (
          <TableRow key={role}>
            <TableHead scope="row">{t(`rules.multipliers.${role}`)}</TableHead>
            <TableCell align="end">{t('rules.times', { value: formatFactor(format, factor) })}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** What one unit of each statistic is worth (`pir: 1` in ELF's game). */
async function weightRows(rules: FantasyRulesAnswer) {
  const stats = await getTranslations('Stats')
  return Object.entries(rules.weights).map(([key, weight]) => ({
    key,
    label: isStatLabelKey(key) ? stats(`long.${key}`) : key,
    weight,
  }))
}

/** The whole rule set of a league season, section by section, in the page's language. */
export async function FantasyRulesView({ rules }: { rules: FantasyRulesAnswer }) {
  const [t, format, weights] = await Promise.all([getTranslations('Fantasy'), getFormatter(), weightRows(rules)])
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <p>
        {t(`rules.presets.${rules.preset}`)}{' '}
        <span className="text-sm text-on-muted">{t('rules.version', { version: rules.version })}</span>
      </p>
      <RulesSection id="rules-squad" title={t('rules.squadTitle')}>
        <SquadRules rules={rules} t={t} format={format} />
      </RulesSection>
      <RulesSection id="rules-lineup" title={t('rules.lineupTitle')}>
        <p>{t('rules.lineupText')}</p>
        <ul className="flex flex-wrap gap-2">
          {rules.formations.map((formation) => (
            <li key={formation} className="rounded-brand border border-border px-3 py-1 font-semibold tabular-nums">
              {formation}
            </li>
          ))}
        </ul>
      </RulesSection>
      <RulesSection id="rules-scoring" title={t('rules.scoringTitle')}>
        <MultiplierTable rules={rules} t={t} format={format} />
        <h3 className="mt-2 font-heading text-lg font-semibold">{t('rules.weightsTitle')}</h3>
        <Table>
          <TableCaption visuallyHidden>{t('rules.weightsCaption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('rules.statistic')}</TableHead>
              <TableHead align="end">{t('rules.pointsPerUnit')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {weights.map((row) => (
              <TableRow key={row.key}>
                <TableHead scope="row">{row.label}</TableHead>
                <TableCell align="end">
                  {format.number(row.weight, { maximumFractionDigits: 2, signDisplay: 'negative' })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </RulesSection>
      <RulesSection id="rules-transfers" title={t('rules.transfersTitle')}>
        <ul className="list-disc ps-5">
          <li>{t('rules.transfersPerRound', { count: rules.transfersPerRound })}</li>
          {rules.unlimitedTransfersInPlayoffs ? <li>{t('rules.unlimitedPlayoffs')}</li> : null}
          {rules.unlimitedTransferRounds.length > 0 ? (
            <li>
              {t('rules.unlimitedRounds', {
                rounds: format.list(rules.unlimitedTransferRounds.map((round) => format.number(round))),
              })}
            </li>
          ) : null}
          <li>{t('rules.locking')}</li>
        </ul>
      </RulesSection>
      <RulesSection id="rules-chips" title={t('rules.chipsTitle')}>
        {rules.chips.length === 0 ? (
          <p>{t('rules.noChips')}</p>
        ) : (
          <>
            <p>{t('rules.chipsIntro')}</p>
            <ul className="list-disc ps-5">
              {rules.chips.map((chip) => (
                <li key={chip}>
                  {t(`rules.chips.${chip}`, { multiplier: formatFactor(format, rules.tripleCaptainMultiplier) })}
                </li>
              ))}
            </ul>
          </>
        )}
      </RulesSection>
      <RulesSection id="rules-late" title={t('rules.lateJoinerTitle')}>
        <p>{t('rules.lateJoiner', { credits: format.number(rules.lateJoinerCreditsPerRound) })}</p>
      </RulesSection>
    </div>
  )
}
