// Writes the clinic dataset: an outpatient clinic group's EHR as an old Oracle-style system would keep it,
// ported to PostgreSQL: one schema `ehr`, quoted UPPER_SNAKE_CASE singular tables and abbreviated columns
// ("PATIENT"."PAT_ID", "APPOINTMENT"."APPT_DT"), Y/N char(1) flags, coded values (APPT_STATUS_CD CMP/NS/CXL/SCH,
// VISIT_TYPE_CD NEW/FUP/TELE, CLAIM_STATUS_CD PD/DEN/PEND), a code lookup table (SPECIALTY) and nullable dates.
// Every name and figure is made up by a seeded generator, so running it again writes the same bytes.
//
//   node -e "import('./eval/generators/clinic.mjs').then(m=>require('fs').writeFileSync('eval/datasets/clinic.sql', m.default()))"
//
// (from the repository root; then `node eval/fill-expected.mjs clinic`).

import { lit, rng } from './common.mjs';

const DAY = 86_400_000;
const d = (s) => new Date(`${s}T00:00:00Z`).getTime();
const iso = (t) => (t === null || t === undefined ? null : new Date(t).toISOString().slice(0, 10));
const isoTs = (t) => new Date(t).toISOString().replace('T', ' ').slice(0, 19);
const money = (n) => Math.round(n * 100) / 100;
const dayOf = (t) => Math.floor(t / DAY) * DAY;

/** INSERTs of at most 500 rows each. */
function inserts(table, columns, rows) {
  const out = [];
  const cols = columns.map((c) => `"${c}"`).join(', ');
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r) => `(${r.map(lit).join(', ')})`);
    out.push(`INSERT INTO ehr."${table}" (${cols}) VALUES\n${chunk.join(',\n')};`);
  }
  return out.join('\n');
}

// Visit length in minutes by specialty and visit type: [shortest, longest].
const DURATION = {
  FM: { NEW: [30, 45], FUP: [15, 30], TELE: [10, 20] },
  IM: { NEW: [30, 50], FUP: [15, 30], TELE: [10, 25] },
  PED: { NEW: [25, 40], FUP: [15, 25], TELE: [10, 15] },
  CARD: { NEW: [45, 60], FUP: [20, 40], TELE: [15, 30] },
  DERM: { NEW: [20, 35], FUP: [10, 20], TELE: [10, 15] },
  ORTH: { NEW: [30, 45], FUP: [15, 30], TELE: [10, 20] },
  PSY: { NEW: [60, 90], FUP: [30, 50], TELE: [25, 50] },
  PT: { NEW: [50, 75], FUP: [40, 60], TELE: [30, 45] },
  OBG: { NEW: [30, 50], FUP: [15, 30], TELE: [10, 20] },
};

const NOW = d('2026-11-22') + 12 * 3_600_000;
const START = d('2023-01-02');
const END = d('2026-12-31');

const SPECIALTIES = [
  ['FM', 'Family Medicine'],
  ['IM', 'Internal Medicine'],
  ['PED', 'Pediatrics'],
  ['CARD', 'Cardiology'],
  ['DERM', 'Dermatology'],
  ['ORTH', 'Orthopedics'],
  ['PSY', 'Psychiatry'],
  ['PT', 'Physical Therapy'],
  ['OBG', 'Obstetrics and Gynecology'],
];

// [name, city, region, opened]
const CLINICS = [
  ['Riverside Family Health', 'Columbus', 'CENTRAL', '2009-04-01'],
  ['Northgate Medical Center', 'Toledo', 'NORTH', '2011-09-12'],
  ['Lakeshore Clinic', 'Sandusky', 'NORTH', '2014-02-03'],
  ['Cedar Hills Primary Care', 'Dayton', 'SOUTH', '2012-06-18'],
  ['Harborview Health Center', 'Cleveland', 'NORTH', '2016-01-11'],
  ['Westfield Medical Group', 'Springfield', 'CENTRAL', '2018-05-07'],
  ['Pine Ridge Clinic', 'Athens', 'SOUTH', '2019-10-01'],
  ['Maple Grove Health', 'Akron', 'NORTH', '2021-03-15'],
  ['Summit Medical Clinic', 'Cincinnati', 'SOUTH', '2024-02-05'],
  ['Brookside Family Practice', 'Mansfield', 'CENTRAL', '2024-08-19'],
];
const CLINIC_ZIP = ['432', '436', '448', '454', '441', '455', '457', '443', '452', '449'];

// [name, plan type, paid share of billed, denial rate, days to pay lo, hi]
const INSURERS = [
  ['Blue Crest Health', 'PPO', 0.78, 0.06, 14, 30],
  ['Unity Care HMO', 'HMO', 0.7, 0.09, 10, 25],
  ['Medicare', 'MEDICARE', 0.62, 0.04, 12, 20],
  ['Buckeye State Medicaid', 'MEDICAID', 0.48, 0.15, 20, 60],
  ['Summit Mutual', 'PPO', 0.82, 0.05, 15, 35],
  ['Evergreen Health Plan', 'HMO', 0.68, 0.11, 14, 40],
  ['Northstar Insurance', 'PPO', 0.8, 0.07, 18, 45],
  ['Keystone Benefits', 'EPO', 0.74, 0.08, 12, 28],
];
const DENIAL_CODES = [
  ['CO-16', 4],
  ['CO-50', 2],
  ['CO-97', 2],
  ['CO-197', 2],
  ['PR-204', 1],
];

