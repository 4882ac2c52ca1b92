export {
  createHub,
  InProcessHub,
  RedisHub,
  type HubEvent,
  type HubMessage,
  type RealtimeHub,
  type RealtimePublisher,
} from './hub';
export { closeUser, realtimeGateway } from './gateway';
