import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Button } from '../button/button'
import { createToastStore, Toaster, type ToastType } from './toast'

const examples: Record<ToastType, [title: string, description: string]> = {
  success: ['Profil sačuvan', 'You now follow Partizan Mozzart Bet.'],
  error: ['Prijava nije uspela', 'The Google sign-in window was closed.'],
  warning: ['Уживо пренос касни', 'Live data is 30 seconds behind.'],
  info: ['Nova verzija', 'Reload to get the latest version of the site.'],
  default: ['Stefan Đorđević', 'Added to your fantasy team.'],
}

const types = Object.keys(examples) as ToastType[]

function ToastDemo({ persistent = false }: { persistent?: boolean }) {
  // A store per story: toasts of one story never appear in another.
  const [store] = useState(() => {
    const created = createToastStore()
    if (persistent) {
      for (const type of types) {
        const [title, description] = examples[type]
        created.show(type, title, { description, duration: Number.POSITIVE_INFINITY })
      }
    }
    return created
  })
  return (
    <div className="flex flex-wrap gap-2">
      {types.map((type) => {
        const [title, description] = examples[type]
        return (
          <Button key={type} variant="outline" onClick={() => store.show(type, title, { description })}>
            Show {type}
          </Button>
        )
      })}
      <Toaster store={store} closeLabel="Close" />
    </div>
  )
}

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  tags: ['autodocs'],
  render: () => <ToastDemo />,
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Triggers: Story = {}

export const ShowAndClose: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }))
    await expect(await screen.findByText('Profil sačuvan')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await expect(screen.queryByText('Profil sačuvan')).toBeNull()
  },
}

export const Matrix: Story = {
  render: () => <ToastDemo persistent />,
  play: async () => {
    await expect(await screen.findByText('Уживо пренос касни')).toBeVisible()
  },
}

function ActionDemo() {
  const [store] = useState(() => createToastStore())
  const [reloads, setReloads] = useState(0)
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="outline"
        onClick={() =>
          store.info('A new version of the site is available', {
            action: { label: 'Reload', onSelect: () => setReloads((count) => count + 1) },
          })
        }
      >
        Announce a new version
      </Button>
      <p>Reloads: {reloads}</p>
      <Toaster store={store} closeLabel="Close" />
    </div>
  )
}

/** A toast with an action (the site's "new version, reload") stays until it is chosen or closed. */
export const WithAction: Story = {
  render: () => <ActionDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Announce a new version' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }))
    await expect(canvas.getByText('Reloads: 1')).toBeVisible()
  },
}