// Conditions a patient may live with: [key, specialty seen for it, [icd, description], drugs [name, dose, controlled]]
const CONDITIONS = {
  HTN: [
    'IM',
    ['I10', 'Essential (primary) hypertension'],
    [
      ['LISINOPRIL', '10 MG'],
      ['AMLODIPINE', '5 MG'],
      ['LOSARTAN', '50 MG'],
    ],
  ],
  DM2: [
    'IM',
    ['E11.9', 'Type 2 diabetes mellitus without complications'],
    [
      ['METFORMIN', '500 MG'],
      ['GLIPIZIDE', '5 MG'],
      ['SEMAGLUTIDE', '0.5 MG'],
    ],
  ],
  DM2H: [
    'IM',
    ['E11.65', 'Type 2 diabetes mellitus with hyperglycemia'],
    [
      ['METFORMIN', '1000 MG'],
      ['INSULIN GLARGINE', '20 UNITS'],
    ],
  ],
  HLD: [
    'IM',
    ['E78.5', 'Hyperlipidemia, unspecified'],
    [
      ['ATORVASTATIN', '20 MG'],
      ['ROSUVASTATIN', '10 MG'],
      ['SIMVASTATIN', '20 MG'],
    ],
  ],
  ASTH: [
    'FM',
    ['J45.909', 'Unspecified asthma, uncomplicated'],
    [
      ['ALBUTEROL', '90 MCG'],
      ['FLUTICASONE', '110 MCG'],
    ],
  ],
  ANX: [
    'PSY',
    ['F41.1', 'Generalized anxiety disorder'],
    [
      ['SERTRALINE', '50 MG'],
      ['ESCITALOPRAM', '10 MG'],
      ['ALPRAZOLAM', '0.5 MG', 'Y'],
    ],
  ],
  DEP: [
    'PSY',
    ['F32.9', 'Major depressive disorder, single episode, unspecified'],
    [
      ['SERTRALINE', '100 MG'],
      ['FLUOXETINE', '20 MG'],
      ['BUPROPION', '150 MG'],
    ],
  ],
  ADHD: [
    'PSY',
    ['F90.0', 'Attention-deficit hyperactivity disorder, predominantly inattentive type'],
    [
      ['METHYLPHENIDATE', '18 MG', 'Y'],
      ['ATOMOXETINE', '40 MG'],
    ],
  ],
  THY: ['FM', ['E03.9', 'Hypothyroidism, unspecified'], [['LEVOTHYROXINE', '50 MCG']]],
  GERD: ['FM', ['K21.9', 'Gastro-esophageal reflux disease without esophagitis'], [['OMEPRAZOLE', '20 MG']]],
  AFIB: [
    'CARD',
    ['I48.91', 'Unspecified atrial fibrillation'],
    [
      ['APIXABAN', '5 MG'],
      ['METOPROLOL', '25 MG'],
    ],
  ],
  HF: [
    'CARD',
    ['I50.9', 'Heart failure, unspecified'],
    [
      ['FUROSEMIDE', '40 MG'],
      ['CARVEDILOL', '12.5 MG'],
    ],
  ],
  CAD: [
    'CARD',
    ['I25.10', 'Atherosclerotic heart disease of native coronary artery without angina pectoris'],
    [
      ['ATORVASTATIN', '40 MG'],
      ['CLOPIDOGREL', '75 MG'],
    ],
  ],
  OA: ['ORTH', ['M17.11', 'Unilateral primary osteoarthritis, right knee'], [['MELOXICAM', '15 MG']]],
  BACK: [
    'PT',
    ['M54.50', 'Low back pain, unspecified'],
    [
      ['CYCLOBENZAPRINE', '10 MG'],
      ['IBUPROFEN', '800 MG'],
      ['TRAMADOL', '50 MG', 'Y'],
    ],
  ],
  PSOR: ['DERM', ['L40.0', 'Psoriasis vulgaris'], [['CLOBETASOL', '0.05 %']]],
  ACNE: [
    'DERM',
    ['L70.0', 'Acne vulgaris'],
    [
      ['TRETINOIN', '0.025 %'],
      ['DOXYCYCLINE', '100 MG'],
    ],
  ],
  ECZ: [
    'DERM',
    ['L20.9', 'Atopic dermatitis, unspecified'],
    [
      ['TRIAMCINOLONE', '0.1 %'],
      ['HYDROCORTISONE', '2.5 %'],
    ],
  ],
};
// Acute problems seen in primary care: [icd, description, drugs, for children only?]
const ACUTE = [
  ['J06.9', 'Acute upper respiratory infection, unspecified', [['BENZONATATE', '100 MG']], 4],
  ['N39.0', 'Urinary tract infection, site not specified', [['NITROFURANTOIN', '100 MG']], 2],
  ['M25.561', 'Pain in right knee', [['NAPROXEN', '500 MG']], 1],
  ['J02.9', 'Acute pharyngitis, unspecified', [['AMOXICILLIN', '500 MG']], 2],
  ['R51.9', 'Headache, unspecified', [], 1],
  ['H66.90', 'Otitis media, unspecified, unspecified ear', [['AMOXICILLIN', '250 MG']], 0],
];
const PED_ACUTE = [
  ['H66.90', 'Otitis media, unspecified, unspecified ear', [['AMOXICILLIN', '250 MG']], 4],
  ['J06.9', 'Acute upper respiratory infection, unspecified', [], 4],
  ['R50.9', 'Fever, unspecified', [['ACETAMINOPHEN', '160 MG']], 2],
  ['J02.9', 'Acute pharyngitis, unspecified', [['AMOXICILLIN', '250 MG']], 2],
];
const EXAM_ADULT = ['Z00.00', 'Encounter for general adult medical examination without abnormal findings'];
const EXAM_CHILD = ['Z00.129', 'Encounter for routine child health examination without abnormal findings'];
const SPEC_EXTRA = {
  CARD: [['R07.9', 'Chest pain, unspecified']],
  ORTH: [
    ['S83.511A', 'Sprain of anterior cruciate ligament of right knee, initial encounter'],
    ['M75.100', 'Unspecified rotator cuff tear or rupture of unspecified shoulder, not specified as traumatic'],
  ],
  PT: [
    ['M25.561', 'Pain in right knee'],
    ['Z96.651', 'Presence of right artificial knee joint'],
  ],
  DERM: [
    ['L57.0', 'Actinic keratosis'],
    ['D22.9', 'Melanocytic nevi, unspecified'],
  ],
  OBG: [
    ['Z01.419', 'Encounter for gynecological examination (general) (routine) without abnormal findings'],
    ['N95.1', 'Menopausal and female climacteric states', [['ESTRADIOL', '1 MG']]],
    ['N92.0', 'Excessive and frequent menstruation with regular cycle', [['TRANEXAMIC ACID', '650 MG']]],
  ],
  PSY: [['F43.10', 'Post-traumatic stress disorder, unspecified']],
};

