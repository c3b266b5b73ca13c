import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../button/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card'

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Partizan Mozzart Bet 96 : 85 Crvena zvezda Meridianbet</CardTitle>
        <CardDescription>ABA League final, game 5 · 22 June 2023 · Beogradska Štark Arena</CardDescription>
      </CardHeader>
      <CardContent>
        <p>Kevin Punter: 32 points, PIR 36.</p>
      </CardContent>
      <CardFooter>
        <Button size="sm" variant={args.variant === 'brand' ? 'accent' : 'primary'}>
          Box score
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Raised: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible()
  },
}
export const Outline: Story = { args: { variant: 'outline' } }
export const Brand: Story = { args: { variant: 'brand' } }

export const Matrix: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-3">
      {(['raised', 'outline', 'brand'] as const).map((variant) =>
        (['md', 'lg'] as const).map((padding) => (
          <Card key={`${variant}-${padding}`} variant={variant} padding={padding}>
            <CardTitle>Регуларни део сезоне</CardTitle>
            <CardDescription>
              {variant}, padding {padding}
            </CardDescription>
          </Card>
        )),
      )}
    </div>
  ),
}
