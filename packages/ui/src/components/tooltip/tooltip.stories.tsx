import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Button } from '../button/button'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip'

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  render: (args) => (
    <TooltipProvider delayDuration={0}>
      <div className="p-12">
        <Tooltip {...args}>
          <TooltipTrigger asChild>
            <Button variant="outline">PIR</Button>
          </TooltipTrigger>
          <TooltipContent>Performance index rating — Индекс корисности</TooltipContent>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'PIR' }))
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Performance index rating')
  },
}

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('button', { name: 'PIR' })).toHaveFocus()
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument()
  },
}

export const Matrix: Story = {
  render: () => (
    <TooltipProvider delayDuration={0}>
      <div className="flex gap-24 p-16">
        {(['inverted', 'brand'] as const).map((variant) => (
          <Tooltip key={variant} open>
            <TooltipTrigger asChild>
              <Button variant="outline">{variant}</Button>
            </TooltipTrigger>
            <TooltipContent variant={variant}>Aleksa Avramović</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
}