const FIRST_F = [
  'Olivia',
  'Emma',
  'Ava',
  'Sophia',
  'Isabella',
  'Mia',
  'Amelia',
  'Harper',
  'Evelyn',
  'Abigail',
  'Emily',
  'Ella',
  'Grace',
  'Chloe',
  'Lily',
  'Hannah',
  'Nora',
  'Zoe',
  'Leah',
  'Aaliyah',
  'Maria',
  'Linda',
  'Barbara',
  'Susan',
  'Karen',
  'Nancy',
  'Betty',
  'Sandra',
  'Donna',
  'Carol',
  'Ruth',
  'Sharon',
  'Janet',
  'Priya',
  'Mei',
  'Fatima',
];
const FIRST_M = [
  'Liam',
  'Noah',
  'Oliver',
  'Elijah',
  'James',
  'William',
  'Benjamin',
  'Lucas',
  'Henry',
  'Mason',
  'Ethan',
  'Logan',
  'Jacob',
  'Jackson',
  'Levi',
  'Owen',
  'Caleb',
  'Wyatt',
  'Robert',
  'John',
  'Michael',
  'David',
  'Richard',
  'Joseph',
  'Thomas',
  'Charles',
  'Gary',
  'Larry',
  'Dennis',
  'Walter',
  'Raymond',
  'Gerald',
  'Arjun',
  'Wei',
  'Omar',
  'Diego',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Hill',
  'Green',
  'Adams',
  'Baker',
  'Nelson',
  'Carter',
  'Mitchell',
  'Roberts',
  'Turner',
  'Phillips',
  'Campbell',
  'Parker',
  'Evans',
  'Edwards',
  'Collins',
  'Stewart',
  'Morris',
  'Murphy',
  'Cook',
  'Rogers',
  'Morgan',
  'Cooper',
  'Peterson',
  'Reed',
  'Bailey',
  'Kelly',
  'Howard',
  'Ward',
  'Cox',
  'Richardson',
  'Wood',
  'Watson',
  'Brooks',
  'Bennett',
  'Gray',
  'Hughes',
  'Price',
  'Sanders',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Nguyen',
  'Patel',
  'Kowalski',
  'Schneider',
  'Hoffman',
  'McCarthy',
  'McDonald',
  'MacKenzie',
  "O'Connor",
  'Garcia',
  'Rodriguez',
  'Martinez',
  'Lopez',
  'Gonzalez',
  'Perez',
  'Kim',
  'Chen',
  'Singh',
  'Shah',
];

