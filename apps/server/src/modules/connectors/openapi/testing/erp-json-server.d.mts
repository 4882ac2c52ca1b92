export interface ErpJsonServer {
  /** http://127.0.0.1:PORT */
  base: string;
  /** The OpenAPI document, http://127.0.0.1:PORT/openapi.json. */
  url: string;
  port: number;
  requests(): string[];
  close(): Promise<void>;
}

export function startErpJsonServer(): Promise<ErpJsonServer>;
