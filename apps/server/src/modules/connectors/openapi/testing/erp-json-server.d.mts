export interface ErpJsonServer {
  /** http://127.0.0.1:PORT */
  base: string;
  /** The OpenAPI document, http://127.0.0.1:PORT/openapi.json. */
  url: string;
  port: number;
  requests(): string[];
  close(): Promise<void>;
}

/** `port`: listen there (to bring a stopped server back on its address); a free port otherwise. */
export function startErpJsonServer(port?: number): Promise<ErpJsonServer>;
