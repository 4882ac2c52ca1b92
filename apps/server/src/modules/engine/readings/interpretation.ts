import type { AggregateFn, TimeUnit } from '../../connectors/query';
import type { JoinEdge, RevenueMeasure } from '../catalog/types';
import type { ValueHit } from '../values/value-index';
import type { PatternFilter } from './patterns';
import type { WeekdayFilter } from '../read/weekdays';
import type { TimeRange } from '../read/time';

/** A column the question may mean, with how well its words matched. */
export interface ColumnCandidate {
  entity: string;
  column: string;
  score: number;
}

/** What is computed. */
export type MeasureRef =
  /** Rows of an entity ('how many customers'). */
  | { kind: 'count'; entity: string; said?: string[] }
  /** Distinct values of a column ('how many countries'); `days`: of a date's day ('how many days did each visit'). */
  | { kind: 'countDistinct'; columns: ColumnCandidate[]; days?: true }
  /**
   * Units of an entity moved by transactions ('how many tracks were sold'); `distinct`: how many different
   * ones were moved ('how many distinct products were shipped'); `often`: how often they were moved, the records of
   * moving them counted ('the product ordered most often'), not their quantities.
   */
  | { kind: 'units'; entity: string; distinct?: boolean; often?: boolean }
  /** Money earned, in whatever form the schema records it. */
  | { kind: 'revenue'; agg: AggregateFn }
  /** An aggregate of a numeric column ('average invoice total'). */
  | { kind: 'column'; columns: ColumnCandidate[]; agg: AggregateFn }
  /** No aggregate: rows of an entity, optionally ordered by one of its columns ('the 5 longest tracks'). */
  | {
      kind: 'rows';
      entity: string;
      /** `all`: every row, in that order ('sorted by earnings, descending'), not the first few (a ranking). */
      orderBy?: { columns: ColumnCandidate[]; dir: 'asc' | 'desc'; all?: true };
      /** 'What are the regions that use English': the different values of one category column, not its rows. */
      values?: ColumnCandidate;
      /**
       * The values said with a word that asks for each once ('the different police forces of counties in the East'):
       * the columns of the conditions are not asked for, so the values are listed alone.
       */
      distinct?: true;
    }
  /** Days from one date of a row to another, aggregated ('average days from ship date to delivered date'). */
  | { kind: 'days'; entity: string; from: string; to: string; agg: AggregateFn }
  /**
   * Whole years of age from a birth date `column` to the day `asOf` (YYYY-MM-DD), or to another date of the row
   * (`at`: 'age at hire'), aggregated ('average age of active students', readings/age.ts).
   */
  | { kind: 'age'; entity: string; column: string; agg: AggregateFn; asOf: string; at?: string };

/** What the figures are grouped by. */
export type DimRef =
  /** `said`: the words the question named the rows by ('customers' for accounts), singular, to name them back. */
  /** `listed`: the rows are listed with their figure ('the company name with the number of …'), not a breakdown. */
  | { kind: 'entity'; entity: string; via?: JoinEdge; said?: string[]; listed?: boolean }
  /**
   * `distinct`: the values said as different ones ('for each distinct product name'): one group per value, where a
   * table's name column is otherwise grouped row by row (two products called 'film' stay two).
   */
  | { kind: 'column'; columns: ColumnCandidate[]; listed?: boolean; distinct?: true }
  | { kind: 'time'; unit: TimeUnit }
  /** The day of the week of the measure's date ('which weekday had the most shipments'). */
  | { kind: 'weekday' }
  /** The hour of the day of the measure's date ('deliveries by hour of the day'). */
  | { kind: 'hour' };

