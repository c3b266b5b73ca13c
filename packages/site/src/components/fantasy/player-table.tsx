import type { FantasyPlayerReference } from '@league/api/contract/fantasy-results'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@league/ui/components/table/table'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { playerPath } from '@/lib/paths/links'

/** A player as these tables name him: the results' reference, or a catalogue entry (whose club has a slug too). */
export type FantasyTablePlayer = Pick<FantasyPlayerReference, 'slug' | 'name' | 'position'> & {
  club: { name: string }
}

/** One row: the player, then one text per figure column. */
export type FantasyTableRow = { player: FantasyTablePlayer; figures: string[] }

/**
 * A short list of players with their club and position and a few figures (team of the round, most picked,
 * price movers): each player links to his page, the figures are right-aligned numbers. Called and awaited by
 * the sections that hold several such tables, so they render whole in a page and in a test alike.
 */
export async function fantasyPlayerTable({
  caption,
  figureHeadings,
  rows,
}: {
  caption: string
  figureHeadings: string[]
  rows: FantasyTableRow[]
}) {
  const t = await getTranslations('Fantasy')
  if (rows.length === 0) {
    return (
      <section aria-label={caption}>
        <h3 className="mb-2 font-heading text-lg font-semibold">{caption}</h3>
        <p className="text-sm text-on-muted">{t('facts.empty')}</p>
      </section>
    )
  }
  return (
    <Table containerProps={{ role: 'region', 'aria-label': caption, tabIndex: 0 }}>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead density="compact">{t('columns.player')}</TableHead>
          <TableHead density="compact">{t('columns.position')}</TableHead>
          <TableHead density="compact">{t('columns.club')}</TableHead>
          {figureHeadings.map((heading) => (
            <TableHead key={heading} density="compact" align="end">
              {heading}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ player, figures }) => (
          <TableRow key={player.slug}>
            <TableHead scope="row" density="compact">
              <Link href={playerPath(player.slug)} className="hover:underline">
                {player.name}
              </Link>
            </TableHead>
            <TableCell density="compact">{player.position ? t(`positions.${player.position}`) : '–'}</TableCell>
            <TableCell density="compact">{player.club.name}</TableCell>
            {figures.map((figure, index) => (
              <TableCell key={figureHeadings[index] ?? index} density="compact" align="end">
                {figure}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
