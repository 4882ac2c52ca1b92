export {
  recordWriteOperations,
  parseRecordWrite,
  recordActionOf,
  findEntity,
  writableEntities,
  keyText,
  RECORD_OPERATIONS,
  WRITE_NOT_ALLOWED,
  type RecordWrite,
  type RecordAction,
  type FieldValue,
} from './record-ops';
export {
  performRecordWrite,
  type WriteDialect,
  type WriteTx,
  type RecordOutcome,
  type RecordWriteResult,
  type Row,
} from './perform';
export { boundValue, displayValue, sameValue, type BoundValue } from './values';
