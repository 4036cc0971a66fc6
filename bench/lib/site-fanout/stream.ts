import type { ScheduledMessage } from '../fanout/protocol';

/** Where a broadcast comes from: a game, the live drops, the chat, or anything else. */
export type StreamSource = 'crash' | 'jackpot' | 'wheel' | 'cases' | 'chat' | 'other';

const CHAT_EVENTS = new Set([
  'newMessage',
  'chatDeleted',
  'online',
  'quizInit',
  'quizSolved',
  'chatStatus',
  'loadChat',
]);

/** The source of an event, by its name (packages/shared/src/events.ts). */
export function sourceOf(event: string): StreamSource {
  if (event.startsWith('crash') || event === 'clearBets' || event === 'newBets') return 'crash';
  if (/jackpot/i.test(event)) return 'jackpot';
  if (/wheel/i.test(event)) return 'wheel';
  if (event.startsWith('cases')) return 'cases';
  return CHAT_EVENTS.has(event) ? 'chat' : 'other';
}

/** What one viewer's stream of a window held, by source. */
export interface SiteStream {
  /** Messages the first viewer received, by source. */
  messages: Record<StreamSource, number>;
  /** Rounds that ended inside the window: crashes (`crashEnd`), jackpot pots paid, wheel rounds that gave way to the next. */
  rounds: { crash: number; jackpot: number; wheel: number };
}

export function siteStream(recorded: ScheduledMessage[]): SiteStream {
  const messages: Record<StreamSource, number> = { crash: 0, jackpot: 0, wheel: 0, cases: 0, chat: 0, other: 0 };
  const rounds = { crash: 0, jackpot: 0, wheel: 0 };
  for (const { event } of recorded) {
    messages[sourceOf(event)]++;
    if (event === 'crashEnd') rounds.crash++;
    else if (event === 'jackpotResult') rounds.jackpot++;
    else if (event === 'newGameWheel') rounds.wheel++;
  }
  return { messages, rounds };
}

/**
 * A window of ours only stands for the whole site if every source the bench drove reached the
 * viewers in it (the crash rounds always run); otherwise it would measure a quieter site.
 */
export function checkSources(
  stream: SiteStream,
  driven: Iterable<StreamSource>,
  activity: Record<string, number>,
): void {
  const silent = ['crash' as const, ...driven].filter((source) => stream.messages[source] === 0);
  if (silent.length > 0) {
    throw new Error(
      `ours: the window held nothing from ${silent.join(', ')} (${JSON.stringify(stream.messages)}): ` +
        `the bench drove it (${JSON.stringify(activity)}), but no broadcast of it reached the viewers`,
    );
  }
}
