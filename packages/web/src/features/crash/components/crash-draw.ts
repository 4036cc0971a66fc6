import { GROWTH_PER_MS } from '@skinbet/shared/fairness/crash-curve';
import type { CrashPhase } from '@skinbet/shared/games/crash.machine';

/**
 * Draws one frame of the crash widget: axes with hints, the multiplier curve in the colours of
 * its stage (docs/games/crash.md "States") and the crash. Our own vector drawing, no media.
 * Animated flourishes (drifting sparks, the pulsing head) are skipped under reduced motion.
 */
export interface CrashFrame {
  phase: CrashPhase | null;
  /** Hundredths. */
  multiplier: number;
  stage: 0 | 1 | 2;
  elapsedMs: number;
  reducedMotion: boolean;
  /** A clock for the flourishes (ms). */
  time: number;
}

interface Palette {
  line: string;
  glow: string;
  fill: string;
}

const STAGE_PALETTES: readonly Palette[] = [
  { line: '#38bdf8', glow: 'rgba(56, 189, 248, 0.55)', fill: 'rgba(56, 189, 248, 0.28)' },
  { line: '#a78bfa', glow: 'rgba(167, 139, 250, 0.6)', fill: 'rgba(139, 92, 246, 0.3)' },
  { line: '#f5b942', glow: 'rgba(255, 143, 69, 0.7)', fill: 'rgba(245, 185, 66, 0.3)' },
];
const CRASHED: Palette = { line: '#f16262', glow: 'rgba(241, 98, 98, 0.6)', fill: 'rgba(241, 98, 98, 0.22)' };
const VOIDED: Palette = { line: '#8b91a8', glow: 'rgba(139, 145, 168, 0.3)', fill: 'rgba(139, 145, 168, 0.12)' };
const GRID = 'rgba(139, 145, 168, 0.14)';
const LABEL = 'rgba(139, 145, 168, 0.85)';

export function paletteFor(phase: CrashPhase | null, stage: 0 | 1 | 2): Palette {
  if (phase === 'crashed') return CRASHED;
  if (phase === 'voided') return VOIDED;
  return STAGE_PALETTES[stage] ?? CRASHED;
}

/** The smallest "nice" step (1, 2, 2.5, 5 × 10^k) giving at most `maxLines` lines over `span`. */
export function niceStep(span: number, maxLines: number): number {
  const raw = span / Math.max(1, maxLines);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 2.5, 5, 10]) if (factor * magnitude >= raw) return factor * magnitude;
  return 10 * magnitude;
}

/** The visible window: at least 8 s and x2, growing ahead of the curve so its head stays inside. */
export function viewport(elapsedMs: number, multiplier: number): { tMax: number; mMax: number } {
  return { tMax: Math.max(8000, elapsedMs * 1.15), mMax: Math.max(2, (multiplier / 100) * 1.2) };
}

export function drawCrashFrame(ctx: CanvasRenderingContext2D, width: number, height: number, frame: CrashFrame): void {
  ctx.clearRect(0, 0, width, height);
  const palette = paletteFor(frame.phase, frame.stage);
  const narrow = width < 420;
  const box = {
    left: narrow ? 40 : 50,
    right: width - 16,
    top: 16,
    bottom: height - 28,
  };
  const plotW = Math.max(1, box.right - box.left);
  const plotH = Math.max(1, box.bottom - box.top);
  const { tMax, mMax } = viewport(frame.elapsedMs, frame.multiplier);
  const x = (t: number) => box.left + (t / tMax) * plotW;
  const y = (m: number) => box.bottom - ((m - 1) / (mMax - 1)) * plotH;

  drawBackdrop(ctx, width, height, palette);
  drawAxes(ctx, box, tMax, mMax, x, y, narrow);

  if (frame.phase === 'running' && !frame.reducedMotion && frame.stage !== 0) {
    drawSparks(ctx, box, frame.time, frame.stage);
  }
  if (frame.phase === 'running' || frame.phase === 'crashed' || frame.phase === 'voided') {
    drawCurve(ctx, frame, palette, x, y, box.bottom);
  }
}

