/**
 * The fake HubSpot portal: property definitions (as GET /crm/v3/properties
 * returns them, including hidden and internal hs_ properties), two deal
 * pipelines, a ticket pipeline, and seeded companies, contacts, deals and
 * tickets with their associations. Values are stored as HubSpot stores them:
 * strings ('48500.5', 'true', '2025-01-20T00:00:00.000Z').
 */

export interface HsOption {
  label: string;
  value: string;
  displayOrder: number;
  hidden: boolean;
}

export interface HsProperty {
  name: string;
  label: string;
  type: 'string' | 'number' | 'date' | 'datetime' | 'enumeration' | 'bool' | 'phone_number';
  fieldType: string;
  description: string;
  groupName: string;
  options: HsOption[];
  hidden: boolean;
  calculated: boolean;
  externalOptions: boolean;
  hasUniqueValue: boolean;
  hubspotDefined: boolean;
  modificationMetadata: { archivable: boolean; readOnlyDefinition: boolean; readOnlyValue: boolean };
  formField: boolean;
  displayOrder: number;
}

export interface HsStage {
  id: string;
  label: string;
  displayOrder: number;
  archived: boolean;
  metadata: Record<string, string>;
}
export interface HsPipeline {
  id: string;
  label: string;
  displayOrder: number;
  archived: boolean;
  stages: HsStage[];
}

export interface HsRecord {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
}

const FIELD: Record<HsProperty['type'], string> = {
  string: 'text',
  number: 'number',
  date: 'date',
  datetime: 'date',
  enumeration: 'select',
  bool: 'booleancheckbox',
  phone_number: 'phonenumber',
};

function prop(
  name: string,
  label: string,
  type: HsProperty['type'],
  options: Partial<HsProperty> & { values?: Array<[string, string]> } = {},
): HsProperty {
  const { values, ...rest } = options;
  return {
    name,
    label,
    type,
    fieldType: FIELD[type],
    description: '',
    groupName: 'info',
    options: (values ?? []).map(([value, optionLabel], i) => ({
      label: optionLabel,
      value,
      displayOrder: i,
      hidden: false,
    })),
    hidden: false,
    calculated: false,
    externalOptions: false,
    hasUniqueValue: false,
    hubspotDefined: true,
    modificationMetadata: { archivable: true, readOnlyDefinition: true, readOnlyValue: false },
    formField: true,
    displayOrder: -1,
    ...rest,
  };
}

const readOnly = {
  calculated: true,
  modificationMetadata: { archivable: false, readOnlyDefinition: true, readOnlyValue: true },
};
const internal = () => [
  prop('hs_object_id', 'Record ID', 'number', readOnly),
  prop('createdate', 'Create Date', 'datetime', readOnly),
  prop('hs_lastmodifieddate', 'Last Modified Date', 'datetime', readOnly),
  prop('hs_all_owner_ids', 'All owner IDs', 'enumeration', { hidden: true }),
  prop('hs_merged_object_ids', 'Merged record IDs', 'enumeration', { ...readOnly, hidden: true }),
  prop('hs_analytics_source_data_1', 'Original Source Drill-Down 1', 'string', readOnly),
];

export const DEAL_PIPELINES: HsPipeline[] = [
  {
    id: 'default',
    label: 'Sales Pipeline',
    displayOrder: 0,
    archived: false,
    stages: [
      ['appointmentscheduled', 'Appointment Scheduled', '0.2', 'false'],
      ['qualifiedtobuy', 'Qualified To Buy', '0.4', 'false'],
      ['presentationscheduled', 'Presentation Scheduled', '0.6', 'false'],
      ['decisionmakerboughtin', 'Decision Maker Bought-In', '0.8', 'false'],
      ['contractsent', 'Contract Sent', '0.9', 'false'],
      ['closedwon', 'Closed Won', '1.0', 'true'],
      ['closedlost', 'Closed Lost', '0.0', 'true'],
    ].map(([id, label, probability, isClosed], i) => ({
      id,
      label,
      displayOrder: i,
      archived: false,
      metadata: { isClosed, probability },
    })),
  },
  {
    id: '75e28846-ad0d-4be2-a027-5e1da6590b98',
    label: 'Renewals',
    displayOrder: 1,
    archived: false,
    stages: [
      ['1001', 'Renewal Due', '0.5', 'false'],
      ['1002', 'Closed Won', '1.0', 'true'],
      ['1003', 'Closed Lost', '0.0', 'true'],
    ].map(([id, label, probability, isClosed], i) => ({
      id,
      label,
      displayOrder: i,
      archived: false,
      metadata: { isClosed, probability },
    })),
  },
];

