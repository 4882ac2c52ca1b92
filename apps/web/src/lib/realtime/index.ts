export {
  DEFAULT_TIMINGS,
  RealtimeConnection,
  defaultRealtimeUrl,
  type ConnectionNotice,
  type ConnectionState,
  type ConnectionTimings,
} from './connection';
export { RealtimeProvider, useRealtime, useRealtimeEvent, useRealtimeNotice, useRealtimeState } from './provider';
