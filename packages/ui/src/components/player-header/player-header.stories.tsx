import type { Meta, StoryObj } from '@storybook/react-vite'
import { lukaBozic, stefanDordevic } from '../../fixtures/games'
import { PlayerHeader } from './player-header'

const meta = {
  title: 'Basketball/PlayerHeader',
  component: PlayerHeader,
  tags: ['autodocs'],
  args: lukaBozic,
} satisfies Meta<typeof PlayerHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Brand: Story = {}
export const Surface: Story = { args: { tone: 'surface' } }
export const WithDiacritics: Story = { args: stefanDordevic }
export const NameOnly: Story = {
  args: { name: 'Stefan Đorđević', jersey: undefined, team: undefined, details: [], stats: [] },
}
export const RussianLabels: Story = {
  args: {
    locale: 'ru',
    name: 'Лука Божич',
    details: ['Регулярный чемпионат 2022/23', '25 матчей'],
    stats: [
      { label: 'Очки', value: 22 },
      { label: 'Подборы', value: 9.8 },
      { label: 'Передачи', value: 6.4 },
      { label: 'КПИ', value: 32.6 },
    ],
    labels: { number: 'Номер' },
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {/* Each variant in its own named section: a page has one banner or footer landmark, a matrix shows several. */}
      <section aria-label="Brand tone">
        <PlayerHeader {...args} tone="brand" headingLevel={2} />
      </section>
      <section aria-label="Surface tone">
        <PlayerHeader {...stefanDordevic} tone="surface" headingLevel={2} />
      </section>
    </div>
  ),
}