export const TICKET_PIPELINES: HsPipeline[] = [
  {
    id: '0',
    label: 'Support Pipeline',
    displayOrder: 0,
    archived: false,
    stages: [
      ['1', 'New', 'OPEN'],
      ['2', 'Waiting on contact', 'OPEN'],
      ['3', 'Waiting on us', 'OPEN'],
      ['4', 'Closed', 'CLOSED'],
    ].map(([id, label, ticketState], i) => ({
      id,
      label,
      displayOrder: i,
      archived: false,
      metadata: { ticketState, isClosed: String(ticketState === 'CLOSED') },
    })),
  },
];

const stageOptions = (pipelines: HsPipeline[]): Array<[string, string]> =>
  pipelines.flatMap((p) => p.stages.map((s) => [s.id, s.label] as [string, string]));

export function buildProperties(): Record<string, HsProperty[]> {
  return {
    companies: [
      prop('name', 'Company name', 'string'),
      prop('domain', 'Company Domain Name', 'string'),
      prop('industry', 'Industry', 'enumeration', {
        values: [
          ['COMPUTER_SOFTWARE', 'Computer Software'],
          ['RETAIL', 'Retail'],
          ['HOSPITAL_HEALTH_CARE', 'Hospital & Health Care'],
          ['FINANCIAL_SERVICES', 'Financial Services'],
          ['MACHINERY', 'Machinery'],
        ],
      }),
      prop('city', 'City', 'string'),
      prop('country', 'Country/Region', 'string'),
      prop('annualrevenue', 'Annual Revenue', 'number'),
      prop('numberofemployees', 'Number of Employees', 'number'),
      prop('lifecyclestage', 'Lifecycle Stage', 'enumeration', {
        values: [
          ['lead', 'Lead'],
          ['opportunity', 'Opportunity'],
          ['customer', 'Customer'],
        ],
      }),
      prop('is_public', 'Is Public', 'bool', {
        values: [
          ['true', 'Yes'],
          ['false', 'No'],
        ],
        hubspotDefined: false,
      }),
      ...internal(),
    ],
    contacts: [
      prop('firstname', 'First Name', 'string'),
      prop('lastname', 'Last Name', 'string'),
      prop('email', 'Email', 'string', { hasUniqueValue: true }),
      prop('jobtitle', 'Job Title', 'string'),
      prop('phone', 'Phone Number', 'phone_number'),
      prop('lifecyclestage', 'Lifecycle Stage', 'enumeration', {
        values: [
          ['subscriber', 'Subscriber'],
          ['lead', 'Lead'],
          ['opportunity', 'Opportunity'],
          ['customer', 'Customer'],
        ],
      }),
      prop('hs_lead_status', 'Lead Status', 'enumeration', {
        values: [
          ['NEW', 'New'],
          ['OPEN', 'Open'],
          ['IN_PROGRESS', 'In Progress'],
          ['CONNECTED', 'Connected'],
        ],
      }),
      prop('associatedcompanyid', 'Primary Associated Company ID', 'number', readOnly),
      prop('date_of_birth', 'Date of birth', 'date', { hubspotDefined: false }),
      ...internal(),
    ],
    deals: [
      prop('dealname', 'Deal Name', 'string'),
      prop('amount', 'Amount', 'number'),
      prop('dealstage', 'Deal Stage', 'enumeration', { values: stageOptions(DEAL_PIPELINES) }),
      prop('pipeline', 'Pipeline', 'enumeration', { values: DEAL_PIPELINES.map((p) => [p.id, p.label]) }),
      prop('closedate', 'Close Date', 'datetime'),
      prop('dealtype', 'Deal Type', 'enumeration', {
        values: [
          ['newbusiness', 'New Business'],
          ['existingbusiness', 'Existing Business'],
        ],
      }),
      prop('hs_is_closed', 'Is Deal Closed?', 'bool', {
        ...readOnly,
        values: [
          ['true', 'Yes'],
          ['false', 'No'],
        ],
      }),
      prop('hs_is_closed_won', 'Is Closed Won', 'bool', {
        ...readOnly,
        values: [
          ['true', 'Yes'],
          ['false', 'No'],
        ],
      }),
      prop('hs_deal_stage_probability', 'Deal probability', 'number', readOnly),
      ...internal(),
    ],
    tickets: [
      prop('subject', 'Ticket name', 'string'),
      prop('content', 'Ticket description', 'string'),
      prop('hs_pipeline', 'Pipeline', 'enumeration', { values: TICKET_PIPELINES.map((p) => [p.id, p.label]) }),
      prop('hs_pipeline_stage', 'Ticket status', 'enumeration', { values: stageOptions(TICKET_PIPELINES) }),
      prop('hs_ticket_priority', 'Priority', 'enumeration', {
        values: [
          ['HIGH', 'High'],
          ['MEDIUM', 'Medium'],
          ['LOW', 'Low'],
        ],
      }),
      ...internal(),
    ],
    line_items: [
      prop('name', 'Name', 'string'),
      prop('price', 'Unit price', 'number'),
      prop('quantity', 'Quantity', 'number'),
      ...internal(),
    ],
    products: [prop('name', 'Name', 'string'), prop('price', 'Unit price', 'number'), ...internal()],
  };
}

