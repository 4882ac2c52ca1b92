import type { Catalog } from './types';
import { TRUTH_PAIRS } from './profile';
import { statsKey, type ValueIndex } from '../values/value-index';

/** The most values a column may hold and still be read as having a thing or not ('No', '1.1', '1.2'). */
const MAX_FLAG_VALUES = 6;
const YES_WORDS = new Set(TRUTH_PAIRS.map(([yes]) => yes));
/** Only the words: 'N' or 'F' beside other letters is a code ('M', 'F', 'X' of a gender). */
const NO_WORDS = new Set(['no', 'none']);

/**
 * A text column that says whether a row has a thing by holding 'No' (or 'None') where it has none, beside what the
 * row has ('802.11b' and 'No' of `chip_model.WiFi`): a flag, as a column named so is ('how many models have wifi',
 * 'models that do not have wifi'), 'No' for no and the rest for yes. Told by its values, which the value index reads
 * anyway (no query of its own), and only where the index holds every one of them (not '1.1', '1.2' and 'No', whose
 * numbers it does not keep: the values for yes would be unknown). The yes/no pairs of columns named as flags or kept
 * short are the profile's (profile.ts); a pair elsewhere stays two values ('how many acting statuses are there').
 * Marks the columns in the catalog (role 'boolean', with the values for yes and no).
 */
export function readTextFlags(catalog: Catalog, values: ValueIndex): void {
  const held = new Map<string, { entity: string; column: string; values: Set<string> }>();
  for (const hits of values.byText.values())
    for (const h of hits) {
      if (h.columns.length !== 1) continue;
      const key = statsKey(h.entity, h.columns);
      const stats = values.stats.get(key);
      if (!stats?.complete || stats.distinct > MAX_FLAG_VALUES || stats.distinct < 2) continue;
      const entry = held.get(key) ?? { entity: h.entity, column: h.columns[0], values: new Set<string>() };
      entry.values.add(h.value);
      held.set(key, entry);
    }
  for (const [key, { entity, column, values: said }] of held) {
    if (said.size !== values.stats.get(key)!.distinct) continue;
    const no = [...said].filter((v) => NO_WORDS.has(v.trim().toLowerCase()));
    const yes = [...said].filter((v) => !no.includes(v));
    // A yes/no pair named as no flag is left to the question ('how many acting statuses are there' counts two values
    // of `temporary_acting`); a yes among others ('Yes', 'No', 'Maybe') leaves the others neither.
    if (no.length !== 1 || yes.some((v) => YES_WORDS.has(v.trim().toLowerCase()))) continue;
    const c = catalog.byName.get(entity)?.byName.get(column);
    if (!c || c.role !== 'category' || c.type !== 'text' || c.truth) continue;
    c.role = 'boolean';
    c.truth = { yes, no };
  }
}
