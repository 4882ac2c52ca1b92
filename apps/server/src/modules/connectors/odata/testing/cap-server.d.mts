export interface CapServer {
  /** The OData v4 service root, http://127.0.0.1:PORT/odata/v4/erp/. */
  url: string;
  port: number;
  output(): string;
  close(): Promise<void>;
}

/** The folder of the CAP project (its model and CSV data). */
export const CAP_PROJECT: string;
export const CAP_SERVICE_PATH: string;
export function startCapServer(): Promise<CapServer>;