// Providers: [first, last, sex, credential, specialty, clinic (1-based), hired, terminated or null]
const PROVIDERS = [
  ['Margaret', 'Okafor', 'F', 'MD', 'FM', 1, '2010-03-01', null],
  ['Daniel', 'Brennan', 'M', 'DO', 'FM', 1, '2014-07-14', null],
  ['Alicia', 'Ferreira', 'F', 'NP', 'FM', 1, '2019-01-07', null],
  ['Howard', 'Lindqvist', 'M', 'MD', 'IM', 1, '2011-09-19', null],
  ['Naomi', 'Adeyemi', 'F', 'MD', 'PED', 1, '2016-02-01', null],
  ['Samuel', 'Whitaker', 'M', 'MD', 'CARD', 1, '2013-05-06', null],
  ['Irene', 'Castellano', 'F', 'MD', 'DERM', 1, '2017-10-02', null],
  ['Victor', 'Osei', 'M', 'MD', 'PSY', 1, '2018-04-16', null],
  ['Teresa', 'Holloway', 'F', 'PT', 'PT', 1, '2015-06-01', null],
  ['Beatrice', 'Quinlan', 'F', 'MD', 'OBG', 1, '2012-08-20', null],
  ['Gregory', 'Van Dyke', 'M', 'MD', 'FM', 2, '2012-01-09', null],
  ['Yasmin', 'Haddad', 'F', 'MD', 'FM', 2, '2016-09-12', '2024-06-28'],
  ['Colin', 'Farrell-Ames', 'M', 'PA', 'FM', 2, '2024-08-05', null],
  ['Ruth', 'Abernathy', 'F', 'MD', 'IM', 2, '2013-03-04', null],
  ['Peter', 'Sorensen', 'M', 'MD', 'PED', 2, '2015-11-16', null],
  ['Lena', 'Marchetti', 'F', 'MD', 'DERM', 2, '2020-02-03', null],
  ['Owen', 'Gallagher', 'M', 'PT', 'PT', 2, '2018-07-09', null],
  ['Helen', 'Vasquez', 'F', 'MD', 'FM', 3, '2014-02-03', null],
  ['Arthur', 'Pennington', 'M', 'NP', 'FM', 3, '2017-05-22', null],
  ['Clara', 'Dunmore', 'F', 'MD', 'IM', 3, '2015-08-10', '2025-03-31'],
  ['Rahul', 'Mehta', 'M', 'MD', 'IM', 3, '2025-04-14', null],
  ['Frank', 'Delgado', 'M', 'MD', 'FM', 4, '2012-06-18', null],
  ['Simone', 'Achterberg', 'F', 'DO', 'FM', 4, '2018-03-05', null],
  ['Martin', 'Kowalczyk', 'M', 'MD', 'IM', 4, '2013-10-07', null],
  ['Grace', 'Oduya', 'F', 'MD', 'PED', 4, '2019-06-03', null],
  ['Leonard', 'Strand', 'M', 'MD', 'CARD', 4, '2014-01-13', null],
  ['Diane', 'Roswell', 'F', 'MD', 'ORTH', 4, '2016-04-04', null],
  ['Marcus', 'Bellamy', 'M', 'PT', 'PT', 4, '2017-09-18', null],
  ['Julia', 'Strickland', 'F', 'MD', 'OBG', 4, '2019-11-04', null],
  ['Edward', 'Nakamura', 'M', 'MD', 'FM', 5, '2016-01-11', null],
  ['Paula', 'Greenberg', 'F', 'NP', 'FM', 5, '2020-09-14', '2023-11-30'],
  ['Kevin', 'Ashworth', 'M', 'PA', 'FM', 5, '2024-01-08', null],
  ['Sofia', 'Reyes', 'F', 'MD', 'IM', 5, '2016-03-07', null],
  ['Brian', 'Calloway', 'M', 'MD', 'PED', 5, '2018-08-27', null],
  ['Anita', 'Raman', 'F', 'MD', 'CARD', 5, '2015-05-18', null],
  ['Thomas', 'Eriksen', 'M', 'MD', 'ORTH', 5, '2017-02-06', null],
  ['Nadia', 'Petrova', 'F', 'PT', 'PT', 5, '2021-05-03', null],
  ['George', 'Whitfield', 'M', 'MD', 'FM', 6, '2018-05-07', null],
  ['Hannah', 'Lindgren', 'F', 'DO', 'IM', 6, '2018-06-11', null],
  ['Rosa', 'Montalvo', 'F', 'MD', 'PSY', 6, '2020-10-19', null],
  ['Isaac', 'Thornbury', 'M', 'NP', 'PED', 6, '2021-01-25', '2025-09-30'],
  ['Wendy', 'Kessler', 'F', 'MD', 'FM', 7, '2019-10-01', null],
  ['Dominic', 'Achebe', 'M', 'MD', 'IM', 7, '2020-01-06', null],
  ['Laura', 'Fitzgerald', 'F', 'NP', 'FM', 8, '2021-03-15', null],
  ['Raymond', 'Cho', 'M', 'MD', 'IM', 8, '2021-04-05', null],
  ['Eleanor', 'Baptiste', 'F', 'MD', 'PED', 8, '2022-02-14', null],
  ['Christopher', 'Amundsen', 'M', 'MD', 'FM', 9, '2024-02-05', null],
  ['Monica', 'Trevino', 'F', 'DO', 'IM', 9, '2024-02-05', null],
  ['Felix', 'Hartmann', 'M', 'PT', 'PT', 9, '2024-06-03', null],
  ['Vanessa', 'Obi', 'F', 'MD', 'FM', 10, '2024-08-19', null],
  ['Joel', 'Sandoval', 'M', 'PA', 'FM', 10, '2024-09-03', null],
  ['Harriet', 'Lowe', 'F', 'NP', 'PED', 10, '2026-11-16', null],
];