function drawBackdrop(ctx: CanvasRenderingContext2D, width: number, height: number, palette: Palette): void {
  const glow = ctx.createRadialGradient(width * 0.85, height * 0.1, 0, width * 0.85, height * 0.1, width * 0.7);
  glow.addColorStop(0, palette.fill);
  glow.addColorStop(1, 'rgba(0, 0, 0, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);
}

type Box = { left: number; right: number; top: number; bottom: number };

function drawAxes(
  ctx: CanvasRenderingContext2D,
  box: Box,
  tMax: number,
  mMax: number,
  x: (t: number) => number,
  y: (m: number) => number,
  narrow: boolean,
): void {
  ctx.save();
  ctx.lineWidth = 1;
  ctx.strokeStyle = GRID;
  ctx.fillStyle = LABEL;
  ctx.font = `${narrow ? 10 : 11}px Inter, system-ui, sans-serif`;
  const mStep = niceStep(mMax - 1, 4);
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (let m = 1; m <= mMax + 1e-9; m += mStep) {
    const py = Math.round(y(m)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(box.left, py);
    ctx.lineTo(box.right, py);
    ctx.stroke();
    ctx.fillText(`x${Number(m.toFixed(2))}`, box.left - 6, py);
  }
  const tStep = niceStep(tMax / 1000, narrow ? 3 : 5) * 1000;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (let t = 0; t <= tMax + 1e-9; t += tStep) {
    const px = Math.round(x(t)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(px, box.bottom);
    ctx.lineTo(px, box.bottom + 4);
    ctx.stroke();
    ctx.fillText(`${Number((t / 1000).toFixed(1))}s`, px, box.bottom + 8);
  }
  ctx.restore();
}

function drawCurve(
  ctx: CanvasRenderingContext2D,
  frame: CrashFrame,
  palette: Palette,
  x: (t: number) => number,
  y: (m: number) => number,
  floor: number,
): void {
  const steps = 96;
  const end = frame.multiplier / 100;
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = (frame.elapsedMs * i) / steps;
    // The curve itself is continuous; its last point is the exact (floored) multiplier shown.
    const m = i === steps ? end : Math.min(end, Math.exp(GROWTH_PER_MS * t));
    points.push([x(t), y(m)]);
  }
  const [headX, headY] = points[points.length - 1] ?? [x(0), y(1)];

  ctx.save();
  const area = ctx.createLinearGradient(0, headY, 0, floor);
  area.addColorStop(0, palette.fill);
  area.addColorStop(1, 'rgba(0, 0, 0, 0)');
  ctx.beginPath();
  ctx.moveTo(x(0), floor);
  for (const [px, py] of points) ctx.lineTo(px, py);
  ctx.lineTo(headX, floor);
  ctx.closePath();
  ctx.fillStyle = area;
  ctx.fill();

  ctx.beginPath();
  points.forEach(([px, py], index) => (index === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = palette.line;
  ctx.shadowColor = palette.glow;
  ctx.shadowBlur = 16;
  ctx.stroke();
  ctx.shadowBlur = 0;

  if (frame.phase === 'crashed') drawBurst(ctx, headX, headY, palette);
  else if (frame.phase === 'running') drawHead(ctx, headX, headY, palette, frame);
  ctx.restore();
}

function drawHead(ctx: CanvasRenderingContext2D, px: number, py: number, palette: Palette, frame: CrashFrame): void {
  if (!frame.reducedMotion) {
    const pulse = (frame.time % 1200) / 1200;
    ctx.beginPath();
    ctx.arc(px, py, 7 + pulse * 14, 0, Math.PI * 2);
    ctx.strokeStyle = palette.glow;
    ctx.globalAlpha = 1 - pulse;
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  ctx.beginPath();
  ctx.arc(px, py, 6, 0, Math.PI * 2);
  ctx.fillStyle = '#fff';
  ctx.shadowColor = palette.glow;
  ctx.shadowBlur = 14;
  ctx.fill();
  ctx.shadowBlur = 0;
}

/** The crash: a static star of rays where the curve stopped. */
function drawBurst(ctx: CanvasRenderingContext2D, px: number, py: number, palette: Palette): void {
  ctx.strokeStyle = palette.line;
  ctx.lineWidth = 2.5;
  ctx.lineCap = 'round';
  for (let ray = 0; ray < 8; ray += 1) {
    const angle = (ray / 8) * Math.PI * 2 + Math.PI / 8;
    const inner = ray % 2 === 0 ? 9 : 7;
    const outer = ray % 2 === 0 ? 22 : 15;
    ctx.beginPath();
    ctx.moveTo(px + Math.cos(angle) * inner, py + Math.sin(angle) * inner);
    ctx.lineTo(px + Math.cos(angle) * outer, py + Math.sin(angle) * outer);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(px, py, 5, 0, Math.PI * 2);
  ctx.fillStyle = palette.line;
  ctx.fill();
}

/** Stage 1 and 2: sparks drifting past, faster and denser in the last stage. */
function drawSparks(ctx: CanvasRenderingContext2D, box: Box, time: number, stage: 1 | 2): void {
  const count = stage === 2 ? 36 : 16;
  const speed = stage === 2 ? 0.12 : 0.05;
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  ctx.save();
  ctx.fillStyle = stage === 2 ? 'rgba(255, 214, 140, 0.7)' : 'rgba(196, 181, 253, 0.55)';
  for (let i = 0; i < count; i += 1) {
    // Fixed pseudo-random lanes per spark: a cheap hash of the index, the same every frame.
    const lane = (Math.sin(i * 12.9898) * 43758.5453) % 1;
    const offset = (Math.sin(i * 78.233) * 12345.678) % 1;
    const px = box.right - ((Math.abs(offset) * width + time * speed * (0.6 + Math.abs(lane))) % width);
    const py = box.top + Math.abs(lane) * height;
    ctx.globalAlpha = 0.3 + 0.7 * Math.abs(offset);
    ctx.fillRect(px, py, stage === 2 ? 2 : 1.5, stage === 2 ? 2 : 1.5);
  }
  ctx.restore();
}
