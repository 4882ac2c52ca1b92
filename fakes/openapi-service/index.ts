export { startInventoryService, seedItems } from './server';
export type { InventoryService, InventoryServiceOptions, Item, RecordedRequest } from './server';
export { inventoryDocument } from './document';