/** A condition of the question, whatever its kind (see FilterRef). */
type FilterCondition =
  /** A value found in the data; `context` are stems of the words next to it, to pick its column. */
  | {
      kind: 'value';
      text: string;
      hits: ValueHit[];
      context: string[];
      via?: JoinEdge;
      negate: boolean;
      /** Part of what the measure means ('paid' invoices for revenue): it applies to a share's whole too. */
      scope?: boolean;
    }
  /** A substring the user quoted that no indexed value matched. */
  | { kind: 'contains'; text: string; entity?: string }
  /** A numeric threshold on a column ('invoices over 20'), or on the measure when `columns` is empty ('artists with more than 10 albums'). */
  | {
      kind: 'threshold';
      /** '<>': every value but this one ('whose age is not 20'). */
      op: '>' | '>=' | '<' | '<=' | '=' | '<>';
      value: number;
      columns: ColumnCandidate[];
      onMeasure: boolean;
      countOf?: string;
      /** The column was named right after the number ('more than 12 days', 'over 2000 units'): an amount. */
      unitAfter?: boolean;
      /** The figure compared is this aggregate of the column over each group ('an average rating below 3.4'). */
      agg?: AggregateFn;
      /** The unit the number was said in ('5 minutes'), when it names one (read/units.ts). */
      unit?: string;
      /**
       * Compared with this aggregate of the same column over all its table's rows, not with `value` ('a price above
       * the average price', 'more staff than the minimum'): the plan compares each row with the figure of them all.
       */
      against?: AggregateFn;
      /**
       * The rows that figure is taken over, when not all of them: values of their own table ('a rating below that of
       * all songs in English', 'after all movies directed by Steven Spielberg').
       */
      againstValues?: Array<{ text: string; hits: ValueHit[] }>;
    }
  /** Two columns of one row compared ('shipped after the required date'). */
  | {
      kind: 'columns';
      entity: string;
      left: string;
      op: '>' | '<' | '>=' | '<=' | '=' | '<>';
      right: string;
      /** The right column's table when it is another one along the join path ('stock below the product's reorder point'). */
      rightEntity?: string;
      /** Dates: the days from right to left compared with this number ('more than 3 days after'). */
      days?: number;
      /** Dates: their month / year compared ('in the same month as'); `recurring` compares the month of any year (a birthday). */
      same?: { unit: TimeUnit; recurring: boolean };
      /** The part of a share ('what percentage arrived late'): the other filters make the whole. */
      part?: boolean;
    }
  /** A yes/no column ('discontinued products'). */
  | { kind: 'flag'; entity: string; column: string; value: boolean; scope?: boolean }
  /** A date that is set ('churned accounts', 'shipped orders' on a table with churned_at / shipped_date); not set when `negate` ('current employees'). */
  | { kind: 'present'; entity: string; column: string; negate?: boolean; scope?: boolean }
  /** Days of the week, on the measure's date ('on a Monday', 'on weekends'). */
  | WeekdayFilter
  /** A text pattern on a column ('last name starts with Mc', 'Gmail addresses'): a row matches either value. */
  | PatternFilter
  /** People whose whole years of age on `asOf` are at least `atLeast` and under `under` ('65 or older', readings/age.ts). */
  | { kind: 'age'; entity: string; column: string; atLeast?: number; under?: number; asOf: string };

export type FilterRef = FilterCondition & {
  /**
   * Conditions the question joins with 'or' ('in Sales or remote') share this number: a row matches when one
   * of them holds; the group as a whole is and-ed with the other filters (understand/either.ts).
   */
  either?: number;
  /**
   * Within an either-of group, the side this condition belongs to, when a side holds several ('in East Julianaside,
   * Texas or in Gleasonmouth, Arizona': city and state, or city and state): a side's conditions all hold at once.
   */
  side?: number;
};

export interface Interpretation {
  measure: MeasureRef;
  dims: DimRef[];
  filters: FilterRef[];
  time?: TimeRange;
  /** Words of the question that named a time column ('shipped', 'hired'). */
  timeHints: string[];
  rank?: { dir: 'asc' | 'desc'; n: number; singular: boolean };
  /** Readings taken where the words allow others, said with the answer ('Read as the …'), as the plan's choices. */
  choices?: string[];
  /** 'in ascending order of count': every group, in this order of its figure (no ranking cut). */
  groupOrder?: 'asc' | 'desc';
  /** Entities the question named, in order (used to pick among readings and to resolve ambiguous columns). */
  mentioned: string[];
  /** Content words that mapped to nothing. */
  unmapped: string[];
  /** Extra words shown in the answer ('summary' → also the count and average). */
  summary: boolean;
  /** The business term that defined the measure ('revenue', 'pipeline'), to name it in the answer. */
  term?: string;
  /**
   * How many groups pass a condition on their aggregate ('how many employees completed at least one course'):
   * the grouped figure is planned, and its groups counted.
   */
  countGroups?: boolean;
  /** Revenue as a business term defines it, in place of the catalog's guesses. */
  revenue?: RevenueMeasure[];
  /** A phrase whose meaning could not be told ('which two dates …'): no figure is given. */
  unclear?: string;
  /** Words read by a reader of special phrases (date arithmetic), which the evidence's spans do not count. */
  explained?: number;
  /** 'late delivery rate': the share of rows where the question's comparison holds, per group. */
  rate?: boolean;
  /** Columns of the listed rows the question asks to see ('the species of Pet 5'), shown beside their names. */
  show?: ColumnCandidate[];
  /**
   * The verb of moving things a count of units asks about ('shipped' in 'how many yoga mats were shipped'): it names
   * the quantity, the table and the date of the movement (plan/moved.ts).
   */
  verb?: string;
  /** The unit the figure is asked in ('in minutes', read/units.ts): a column kept in another unit is converted. */
  measureUnit?: string;
  /**
   * The reference the rows of a table linking a table to itself reach that table through, for every condition on
   * it: the other end, where the holder is already the outer row's ('people with no friends who are students').
   */
  otherEnd?: JoinEdge;
}
