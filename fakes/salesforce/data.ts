/**
 * The fake org's metadata and seeded records: a small sales org with users,
 * accounts, contacts, opportunities across the standard stages, leads, cases
 * and one custom object. Everything is fixed, so tests compute their expected
 * figures from these same records.
 */

export type SfType =
  | 'id'
  | 'reference'
  | 'string'
  | 'picklist'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'url'
  | 'currency'
  | 'double'
  | 'percent'
  | 'int'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'address';

export interface SfField {
  name: string;
  label: string;
  type: SfType;
  nillable: boolean;
  createable: boolean;
  updateable: boolean;
  filterable: boolean;
  groupable: boolean;
  sortable: boolean;
  aggregatable: boolean;
  defaultedOnCreate: boolean;
  referenceTo: string[];
  relationshipName: string | null;
  picklistValues: Array<{ value: string; label: string; active: boolean }>;
}

export interface SfObject {
  name: string;
  label: string;
  labelPlural: string;
  keyPrefix: string;
  custom: boolean;
  queryable: boolean;
  createable: boolean;
  updateable: boolean;
  fields: SfField[];
}

export type SfRecord = Record<string, string | number | boolean | null>;

const TEXT: SfType[] = ['id', 'reference', 'string', 'picklist', 'textarea', 'email', 'phone', 'url'];

function field(name: string, label: string, type: SfType, options: Partial<SfField> = {}): SfField {
  // System fields: set by the platform, never written by a client.
  const system = ['Id', 'CreatedDate', 'IsClosed', 'IsWon'].includes(name);
  const numeric = type === 'currency' || type === 'double' || type === 'percent' || type === 'int';
  return {
    name,
    label,
    type,
    nillable: name !== 'Id',
    createable: !system,
    updateable: !system,
    filterable: type !== 'textarea' && type !== 'address',
    groupable:
      type !== 'textarea' &&
      type !== 'address' &&
      type !== 'currency' &&
      type !== 'double' &&
      type !== 'percent' &&
      type !== 'datetime',
    sortable: type !== 'textarea' && type !== 'address',
    aggregatable: numeric || TEXT.includes(type) || type === 'date' || type === 'datetime',
    defaultedOnCreate: system,
    referenceTo: [],
    relationshipName: null,
    picklistValues: [],
    ...options,
  };
}

const ref = (name: string, label: string, to: string, relationshipName: string) =>
  field(name, label, 'reference', { referenceTo: [to], relationshipName });
const picklist = (name: string, label: string, values: string[]) =>
  field(name, label, 'picklist', { picklistValues: values.map((v) => ({ value: v, label: v, active: true })) });
const created = () => field('CreatedDate', 'Created Date', 'datetime', { nillable: false });

export const STAGES: Array<{ name: string; probability: number; closed: boolean; won: boolean }> = [
  { name: 'Prospecting', probability: 10, closed: false, won: false },
  { name: 'Qualification', probability: 10, closed: false, won: false },
  { name: 'Needs Analysis', probability: 20, closed: false, won: false },
  { name: 'Proposal/Price Quote', probability: 75, closed: false, won: false },
  { name: 'Negotiation/Review', probability: 90, closed: false, won: false },
  { name: 'Closed Won', probability: 100, closed: true, won: true },
  { name: 'Closed Lost', probability: 0, closed: true, won: false },
];

function object(
  name: string,
  label: string,
  labelPlural: string,
  keyPrefix: string,
  fields: SfField[],
  custom = false,
): SfObject {
  return {
    name,
    label,
    labelPlural,
    keyPrefix,
    custom,
    queryable: true,
    createable: true,
    updateable: true,
    fields: [field('Id', `${label} ID`, 'id', { nillable: false, groupable: true }), ...fields],
  };
}

