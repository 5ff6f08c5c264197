import type { BenchResult } from './report.js'
import { LIMITS } from './report.js'
import { median } from './stats.js'

const COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#bcbd22', '#393b79']

const WIDTH = 1180
const HOT_HEIGHT = 540
/** Room below the two plots for the cold costs, one pair of bars per row. */
const COLD_ROW = 34
/** Two plots side by side: cost per request, and the same as a multiple of the bare server. */
const COST = { left: 80, top: 70, right: 440, bottom: 470 }
const RATIO = { left: 520, top: 70, right: 880, bottom: 470 }

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function microseconds(value: number): string {
  if (value >= 1e6) return `${value / 1e6} s`
  if (value >= 1000) return `${value / 1000} ms`
  return `${value} µs`
}

/** A duration for the legend, three significant digits. */
function shortTime(us: number): string {
  const [value, unit] = us >= 1000 ? [us / 1000, 'ms'] : [us, 'µs']
  return `${Number(value.toPrecision(3))} ${unit}`
}

function guestsLabel(guests: number): string {
  return guests >= 1000 && guests % 1000 === 0 ? `${guests / 1000}k` : String(guests)
}

type Plot = typeof COST
type Point = [guests: number, value: number]

/**
 * Two plots of the standalone server against hotel size, one line per endpoint: server CPU per
 * request (both axes logarithmic, with the bare server's median floor), and that cost as a
 * multiple of the bare server answering the endpoint's own bytes, with the 10x target. The target
 * is per endpoint (a write's floor is higher than a read's), so it is drawn on the ratios only.
 * Plain SVG, no dependencies.
 */
