/**
 * The systems feature's query keys, from the widest to the narrowest (TanStack Query matches a key by
 * prefix): `systemKeys.system(id)` covers a system's schema and its hidden fields.
 */
export const systemKeys = {
  all: ['systems'] as const,
  list: () => [...systemKeys.all, 'list'] as const,
  system: (id: number) => [...systemKeys.all, 'system', id] as const,
  schema: (id: number) => [...systemKeys.system(id), 'schema'] as const,
  secretFields: (id: number) => [...systemKeys.system(id), 'secret-fields'] as const,
  terms: (id: number) => [...systemKeys.system(id), 'terms'] as const,
  verifiedQuestions: (id: number) => [...systemKeys.system(id), 'verified-questions'] as const,
  performance: (id: number) => [...systemKeys.system(id), 'performance'] as const,
  connectors: () => [...systemKeys.all, 'connectors'] as const,
  /** Links between two systems (and the sources that can be linked): they span systems, so sit beside the list. */
  links: () => [...systemKeys.all, 'links'] as const,
  linkSources: () => [...systemKeys.links(), 'sources'] as const,
};

/**
 * The usage feature's key (features do not import each other): a connected or removed system changes
 * the systems counted against the plan.
 */
export const USAGE_KEY = ['/api/usage'] as const;
