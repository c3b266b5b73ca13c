import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { standings2022_23 } from '../../fixtures/season-2022-23'
import { StandingsTable } from './standings-table'

const meta = {
  title: 'Basketball/StandingsTable',
  component: StandingsTable,
  tags: ['autodocs'],
  args: { rows: standings2022_23, labels: { caption: 'ABA League 2022-23, regular season' } },
} satisfies Meta<typeof StandingsTable>

export default meta
type Story = StoryObj<typeof meta>

/** The real final regular-season table: a three-way tie at 11–15 and a two-way tie at 7–19. */
export const FinalStandings: Story = {}

export const HighlightedClub: Story = { args: { highlightTeam: 'zadar' } }

export const WithoutZonesOrNotes: Story = {
  args: { rows: standings2022_23.slice(0, 6).map((row) => ({ ...row, zone: null, tieBreak: null })) },
}

export const TieBreakNotes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const reference = canvas.getByRole('link', { name: 'Tie-break note 1' })
    // Following the link would navigate the test frame: check its target instead.
    const target = canvasElement.ownerDocument.getElementById(reference.getAttribute('href')?.slice(1) ?? '')
    await expect(target).toHaveTextContent(
      /^Zadar: ahead of SC Derby and Igokea m:tel on head-to-head point difference/,
    )
  },
}

export const RussianLabels: Story = {
  args: {
    locale: 'ru',
    labels: {
      caption: 'АБА-лига 2022/23, регулярный чемпионат',
      team: 'Команда',
      form: 'Последние матчи',
      won: 'победа',
      lost: 'поражение',
      playoff: 'Зона плей-офф',
      relegation: 'Зона вылета',
      legend: 'Обозначения',
      tieBreaks: 'Дополнительные показатели',
    },
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <StandingsTable {...args} density="comfortable" labels={{ caption: 'Comfortable density' }} />
      <StandingsTable
        {...args}
        density="compact"
        highlightTeam="partizan"
        labels={{ caption: 'Compact density, Partizan highlighted' }}
      />
    </div>
  ),
}

/** As the site shows it: `#` column, Serbian headers from the vocabulary, P/PF/PA/+/- hidden on phones. */
export const SiteLayout: Story = {
  args: {
    rankColumn: true,
    locale: 'sr',
    labels: { caption: 'ABA liga 2022-23', team: 'Tim' },
    columnLabels: {
      played: { short: 'U', long: 'Utakmice' },
      won: { short: 'P', long: 'Pobede' },
      lost: { short: 'I', long: 'Izgubljene' },
      pointsFor: { short: 'DK', long: 'Dati koševi' },
      pointsAgainst: { short: 'PK', long: 'Primljeni koševi' },
      pointDifference: { short: '+/-', long: 'Koš razlika' },
      classificationPoints: { short: 'Bod', long: 'Bodovi' },
      form: { short: 'Forma', long: 'Poslednjih pet utakmica' },
    },
    columnClassNames: {
      played: 'hidden sm:table-cell',
      pointsFor: 'hidden sm:table-cell',
      pointsAgainst: 'hidden sm:table-cell',
      pointDifference: 'hidden sm:table-cell',
      form: 'hidden md:table-cell',
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table')
    // The short header (P) spells itself out as a tooltip in the given language.
    await expect(within(table).getByTitle('Pobede')).toBeVisible()
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Partizan Mozzart Bet')
  },
}

/** The tv-stats screen's table: read from across a room, without the tie-break notes. */
export const OnScreen: Story = { args: { size: 'screen', density: 'compact', rankColumn: true } }
