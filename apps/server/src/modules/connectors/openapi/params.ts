import type { JsonObject } from './document';

/** One declared parameter of an operation, as the request builder and the paging detection read it. */

export type ParamLocation = 'path' | 'query' | 'header';

export interface ParamPlan {
  /** The parameter's name on the wire. */
  name: string;
  in: ParamLocation;
  /** Its key in the operation's input (the name, unless two locations share it). */
  key: string;
  required: boolean;
  schema: JsonObject;
}