export default function clinic(seed = 1) {
  const r = rng(seed);
  const sql = [
    '-- Outpatient clinic group EHR dataset for SOE evaluation (generated by eval/generators/clinic.mjs; do not edit by hand).',
    'CREATE SCHEMA ehr;',
    'CREATE TABLE ehr."SPECIALTY" ("SPECIALTY_CD" varchar(4) PRIMARY KEY, "SPECIALTY_DESC" varchar(60) NOT NULL);',
    'CREATE TABLE ehr."CLINIC" ("CLINIC_ID" integer PRIMARY KEY, "CLINIC_NM" varchar(60) NOT NULL, "CITY_NM" varchar(40) NOT NULL, "STATE_CD" char(2) NOT NULL, "REGION_CD" varchar(8) NOT NULL, "PHONE_NO" varchar(14), "OPENED_DT" date NOT NULL);',
    'CREATE TABLE ehr."PROVIDER" ("PROV_ID" integer PRIMARY KEY, "NPI_NO" char(10) NOT NULL UNIQUE, "FIRST_NM" varchar(30) NOT NULL, "LAST_NM" varchar(30) NOT NULL, "SEX_CD" char(1) NOT NULL, "CRED_CD" varchar(4) NOT NULL, "SPECIALTY_CD" varchar(4) NOT NULL REFERENCES ehr."SPECIALTY"("SPECIALTY_CD"), "CLINIC_ID" integer NOT NULL REFERENCES ehr."CLINIC"("CLINIC_ID"), "HIRE_DT" date NOT NULL, "TERM_DT" date, "ACTIVE_YN" char(1) NOT NULL DEFAULT \'Y\');',
    'CREATE TABLE ehr."INSURER" ("INSURER_ID" integer PRIMARY KEY, "INSURER_NM" varchar(60) NOT NULL, "PLAN_TYPE" varchar(10) NOT NULL, "PAYER_NO" varchar(8) NOT NULL);',
    'CREATE TABLE ehr."PATIENT" ("PAT_ID" integer PRIMARY KEY, "MRN_NO" varchar(10) NOT NULL UNIQUE, "FIRST_NM" varchar(30) NOT NULL, "LAST_NM" varchar(30) NOT NULL, "BIRTH_DT" date NOT NULL, "SEX_CD" char(1) NOT NULL, "CITY_NM" varchar(40), "ZIP_CD" varchar(10), "PHONE_NO" varchar(14), "EMAIL_ADDR" varchar(80), "INSURER_ID" integer REFERENCES ehr."INSURER"("INSURER_ID"), "PCP_PROV_ID" integer REFERENCES ehr."PROVIDER"("PROV_ID"), "SMOKER_YN" char(1) NOT NULL DEFAULT \'N\', "REG_DT" date NOT NULL);',
    'CREATE TABLE ehr."APPOINTMENT" ("APPT_ID" integer PRIMARY KEY, "PAT_ID" integer NOT NULL REFERENCES ehr."PATIENT"("PAT_ID"), "PROV_ID" integer NOT NULL REFERENCES ehr."PROVIDER"("PROV_ID"), "CLINIC_ID" integer NOT NULL REFERENCES ehr."CLINIC"("CLINIC_ID"), "APPT_DT" timestamp NOT NULL, "BOOKED_DT" date NOT NULL, "VISIT_TYPE_CD" varchar(4) NOT NULL, "APPT_STATUS_CD" varchar(3) NOT NULL, "DURATION_MIN" integer);',
    'CREATE TABLE ehr."DIAGNOSIS" ("DX_ID" integer PRIMARY KEY, "APPT_ID" integer NOT NULL REFERENCES ehr."APPOINTMENT"("APPT_ID"), "DX_SEQ" integer NOT NULL, "ICD_CD" varchar(8) NOT NULL, "DX_DESC" varchar(120) NOT NULL, "PRIMARY_YN" char(1) NOT NULL);',
    'CREATE TABLE ehr."PRESCRIPTION" ("RX_ID" integer PRIMARY KEY, "APPT_ID" integer NOT NULL REFERENCES ehr."APPOINTMENT"("APPT_ID"), "RX_DT" date NOT NULL, "DRUG_NM" varchar(40) NOT NULL, "DOSE_TXT" varchar(20), "QTY" integer NOT NULL, "REFILLS_NUM" integer NOT NULL, "CONTROLLED_YN" char(1) NOT NULL);',
    'CREATE TABLE ehr."CLAIM" ("CLAIM_ID" integer PRIMARY KEY, "CLAIM_NO" varchar(12) NOT NULL UNIQUE, "APPT_ID" integer NOT NULL REFERENCES ehr."APPOINTMENT"("APPT_ID"), "INSURER_ID" integer NOT NULL REFERENCES ehr."INSURER"("INSURER_ID"), "BILLED_AMT" numeric(10,2) NOT NULL, "PAID_AMT" numeric(10,2), "SUBMIT_DT" date NOT NULL, "PAID_DT" date, "CLAIM_STATUS_CD" varchar(4) NOT NULL, "DENIAL_RSN_CD" varchar(8));',
  ];

  sql.push(inserts('SPECIALTY', ['SPECIALTY_CD', 'SPECIALTY_DESC'], SPECIALTIES));

  const clinics = CLINICS.map(([nm, city, region, opened], i) => [
    i + 1,
    nm,
    city,
    'OH',
    region,
    `(${r.int(216, 937)}) ${r.int(200, 989)}-${String(r.int(0, 9999)).padStart(4, '0')}`,
    opened,
  ]);
  sql.push(
    inserts('CLINIC', ['CLINIC_ID', 'CLINIC_NM', 'CITY_NM', 'STATE_CD', 'REGION_CD', 'PHONE_NO', 'OPENED_DT'], clinics),
  );
  const clinicOpen = clinics.map((c) => d(c[6]));

  const providers = PROVIDERS.map(([f, l, sex, cred, spec, clinicId, hired, term], i) => ({
    id: 1001 + i,
    f,
    l,
    sex,
    cred,
    spec,
    clinic: clinicId,
    hired: d(hired),
    term: term ? d(term) : null,
    row: [
      1001 + i,
      String(1_200_000_000 + r.int(0, 799_999_999)),
      f,
      l,
      sex,
      cred,
      spec,
      clinicId,
      hired,
      term,
      term ? 'N' : 'Y',
    ],
  }));
  sql.push(
    inserts(
      'PROVIDER',
      [
        'PROV_ID',
        'NPI_NO',
        'FIRST_NM',
        'LAST_NM',
        'SEX_CD',
        'CRED_CD',
        'SPECIALTY_CD',
        'CLINIC_ID',
        'HIRE_DT',
        'TERM_DT',
        'ACTIVE_YN',
      ],
      providers.map((p) => p.row),
    ),
  );
  const working = (p, t) => t >= p.hired && (p.term === null || t <= p.term) && t >= clinicOpen[p.clinic - 1];

  sql.push(
    inserts(
      'INSURER',
      ['INSURER_ID', 'INSURER_NM', 'PLAN_TYPE', 'PAYER_NO'],
      INSURERS.map(([nm, type], i) => [i + 1, nm, type, String(r.int(10000, 99999))]),
    ),
  );

  // Patients.
  const N_PAT = 680;
  const seen = new Set();
  const patients = [];
  const DOMAINS = [
    ['gmail.com', 6],
    ['yahoo.com', 3],
    ['outlook.com', 2],
    ['aol.com', 1],
    ['icloud.com', 1],
  ];
  while (patients.length < N_PAT) {
    const sex = r.chance(0.52) ? 'F' : 'M';
    const f = r.pick(sex === 'F' ? FIRST_F : FIRST_M);
    const l = r.pick(LAST);
    if (seen.has(`${f} ${l}`)) continue;
    seen.add(`${f} ${l}`);
    const birth = r.weighted([
      [d('1936-01-01') + r.int(0, 365 * 24) * DAY, 3],
      [d('1960-01-01') + r.int(0, 365 * 25) * DAY, 5],
      [d('1985-01-01') + r.int(0, 365 * 20) * DAY, 4],
      [d('2005-01-01') + r.int(0, 365 * 20) * DAY, 3],
    ]);
    const i = patients.length;
    // The last 30 patients registered but never came in.
    const never = i >= N_PAT - 30;
    const home = r.weighted(clinics.map((c, k) => [k + 1, [10, 8, 5, 8, 8, 6, 4, 5, 5, 4][k]]));
    const earliest = Math.max(clinicOpen[home - 1], birth, d('2012-01-01'));
    let reg = never
      ? d('2024-01-01') + r.int(0, 1000) * DAY
      : r.chance(0.7)
        ? earliest + r.int(0, Math.max(0, Math.floor((d('2023-01-01') - earliest) / DAY))) * DAY
        : Math.max(earliest, d('2023-01-01')) + r.int(0, 1300) * DAY;
    if (reg > NOW - 20 * DAY) reg = NOW - r.int(20, 200) * DAY;
    const age65 = birth <= d('1961-11-22');
    const child = birth > d('2008-01-01');
    const insurer = r.chance(0.09)
      ? null
      : age65 && r.chance(0.85)
        ? 3
        : child && r.chance(0.4)
          ? 4
          : r.weighted([
              [1, 6],
              [2, 4],
              [4, 2],
              [5, 3],
              [6, 3],
              [7, 3],
              [8, 2],
            ]);
    const smoker = !child && r.chance(age65 ? 0.12 : 0.17) ? 'Y' : 'N';
    const ageIn2025 = (d('2025-07-01') - birth) / (365.25 * DAY);
    const conds = [];
    const add = (k, p) => r.chance(p) && conds.push(k);
    if (ageIn2025 >= 18) {
      add('HTN', ageIn2025 > 60 ? 0.55 : ageIn2025 > 40 ? 0.3 : 0.08);
      if (r.chance(ageIn2025 > 50 ? 0.22 : 0.07)) conds.push(r.chance(0.7) ? 'DM2' : 'DM2H');
      add('HLD', ageIn2025 > 50 ? 0.35 : 0.1);
      add('THY', sex === 'F' ? 0.12 : 0.03);
      add('GERD', 0.1);
      add('ANX', 0.1);
      add('DEP', 0.08);
      add('BACK', 0.12);
      add('OA', ageIn2025 > 55 ? 0.2 : 0.03);
      add('PSOR', 0.03);
      if (ageIn2025 > 62) {
        add('AFIB', 0.1);
        add('HF', 0.06);
        add('CAD', 0.1);
      }
      if (ageIn2025 < 30) add('ACNE', 0.15);
    } else {
      add('ASTH', 0.12);
      add('ECZ', 0.1);
      add('ADHD', ageIn2025 > 6 ? 0.1 : 0);
    }
    add('ASTH', 0.05);
    const city = r.chance(0.8) ? clinics[home - 1][2] : r.pick(clinics)[2];
    const zip = `${CLINIC_ZIP[clinics.findIndex((c) => c[2] === city)]}${String(r.int(1, 99)).padStart(2, '0')}`;
    patients.push({
      id: 10001 + i,
      f,
      l,
      sex,
      birth,
      home,
      reg,
      insurer,
      smoker,
      child,
      conds,
      never,
      noShowProne: r.chance(0.035),
      intensity: 1.1 + conds.length * 1.3 + (age65 ? 1.4 : 0) + (child ? 1.2 : 0) + r.next() * 2,
      city,
      zip,
      email: r.chance(0.82)
        ? `${f.toLowerCase()}.${l.toLowerCase().replace(/[^a-z]/g, '')}${r.chance(0.4) ? r.int(1, 99) : ''}@${r.weighted(DOMAINS)}`
        : null,
      phone: r.chance(0.95)
        ? `(${r.int(216, 937)}) ${r.int(200, 989)}-${String(r.int(0, 9999)).padStart(4, '0')}`
        : null,
      pcp: null,
    });
  }
  // Primary care providers: a family, internal medicine or pediatric provider of the home clinic.
  for (const p of patients) {
    const want = p.child ? ['PED', 'FM'] : ['FM', 'IM'];
    const fit = providers.filter((v) => v.clinic === p.home && want.includes(v.spec) && v.term === null);
    if (fit.length && r.chance(0.9)) p.pcp = r.pick(fit).id;
  }
  sql.push(
    inserts(
      'PATIENT',
      [
        'PAT_ID',
        'MRN_NO',
        'FIRST_NM',
        'LAST_NM',
        'BIRTH_DT',
        'SEX_CD',
        'CITY_NM',
        'ZIP_CD',
        'PHONE_NO',
        'EMAIL_ADDR',
        'INSURER_ID',
        'PCP_PROV_ID',
        'SMOKER_YN',
        'REG_DT',
      ],
      patients.map((p) => [
        p.id,
        `MRN${String(300_000 + p.id * 7).padStart(7, '0')}`,
        p.f,
        p.l,
        iso(p.birth),
        p.sex,
        p.city,
        p.zip,
        p.phone,
        p.email,
        p.insurer,
        p.pcp,
        p.smoker,
        iso(p.reg),
      ]),
    ),
  );

  // Appointments, with their diagnoses, prescriptions and claims.
  const appts = [];
  const dxs = [];
  const rxs = [];
  const claims = [];
  const noShowBias = [0.05, 0.07, 0.1, 0.06, 0.12, 0.08, 0.14, 0.065, 0.09, 0.11];
  const saturday = [true, false, false, false, true, false, false, true, false, false];
  const planned = [];
  for (const p of patients) {
    if (p.never) continue;
    for (let y = 2023; y <= 2026; y++) {
      const growth = [0.85, 0.95, 1.05, 1.1][y - 2023];
      const n = Math.round(p.intensity * growth * (0.6 + r.next() * 0.8));
      for (let k = 0; k < n; k++) {
        let t = d(`${y}-01-02`) + r.int(0, 362) * DAY;
        if (t > END) continue;
        if (t < p.reg) continue;
        const dow = new Date(t).getUTCDay();
        if (dow === 0 || (dow === 6 && !(saturday[p.home - 1] && r.chance(0.5)))) t += (dow === 0 ? 1 : 2) * DAY;
        // Which specialty: primary care mostly, a specialist for some conditions.
        const specConds = p.conds.filter((c) => !['IM', 'FM'].includes(CONDITIONS[c][0]));
        let spec;
        let cond = null;
        if (specConds.length && r.chance(0.35)) {
          cond = r.pick(specConds);
          spec = CONDITIONS[cond][0];
          if (spec === 'PT' && r.chance(0.4)) spec = 'ORTH';
        } else if (!p.child && p.sex === 'F' && r.chance(0.08)) spec = 'OBG';
        else if (!p.child && r.chance(0.04)) spec = 'DERM';
        else spec = 'PRIMARY';
        let prov = null;
        if (spec === 'PRIMARY') {
          const pcp = providers.find((v) => v.id === p.pcp);
          if (pcp && working(pcp, t) && r.chance(0.85)) prov = pcp;
          else {
            const want = p.child ? ['PED', 'FM'] : ['FM', 'IM'];
            const fit = providers.filter((v) => v.clinic === p.home && want.includes(v.spec) && working(v, t));
            if (fit.length) prov = r.pick(fit);
          }
        } else {
          const fit = providers.filter((v) => v.spec === spec && working(v, t));
          if (fit.length) {
            const region = clinics[p.home - 1][4];
            const near = fit.filter((v) => clinics[v.clinic - 1][4] === region);
            prov = r.pick(near.length && r.chance(0.8) ? near : fit);
          }
        }
        if (!prov) continue;
        const minute = r.int(0, 26) * 20;
        const at = t + (8 * 60 + minute) * 60_000;
        planned.push({ p, prov, at, cond, spec: prov.spec });
      }
    }
  }
  planned.sort((a, b) => a.at - b.at || a.p.id - b.p.id);
  const seenPair = new Set();
  for (const a of planned) {
    const { p, prov, at } = a;
    const y = new Date(at).getUTCFullYear();
    const clinicId = prov.spec === 'PT' || r.chance(0.93) ? prov.clinic : p.home;
    if (at < clinicOpen[clinicId - 1]) continue;
    const pair = `${p.id}:${prov.id}`;
    // Patients registered before 2023 have usually seen their providers before.
    const first = !seenPair.has(pair) && !(p.reg < START && (prov.id === p.pcp || r.chance(0.5)));
    if (!first) seenPair.add(pair);
    const teleShare =
      [0.1, 0.14, 0.18, 0.22][y - 2023] * (['PT', 'ORTH', 'DERM', 'OBG', 'PED'].includes(prov.spec) ? 0.2 : 1);
    const type =
      first && r.chance(0.85) ? 'NEW' : r.chance(teleShare * (prov.spec === 'PSY' ? 2.5 : 1)) ? 'TELE' : 'FUP';
    const lead = r.weighted([
      [r.int(0, 3), 3],
      [r.int(4, 21), 5],
      [r.int(22, 75), 3],
    ]);
    let status;
    if (at > NOW) status = r.chance(0.09) ? 'CXL' : 'SCH';
    else {
      const ns = p.noShowProne ? 0.38 : noShowBias[clinicId - 1] * (type === 'TELE' ? 0.6 : 1);
      status = r.chance(ns) ? 'NS' : r.chance(0.1) ? 'CXL' : 'CMP';
    }
    if (status === 'CMP') seenPair.add(pair);
    const [dLo, dHi] = DURATION[prov.spec][type];
    const dur = status === 'CMP' ? r.int(dLo / 5, dHi / 5) * 5 : null;
    const id = 500_001 + appts.length;
    appts.push([id, p.id, prov.id, clinicId, isoTs(at), iso(dayOf(at) - lead * DAY), type, status, dur]);
    if (status !== 'CMP') continue;

    // Diagnoses of a completed visit.
    const list = [];
    const drugsFor = [];
    const push = (icd, desc, drugs) => {
      if (list.some((x) => x[0] === icd)) return;
      list.push([icd, desc]);
      if (drugs?.length) drugsFor.push(drugs);
    };
    if (a.cond && CONDITIONS[a.cond][0] === prov.spec) {
      const [, dx, drugs] = CONDITIONS[a.cond];
      push(dx[0], dx[1], drugs);
    }
    if (['FM', 'IM', 'PED'].includes(prov.spec)) {
      if (type === 'NEW' && r.chance(0.5)) push(...(p.child ? EXAM_CHILD : EXAM_ADULT), []);
      const chronic = p.conds.filter((c) => ['IM', 'FM'].includes(CONDITIONS[c][0]));
      for (const c of chronic) if (r.chance(0.55)) push(...CONDITIONS[c][1], CONDITIONS[c][2]);
      if (!list.length || r.chance(0.25)) {
        const acute = r.weighted((p.child ? PED_ACUTE : ACUTE).map((x) => [x, x[3]]));
        push(acute[0], acute[1], r.chance(0.45) ? acute[2] : []);
      }
    } else {
      const mine = p.conds.filter((c) => CONDITIONS[c][0] === prov.spec);
      for (const c of mine) if (!list.length || r.chance(0.4)) push(...CONDITIONS[c][1], CONDITIONS[c][2]);
      if (!list.length || r.chance(0.2)) {
        const extra = SPEC_EXTRA[prov.spec];
        if (extra) {
          const [icd, desc, drugs] = r.pick(extra);
          push(icd, desc, drugs ?? []);
        } else push(...CONDITIONS[prov.spec === 'CARD' ? 'HTN' : 'HLD'][1], []);
      }
    }
    list.slice(0, 3).forEach(([icd, desc], k) => {
      dxs.push([dxs.length + 1, id, k + 1, icd, desc, k === 0 ? 'Y' : 'N']);
    });
    // Prescriptions: physical therapists never prescribe.
    if (prov.spec !== 'PT') {
      for (const drugs of drugsFor.slice(0, 3)) {
        if (!r.chance(type === 'TELE' ? 0.5 : 0.6)) continue;
        const [nm, dose, ctrl] = r.pick(drugs);
        const controlled = ctrl === 'Y';
        rxs.push([
          rxs.length + 1,
          id,
          iso(dayOf(at)),
          nm,
          dose,
          controlled ? r.pick([30, 60]) : r.pick([30, 30, 60, 90]),
          controlled ? 0 : r.pick([0, 1, 2, 3, 5, 11]),
          controlled ? 'Y' : 'N',
        ]);
      }
    }
    // Claims go to the patient's insurer a few days after the visit.
    if (p.insurer === null) continue;
    const submit = dayOf(at) + r.int(1, 7) * DAY;
    if (submit > NOW) continue;
    const [, , share, denial, lo, hi] = INSURERS[p.insurer - 1];
    const base = type === 'NEW' ? 215 : type === 'TELE' ? 95 : 130;
    const mult = { CARD: 1.6, ORTH: 1.45, DERM: 1.2, PSY: 1.3, PT: 1.1, OBG: 1.2, IM: 1.05 }[prov.spec] ?? 1;
    const billed = money(base * mult * (0.85 + r.next() * 0.3) * (1 + (y - 2023) * 0.03));
    let st;
    let paidAmt = null;
    let paidDt = null;
    let rsn = null;
    if (r.chance(denial)) {
      st = 'DEN';
      rsn = r.weighted(DENIAL_CODES);
    } else {
      const pd = submit + r.int(lo, hi) * DAY;
      if (pd > NOW || r.chance(0.012)) st = 'PEND';
      else {
        st = 'PD';
        paidDt = pd;
        paidAmt = money(billed * share * (0.92 + r.next() * 0.12));
      }
    }
    const cid = claims.length + 1;
    claims.push([
      cid,
      `CLM${String(700_000 + cid * 3).padStart(8, '0')}`,
      id,
      p.insurer,
      billed,
      paidAmt,
      iso(submit),
      iso(paidDt),
      st,
      rsn,
    ]);
  }
  sql.push(
    inserts(
      'APPOINTMENT',
      [
        'APPT_ID',
        'PAT_ID',
        'PROV_ID',
        'CLINIC_ID',
        'APPT_DT',
        'BOOKED_DT',
        'VISIT_TYPE_CD',
        'APPT_STATUS_CD',
        'DURATION_MIN',
      ],
      appts,
    ),
  );
  sql.push(inserts('DIAGNOSIS', ['DX_ID', 'APPT_ID', 'DX_SEQ', 'ICD_CD', 'DX_DESC', 'PRIMARY_YN'], dxs));
  sql.push(
    inserts(
      'PRESCRIPTION',
      ['RX_ID', 'APPT_ID', 'RX_DT', 'DRUG_NM', 'DOSE_TXT', 'QTY', 'REFILLS_NUM', 'CONTROLLED_YN'],
      rxs,
    ),
  );
  sql.push(
    inserts(
      'CLAIM',
      [
        'CLAIM_ID',
        'CLAIM_NO',
        'APPT_ID',
        'INSURER_ID',
        'BILLED_AMT',
        'PAID_AMT',
        'SUBMIT_DT',
        'PAID_DT',
        'CLAIM_STATUS_CD',
        'DENIAL_RSN_CD',
      ],
      claims,
    ),
  );
  return sql.join('\n\n') + '\n';
}
