export { startTableauFake } from './server';
export type { RecordedRequest, TableauFake, TableauFakeOptions } from './server';
export { tableauSite, toCsv } from './data';
export type { Cell, FakeView, FakeWorkbook, TableauSite } from './data';
