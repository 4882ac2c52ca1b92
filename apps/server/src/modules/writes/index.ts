export { WritesService, type ProposeInput, type RequestMeta } from './service';
export { writeRoutes } from './routes';
export { WRITE_REFUSED } from './messages';
export { proposeFromQuestion, type WriteAnswer } from './from-question';
