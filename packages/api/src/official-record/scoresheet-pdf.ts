// The FIBA scoresheet as a one-page A4 PDF: the game's facts and officials on top, Team A and Team B on the
// left, the running score on the right, then the score by period, the final score and the signatures of the
// officials, the commissioner and the captains. Drawn from the Scoresheet (scoresheet-data.ts) alone.
import { PDFDocument } from 'pdf-lib'
import { faint, PdfCanvas } from './pdf-canvas.ts'
import { drawRunningScore, runningScoreRows } from './running-score-pdf.ts'
import type { Scoresheet } from './scoresheet-data.ts'
import { drawTeamBlock, periodName } from './team-block-pdf.ts'

const margin = 24
const pageWidth = 595.28
const pageHeight = 841.89
const leftWidth = 298
const rightX = margin + leftWidth + 14
const rightWidth = pageWidth - margin - rightX
/** Top of the team blocks and the running score, under the header. */
const bodyTop = pageHeight - 112
const rowHeight = 11

function drawHeader(canvas: PdfCanvas, sheet: Scoresheet): void {
  const { facts } = sheet
  const top = pageHeight - margin
  canvas.text('SCORESHEET', margin, top - 14, { size: 16, bold: true })
  canvas.text(`${facts.competition} ${facts.season}`, margin + 150, top - 13, {
    size: 10,
    bold: true,
    width: 380,
    align: 'right',
  })
  canvas.text('Team A', margin, top - 32, { size: 7, color: faint })
  canvas.text(sheet.home.name, margin + 30, top - 32, { size: 10, bold: true, width: 230 })
  canvas.text('Team B', margin + 275, top - 32, { size: 7, color: faint })
  canvas.text(sheet.away.name, margin + 305, top - 32, { size: 10, bold: true, width: 240 })
  const place = [
    ['Competition', `${facts.phase}, ${facts.phase === 'Regular season' ? 'round' : 'game'} ${facts.round}`],
    ['Date', facts.date ?? ''],
    ['Time', facts.time ?? ''],
    ['Game no.', sheet.gameId],
    ['Place', facts.venue ?? ''],
  ]
  let x = margin
  for (const [label, value] of place) {
    canvas.text(label ?? '', x, top - 48, { size: 6, color: faint })
    canvas.text(value ?? '', x, top - 57, { size: 7.5, width: label === 'Place' ? 200 : 110 })
    x += label === 'Competition' ? 150 : 70
  }
  const roles = ['Crew chief', 'Umpire 1', 'Umpire 2']
  roles.forEach((role, index) => {
    canvas.text(role, margin + index * 182, top - 73, { size: 6, color: faint })
    canvas.text(facts.referees[index] ?? '', margin + index * 182, top - 82, { size: 7.5, width: 175 })
  })
  canvas.line(margin, top - 88, pageWidth - margin, top - 88)
}

/** "Scores" by period and the final score, under the running score. */
function drawScores(canvas: PdfCanvas, sheet: Scoresheet, top: number): void {
  canvas.text('SCORES', rightX, top, { size: 8, bold: true })
  canvas.text('A', rightX + 60, top, { size: 7, bold: true })
  canvas.text('B', rightX + 90, top, { size: 7, bold: true })
  for (let period = 1; period <= sheet.periods; period += 1) {
    const y = top - 10 * period
    canvas.text(`Period ${periodName(period)}`, rightX, y, { size: 7 })
    canvas.text(String(sheet.home.periodScores[period - 1] ?? 0), rightX + 60, y, { size: 7 })
    canvas.text(String(sheet.away.periodScores[period - 1] ?? 0), rightX + 90, y, { size: 7 })
  }
  const finalY = top - 10 * (sheet.periods + 1) - 4
  canvas.text('Final score', rightX, finalY, { size: 8, bold: true })
  canvas.text(String(sheet.home.score), rightX + 60, finalY, { size: 8, bold: true })
  canvas.text(String(sheet.away.score), rightX + 90, finalY, { size: 8, bold: true })
  const winner =
    sheet.home.score === sheet.away.score ? '' : sheet.home.score > sheet.away.score ? sheet.home.name : sheet.away.name
  canvas.text('Name of winning team', rightX + 120, top, { size: 6, color: faint })
  canvas.text(winner, rightX + 120, top - 10, { size: 7.5, bold: true, width: rightWidth - 120 })
}

/** Lines to sign on: the table officials, the referees, the commissioner and the captains (protest). */
function drawSignatures(canvas: PdfCanvas, sheet: Scoresheet, top: number): void {
  const signers = [
    ['Scorer', ''],
    ['Assistant scorer', ''],
    ['Timer', ''],
    ['Shot clock operator', ''],
    ['Commissioner', ''],
    ['Crew chief', sheet.facts.referees[0] ?? ''],
    ['Umpire 1', sheet.facts.referees[1] ?? ''],
    ['Umpire 2', sheet.facts.referees[2] ?? ''],
    [`Captain A (${sheet.home.id})`, ''],
    [`Captain B (${sheet.away.id})`, ''],
  ]
  canvas.text('SIGNATURES', margin, top, { size: 8, bold: true })
  signers.forEach(([role, name], index) => {
    const column = index % 2
    const row = Math.floor(index / 2)
    const x = margin + column * 275
    const y = top - 22 - row * 20
    canvas.line(x + 80, y, x + 265, y, 0.4)
    canvas.text(role ?? '', x, y + 1, { size: 6.5 })
    canvas.text(name ?? '', x + 82, y + 2, { size: 6, color: faint, width: 110 })
  })
}

function drawLegend(canvas: PdfCanvas, sheet: Scoresheet): void {
  const source = sheet.source === 'live' ? 'the live event log' : 'the imported play-by-play'
  const lines = [
    'Fouls: P personal (offensive too), T technical, U unsportsmanlike, D disqualifying; the small figure is the period. ' +
      'Red: periods 1 and 3; blue: 2, 4 and overtimes. Player in: × came in, circled × started.',
    `Running score: / field goal, • free throw, circled number: three points; a line under each period's last score. Generated from ${source}.`,
  ]
  lines.forEach((line, index) => {
    canvas.text(line, margin, margin - 2 - index * 8, { size: 5.5, color: faint, width: pageWidth - 2 * margin })
  })
}

export async function scoresheetPdf(sheet: Scoresheet): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  document.setTitle(`Scoresheet ${sheet.home.name} – ${sheet.away.name} (${sheet.gameId})`)
  document.setSubject(`${sheet.facts.competition} ${sheet.facts.season}`)
  document.setProducer('League platform API')
  document.setLanguage('en')
  const canvas = await PdfCanvas.create(document)
  drawHeader(canvas, sheet)
  const teamHeight = (bodyTop - 190) / 2
  drawTeamBlock(canvas, sheet.home, 'A', { x: margin + 3, top: bodyTop, height: teamHeight - 4 })
  drawTeamBlock(canvas, sheet.away, 'B', { x: margin + 3, top: bodyTop - teamHeight, height: teamHeight - 4 })
  drawRunningScore(canvas, sheet, { x: rightX, top: bodyTop - 12, width: rightWidth, rowHeight })
  drawScores(canvas, sheet, bodyTop - 12 - 14 - runningScoreRows * rowHeight - 16)
  drawSignatures(canvas, sheet, 170)
  drawLegend(canvas, sheet)
  return document.save()
}
