import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LowerThird } from './lower-third'

// Luka Božić in 22_6 (Zadar v SC Derby): 30 points, 13 rebounds, 7 assists, PIR 48.
const meta = {
  title: 'Screens/LowerThird',
  component: LowerThird,
  tags: ['autodocs'],
  args: {
    name: 'Luka Božić',
    number: '29',
    team: { name: 'Zadar', shortName: 'ZAD' },
    stats: [
      { label: 'PTS', value: '30' },
      { label: 'REB', value: '13' },
      { label: 'AST', value: '7' },
      { label: 'PIR', value: '48' },
    ],
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof LowerThird>

export default meta
type Story = StoryObj<typeof meta>

export const Broadcast: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Luka Božić' })
    await expect(within(section).getByText('48')).toBeVisible()
  },
}

export const Compact: Story = { args: { size: 'compact' } }

export const WithoutNumber: Story = {
  args: { number: undefined, name: 'Marko Ramljak', stats: [{ label: 'PTS', value: '0' }] },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-4">
      {/* Two regions on one page need two names (axe: landmark-unique). */}
      <LowerThird {...args} size="broadcast" label="Broadcast: Luka Božić" />
      <LowerThird {...args} size="compact" label="Compact: Luka Božić" />
    </div>
  ),
}
