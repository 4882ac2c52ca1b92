import type { Literal } from '../../connectors/query';
import type { EngineSystem, SystemReading } from '../soe-local';
import { readCommand, type CommandReading } from './command';
import { fieldForValue, findColumn, valueFor, type FieldValueResult } from './field';
import { findTarget, noun } from './target';

/**
 * SOE Local's reading of plain write commands ("set the stage of deal Acme
 * Renewal to Won", "change the email of contact Jane Smith to jane@acme.com",
 * "mark invoice INV-1002 as paid") against a system's catalog and value index.
 * The result is an update to propose — never run here — or a question back
 * when the record, field or value is not certain; null when the sentence is
 * not a write command about this system.
 */

export interface WriteProposalIntent {
  kind: 'proposal';
  systemId: number | string;
  operationId: 'update_record';
  input: { entity: string; key: Record<string, Literal>; values: Record<string, Literal> };
  /** One line for the answer: 'set the stage of the deal "Acme Renewal" to "Closed Won"'. */
  summary: string;
}

export type WriteUnderstanding = WriteProposalIntent | { kind: 'question'; text: string };

export async function understandWrite(
  question: string,
  system: EngineSystem,
  knowledge: SystemReading,
): Promise<WriteUnderstanding | null> {
  let question_: string | null = null;
  for (const reading of readCommand(question)) {
    const result = await readOne(reading, system, knowledge);
    if (result?.kind === 'proposal') return result;
    if (result?.kind === 'question') question_ ??= result.text;
  }
  return question_ === null ? null : { kind: 'question', text: question_ };
}

async function readOne(
  reading: CommandReading,
  system: EngineSystem,
  knowledge: SystemReading,
): Promise<WriteUnderstanding | null> {
  const target = await findTarget(reading.target, knowledge, system);
  if (target.kind === 'none') return null;
  if (target.kind === 'question') return target;
  const { entity, key, named } = target.row;
  const what = noun(entity);
  let chosen: FieldValueResult;
  if (reading.rename) {
    const label = entity.label?.columns.length === 1 ? entity.byName.get(entity.label.columns[0]!) : undefined;
    if (!label)
      return { kind: 'question', text: `The ${what} has no single name field to rename; say which field to set.` };
    chosen = { kind: 'value', column: label, value: reading.value };
  } else if (reading.field) {
    const column = findColumn(reading.field, entity, knowledge);
    if (!column) {
      const fields = entity.columns.filter((c) => !c.isKey).map((c) => c.name);
      return {
        kind: 'question',
        text: `The ${what} has no field "${reading.field}". Its fields are ${fields.join(', ')}.`,
      };
    }
    if (entity.primaryKey.includes(column.name) || column.references)
      return {
        kind: 'question',
        text: `${column.name} links or identifies the ${what}; SOE Local does not change it from a sentence.`,
      };
    chosen = valueFor(column, reading.value, knowledge, what);
  } else {
    chosen = fieldForValue(entity, reading.value, knowledge, what);
  }
  if (chosen.kind === 'question') return chosen;
  const shown = typeof chosen.value === 'string' ? `"${chosen.value}"` : String(chosen.value);
  return {
    kind: 'proposal',
    systemId: system.id,
    operationId: 'update_record',
    input: { entity: entity.name, key, values: { [chosen.column.name]: chosen.value } },
    summary: `set the ${chosen.column.name} of the ${what} "${named}" to ${shown}`,
  };
}
