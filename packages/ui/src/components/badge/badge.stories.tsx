import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from './badge'

const variants = ['neutral', 'primary', 'accent', 'brand', 'outline', 'win', 'loss', 'live'] as const

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Playoff' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = {}
export const Win: Story = { args: { variant: 'win', children: 'W' } }
export const Loss: Story = { args: { variant: 'loss', children: 'L' } }
export const Live: Story = {
  args: { variant: 'live', children: 'Live' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Live')).toBeVisible()
  },
}
export const Matrix: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} className="flex flex-wrap gap-2">
          {variants.map((variant) => (
            <Badge key={variant} variant={variant} size={size}>
              {variant === 'live' ? 'Уживо' : `${variant} ${size}`}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
}
