import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TabLinks, Tabs, TabsContent, TabsList, type TabDefinition } from './tabs'

const gameTabs: TabDefinition[] = [
  { name: 'Box Score' },
  { name: 'Play by Play' },
  { name: 'Shot Chart' },
  { name: 'Photos', disabled: true },
]

const seasonTabs: TabDefinition[] = [
  { name: 'Регуларни део сезоне' },
  { name: 'Четвртфинале' },
  { name: 'Полуфинале' },
  { name: 'Финале' },
]

// A store per story so one story's choice never leaks into another's first render.
function memoryStore() {
  const entries = new Map<string, { id: string; savedAt: number }>()
  return {
    read: (key: string) => entries.get(key) ?? null,
    write: (key: string, value: { id: string; savedAt: number }) => void entries.set(key, value),
  }
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { tabs: gameTabs, syncFragment: false, onTabChange: fn(), onActiveTabClick: fn() },
  render: (args) => (
    <Tabs {...args} store={memoryStore()}>
      <TabsList aria-label="Game centre" />
      <TabsContent tab="Box Score">Kevin Punter — 32 PTS, 5 REB, PIR 36</TabsContent>
      <TabsContent tab="Play by Play">Q4 · 00:00 · Partizan Mozzart Bet 96:85</TabsContent>
      <TabsContent tab="Shot Chart">25 356 shots this season</TabsContent>
      <TabsContent tab="Photos">No photos</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const FirstTab: Story = {}

export const DefaultTab: Story = {
  args: { defaultTab: 'shot-chart' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { selected: true })).toHaveTextContent('Shot Chart')
  },
}

export const KeyboardSwitch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'Box Score' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Play by Play' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Q4')
    await expect(args.onTabChange).toHaveBeenCalledWith('play-by-play')
    // Photos is disabled: the arrow key skips it and wraps to the first tab.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Box Score' })).toHaveAttribute('aria-selected', 'true')
  },
}

export const ClickActiveTab: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Box Score' }))
    await expect(args.onActiveTabClick).toHaveBeenCalledWith('box-score')
    await expect(args.onTabChange).not.toHaveBeenCalled()
  },
}

export const Pills: Story = {
  args: { tabs: seasonTabs },
  render: (args) => (
    <Tabs {...args} store={memoryStore()}>
      <TabsList aria-label="Фаза такмичења" variant="pills" />
      {seasonTabs.map((tab) => (
        <TabsContent key={tab.name} tab={tab.name}>
          {tab.name}
        </TabsContent>
      ))}
    </Tabs>
  ),
}

export const Links: Story = {
  render: (args) => (
    <TabLinks
      aria-label="League centre"
      activeTab="standings"
      onActiveTabClick={args.onActiveTabClick}
      tabs={[
        { name: 'Standings', href: '#standings' },
        { name: 'Leaders', href: '#leaders' },
        { name: 'Calendar', href: '#calendar' },
        { name: 'Playoff', href: '#playoff', disabled: true },
      ]}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { name: 'Standings' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await userEvent.click(current)
    await expect(args.onActiveTabClick).toHaveBeenCalledWith('standings')
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-6">
      {(['underline', 'pills'] as const).map((variant) => (
        <Tabs key={variant} {...args} tabs={seasonTabs} store={memoryStore()}>
          <TabsList aria-label={`Phases, ${variant}`} variant={variant} />
          {seasonTabs.map((tab) => (
            <TabsContent key={tab.name} tab={tab.name}>
              {tab.name}: {variant}
            </TabsContent>
          ))}
        </Tabs>
      ))}
      <TabLinks
        aria-label="Links, pills"
        variant="pills"
        activeTab="leaders"
        tabs={[
          { name: 'Standings', href: '#standings' },
          { name: 'Leaders', href: '#leaders' },
        ]}
      />
    </div>
  ),
}