export function buildObjects(): SfObject[] {
  return [
    object('User', 'User', 'Users', '005', [
      field('Name', 'Full Name', 'string', { createable: false, updateable: false }),
      field('Email', 'Email', 'email'),
      field('IsActive', 'Active', 'boolean'),
      created(),
    ]),
    object('Account', 'Account', 'Accounts', '001', [
      field('Name', 'Account Name', 'string', { nillable: false }),
      picklist('Industry', 'Industry', ['Technology', 'Manufacturing', 'Healthcare', 'Retail', 'Finance']),
      picklist('Type', 'Account Type', ['Customer', 'Prospect', 'Partner']),
      field('BillingCountry', 'Billing Country', 'string'),
      field('BillingAddress', 'Billing Address', 'address', { createable: false, updateable: false }),
      field('AnnualRevenue', 'Annual Revenue', 'currency'),
      field('NumberOfEmployees', 'Employees', 'int'),
      field('Description', 'Account Description', 'textarea'),
      ref('OwnerId', 'Owner ID', 'User', 'Owner'),
      created(),
    ]),
    object('Contact', 'Contact', 'Contacts', '003', [
      field('FirstName', 'First Name', 'string'),
      field('LastName', 'Last Name', 'string', { nillable: false }),
      field('Name', 'Full Name', 'string', { createable: false, updateable: false }),
      field('Email', 'Email', 'email'),
      field('Title', 'Title', 'string'),
      ref('AccountId', 'Account ID', 'Account', 'Account'),
      ref('OwnerId', 'Owner ID', 'User', 'Owner'),
      created(),
    ]),
    object('Opportunity', 'Opportunity', 'Opportunities', '006', [
      field('Name', 'Name', 'string', { nillable: false }),
      {
        ...picklist(
          'StageName',
          'Stage',
          STAGES.map((s) => s.name),
        ),
        nillable: false,
      },
      field('Amount', 'Amount', 'currency'),
      field('CloseDate', 'Close Date', 'date', { nillable: false }),
      field('Probability', 'Probability (%)', 'percent'),
      field('IsClosed', 'Closed', 'boolean', { nillable: false }),
      field('IsWon', 'Won', 'boolean', { nillable: false }),
      picklist('LeadSource', 'Lead Source', ['Web', 'Partner Referral', 'Trade Show', 'Phone Inquiry']),
      ref('AccountId', 'Account ID', 'Account', 'Account'),
      ref('OwnerId', 'Owner ID', 'User', 'Owner'),
      created(),
    ]),
    object('Lead', 'Lead', 'Leads', '00Q', [
      field('LastName', 'Last Name', 'string', { nillable: false }),
      field('Company', 'Company', 'string', { nillable: false }),
      picklist('Status', 'Lead Status', ['Open - Not Contacted', 'Working - Contacted', 'Closed - Converted']),
      created(),
    ]),
    object('Case', 'Case', 'Cases', '500', [
      field('Subject', 'Subject', 'string'),
      picklist('Status', 'Status', ['New', 'Working', 'Escalated', 'Closed']),
      picklist('Priority', 'Priority', ['High', 'Medium', 'Low']),
      ref('AccountId', 'Account ID', 'Account', 'Account'),
      created(),
    ]),
    object(
      'Invoice__c',
      'Invoice',
      'Invoices',
      'a01',
      [
        field('Name', 'Invoice Number', 'string', { nillable: false }),
        field('Amount__c', 'Invoice Amount', 'currency'),
        picklist('Status__c', 'Status', ['Draft', 'Sent', 'Paid']),
        field('Due_Date__c', 'Due Date', 'date'),
        ref('Account__c', 'Account', 'Account', 'Account__r'),
        created(),
      ],
      true,
    ),
  ];
}