const iso = (date: string) => `${date}T00:00:00.000Z`;

export function buildRecords(): {
  records: Record<string, HsRecord[]>;
  associations: Record<string, Record<string, Array<{ toObjectId: number; primary: boolean }>>>;
} {
  const companyRows: Array<[string, string, string | null, string, string, number | null, number, string]> = [
    ['Acme Corporation', 'acme.example', 'MACHINERY', 'Chicago', 'United States', 5_200_000, 1200, 'customer'],
    ['Globex', 'globex.example', 'COMPUTER_SOFTWARE', 'Berlin', 'Germany', 12_000_000, 3400, 'customer'],
    ['Initech', 'initech.example', 'COMPUTER_SOFTWARE', 'Austin', 'United States', null, 85, 'lead'],
    ["O'Reilly Health", 'oreilly.example', 'HOSPITAL_HEALTH_CARE', 'Dublin', 'Ireland', 3_100_000, 640, 'customer'],
    ['Umbrella Retail', 'umbrella.example', 'RETAIL', 'Tokyo', 'Japan', 8_750_000, 2100, 'opportunity'],
    ['Stark Finance', 'stark.example', 'FINANCIAL_SERVICES', 'London', 'United Kingdom', 25_000_000, 9000, 'customer'],
    ['Wayne Logistics', 'wayne.example', null, 'Gotham', 'United States', 1_000_000, 150, 'lead'],
  ];
  const companies: HsRecord[] = companyRows.map(
    ([name, domain, industry, city, country, revenue, employees, stage], i) => ({
      id: String(5001 + i),
      createdAt: iso(`2024-0${i + 1}-10`),
      properties: {
        name,
        domain,
        industry,
        city,
        country,
        annualrevenue: revenue === null ? null : String(revenue),
        numberofemployees: String(employees),
        lifecyclestage: stage,
        is_public: String(i % 2 === 0),
        createdate: iso(`2024-0${i + 1}-10`),
      },
    }),
  );

  const contactRows: Array<[string | null, string, string | null, string | null, string, string, number | null]> = [
    ['Ada', 'Lovelace', 'ada@acme.example', 'CTO', 'customer', 'CONNECTED', 0],
    ['Charles', 'Babbage', 'charles@acme.example', 'Head of Procurement', 'customer', 'OPEN', 0],
    ['Grace', 'Hopper', 'grace@globex.example', 'IT Director', 'customer', 'IN_PROGRESS', 1],
    ['Alan', 'Turing', null, 'Operations Manager', 'opportunity', 'NEW', 1],
    [null, 'Lumbergh', 'bill@initech.example', 'VP', 'lead', 'NEW', 2],
    ['Siobhan', "O'Neill", 'siobhan@oreilly.example', 'Finance Director', 'customer', 'CONNECTED', 3],
    ['Albert', 'Wesker', 'wesker@umbrella.example', 'COO', 'opportunity', 'OPEN', 4],
    ['Pepper', 'Potts', 'pepper@stark.example', 'CEO', 'customer', 'CONNECTED', 5],
    ['Lucius', 'Fox', 'lucius@wayne.example', null, 'lead', 'NEW', 6],
    ['Solo', 'Trader', 'solo@example.org', null, 'subscriber', 'NEW', null],
  ];
  const contacts: HsRecord[] = contactRows.map(([first, last, email, title, stage, status, company], i) => ({
    id: String(101 + i),
    createdAt: iso(`2024-1${i % 3}-0${(i % 9) + 1}`),
    properties: {
      firstname: first,
      lastname: last,
      email,
      jobtitle: title,
      lifecyclestage: stage,
      hs_lead_status: status,
      associatedcompanyid: company === null ? null : companies[company].id,
      createdate: iso(`2024-1${i % 3}-0${(i % 9) + 1}`),
      phone: null,
      date_of_birth: i === 0 ? '1815-12-10' : null,
    },
  }));

  // [name, amount or null, stage id, pipeline index, close date, deal type, company indexes (first is primary)]
  const dealRows: Array<[string, number | null, string, number, string, string, number[]]> = [
    ['Acme office refit', 48_500.5, 'closedwon', 0, '2025-01-20', 'newbusiness', [0]],
    ['Acme laptop refresh', 31_200, 'contractsent', 0, '2025-07-15', 'existingbusiness', [0]],
    ['Acme network upgrade', 12_000, 'appointmentscheduled', 0, '2025-09-30', 'newbusiness', [0]],
    ['Globex data center', 120_000, 'closedwon', 0, '2025-02-11', 'newbusiness', [1]],
    ['Globex meeting rooms', 56_750.25, 'presentationscheduled', 0, '2025-08-01', 'existingbusiness', [1]],
    ['Globex print fleet', 18_900, 'closedlost', 0, '2025-03-05', 'newbusiness', [1]],
    ['Globex renewal 2025', 22_000, '1002', 1, '2025-04-28', 'existingbusiness', [1]],
    ['Initech pilot', 4_500, 'qualifiedtobuy', 0, '2025-10-10', 'newbusiness', [2]],
    ['Initech expansion', null, 'decisionmakerboughtin', 0, '2025-11-20', 'newbusiness', [2]],
    ["O'Reilly clinics", 67_300.75, 'closedwon', 0, '2025-05-19', 'newbusiness', [3]],
    ["O'Reilly renewal", 14_250, '1001', 1, '2025-07-31', 'existingbusiness', [3]],
    ['Umbrella stores', 89_999.99, 'closedwon', 0, '2025-06-02', 'newbusiness', [4, 5]],
    ['Umbrella kiosks', 9_800, 'appointmentscheduled', 0, '2025-12-01', 'newbusiness', [4]],
    ['Umbrella POS', 41_000, '1003', 1, '2025-02-27', 'existingbusiness', [4]],
    ['Stark trading floor', 250_000, 'closedwon', 0, '2025-03-31', 'newbusiness', [5]],
    ['Stark security', 75_500, 'contractsent', 0, '2025-08-15', 'newbusiness', [5]],
    ['Stark renewal', 132_000, '1002', 1, '2025-09-12', 'existingbusiness', [5]],
    ['Wayne warehouse', 27_600, 'qualifiedtobuy', 0, '2025-10-31', 'newbusiness', [6]],
    ['Wayne fleet', 15_000, 'closedlost', 0, '2025-01-09', 'newbusiness', [6]],
    ['Unassigned web deal', 2_000, 'appointmentscheduled', 0, '2025-12-15', 'newbusiness', []],
  ];
  const stages = DEAL_PIPELINES.flatMap((p) => p.stages);
  const dealAssociations: Record<string, Array<{ toObjectId: number; primary: boolean }>> = {};
  const deals: HsRecord[] = dealRows.map(([name, amount, stageId, pipeline, close, type, companyIdx], i) => {
    const stage = stages.find((s) => s.id === stageId)!;
    const id = String(9001 + i);
    dealAssociations[id] = companyIdx.map((c, k) => ({ toObjectId: Number(companies[c].id), primary: k === 0 }));
    return {
      id,
      createdAt: iso(`2024-1${i % 3}-1${i % 9}`),
      properties: {
        dealname: name,
        amount: amount === null ? null : String(amount),
        dealstage: stageId,
        pipeline: DEAL_PIPELINES[pipeline].id,
        closedate: iso(close),
        dealtype: type,
        hs_is_closed: stage.metadata.isClosed,
        hs_is_closed_won: String(stage.metadata.isClosed === 'true' && stage.metadata.probability === '1.0'),
        hs_deal_stage_probability: stage.metadata.probability,
        createdate: iso(`2024-1${i % 3}-1${i % 9}`),
      },
    };
  });

  const ticketAssociations: Record<string, Array<{ toObjectId: number; primary: boolean }>> = {};
  const tickets: HsRecord[] = [
    ['Printer jams', '4', 'LOW', 0],
    ['Network outage', '3', 'HIGH', 1],
    ['Invoice question', '1', 'MEDIUM', 3],
    ['Late delivery', '2', 'HIGH', 4],
  ].map(([subject, stage, priority, company], i) => {
    const id = String(7001 + i);
    ticketAssociations[id] = [{ toObjectId: Number(companies[company as number].id), primary: true }];
    return {
      id,
      createdAt: iso(`2025-0${i + 2}-11`),
      properties: {
        subject: subject as string,
        content: null,
        hs_pipeline: '0',
        hs_pipeline_stage: stage as string,
        hs_ticket_priority: priority as string,
        createdate: iso(`2025-0${i + 2}-11`),
      },
    };
  });

  for (const list of [companies, contacts, deals, tickets]) {
    for (const r of list) Object.assign(r.properties, { hs_object_id: r.id, hs_lastmodifieddate: r.createdAt });
  }
  return {
    records: { companies, contacts, deals, tickets, line_items: [], products: [] },
    associations: { 'deals/companies': dealAssociations, 'tickets/companies': ticketAssociations },
  };
}
