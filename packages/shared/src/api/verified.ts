import { z } from 'zod';
import { ID_RANGE, MAX_ID } from './common';
import { AnswerAlternative } from './chat';

/** One choice of the "Adjust the reading" form: an id the server understands and the words shown. */
export const ReadingChoice = z.object({ id: z.string(), label: z.string() });
export type ReadingChoice = z.infer<typeof ReadingChoice>;

const ChoiceId = z.string().trim().min(1).max(300);

/**
 * A reading as the "Adjust the reading" form states it: what to measure, how to group it, which filters
 * to keep or add, and which date column dates it. Ids are those of the reading's options.
 */
export const ReadingAdjustment = z.object({
  measure: ChoiceId,
  /** At most two groupings, outermost first; [] for one figure. */
  groupings: z.array(ChoiceId).max(2),
  /** Ids of the current reading's filters to keep. */
  keepFilters: z.array(ChoiceId).max(20),
  /** One more filter: a column equal to a value. */
  addFilter: z
    .object({
      column: ChoiceId,
      value: z.string().trim().min(1, 'Type the value to filter on').max(200, 'The value is too long'),
    })
    .nullable()
    .optional(),
  /** The date column the period and the time groupings use; null keeps SOE's choice. */
  dateColumn: ChoiceId.nullable(),
});
export type ReadingAdjustment = z.infer<typeof ReadingAdjustment>;

/** GET /api/messages/:id/reading: the answer's reading and what it can be changed to. */
export const ReadingOptionsResponse = z.object({
  systemId: z.number().int(),
  systemName: z.string(),
  /** The question the answer replies to. */
  question: z.string(),
  current: ReadingAdjustment,
  measures: z.array(ReadingChoice),
  groupings: z.array(ReadingChoice),
  /** The current reading's filters, in words (kept or dropped by id). */
  filters: z.array(ReadingChoice),
  /** Category columns a filter may be added on. */
  filterColumns: z.array(ReadingChoice),
  dateColumns: z.array(ReadingChoice),
  alternatives: z.array(AnswerAlternative),
});
export type ReadingOptionsResponse = z.infer<typeof ReadingOptionsResponse>;

/**
 * POST /api/messages/:id/feedback. Up: the answer's reading is right. Down: one of the answer's other
 * readings (its alternative's question), or an adjusted reading, is what the question means. Either way
 * the reading is stored as a verified question of the system and answers that question from now on.
 */
export const AnswerFeedbackRequest = z.discriminatedUnion('verdict', [
  z.object({ verdict: z.literal('up') }),
  z.object({
    verdict: z.literal('down'),
    alternative: z.string().trim().min(1).max(4000).optional(),
    reading: ReadingAdjustment.optional(),
  }),
]);
export type AnswerFeedbackRequest = z.infer<typeof AnswerFeedbackRequest>;

/** A question whose reading a person confirmed or corrected: SOE answers it (and its rewordings) with that reading. */
export const VerifiedQuestion = z.object({
  id: z.number().int(),
  systemId: z.number().int(),
  question: z.string(),
  /** The reading in words ("Revenue by month, in 2025"). */
  readingText: z.string(),
  verifiedBy: z.string().nullable(),
  verifiedAt: z.string(),
});
export type VerifiedQuestion = z.infer<typeof VerifiedQuestion>;

export const VerifiedQuestionParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID, ID_RANGE),
  questionId: z.coerce.number().int().positive().max(MAX_ID, ID_RANGE),
});
