import { PLANS, SCHEDULES_MESSAGE, structuredQuerySchema, type Tier } from '@soe/shared';
import { AppError } from '../../lib/errors';
import type { Answerer } from '../chat/service';
import { readAlertIntent } from './alert-intent';
import { cellText, figureName, holds, thresholdText } from './payload';
import type { SchedulesService } from './service';

const CHECK_WORDS = { hourly: 'checked every hour', daily: 'checked daily', weekly: 'checked every Monday' } as const;
/** A question sent without the asker's time zone (an API client): its alert reads its periods and checks in UTC. */
const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The chat's answerer with "alert me when …" in front: such a question sets up an alert instead of being answered.
 * The figure is found by asking the systems for it as a question of its own (the same answerer, SOE Local or a
 * language model), and the alert watches the query that answer ran. The reply, stored like any answer, says what was
 * set up and where the figure is now. Other questions go to the answerer untouched.
 */
export function withAlerts(answer: Answerer, schedules: Pick<SchedulesService, 'watch'>): Answerer {
  return async (user, input, control) => {
    const intent = input.mode === 'external' ? null : readAlertIntent(input.question);
    if (!intent) return answer(user, input, control);
    // The plan's own words, as the answer (the chat turns a 402 into it).
    if (!PLANS[user.subscriptionTier as Tier]?.schedules) throw new AppError('payment_required', SCHEDULES_MESSAGE);
    if ('unreadable' in intent)
      return {
        text: 'To set an alert, say which figure to watch and when to tell you, for example "alert me when weekly revenue drops below 50,000".',
        systemSources: [],
      };
    // The figure's own answer is not shown: its text would stream into this one.
    const found = await answer(
      user,
      { ...input, question: intent.figure, previous: undefined },
      {
        signal: control.signal,
        onDelta: () => {},
      },
    );
    const ran = found.queries?.find(
      (q) => q.systemId !== undefined && structuredQuerySchema.safeParse(q.structured).success,
    );
    if (!ran)
      return {
        text: `I could not find "${intent.figure}" in your systems as one figure to watch. Ask for it first (for example "${intent.figure} this month"), then set the alert with the words that answer uses.`,
        systemSources: found.systemSources,
      };
    const period = intent.period ? { relative: intent.period } : null;
    try {
      const { alert, value, column } = await schedules.watch(
        user,
        {
          question: input.question,
          systemId: ran.systemId!,
          systemName: ran.systemName,
          query: structuredQuerySchema.parse(ran.structured),
        },
        {
          op: intent.op,
          threshold: intent.threshold,
          check: intent.check,
          period,
          timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
          channels: { email: false },
        },
      );
      const now = cellText(value, column);
      const holdsNow = holds(value, alert.op, alert.threshold);
      return {
        text: `I'll tell you when ${figureName(alert.measure, period)} ${intent.verb} ${thresholdText(intent.threshold)} — ${CHECK_WORDS[intent.check]}. It is ${now} now${holdsNow ? ', so the first check will tell you' : ''}.`,
        systemSources: [ran.systemName],
        queries: [ran],
      };
    } catch (error) {
      // The figure could not be read as one number: said as the answer, nothing set up.
      if (error instanceof AppError && error.code === 'bad_request')
        return { text: `No alert was set up. ${error.message}`, systemSources: [ran.systemName] };
      throw error;
    }
  };
}