export function renderChart(result: BenchResult): string {
  const sizes = result.standalone.map((s) => s.guests)
  const names = [...new Set(result.standalone.flatMap((s) => s.endpoints.map((e) => e.name)))]
  const values = result.standalone.flatMap((s) => s.endpoints.flatMap((e) => [e.mock.cpuUsPerRequest, e.bare.cpuUsPerRequest]))
  const finite = values.filter((v) => Number.isFinite(v) && v > 0)
  const yMin = 10 ** Math.floor(Math.log10(Math.min(...finite, 10)))
  const yMax = 10 ** Math.ceil(Math.log10(Math.max(...finite, yMin * 10)))
  const ratios = result.standalone.flatMap((s) => s.endpoints.map((e) => e.ratio)).filter((v) => Number.isFinite(v))
  const ratioMax = Math.ceil(Math.max(LIMITS.standaloneRatio * 1.2, ...ratios) / 2) * 2
  const xMin = Math.min(...sizes)
  const xMax = Math.max(...sizes)
  const xOf = (plot: Plot) => (guests: number) =>
    xMax === xMin ? (plot.left + plot.right) / 2 : plot.left + 30 + ((Math.log10(guests) - Math.log10(xMin)) / (Math.log10(xMax) - Math.log10(xMin))) * (plot.right - plot.left - 60)
  const costY = (us: number) => COST.bottom - ((Math.log10(us) - Math.log10(yMin)) / (Math.log10(yMax) - Math.log10(yMin))) * (COST.bottom - COST.top)
  const ratioY = (ratio: number) => RATIO.bottom - (ratio / ratioMax) * (RATIO.bottom - RATIO.top)

  const coldRows = coldBars(result)
  const HEIGHT = HOT_HEIGHT + (coldRows.length > 0 ? 60 + coldRows.length * COLD_ROW : 0)
  const out: string[] = []
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="Helvetica, Arial, sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${COST.left}" y="24" font-size="16" font-weight="bold">Standalone server: CPU time per request vs hotel size</text>`,
    `<text x="${COST.left}" y="42" fill="#555">median of ${String(result.settings.rounds)} rounds, ${result.machine.nproc} cores (${escape(result.machine.cpuModel)}), Node ${escape(result.machine.node)}, ${result.startedAt.slice(0, 10)}</text>`,
  )
  const frame = (plot: Plot, title: string, yLabel: string) => {
    for (const guests of sizes) {
      const xx = xOf(plot)(guests).toFixed(1)
      out.push(`<line x1="${xx}" x2="${xx}" y1="${plot.top}" y2="${plot.bottom}" stroke="#e3e3e3"/>`)
      out.push(`<text x="${xx}" y="${plot.bottom + 18}" text-anchor="middle" fill="#333">${guestsLabel(guests)}</text>`)
    }
    out.push(
      `<rect x="${plot.left}" y="${plot.top}" width="${plot.right - plot.left}" height="${plot.bottom - plot.top}" fill="none" stroke="#999"/>`,
      `<text x="${plot.left}" y="${plot.top - 8}" font-weight="bold" fill="#333">${escape(title)}</text>`,
      `<text x="${(plot.left + plot.right) / 2}" y="${plot.bottom + 40}" text-anchor="middle" fill="#333">guests in the hotel (log scale)</text>`,
      `<text transform="translate(${plot.left - 62} ${(plot.top + plot.bottom) / 2}) rotate(-90)" text-anchor="middle" fill="#333">${escape(yLabel)}</text>`,
    )
  }
  const gridLine = (plot: Plot, yy: number, label: string | undefined, stroke = '#e3e3e3') => {
    out.push(`<line x1="${plot.left}" x2="${plot.right}" y1="${yy.toFixed(1)}" y2="${yy.toFixed(1)}" stroke="${stroke}"/>`)
    if (label !== undefined) out.push(`<text x="${plot.left - 8}" y="${yy.toFixed(1)}" text-anchor="end" dominant-baseline="middle" fill="#333">${label}</text>`)
  }
  for (let decade = yMin; decade <= yMax; decade *= 10) {
    gridLine(COST, costY(decade), microseconds(decade))
    for (const step of [2, 5]) if (decade * step < yMax) gridLine(COST, costY(decade * step), undefined, '#f3f3f3')
  }
  for (let ratio = 0; ratio <= ratioMax; ratio += 2) gridLine(RATIO, ratioY(ratio), `${ratio}x`)
  frame(COST, 'server CPU per request', 'server CPU per request (log scale)')
  frame(RATIO, 'the same, as a multiple of the bare server', 'x the bare server, same bytes')

  const line = (plot: Plot, toY: (value: number) => number, points: Point[], color: string, style: { width?: number; dash?: string } = {}) => {
    const x = xOf(plot)
    const valid = points.filter(([, v]) => Number.isFinite(v) && v > 0)
    if (valid.length === 0) return
    if (valid.length > 1) {
      const d = valid.map(([g, v], i) => `${i === 0 ? 'M' : 'L'}${x(g).toFixed(1)},${toY(v).toFixed(1)}`).join(' ')
      const dash = style.dash ? ` stroke-dasharray="${style.dash}"` : ''
      out.push(`<path d="${d}" fill="none" stroke="${color}" stroke-width="${style.width ?? 2}"${dash}/>`)
    }
    for (const [g, v] of valid) out.push(`<circle cx="${x(g).toFixed(1)}" cy="${toY(v).toFixed(1)}" r="3.5" fill="${color}"/>`)
  }
  // The floor: the bare server's median over endpoints at each size; the target is on the ratios.
  line(COST, costY, result.standalone.map((s) => [s.guests, median(s.endpoints.map((e) => e.bare.cpuUsPerRequest))]), '#000000', { dash: '2 3' })
  line(RATIO, ratioY, sizes.map((guests) => [guests, LIMITS.standaloneRatio]), '#c00000', { dash: '7 4', width: 1.5 })

  const legend: string[] = []
  names.forEach((name, i) => {
    const color = COLORS[i % COLORS.length]!
    const of = (pick: (e: BenchResult['standalone'][number]['endpoints'][number]) => number): Point[] =>
      result.standalone.map((s) => {
        const endpoint = s.endpoints.find((e) => e.name === name)
        return [s.guests, endpoint ? pick(endpoint) : NaN]
      })
    line(COST, costY, of((e) => e.mock.cpuUsPerRequest), color)
    line(RATIO, ratioY, of((e) => e.ratio), color)
    const last = result.standalone.at(-1)?.endpoints.find((e) => e.name === name)
    const label = `${name}${last ? ` (${shortTime(last.mock.cpuUsPerRequest)}, ${last.ratio}x at ${guestsLabel(result.standalone.at(-1)!.guests)})` : ''}`
    legend.push(`<line x1="0" x2="22" y1="${i * 22}" y2="${i * 22}" stroke="${color}" stroke-width="2"/><circle cx="11" cy="${i * 22}" r="3.5" fill="${color}"/><text x="30" y="${i * 22}" dominant-baseline="middle">${escape(label)}</text>`)
  })
  const n = names.length
  legend.push(
    `<line x1="0" x2="22" y1="${n * 22 + 10}" y2="${n * 22 + 10}" stroke="#000" stroke-width="2" stroke-dasharray="2 3"/><text x="30" y="${n * 22 + 10}" dominant-baseline="middle">bare Node http (median of endpoints)</text>`,
    `<line x1="0" x2="22" y1="${n * 22 + 32}" y2="${n * 22 + 32}" stroke="#c00000" stroke-width="1.5" stroke-dasharray="7 4"/><text x="30" y="${n * 22 + 32}" dominant-baseline="middle">target: ${LIMITS.standaloneRatio}x its own bare server</text>`,
  )
  out.push(`<g transform="translate(${RATIO.right + 24} ${RATIO.top + 8})">${legend.join('')}</g>`)
  if (coldRows.length > 0) drawCold(out, coldRows)
  out.push('</svg>')
  return out.join('\n') + '\n'
}

interface ColdBar {
  label: string
  mock: number
  floor: number
  ratio: string
  limit?: number
}

/** The cold costs of the run (time to first answer, or KB gzip), each beside its floor. */
function coldBars(result: BenchResult): ColdBar[] {
  const cold = result.cold
  if (!cold) return []
  const limits: Record<string, number> = { 'node-default': LIMITS.nodeColdRatio, 'cli-spawn': LIMITS.cliSpawnRatio }
  const bars: ColdBar[] = cold.pairs.map((p) => ({ label: `${p.name} (ms)`, mock: p.mockMs, floor: p.floorMs, ratio: `${p.ratio}x`, ...(limits[p.name] && { limit: limits[p.name] }) }))
  if (cold.browser) bars.push({ label: 'browser (ms)', mock: cold.browser.mockMs, floor: cold.browser.floorMs, ratio: `${cold.browser.ratio}x`, limit: LIMITS.browserColdRatio })
  if (cold.bundle) {
    const kb = (bytes: number) => Math.round(bytes / 1024)
    bars.push({ label: 'browser entry (KB gzip)', mock: kb(cold.bundle.mockGzipBytes), floor: kb(cold.bundle.floorGzipBytes), ratio: `+${kb(cold.bundle.addedGzipBytes)} KB (target +${LIMITS.browserAddedGzipKB})` })
  }
  return bars
}

/** One row per cold cost: the mock's bar over its floor's, each row scaled to itself, the ratio at the end. */
function drawCold(out: string[], bars: ColdBar[]): void {
  const top = HOT_HEIGHT + 20
  const left = 260
  const width = 600
  out.push(`<text x="${COST.left}" y="${top}" font-size="16" font-weight="bold">Cold costs beside their floors (medians of fresh processes / profiles)</text>`)
  bars.forEach((bar, i) => {
    const y = top + 24 + i * COLD_ROW
    const scale = width / Math.max(bar.mock, bar.floor, 1)
    const pass = bar.limit === undefined ? '' : Number.parseFloat(bar.ratio) <= bar.limit ? ` (target ${bar.limit}x: met)` : ` (target ${bar.limit}x: missed)`
    out.push(
      `<text x="${COST.left}" y="${y + 10}" dominant-baseline="middle">${escape(bar.label)}</text>`,
      `<rect x="${left}" y="${y}" width="${(bar.mock * scale).toFixed(1)}" height="12" fill="#1f77b4"/>`,
      `<rect x="${left}" y="${y + 14}" width="${(bar.floor * scale).toFixed(1)}" height="8" fill="#999"/>`,
      `<text x="${left + width + 10}" y="${y + 10}" dominant-baseline="middle">${bar.mock} vs ${bar.floor}: ${escape(bar.ratio)}${pass}</text>`,
    )
  })
  out.push(`<text x="${left}" y="${top + 24 + bars.length * COLD_ROW + 4}" fill="#555">blue: the mock; grey: its floor (msw with one handler, a bare node:http server)</text>`)
}