/** Objects describeGlobal lists that no business question needs (history, setup, feeds). */
export const NOISE_OBJECTS: Array<{ name: string; label: string; queryable: boolean; custom: boolean }> = [
  { name: 'AccountHistory', label: 'Account History', queryable: true, custom: false },
  { name: 'ApexClass', label: 'Apex Class', queryable: true, custom: false },
  { name: 'FeedItem', label: 'Feed Item', queryable: true, custom: false },
  { name: 'AggregateResult', label: 'Aggregate Result', queryable: false, custom: false },
  { name: 'Log__e', label: 'Log Event', queryable: false, custom: true },
];

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(12, '0')}AAA`;
const at = (date: string, hour = 9) => `${date}T${String(hour).padStart(2, '0')}:00:00.000+0000`;

export function buildRecords(): Record<string, SfRecord[]> {
  const users = [
    ['Sofia Ramirez', 'sofia@example.com'],
    ['Henrik Larsen', 'henrik@example.com'],
    ['Aiko Tanaka', 'aiko@example.com'],
  ].map(([name, email], i) => ({
    Id: id('005', i + 1),
    Name: name,
    Email: email,
    IsActive: true,
    CreatedDate: at('2023-01-02'),
  }));

  const accountRows: Array<[string, string | null, string, string, number | null, number | null, number]> = [
    ['Acme Corporation', 'Manufacturing', 'Customer', 'United States', 5_200_000, 1200, 0],
    ['Globex', 'Technology', 'Customer', 'Germany', 12_000_000, 3400, 1],
    ['Initech', 'Technology', 'Prospect', 'United States', null, 85, 0],
    ["O'Reilly Health", 'Healthcare', 'Customer', 'Ireland', 3_100_000, 640, 1],
    ['Umbrella Retail', 'Retail', 'Customer', 'Japan', 8_750_000, 2100, 2],
    ['Stark Finance', 'Finance', 'Partner', 'United Kingdom', 25_000_000, 9000, 2],
    ['Wayne Logistics', null, 'Prospect', 'United States', 1_000_000, 150, 0],
    ['Nakatomi 100% Trading', 'Retail', 'Customer', 'Japan', 4_400_000, 700, 2],
  ];
  const accounts = accountRows.map(([name, industry, type, country, revenue, employees, owner], i) => ({
    Id: id('001', i + 1),
    Name: name,
    Industry: industry,
    Type: type,
    BillingCountry: country,
    AnnualRevenue: revenue,
    NumberOfEmployees: employees,
    Description: `${name} account`,
    OwnerId: users[owner].Id,
    CreatedDate: at(`2024-0${(i % 9) + 1}-15`),
  }));

  // [name, account index or null, stage, amount or null, close date, lead source, owner]
  const oppRows: Array<[string, number | null, string, number | null, string, string | null, number]> = [
    ['Acme office refit', 0, 'Closed Won', 48_500.5, '2025-01-20', 'Web', 0],
    ['Acme laptop refresh', 0, 'Negotiation/Review', 31_200, '2025-07-15', 'Partner Referral', 0],
    ['Acme network upgrade', 0, 'Prospecting', 12_000, '2025-09-30', 'Web', 0],
    ['Globex data center', 1, 'Closed Won', 120_000, '2025-02-11', 'Trade Show', 1],
    ['Globex meeting rooms', 1, 'Proposal/Price Quote', 56_750.25, '2025-08-01', 'Web', 1],
    ['Globex print fleet', 1, 'Closed Lost', 18_900, '2025-03-05', 'Phone Inquiry', 1],
    ['Globex renewal', 1, 'Closed Won', 22_000, '2025-04-28', 'Partner Referral', 1],
    ['Initech pilot', 2, 'Qualification', 4_500, '2025-10-10', 'Web', 0],
    ['Initech expansion', 2, 'Needs Analysis', null, '2025-11-20', null, 0],
    ["O'Reilly clinics", 3, 'Closed Won', 67_300.75, '2025-05-19', 'Trade Show', 1],
    ["O'Reilly safety", 3, 'Negotiation/Review', 14_250, '2025-07-31', 'Web', 1],
    ['Umbrella stores', 4, 'Closed Won', 89_999.99, '2025-06-02', 'Partner Referral', 2],
    ['Umbrella kiosks', 4, 'Prospecting', 9_800, '2025-12-01', 'Web', 2],
    ['Umbrella POS', 4, 'Closed Lost', 41_000, '2025-02-27', 'Trade Show', 2],
    ['Stark trading floor', 5, 'Closed Won', 250_000, '2025-03-31', 'Partner Referral', 2],
    ['Stark security', 5, 'Proposal/Price Quote', 75_500, '2025-08-15', 'Phone Inquiry', 2],
    ['Stark branch fit-out', 5, 'Negotiation/Review', 132_000, '2025-09-12', 'Trade Show', 2],
    ['Wayne warehouse', 6, 'Needs Analysis', 27_600, '2025-10-31', 'Web', 0],
    ['Wayne fleet', 6, 'Closed Lost', 15_000, '2025-01-09', 'Phone Inquiry', 0],
    ['Nakatomi tower', 7, 'Closed Won', 310_450.1, '2025-06-30', 'Trade Show', 2],
    ['Nakatomi lobby', 7, 'Qualification', 6_300, '2025-11-05', 'Web', 2],
    ['Unassigned web deal', null, 'Prospecting', 2_000, '2025-12-15', 'Web', 0],
  ];
  const opportunities = oppRows.map(([name, account, stageName, amount, close, source, owner], i) => {
    const stage = STAGES.find((s) => s.name === stageName)!;
    return {
      Id: id('006', i + 1),
      Name: name,
      StageName: stageName,
      Amount: amount,
      CloseDate: close,
      Probability: stage.probability,
      IsClosed: stage.closed,
      IsWon: stage.won,
      LeadSource: source,
      AccountId: account === null ? null : accounts[account].Id,
      OwnerId: users[owner].Id,
      CreatedDate: at(`2024-1${i % 3}-0${(i % 9) + 1}`, 8 + (i % 10)),
    };
  });

  const contactRows: Array<[string | null, string, string | null, string | null, number | null]> = [
    ['Ada', 'Lovelace', 'ada@acme.example', 'CTO', 0],
    ['Charles', 'Babbage', 'charles@acme.example', 'Head of Procurement', 0],
    ['Grace', 'Hopper', 'grace@globex.example', 'IT Director', 1],
    ['Alan', 'Turing', null, 'Operations Manager', 1],
    [null, 'Lumbergh', 'bill@initech.example', 'VP', 2],
    ['Siobhan', "O'Neill", 'siobhan@oreilly.example', 'Finance Director', 3],
    ['Albert', 'Wesker', 'wesker@umbrella.example', 'COO', 4],
    ['Pepper', 'Potts', 'pepper@stark.example', 'CEO', 5],
    ['Lucius', 'Fox', 'lucius@wayne.example', 'Facilities Manager', 6],
    ['Joseph', 'Takagi', 'takagi@nakatomi.example', 'President', 7],
    ['Holly', 'Gennaro', 'holly@nakatomi.example', 'Office Manager', 7],
    ['Solo', 'Trader', 'solo@example.org', null, null],
  ];
  const contacts = contactRows.map(([first, last, email, title, account], i) => ({
    Id: id('003', i + 1),
    FirstName: first,
    LastName: last,
    Name: [first, last].filter(Boolean).join(' '),
    Email: email,
    Title: title,
    AccountId: account === null ? null : accounts[account].Id,
    OwnerId: users[i % 3].Id,
    CreatedDate: at(`2024-0${(i % 9) + 1}-20`),
  }));

  const leads = [
    ['Nguyen', 'Bluewater Labs', 'Open - Not Contacted'],
    ['Schmidt', 'Rheinwerk', 'Working - Contacted'],
    ['Costa', 'Solaris Energy', 'Closed - Converted'],
    ['Park', 'Keystone Builders', 'Open - Not Contacted'],
  ].map(([last, company, status], i) => ({
    Id: id('00Q', i + 1),
    LastName: last,
    Company: company,
    Status: status,
    CreatedDate: at(`2025-0${i + 1}-03`),
  }));

  const cases = [
    ['Printer jams', 'Closed', 'Low', 0],
    ['Network outage', 'Escalated', 'High', 1],
    ['Invoice question', 'New', 'Medium', 3],
    ['Late delivery', 'Working', 'High', 4],
    ['Chair broken', 'New', 'Low', 4],
  ].map(([subject, status, priority, account], i) => ({
    Id: id('500', i + 1),
    Subject: subject as string,
    Status: status as string,
    Priority: priority as string,
    AccountId: accounts[account as number].Id,
    CreatedDate: at(`2025-0${i + 2}-11`),
  }));

  const invoices = [
    ['INV-1001', 48_500.5, 'Paid', '2025-02-20', 0],
    ['INV-1002', 120_000, 'Paid', '2025-03-11', 1],
    ['INV-1003', 22_000, 'Sent', '2025-05-28', 1],
    ['INV-1004', 67_300.75, 'Sent', '2025-06-19', 3],
    ['INV-1005', 250_000, 'Draft', null, 5],
  ].map(([name, amount, status, due, account], i) => ({
    Id: id('a01', i + 1),
    Name: name as string,
    Amount__c: amount as number,
    Status__c: status as string,
    Due_Date__c: due as string | null,
    Account__c: accounts[account as number].Id,
    CreatedDate: at(`2025-0${i + 1}-01`),
  }));

  return {
    User: users,
    Account: accounts,
    Contact: contacts,
    Opportunity: opportunities,
    Lead: leads,
    Case: cases,
    Invoice__c: invoices,
  };
}
