/** Texts of governed write-back, shared by the API, SOE Local and the audit log. */

/** Effective write = access level write or admin AND the plan's canWrite (decisions §2). */
export const WRITE_REFUSED =
  'Your account can only read data. Changing records in connected systems needs write access and a plan that includes writes (Pro or higher); ask an administrator. Nothing was changed.';

export const ALREADY_DECIDED = (status: string) =>
  `This change was already ${status === 'proposed' ? 'proposed' : status}; it runs at most once.`;

export const NOT_A_WRITE = (id: string) => `"${id}" is not an operation that changes data.`;

export const NO_SUCH_OPERATION = (system: string, id: string) =>
  `${system} offers no operation "${id}". If the system was connected before write-back existed, refresh its schema in Integrations.`;

export const NO_RECORD_UPDATE = (system: string, entity: string) =>
  `${system} declares no operation that changes a ${entity} record, so SOE cannot change it.`;
