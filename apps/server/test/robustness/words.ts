/**
 * The logical words of a physical name, and the explicit tables the encodings spell them with. A name's words are
 * what stays the same across encodings: `empHireDt`, `EMP_HIRE_DT` and `emp_hire_dt` are the words emp, hire, dt.
 */

/**
 * Names written as lower-case words run together (the university dataset): nothing in the spelling says where a
 * word ends, so each is split here by hand. Names not listed are one word.
 */
export const RUN_TOGETHER: Record<string, string[]> = {
  advisorid: ['advisor', 'id'],
  awardyear: ['award', 'year'],
  birthdate: ['birth', 'date'],
  coursecode: ['course', 'code'],
  courseid: ['course', 'id'],
  deptcode: ['dept', 'code'],
  deptid: ['dept', 'id'],
  deptname: ['dept', 'name'],
  dropdate: ['drop', 'date'],
  emailaddress: ['email', 'address'],
  enrolldate: ['enroll', 'date'],
  enrolleddate: ['enrolled', 'date'],
  enrollmentid: ['enrollment', 'id'],
  finalgrade: ['final', 'grade'],
  firstname: ['first', 'name'],
  foundedyear: ['founded', 'year'],
  gradepoints: ['grade', 'points'],
  graduationdate: ['graduation', 'date'],
  hiredate: ['hire', 'date'],
  homestate: ['home', 'state'],
  instructorid: ['instructor', 'id'],
  isinternational: ['is', 'international'],
  istenured: ['is', 'tenured'],
  lastname: ['last', 'name'],
  majordeptid: ['major', 'dept', 'id'],
  paiddate: ['paid', 'date'],
  paymentid: ['payment', 'id'],
  paymenttype: ['payment', 'type'],
  prerequisiteid: ['prerequisite', 'id'],
  scholarshipid: ['scholarship', 'id'],
  sectionid: ['section', 'id'],
  sectionno: ['section', 'no'],
  studentid: ['student', 'id'],
  studentstatus: ['student', 'status'],
  termstartdate: ['term', 'start', 'date'],
};

/** Table-name prefixes that are a naming convention, not a word of the name (hr's tblEmployee). */
const TABLE_PREFIXES = new Set(['tbl']);

/** Splits a physical name into lower-case words: snake_case, camelCase, PascalCase, UPPER_SNAKE, run-together. */
export function wordsOf(name: string, isTable = false): string[] {
  const known = RUN_TOGETHER[name];
  if (known) return [...known];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  if (isTable && words.length > 1 && TABLE_PREFIXES.has(words[0])) words.shift();
  return words;
}

/**
 * The abbreviation table of the abbreviated encoding: the short forms schemas commonly use. A word not listed (or
 * already short, as `emp`, `dt`) is kept; a plural is abbreviated as its singular plus `s`.
 */
export const ABBREVIATIONS: Record<string, string> = {
  account: 'acct',
  address: 'addr',
  amount: 'amt',
  appointment: 'appt',
  average: 'avg',
  billing: 'bill',
  category: 'cat',
  code: 'cd',
  count: 'cnt',
  course: 'crs',
  customer: 'cust',
  date: 'dt',
  department: 'dept',
  description: 'desc',
  diagnosis: 'dx',
  employee: 'emp',
  enrollment: 'enrl',
  graduation: 'grad',
  instructor: 'instr',
  international: 'intl',
  invoice: 'inv',
  manager: 'mgr',
  movement: 'mvmt',
  name: 'nm',
  number: 'num',
  order: 'ord',
  payment: 'pmt',
  percent: 'pct',
  prerequisite: 'prereq',
  prescription: 'rx',
  price: 'prc',
  product: 'prod',
  provider: 'prov',
  quantity: 'qty',
  reference: 'ref',
  request: 'req',
  salary: 'sal',
  scholarship: 'schol',
  section: 'sect',
  shipment: 'shpmt',
  status: 'stat',
  student: 'stu',
  subscription: 'sub',
  total: 'tot',
  transaction: 'txn',
  type: 'typ',
  warehouse: 'whse',
  weight: 'wt',
  year: 'yr',
};

export function abbreviate(word: string): string {
  if (ABBREVIATIONS[word]) return ABBREVIATIONS[word];
  if (word.endsWith('s') && ABBREVIATIONS[word.slice(0, -1)]) return `${ABBREVIATIONS[word.slice(0, -1)]}s`;
  return word;
}

/**
 * A table's short name, put before its columns in the prefixed encoding (customer → cust, invoice_line → il): the
 * abbreviation of a one-word name (its first four letters when it has none), the initials of a longer one.
 */
export function shortName(tableWords: string[]): string {
  if (tableWords.length > 1) return tableWords.map((w) => w[0]).join('');
  const w = tableWords[0];
  const singular = w.endsWith('s') ? w.slice(0, -1) : w;
  return ABBREVIATIONS[singular] ?? ABBREVIATIONS[w] ?? singular.slice(0, 4);
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
export const snake = (words: string[]) => words.join('_');
export const camel = (words: string[]) => words[0] + words.slice(1).map(cap).join('');
