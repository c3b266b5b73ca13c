import type { GameSummary } from '@league/api/contract/games'
import { Link } from '@/i18n/navigation'
import type { SiteLocale } from '@/i18n/locales'

export type GamePickerLabels = {
  title: string
  gameCode: string
  gameCodeHint: string
  open: string
  nearToday: string
  noGames: string
  changeGame: string
}

/** The games around today as links, and a field for any game's code (a plain GET form: no script needed). */
export function GamePicker({
  games,
  current,
  locale,
  labels,
}: {
  games: GameSummary[]
  current: string | undefined
  locale: SiteLocale
  labels: GamePickerLabels
}) {
  return (
    <section aria-labelledby="operator-game-picker" className="flex flex-col gap-3">
      <h2 id="operator-game-picker" className="font-heading text-xl font-semibold">
        {current ? labels.changeGame : labels.title}
      </h2>
      {games.length > 0 ? (
        <nav aria-label={labels.nearToday}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {games.map((game) => (
              <li key={game.slug}>
                <Link
                  href={{ pathname: '/operator', query: { game: game.slug } }}
                  className="flex min-h-12 items-center rounded-brand border border-input bg-surface-raised px-3 py-2 hover:bg-muted"
                >
                  {game.home.team.name} – {game.away.team.name} · {game.date ?? ''} {game.time ?? ''}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : current ? null : (
        <p>{labels.noGames}</p>
      )}
      <form method="get" action={`/${locale}/operator`} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 font-semibold">
          {labels.gameCode}
          <input
            name="game"
            required
            defaultValue={current}
            aria-describedby="operator-game-code-hint"
            className="h-12 rounded-brand border border-input bg-surface-raised px-3 font-normal"
          />
        </label>
        <button
          type="submit"
          className="h-12 rounded-brand bg-primary px-6 font-semibold text-on-primary hover:bg-primary-hover"
        >
          {labels.open}
        </button>
        <p id="operator-game-code-hint" className="w-full text-sm text-on-muted">
          {labels.gameCodeHint}
        </p>
      </form>
    </section>
  )
}
