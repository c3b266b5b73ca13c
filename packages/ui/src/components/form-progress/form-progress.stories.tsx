import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { FormProgress, type FormProgressSection } from './form-progress'

const notStarted = (id: string, title: string): FormProgressSection => ({
  id,
  title,
  status: 'not-started',
  statusText: 'Not started',
})

const meta = {
  title: 'Forms/FormProgress',
  component: FormProgress,
  tags: ['autodocs'],
  parameters: { a11y: { test: 'error' } },
  args: {
    label: 'Application progress',
    summary: '0 of 6 sections complete',
    className: 'max-w-sm',
    sections: [
      notStarted('club', 'Club'),
      notStarted('arena', 'Home arena'),
      notStarted('contacts', 'Contacts'),
      notStarted('squad', 'Squad'),
      notStarted('staff', 'Staff'),
      notStarted('documents', 'Documents'),
    ],
  },
} satisfies Meta<typeof FormProgress>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

const partlyFilled: FormProgressSection[] = [
  { id: 'club', title: 'Club', status: 'complete', statusText: 'Complete' },
  { id: 'arena', title: 'Home arena', status: 'complete', statusText: 'Complete' },
  { id: 'contacts', title: 'Contacts', status: 'complete', statusText: 'Complete' },
  { id: 'squad', title: 'Squad', status: 'problems', statusText: '3 problems' },
  { id: 'staff', title: 'Staff', status: 'complete', statusText: 'Complete' },
  notStarted('documents', 'Documents'),
]

export const Filled: Story = {
  args: { summary: '4 of 6 sections complete', sections: partlyFilled, currentSectionId: 'squad' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Application progress' })
    await expect(bar).toHaveProperty('value', 4)
  },
}

export const WithProblems: Story = {
  args: {
    summary: '1 of 6 sections complete',
    sections: [
      { id: 'club', title: 'Club', status: 'problems', statusText: '1 problem' },
      { id: 'arena', title: 'Home arena', status: 'complete', statusText: 'Complete' },
      { id: 'contacts', title: 'Contacts', status: 'problems', statusText: '2 problems' },
      { id: 'squad', title: 'Squad', status: 'problems', statusText: '12 problems' },
      { id: 'staff', title: 'Staff', status: 'problems', statusText: '1 problem' },
      { id: 'documents', title: 'Documents', status: 'problems', statusText: '2 problems' },
    ],
  },
}

export const AllComplete: Story = {
  args: {
    summary: '6 of 6 sections complete',
    sections: partlyFilled.map((section) => ({ ...section, status: 'complete', statusText: 'Complete' })),
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { summary: '4 of 6 sections complete', sections: partlyFilled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('link', { name: 'Squad, 3 problems' })).toBeNull()
    await expect(canvas.getByRole('button', { name: '4 of 6 sections complete' })).toBeVisible()
  },
}

export const PhoneExpanded: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { summary: '4 of 6 sections complete', sections: partlyFilled, currentSectionId: 'squad' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '4 of 6 sections complete' }))
    await expect(canvas.getByRole('link', { name: 'Squad, 3 problems' })).toBeVisible()
  },
}
