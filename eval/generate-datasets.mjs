#!/usr/bin/env node
// Writes the generated development datasets into eval/datasets/ (hr.sql, saas.sql, logistics.sql, property.sql,
// clinic.sql, university.sql).
// Every figure comes from a seeded generator, so running it again writes the same files byte for byte.
//
//   node eval/generate-datasets.mjs [hr|saas|logistics|property|clinic|university ...]
//
// The schemas are written the way companies write them, not the way SOE would like them:
// - hr: one schema, `tbl` table prefixes, camelCase columns with shared prefixes and abbreviations (empHireDt, salAmt);
// - saas: several schemas (crm, billing, product), snake_case, flag columns and status words;
// - logistics: PascalCase tables and columns with abbreviations (WhseId, QtyOnHand, ShipDt, FreightAmt);
// - property: snake_case singular tables, abbreviated columns (first_nm, sq_ft, amt_paid), coded values (priority_cd);
// - clinic (eval/generators/clinic.mjs): quoted UPPER_SNAKE_CASE in a schema `ehr`, Y/N flags, coded statuses;
// - university (eval/generators/university.mjs): lower-case words run together (enrolldate, istenured).
import fs from 'node:fs';
import path from 'node:path';
import { lit, rng } from './generators/common.mjs';
import clinic from './generators/clinic.mjs';
import university from './generators/university.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);

const DAY = 86_400_000;
const d = (s) => new Date(`${s}T00:00:00Z`);
const iso = (t) => (t === null ? null : new Date(t).toISOString().slice(0, 10));
const isoTs = (t) => new Date(t).toISOString().replace('T', ' ').slice(0, 19);
const addDays = (t, n) => new Date(t).getTime() + n * DAY;
const between = (r, a, b) => a + Math.floor((r.next() * Math.max(1, b - a)) / DAY) * DAY;
const money = (n) => Math.round(n * 100) / 100;

/** INSERTs of at most 500 rows each. */
function inserts(table, columns, rows) {
  const out = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r) => `(${r.map(lit).join(', ')})`);
    out.push(`INSERT INTO ${table} (${columns.join(', ')}) VALUES\n${chunk.join(',\n')};`);
  }
  return out.join('\n');
}

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Lucas',
  'Sofia',
  'Mateo',
  'Mia',
  'Elias',
  'Hannah',
  'Jonas',
  'Lea',
  'Finn',
  'Chloe',
  'Omar',
  'Aisha',
  'Yuki',
  'Ravi',
  'Priya',
  'Chen',
  'Wei',
  'Fatima',
  'Diego',
  'Lucia',
  'Marco',
  'Giulia',
  'Pierre',
  'Camille',
  'Sven',
  'Ingrid',
  'Tomasz',
  'Zofia',
  'Kwame',
  'Amara',
  'Daniel',
  'Sarah',
  'James',
  'Emily',
  'Michael',
  'Laura',
  'David',
  'Anna',
  'Paul',
  'Nina',
  'Peter',
  'Julia',
  'Ben',
  'Clara',
  'Sam',
];
const LAST = [
  'Smith',
  'Johnson',
  'Müller',
  'Schmidt',
  'García',
  'Martínez',
  'Rossi',
  'Bianchi',
  'Dubois',
  'Laurent',
  'Nowak',
  'Kowalski',
  'Andersson',
  'Nielsen',
  'Tanaka',
  'Sato',
  'Patel',
  'Sharma',
  'Kim',
  'Nguyen',
  'Okafor',
  'Mensah',
  'Brown',
  'Taylor',
  'Wilson',
  'Evans',
  'Walker',
  'Wright',
  'Baker',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Silva',
  'Santos',
  'Costa',
  'Ferreira',
  'Haddad',
  'Cohen',
  'Levi',
  'Novak',
  'Horvat',
  'Popescu',
  'Ivanova',
  'Jensen',
  'Berg',
  'McAllister',
  'McKenzie',
  'MacLeod',
  "O'Brien",
];
const uniqueNames = (r, n) => {
  const seen = new Set();
  const out = [];
  while (out.length < n) {
    const f = r.pick(FIRST);
    const l = r.pick(LAST);
    if (seen.has(`${f} ${l}`)) continue;
    seen.add(`${f} ${l}`);
    out.push([f, l]);
  }
  return out;
};
const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

// ---------------------------------------------------------------- HR
function hr() {
  const r = rng(18_001);
  const DEPTS = [
    ['ENG', 'Engineering', 'Berlin', 70],
    ['SAL', 'Sales', 'London', 55],
    ['MKT', 'Marketing', 'London', 22],
    ['FIN', 'Finance', 'Frankfurt', 16],
    ['HR', 'Human Resources', 'Berlin', 12],
    ['OPS', 'Operations', 'Warsaw', 45],
    ['CS', 'Customer Support', 'Lisbon', 48],
    ['LEG', 'Legal', 'Frankfurt', 8],
    ['PRD', 'Product', 'Berlin', 24],
  ];
  const TITLES = {
    ENG: [
      ['Software Engineer', 72000],
      ['Senior Software Engineer', 92000],
      ['QA Engineer', 61000],
      ['DevOps Engineer', 84000],
      ['Engineering Manager', 110000],
    ],
    SAL: [
      ['Account Executive', 62000],
      ['Sales Development Rep', 45000],
      ['Account Manager', 58000],
      ['Sales Manager', 95000],
    ],
    MKT: [
      ['Marketing Specialist', 52000],
      ['Content Writer', 47000],
      ['Marketing Manager', 82000],
    ],
    FIN: [
      ['Accountant', 56000],
      ['Financial Analyst', 64000],
      ['Controller', 90000],
    ],
    HR: [
      ['HR Generalist', 51000],
      ['Recruiter', 53000],
      ['HR Business Partner', 70000],
    ],
    OPS: [
      ['Operations Analyst', 50000],
      ['Logistics Coordinator', 44000],
      ['Operations Manager', 78000],
    ],
    CS: [
      ['Support Agent', 38000],
      ['Senior Support Agent', 46000],
      ['Support Team Lead', 56000],
    ],
    LEG: [
      ['Legal Counsel', 98000],
      ['Paralegal', 52000],
    ],
    PRD: [
      ['Product Manager', 88000],
      ['Product Designer', 74000],
      ['UX Researcher', 69000],
    ],
  };
  const sql = [
    '-- HR development dataset for SOE evaluation (generated by eval/generate-datasets.mjs; do not edit by hand).',
    `CREATE TABLE "tblDept" ("deptId" integer PRIMARY KEY, "deptCode" varchar(8) NOT NULL, "deptName" text NOT NULL, "deptLocCity" text NOT NULL, "deptBudgetAmt" numeric(12,2) NOT NULL);`,
    `CREATE TABLE "tblEmployee" ("empId" integer PRIMARY KEY, "empNo" varchar(10) NOT NULL, "empFirstName" text NOT NULL, "empLastName" text NOT NULL, "empEmail" text NOT NULL, "empPrivEmail" text, "empGenderCd" char(1) NOT NULL, "empBirthDt" date NOT NULL, "empHireDt" date NOT NULL, "empTermDt" date, "empStatus" varchar(12) NOT NULL, "empDeptId" integer NOT NULL REFERENCES "tblDept"("deptId"), "empMgrId" integer REFERENCES "tblEmployee"("empId"), "empJobTitle" text NOT NULL, "empEmplTypeCd" varchar(3) NOT NULL, "empIsRemote" boolean NOT NULL, "empBaseSalAmt" numeric(10,2) NOT NULL);`,
    `CREATE TABLE "tblSalaryHist" ("salId" integer PRIMARY KEY, "salEmpId" integer NOT NULL REFERENCES "tblEmployee"("empId"), "salEffDt" date NOT NULL, "salAmt" numeric(10,2) NOT NULL, "salChgReason" text NOT NULL);`,
    `CREATE TABLE "tblLeaveReq" ("lvReqId" integer PRIMARY KEY, "lvEmpId" integer NOT NULL REFERENCES "tblEmployee"("empId"), "lvTypeCd" varchar(8) NOT NULL, "lvReqDt" date NOT NULL, "lvStartDt" date NOT NULL, "lvEndDt" date NOT NULL, "lvDaysNum" integer NOT NULL, "lvStatus" varchar(10) NOT NULL);`,
    `CREATE TABLE "tblPerfReview" ("revId" integer PRIMARY KEY, "revEmpId" integer NOT NULL REFERENCES "tblEmployee"("empId"), "revReviewerEmpId" integer REFERENCES "tblEmployee"("empId"), "revPeriodYr" integer NOT NULL, "revDt" date NOT NULL, "revRatingNum" integer NOT NULL, "revPromoRecFlg" boolean NOT NULL);`,
    `CREATE TABLE "tblTrainingCrs" ("crsId" integer PRIMARY KEY, "crsTitle" text NOT NULL, "crsCategory" text NOT NULL, "crsHrs" numeric(5,1) NOT NULL, "crsCostAmt" numeric(8,2) NOT NULL);`,
    `CREATE TABLE "tblEmpTraining" ("etId" integer PRIMARY KEY, "etEmpId" integer NOT NULL REFERENCES "tblEmployee"("empId"), "etCrsId" integer NOT NULL REFERENCES "tblTrainingCrs"("crsId"), "etEnrollDt" date NOT NULL, "etCompletedDt" date, "etScorePct" integer);`,
  ];
  sql.push(
    inserts(
      '"tblDept"',
      ['"deptId"', '"deptCode"', '"deptName"', '"deptLocCity"', '"deptBudgetAmt"'],
      DEPTS.map(([code, name, city, n], i) => [i + 1, code, name, city, money(n * 68000 * (0.9 + r.next() * 0.3))]),
    ),
  );

  const employees = [];
  const names = uniqueNames(r, DEPTS.reduce((s, x) => s + x[3], 0) + 40);
  let id = 0;
  const END = d('2026-10-31').getTime();
  DEPTS.forEach(([code, , , n], di) => {
    const head = id + 1;
    for (let k = 0; k < n + r.int(0, 5); k++) {
      const [first, last] = names[id];
      id++;
      const isHead = k === 0;
      const title = isHead ? `Head of ${DEPTS[di][1]}` : r.pick(TITLES[code])[0];
      const base = isHead ? 125000 : TITLES[code].find((t) => t[0] === title)[1];
      const hire = isHead
        ? between(r, d('2012-01-01').getTime(), d('2016-12-31').getTime())
        : between(r, d('2013-01-01').getTime(), END);
      const left = !isHead && r.chance(0.17);
      const term = left ? between(r, addDays(hire, 90), END) : null;
      const status = left ? 'Terminated' : r.chance(0.05) ? 'On Leave' : 'Active';
      const birth = between(r, d('1962-01-01').getTime(), d('2001-12-31').getTime());
      const gender = r.weighted([
        ['F', 46],
        ['M', 50],
        ['X', 4],
      ]);
      const priv = r.chance(0.8)
        ? `${slug(first)}.${slug(last)}${r.int(1, 99)}@${r.weighted([
            ['gmail.com', 45],
            ['yahoo.com', 15],
            ['outlook.com', 25],
            ['proton.me', 8],
            ['web.de', 7],
          ])}`
        : null;
      employees.push({
        id,
        no: `E${String(id).padStart(5, '0')}`,
        first,
        last,
        email: `${slug(first)}.${slug(last)}${id}@northwind-hr.example`,
        priv,
        gender,
        birth,
        hire,
        term,
        status,
        dept: di + 1,
        mgr: isHead ? null : head,
        title,
        type: r.weighted([
          ['FT', 85],
          ['PT', 9],
          ['CTR', 6],
        ]),
        remote: r.chance(code === 'ENG' || code === 'PRD' ? 0.45 : 0.18),
        base,
        code,
      });
    }
  });

  // Salary history: a hire salary, then merit raises and the odd promotion; the employee's base salary is the last one.
  const salaries = [];
  for (const e of employees) {
    let amt = money(e.base * (0.82 + r.next() * 0.2));
    let t = e.hire;
    salaries.push([salaries.length + 1, e.id, iso(t), amt, 'Hire']);
    const stop = e.term ?? END;
    for (;;) {
      t = addDays(t, r.int(300, 480));
      if (t > stop) break;
      const reason = r.weighted([
        ['Merit', 70],
        ['Promotion', 12],
        ['Adjustment', 18],
      ]);
      amt = money(
        amt *
          (reason === 'Promotion'
            ? 1.1 + r.next() * 0.08
            : reason === 'Merit'
              ? 1.02 + r.next() * 0.04
              : 1 + r.next() * 0.02),
      );
      salaries.push([salaries.length + 1, e.id, iso(t), amt, reason]);
    }
    e.salary = amt;
  }
  sql.push(
    inserts(
      '"tblEmployee"',
      [
        '"empId"',
        '"empNo"',
        '"empFirstName"',
        '"empLastName"',
        '"empEmail"',
        '"empPrivEmail"',
        '"empGenderCd"',
        '"empBirthDt"',
        '"empHireDt"',
        '"empTermDt"',
        '"empStatus"',
        '"empDeptId"',
        '"empMgrId"',
        '"empJobTitle"',
        '"empEmplTypeCd"',
        '"empIsRemote"',
        '"empBaseSalAmt"',
      ],
      employees.map((e) => [
        e.id,
        e.no,
        e.first,
        e.last,
        e.email,
        e.priv,
        e.gender,
        iso(e.birth),
        iso(e.hire),
        iso(e.term),
        e.status,
        e.dept,
        e.mgr,
        e.title,
        e.type,
        e.remote,
        e.salary,
      ]),
    ),
  );
  sql.push(inserts('"tblSalaryHist"', ['"salId"', '"salEmpId"', '"salEffDt"', '"salAmt"', '"salChgReason"'], salaries));

  const leave = [];
  for (const e of employees) {
    const from = Math.max(e.hire, d('2023-01-01').getTime());
    const to = e.term ?? END;
    if (to <= from) continue;
    const n = Math.round(((to - from) / (365 * DAY)) * r.int(2, 5));
    for (let k = 0; k < n; k++) {
      const type = r.weighted([
        ['VAC', 60],
        ['SICK', 28],
        ['PARENT', 3],
        ['UNPAID', 9],
      ]);
      const start = between(r, from, to);
      const days =
        type === 'VAC'
          ? r.int(1, 12)
          : type === 'SICK'
            ? r.int(1, 6)
            : type === 'PARENT'
              ? r.int(20, 60)
              : r.int(1, 10);
      const req = type === 'SICK' ? addDays(start, -r.int(0, 1)) : addDays(start, -r.int(3, 60));
      const status = r.weighted([
        ['Approved', 80],
        ['Rejected', 8],
        ['Cancelled', 5],
        ['Pending', start > d('2026-09-01').getTime() ? 30 : 1],
      ]);
      leave.push([
        leave.length + 1,
        e.id,
        type,
        iso(req),
        iso(start),
        iso(addDays(start, Math.ceil(days * 1.4) - 1)),
        days,
        status,
      ]);
    }
  }
  sql.push(
    inserts(
      '"tblLeaveReq"',
      ['"lvReqId"', '"lvEmpId"', '"lvTypeCd"', '"lvReqDt"', '"lvStartDt"', '"lvEndDt"', '"lvDaysNum"', '"lvStatus"'],
      leave,
    ),
  );

  const reviews = [];
  for (const e of employees) {
    for (let y = 2022; y <= 2025; y++) {
      const due = d(`${y}-12-15`).getTime();
      if (e.hire > d(`${y}-06-30`).getTime() || (e.term && e.term < due)) continue;
      if (r.chance(0.06)) continue; // a missed review
      const rating = r.weighted([
        [1, 4],
        [2, 12],
        [3, 42],
        [4, 30],
        [5, 12],
      ]);
      reviews.push([
        reviews.length + 1,
        e.id,
        e.mgr,
        y,
        iso(addDays(due, r.int(-20, 40))),
        rating,
        rating >= 4 && r.chance(rating === 5 ? 0.6 : 0.2),
      ]);
    }
  }
  sql.push(
    inserts(
      '"tblPerfReview"',
      ['"revId"', '"revEmpId"', '"revReviewerEmpId"', '"revPeriodYr"', '"revDt"', '"revRatingNum"', '"revPromoRecFlg"'],
      reviews,
    ),
  );

  const COURSES = [
    ['Code of Conduct 2025', 'Compliance', 1.5, 0],
    ['Data Protection Essentials', 'Compliance', 2, 0],
    ['Anti-Bribery Basics', 'Compliance', 1, 0],
    ['First Aid at Work', 'Safety', 8, 240],
    ['Fire Warden Training', 'Safety', 4, 180],
    ['Leading High-Performing Teams', 'Leadership', 16, 1450],
    ['Coaching for Managers', 'Leadership', 12, 980],
    ['Negotiation Skills', 'Leadership', 8, 760],
    ['Advanced PostgreSQL', 'Technical', 24, 1200],
    ['Kubernetes in Production', 'Technical', 20, 1350],
    ['Excel for Finance', 'Technical', 6, 320],
    ['Secure Coding', 'Technical', 10, 600],
    ['Public Speaking', 'Soft Skills', 6, 450],
    ['Time Management', 'Soft Skills', 3, 150],
    ['Intercultural Communication', 'Soft Skills', 4, 300],
    ['Forklift Operation', 'Safety', 16, 900],
    ['Mandarin for Beginners', 'Soft Skills', 30, 1100],
  ];
  sql.push(
    inserts(
      '"tblTrainingCrs"',
      ['"crsId"', '"crsTitle"', '"crsCategory"', '"crsHrs"', '"crsCostAmt"'],
      COURSES.map((c, i) => [i + 1, ...c]),
    ),
  );
  const training = [];
  for (const e of employees) {
    const taken = new Set();
    const n = r.int(0, 6);
    for (let k = 0; k < n; k++) {
      // The last two courses are never taken: nobody has completed them.
      const c = r.weighted(
        COURSES.slice(0, 15).map((x, i) => [
          i + 1,
          x[1] === 'Compliance' ? 4 : x[1] === 'Technical' && ['ENG', 'PRD'].includes(e.code) ? 3 : 1,
        ]),
      );
      if (taken.has(c)) continue;
      taken.add(c);
      const enroll = between(r, Math.max(e.hire, d('2022-01-01').getTime()), e.term ?? END);
      const done = c === 15 ? false : r.chance(0.82);
      training.push([
        training.length + 1,
        e.id,
        c,
        iso(enroll),
        done ? iso(addDays(enroll, r.int(1, 60))) : null,
        done ? r.int(55, 100) : null,
      ]);
    }
  }
  training.push([training.length + 1, employees[5].id, 16, '2026-10-20', null, null]);
  sql.push(
    inserts(
      '"tblEmpTraining"',
      ['"etId"', '"etEmpId"', '"etCrsId"', '"etEnrollDt"', '"etCompletedDt"', '"etScorePct"'],
      training,
    ),
  );
  return sql.join('\n\n') + '\n';
}

// ---------------------------------------------------------------- SaaS
function saas() {
  const r = rng(18_002);
  const sql = [
    '-- SaaS subscriptions development dataset for SOE evaluation (generated by eval/generate-datasets.mjs; do not edit by hand).',
    'CREATE SCHEMA crm;',
    'CREATE SCHEMA billing;',
    'CREATE SCHEMA product;',
    'CREATE TABLE crm.sales_reps (rep_id integer PRIMARY KEY, full_name text NOT NULL, email text NOT NULL, region varchar(8) NOT NULL, hired_on date NOT NULL);',
    'CREATE TABLE crm.accounts (account_id integer PRIMARY KEY, account_name text NOT NULL, industry text NOT NULL, country text NOT NULL, employee_band varchar(10) NOT NULL, website_domain text NOT NULL, owner_rep_id integer REFERENCES crm.sales_reps(rep_id), signup_date date NOT NULL, is_enterprise boolean NOT NULL DEFAULT false, churned_at date, churn_reason text);',
    'CREATE TABLE crm.contacts (contact_id integer PRIMARY KEY, account_id integer NOT NULL REFERENCES crm.accounts(account_id), first_name text NOT NULL, last_name text NOT NULL, email text NOT NULL, job_title text, is_primary boolean NOT NULL DEFAULT false);',
    'CREATE TABLE billing.plans (plan_id integer PRIMARY KEY, plan_name text NOT NULL, monthly_price numeric(10,2) NOT NULL, seats_included integer NOT NULL, is_public boolean NOT NULL);',
    'CREATE TABLE billing.subscriptions (subscription_id integer PRIMARY KEY, account_id integer NOT NULL REFERENCES crm.accounts(account_id), plan_id integer NOT NULL REFERENCES billing.plans(plan_id), status varchar(10) NOT NULL, billing_cycle varchar(8) NOT NULL, seats integer NOT NULL, mrr numeric(10,2) NOT NULL, started_on date NOT NULL, trial_ends_on date, canceled_on date);',
    'CREATE TABLE billing.invoices (invoice_id integer PRIMARY KEY, invoice_number varchar(20) NOT NULL UNIQUE, account_id integer NOT NULL REFERENCES crm.accounts(account_id), subscription_id integer REFERENCES billing.subscriptions(subscription_id), issued_on date NOT NULL, due_on date NOT NULL, paid_on date, amount numeric(10,2) NOT NULL, tax_amount numeric(10,2) NOT NULL, status varchar(14) NOT NULL);',
    'CREATE TABLE product.usage_events (event_id integer PRIMARY KEY, account_id integer NOT NULL REFERENCES crm.accounts(account_id), event_type varchar(20) NOT NULL, occurred_at timestamp NOT NULL, user_email text);',
  ];
  const REGIONS = ['EMEA', 'NA', 'APAC', 'LATAM'];
  const reps = uniqueNames(r, 12).map(([f, l], i) => [
    i + 1,
    `${f} ${l}`,
    `${slug(f)}.${slug(l)}@cloudmetrics.example`,
    REGIONS[i % 4],
    iso(between(r, d('2019-01-01').getTime(), d('2023-06-30').getTime())),
  ]);
  sql.push(inserts('crm.sales_reps', ['rep_id', 'full_name', 'email', 'region', 'hired_on'], reps));

  const PREFIX = [
    'Blue',
    'North',
    'Bright',
    'Quantum',
    'Silver',
    'Green',
    'Iron',
    'Nova',
    'Pixel',
    'Cedar',
    'Atlas',
    'Orbit',
    'Summit',
    'Harbor',
    'Vertex',
    'Lumen',
    'Maple',
    'Coral',
    'Delta',
    'Echo',
    'Falcon',
    'Granite',
    'Helix',
    'Indigo',
  ];
  const SUFFIX = [
    'Labs',
    'Systems',
    'Analytics',
    'Health',
    'Logistics',
    'Foods',
    'Retail',
    'Capital',
    'Media',
    'Works',
    'Partners',
    'Robotics',
    'Energy',
    'Studio',
    'Group',
    'Software',
  ];
  const INDUSTRIES = [
    ['Software', 30],
    ['Retail', 16],
    ['Healthcare', 12],
    ['Financial Services', 14],
    ['Manufacturing', 10],
    ['Education', 8],
    ['Media', 6],
    ['Logistics', 7],
  ];
  const COUNTRIES = [
    ['United States', 34],
    ['United Kingdom', 14],
    ['Germany', 14],
    ['France', 9],
    ['Canada', 8],
    ['Netherlands', 6],
    ['Brazil', 5],
    ['India', 6],
    ['Australia', 4],
  ];
  const accounts = [];
  const seen = new Set();
  const END = d('2026-10-31').getTime();
  while (accounts.length < 360) {
    const name = `${r.pick(PREFIX)} ${r.pick(SUFFIX)}`;
    const full = seen.has(name) ? `${name} ${r.pick(['Inc', 'Ltd', 'GmbH', 'SA', 'BV'])}` : name;
    if (seen.has(full)) continue;
    seen.add(full);
    const id = accounts.length + 1;
    const signup = between(r, d('2023-01-01').getTime(), d('2026-09-30').getTime());
    const band = r.weighted([
      ['1-10', 22],
      ['11-50', 30],
      ['51-200', 24],
      ['201-1000', 16],
      ['1000+', 8],
    ]);
    const enterprise = band === '1000+' || (band === '201-1000' && r.chance(0.4));
    const churned = r.chance(enterprise ? 0.1 : 0.24) ? between(r, addDays(signup, 45), END) : null;
    const ok = churned === null || churned > signup;
    accounts.push({
      id,
      name: full,
      industry: r.weighted(INDUSTRIES),
      country: r.weighted(COUNTRIES),
      band,
      domain: `${slug(full)}.example`,
      rep: r.int(1, reps.length),
      signup,
      enterprise,
      churned: ok ? churned : null,
      reason:
        ok && churned
          ? r.weighted([
              ['Price', 30],
              ['Missing features', 25],
              ['Switched to competitor', 20],
              ['Company closed', 10],
              ['Poor support', 15],
            ])
          : null,
    });
  }
  sql.push(
    inserts(
      'crm.accounts',
      [
        'account_id',
        'account_name',
        'industry',
        'country',
        'employee_band',
        'website_domain',
        'owner_rep_id',
        'signup_date',
        'is_enterprise',
        'churned_at',
        'churn_reason',
      ],
      accounts.map((a) => [
        a.id,
        a.name,
        a.industry,
        a.country,
        a.band,
        a.domain,
        a.rep,
        iso(a.signup),
        a.enterprise,
        iso(a.churned),
        a.reason,
      ]),
    ),
  );

  const contacts = [];
  for (const a of accounts) {
    const n = r.int(1, a.enterprise ? 6 : 3);
    for (let k = 0; k < n; k++) {
      const [f, l] = [r.pick(FIRST), r.pick(LAST)];
      const domain = r.weighted([
        [a.domain, 70],
        ['gmail.com', 15],
        ['yahoo.com', 6],
        ['hotmail.com', 5],
        ['outlook.com', 4],
      ]);
      contacts.push([
        contacts.length + 1,
        a.id,
        f,
        l,
        `${slug(f)}.${slug(l)}@${domain}`,
        r.pick(['CEO', 'CTO', 'Head of Data', 'Analyst', 'Finance Manager', 'Operations Lead', null]),
        k === 0,
      ]);
    }
  }
  sql.push(
    inserts(
      'crm.contacts',
      ['contact_id', 'account_id', 'first_name', 'last_name', 'email', 'job_title', 'is_primary'],
      contacts,
    ),
  );

  const PLANS = [
    [1, 'Free', 0, 1, true],
    [2, 'Starter', 29, 3, true],
    [3, 'Growth', 99, 10, true],
    [4, 'Business', 299, 25, true],
    [5, 'Enterprise', 899, 100, false],
    [6, 'Legacy Pro', 149, 10, false],
  ];
  sql.push(inserts('billing.plans', ['plan_id', 'plan_name', 'monthly_price', 'seats_included', 'is_public'], PLANS));

  const subs = [];
  const invoices = [];
  for (const a of accounts) {
    if (r.chance(0.05)) continue; // signed up, never subscribed
    let plan = a.enterprise
      ? r.weighted([
          [5, 60],
          [4, 35],
          [3, 5],
        ])
      : r.weighted([
          [1, 18],
          [2, 34],
          [3, 32],
          [4, 10],
          [6, 6],
        ]);
    let start = addDays(a.signup, r.int(0, 20));
    const periods = r.chance(0.3) ? 2 : 1; // some accounts changed plan once
    for (let p = 0; p < periods; p++) {
      const last = p === periods - 1;
      const change = last ? null : between(r, addDays(start, 60), a.churned ?? END);
      const canceled = last ? a.churned : change;
      const cycle = plan === 1 ? 'monthly' : r.chance(a.enterprise ? 0.6 : 0.25) ? 'annual' : 'monthly';
      const seats = Math.max(1, Math.round(PLANS[plan - 1][3] * (0.5 + r.next() * 1.2)));
      const price = PLANS[plan - 1][2];
      const mrr = money(price * (1 + Math.max(0, seats - PLANS[plan - 1][3]) * 0.05) * (cycle === 'annual' ? 0.85 : 1));
      const trialing = last && !canceled && start > d('2026-10-10').getTime() && plan !== 1;
      const status = canceled
        ? 'canceled'
        : trialing
          ? 'trialing'
          : r.chance(0.06) && plan !== 1
            ? 'past_due'
            : 'active';
      const sid = subs.length + 1;
      subs.push([
        sid,
        a.id,
        plan,
        status,
        cycle,
        seats,
        mrr,
        iso(start),
        trialing ? iso(addDays(start, 14)) : null,
        iso(canceled),
      ]);
      if (plan !== 1 && !trialing) {
        const step = cycle === 'annual' ? 12 : 1;
        for (let m = 0; ; m += step) {
          const issued = new Date(start);
          issued.setUTCMonth(issued.getUTCMonth() + m);
          const t = issued.getTime();
          if (t > (canceled ?? END) || t > END) break;
          const amount = money(mrr * step);
          const lastOne = t > d('2026-09-15').getTime();
          const st =
            status === 'past_due' && lastOne
              ? 'open'
              : lastOne && r.chance(0.35)
                ? 'open'
                : r.weighted([
                    ['paid', 93],
                    ['void', 3],
                    ['uncollectible', 2],
                    ['open', 2],
                  ]);
          const paid =
            st === 'paid'
              ? iso(
                  addDays(
                    t,
                    r.weighted([
                      [r.int(0, 14), 70],
                      [r.int(15, 30), 20],
                      [r.int(31, 90), 10],
                    ]),
                  ),
                )
              : null;
          invoices.push([
            invoices.length + 1,
            `INV-${issued.getUTCFullYear()}-${String(invoices.length + 1).padStart(6, '0')}`,
            a.id,
            sid,
            iso(t),
            iso(addDays(t, 30)),
            paid,
            amount,
            money(amount * (a.country === 'United States' ? 0 : 0.2)),
            st,
          ]);
        }
      }
      if (change) {
        start = change;
        plan = plan === 1 ? 2 : plan === 6 ? 3 : Math.min(5, plan + (r.chance(0.75) ? 1 : -1));
        if (plan < 1) plan = 2;
      }
    }
  }
  sql.push(
    inserts(
      'billing.subscriptions',
      [
        'subscription_id',
        'account_id',
        'plan_id',
        'status',
        'billing_cycle',
        'seats',
        'mrr',
        'started_on',
        'trial_ends_on',
        'canceled_on',
      ],
      subs,
    ),
  );
  sql.push(
    inserts(
      'billing.invoices',
      [
        'invoice_id',
        'invoice_number',
        'account_id',
        'subscription_id',
        'issued_on',
        'due_on',
        'paid_on',
        'amount',
        'tax_amount',
        'status',
      ],
      invoices,
    ),
  );

  const events = [];
  const EVENTS = [
    ['login', 45],
    ['dashboard_view', 25],
    ['report_created', 12],
    ['export', 8],
    ['api_call', 10],
  ];
  for (const a of accounts) {
    if (r.chance(0.06)) continue;
    const from = Math.max(a.signup, d('2025-11-01').getTime());
    const to = a.churned ?? END;
    if (to <= from) continue;
    const n = Math.round(r.int(2, a.enterprise ? 14 : 7) * Math.min(1, (to - from) / (365 * DAY)) + 1);
    const api = a.enterprise || r.chance(0.35);
    for (let k = 0; k < n; k++) {
      let type = r.weighted(EVENTS);
      if (type === 'api_call' && !api) type = 'login';
      const t = between(r, from, to) + r.int(6, 20) * 3_600_000 + r.int(0, 59) * 60_000;
      events.push([
        events.length + 1,
        a.id,
        type,
        isoTs(t),
        r.chance(0.9) ? `${slug(r.pick(FIRST))}@${a.domain}` : null,
      ]);
    }
  }
  sql.push(
    inserts('product.usage_events', ['event_id', 'account_id', 'event_type', 'occurred_at', 'user_email'], events),
  );
  return sql.join('\n\n') + '\n';
}

// ---------------------------------------------------------------- Logistics
function logistics() {
  const r = rng(18_003);
  const sql = [
    '-- Logistics and inventory development dataset for SOE evaluation (generated by eval/generate-datasets.mjs; do not edit by hand).',
    'CREATE TABLE "Warehouse" ("WhseId" integer PRIMARY KEY, "WhseCode" varchar(6) NOT NULL, "WhseName" text NOT NULL, "City" text NOT NULL, "CountryCode" char(2) NOT NULL, "CapacityPallets" integer NOT NULL, "OpenedDt" date NOT NULL);',
    'CREATE TABLE "Carrier" ("CarrierId" integer PRIMARY KEY, "CarrierName" text NOT NULL, "TransportMode" varchar(6) NOT NULL, "ScacCode" varchar(4) NOT NULL);',
    'CREATE TABLE "Customer" ("CustId" integer PRIMARY KEY, "CustName" text NOT NULL, "CustEmail" text, "CustCity" text NOT NULL, "CustCountry" text NOT NULL, "CustSegment" varchar(12) NOT NULL);',
    'CREATE TABLE "Product" ("ProdId" integer PRIMARY KEY, "SKU" varchar(12) NOT NULL UNIQUE, "ProdName" text NOT NULL, "ProdCategory" text NOT NULL, "UnitCostAmt" numeric(10,2) NOT NULL, "UnitPriceAmt" numeric(10,2) NOT NULL, "UnitWeightKg" numeric(8,3) NOT NULL, "ReorderPt" integer NOT NULL, "IsDiscontinued" boolean NOT NULL DEFAULT false);',
    'CREATE TABLE "StockLevel" ("WhseId" integer NOT NULL REFERENCES "Warehouse"("WhseId"), "ProdId" integer NOT NULL REFERENCES "Product"("ProdId"), "QtyOnHand" integer NOT NULL, "QtyReserved" integer NOT NULL, "LastCountDt" date NOT NULL, PRIMARY KEY ("WhseId", "ProdId"));',
    'CREATE TABLE "StockMovement" ("MoveId" integer PRIMARY KEY, "WhseId" integer NOT NULL REFERENCES "Warehouse"("WhseId"), "ProdId" integer NOT NULL REFERENCES "Product"("ProdId"), "MoveType" varchar(12) NOT NULL, "Qty" integer NOT NULL, "MoveTs" timestamp NOT NULL, "RefNo" varchar(20));',
    'CREATE TABLE "Shipment" ("ShipId" integer PRIMARY KEY, "ShipNo" varchar(16) NOT NULL UNIQUE, "CustId" integer NOT NULL REFERENCES "Customer"("CustId"), "OrigWhseId" integer NOT NULL REFERENCES "Warehouse"("WhseId"), "CarrierId" integer NOT NULL REFERENCES "Carrier"("CarrierId"), "ShipDt" date NOT NULL, "PromisedDt" date NOT NULL, "DeliveredDt" date, "ShipStatus" varchar(12) NOT NULL, "FreightAmt" numeric(10,2) NOT NULL, "TotalWeightKg" numeric(10,2) NOT NULL);',
    'CREATE TABLE "ShipmentLine" ("ShipId" integer NOT NULL REFERENCES "Shipment"("ShipId"), "LineNo" integer NOT NULL, "ProdId" integer NOT NULL REFERENCES "Product"("ProdId"), "QtyShipped" integer NOT NULL, "LineAmt" numeric(12,2) NOT NULL, PRIMARY KEY ("ShipId", "LineNo"));',
  ];
  const WH = [
    ['RTM', 'Rotterdam Hub', 'Rotterdam', 'NL', 12000],
    ['HAM', 'Hamburg North', 'Hamburg', 'DE', 9000],
    ['LYS', 'Lyon South', 'Lyon', 'FR', 6000],
    ['MAD', 'Madrid Central', 'Madrid', 'ES', 7000],
    ['WAW', 'Warsaw East', 'Warsaw', 'PL', 8000],
    ['MIL', 'Milan Depot', 'Milan', 'IT', 4000],
  ];
  sql.push(
    inserts(
      '"Warehouse"',
      ['"WhseId"', '"WhseCode"', '"WhseName"', '"City"', '"CountryCode"', '"CapacityPallets"', '"OpenedDt"'],
      WH.map((w, i) => [i + 1, ...w, iso(between(r, d('2010-01-01').getTime(), d('2021-12-31').getTime()))]),
    ),
  );
  const CARRIERS = [
    [1, 'FastFreight', 'Road', 'FSTF'],
    [2, 'EuroTrans', 'Road', 'EUTR'],
    [3, 'SkyCargo Express', 'Air', 'SKYC'],
    [4, 'BlueWave Shipping', 'Sea', 'BLWV'],
    [5, 'RailLink', 'Rail', 'RLNK'],
    [6, 'Parcel Pronto', 'Road', 'PRCP'],
  ];
  sql.push(inserts('"Carrier"', ['"CarrierId"', '"CarrierName"', '"TransportMode"', '"ScacCode"'], CARRIERS));

  const CITIES = [
    ['Germany', ['Berlin', 'Munich', 'Cologne']],
    ['France', ['Paris', 'Lille', 'Marseille']],
    ['Netherlands', ['Amsterdam', 'Utrecht']],
    ['Spain', ['Barcelona', 'Valencia']],
    ['Italy', ['Rome', 'Turin']],
    ['Poland', ['Krakow', 'Gdansk']],
    ['Belgium', ['Brussels', 'Antwerp']],
    ['Austria', ['Vienna']],
  ];
  const CA = [
    'Alpine',
    'Baltic',
    'Central',
    'Delta',
    'Eagle',
    'Fjord',
    'Global',
    'Harbor',
    'Iberia',
    'Jupiter',
    'Kappa',
    'Lotus',
    'Metro',
    'Nordic',
    'Orion',
    'Prime',
    'Rhine',
    'Sunrise',
    'Titan',
    'Urban',
  ];
  const CB = ['Retail', 'Supplies', 'Trading', 'Stores', 'Wholesale', 'Markets', 'Distribution', 'Outlet'];
  const customers = [];
  const cseen = new Set();
  while (customers.length < 140) {
    const name = `${r.pick(CA)} ${r.pick(CB)}`;
    if (cseen.has(name)) continue;
    cseen.add(name);
    const [country, cities] = r.pick(CITIES);
    const mail = r.weighted([
      [`orders@${slug(name)}.example`, 60],
      [`${slug(name)}@gmail.com`, 12],
      [`${slug(name)}@yahoo.com`, 6],
      [null, 22],
    ]);
    customers.push([
      customers.length + 1,
      name,
      mail,
      r.pick(cities),
      country,
      r.weighted([
        ['Retail', 45],
        ['Wholesale', 30],
        ['E-commerce', 25],
      ]),
    ]);
  }
  sql.push(
    inserts(
      '"Customer"',
      ['"CustId"', '"CustName"', '"CustEmail"', '"CustCity"', '"CustCountry"', '"CustSegment"'],
      customers,
    ),
  );

  const CATS = [
    [
      'Electronics',
      'EL',
      [
        'USB-C Charger',
        'Wireless Mouse',
        'Bluetooth Speaker',
        'HDMI Cable 2m',
        'Power Bank 10000mAh',
        'Webcam HD',
        'LED Desk Lamp',
        'Smart Plug',
        'Keyboard Compact',
        'Noise-Cancelling Headphones',
      ],
      35,
    ],
    [
      'Home & Kitchen',
      'HK',
      [
        'Steel Water Bottle',
        'Chef Knife 20cm',
        'Non-stick Pan 28cm',
        'Glass Storage Set',
        'Coffee Grinder',
        'Cutting Board Bamboo',
        'Electric Kettle',
        'Tea Towels (4)',
      ],
      22,
    ],
    [
      'Office Supplies',
      'OF',
      [
        'A4 Copy Paper (500)',
        'Gel Pens (10)',
        'Stapler Heavy Duty',
        'Sticky Notes',
        'Archive Box',
        'Whiteboard Markers',
        'Desk Organizer',
      ],
      6,
    ],
    [
      'Garden',
      'GD',
      ['Garden Hose 25m', 'Pruning Shears', 'Plant Pot Large', 'Watering Can 10l', 'Solar Path Light'],
      15,
    ],
    [
      'Sports',
      'SP',
      ['Yoga Mat', 'Dumbbell 5kg', 'Resistance Bands', 'Water-resistant Backpack', 'Cycling Gloves', 'Jump Rope'],
      18,
    ],
    [
      'Toys',
      'TY',
      ['Wooden Puzzle', 'Building Blocks 500', 'Plush Bear', 'Remote Control Car', 'Board Game Classic'],
      20,
    ],
  ];
  const products = [];
  for (const [cat, code, names, base] of CATS) {
    names.forEach((n, i) => {
      const cost = money(base * (0.3 + r.next() * 1.6));
      products.push({
        id: products.length + 1,
        sku: `${code}-${String(1001 + i * 7)}`,
        name: n,
        cat,
        cost,
        price: money(cost * (1.35 + r.next() * 0.6)),
        weight: Math.round((0.1 + r.next() * (cat === 'Garden' || cat === 'Sports' ? 6 : 2)) * 1000) / 1000,
        reorder: r.int(20, 120),
        disc: r.chance(0.12),
      });
    });
  }
  sql.push(
    inserts(
      '"Product"',
      [
        '"ProdId"',
        '"SKU"',
        '"ProdName"',
        '"ProdCategory"',
        '"UnitCostAmt"',
        '"UnitPriceAmt"',
        '"UnitWeightKg"',
        '"ReorderPt"',
        '"IsDiscontinued"',
      ],
      products.map((p) => [p.id, p.sku, p.name, p.cat, p.cost, p.price, p.weight, p.reorder, p.disc]),
    ),
  );

  const stock = [];
  for (let w = 1; w <= WH.length; w++)
    for (const p of products) {
      if (r.chance(0.15)) continue;
      const onHand = p.disc
        ? r.int(0, 40)
        : r.weighted([
            [r.int(0, p.reorder - 1), 20],
            [r.int(p.reorder, p.reorder * 8), 80],
          ]);
      stock.push([
        w,
        p.id,
        onHand,
        Math.min(onHand, r.int(0, 30)),
        iso(between(r, d('2026-06-01').getTime(), d('2026-10-31').getTime())),
      ]);
    }
  sql.push(inserts('"StockLevel"', ['"WhseId"', '"ProdId"', '"QtyOnHand"', '"QtyReserved"', '"LastCountDt"'], stock));

  const shipments = [];
  const lines = [];
  const moves = [];
  const END = d('2026-10-31').getTime();
  // Products 7 and 30 are never shipped (new lines still to be launched).
  const shippable = products.filter((p) => p.id !== 7 && p.id !== 30);
  const custWeight = customers.map((c, i) => [c[0], i < 12 ? 9 : i > 125 ? 0 : 1 + (i % 4)]);
  for (let k = 0; k < 3200; k++) {
    const ship = between(r, d('2023-01-01').getTime(), END);
    const year = new Date(ship).getUTCFullYear();
    if (year === 2024 && r.chance(0.12)) continue; // a quieter year
    const carrier = r.weighted([
      [1, 30],
      [2, 24],
      [3, 10],
      [4, 8],
      [5, 12],
      [6, 16],
    ]);
    const transit =
      carrier === 3 ? r.int(1, 3) : carrier === 4 ? r.int(10, 25) : carrier === 5 ? r.int(3, 7) : r.int(1, 6);
    const promised = addDays(ship, carrier === 3 ? 3 : carrier === 4 ? 21 : carrier === 5 ? 6 : 5);
    const late = r.chance(carrier === 6 ? 0.25 : carrier === 3 ? 0.05 : 0.12) ? r.int(1, 7) : 0;
    const delivered = addDays(ship, transit + late);
    const recent = delivered > END;
    const status = recent
      ? 'In Transit'
      : r.weighted([
          ['Delivered', 88],
          ['Returned', 5],
          ['Cancelled', 4],
          ['Delayed', 3],
        ]);
    const id = shipments.length + 1;
    const whse = r.weighted([
      [1, 30],
      [2, 22],
      [3, 12],
      [4, 14],
      [5, 15],
      [6, 7],
    ]);
    const cust = r.weighted(custWeight);
    let weight = 0;
    const used = new Set();
    const n = r.weighted([
      [1, 35],
      [2, 30],
      [3, 20],
      [4, 10],
      [5, 5],
    ]);
    for (let ln = 1; ln <= n; ln++) {
      const p = r.pick(shippable);
      if (used.has(p.id)) continue;
      used.add(p.id);
      const qty = r.int(1, p.cat === 'Office Supplies' ? 80 : 24);
      weight += qty * p.weight;
      lines.push([id, used.size, p.id, qty, money(qty * p.price)]);
      if (status !== 'Cancelled')
        moves.push([
          whse,
          p.id,
          'PICK',
          qty,
          ship + r.int(6, 16) * 3_600_000,
          `SH-${year}-${String(id).padStart(5, '0')}`,
        ]);
    }
    weight = Math.round(weight * 100) / 100;
    const freight = money(
      (carrier === 3 ? 4.5 : carrier === 4 ? 0.6 : 1.1) * weight + (carrier === 3 ? 35 : 12) + r.next() * 10,
    );
    shipments.push([
      id,
      `SH-${year}-${String(id).padStart(5, '0')}`,
      cust,
      whse,
      carrier,
      iso(ship),
      iso(promised),
      status === 'Delivered' || status === 'Returned' ? iso(delivered) : null,
      status,
      freight,
      weight,
    ]);
  }
  for (let k = 0; k < 1400; k++) {
    const p = r.pick(products);
    const type = r.weighted([
      ['RECEIPT', 70],
      ['ADJUST', 12],
      ['TRANSFER_IN', 9],
      ['TRANSFER_OUT', 9],
    ]);
    moves.push([
      r.int(1, WH.length),
      p.id,
      type,
      type === 'ADJUST' ? r.int(1, 12) : r.int(20, 400),
      between(r, d('2023-01-01').getTime(), END) + r.int(6, 18) * 3_600_000,
      type === 'RECEIPT' ? `PO-${String(50000 + k)}` : null,
    ]);
  }
  moves.sort((a, b) => a[4] - b[4]);
  sql.push(
    inserts(
      '"Shipment"',
      [
        '"ShipId"',
        '"ShipNo"',
        '"CustId"',
        '"OrigWhseId"',
        '"CarrierId"',
        '"ShipDt"',
        '"PromisedDt"',
        '"DeliveredDt"',
        '"ShipStatus"',
        '"FreightAmt"',
        '"TotalWeightKg"',
      ],
      shipments,
    ),
  );
  sql.push(inserts('"ShipmentLine"', ['"ShipId"', '"LineNo"', '"ProdId"', '"QtyShipped"', '"LineAmt"'], lines));
  sql.push(
    inserts(
      '"StockMovement"',
      ['"MoveId"', '"WhseId"', '"ProdId"', '"MoveType"', '"Qty"', '"MoveTs"', '"RefNo"'],
      moves.map((m, i) => [i + 1, m[0], m[1], m[2], m[3], isoTs(m[4]), m[5]]),
    ),
  );
  return sql.join('\n\n') + '\n';
}

// ---------------------------------------------------------------- Property management
// snake_case, singular table names, abbreviated columns (first_nm, sq_ft, amt_paid, opened_ts), coded values
// (priority_cd HIGH/EMERG, state_cd TX), flags (is_furnished), and money as rent, deposits, fees and costs.
function property() {
  const r = rng(18_004);
  const sql = [
    '-- Property management development dataset for SOE evaluation (generated by eval/generate-datasets.mjs; do not edit by hand).',
    'CREATE TABLE property (property_id integer PRIMARY KEY, prop_name text NOT NULL, city text NOT NULL, state_cd char(2) NOT NULL, prop_type varchar(12) NOT NULL, year_built integer NOT NULL, acquired_dt date NOT NULL);',
    'CREATE TABLE unit (unit_id integer PRIMARY KEY, property_id integer NOT NULL REFERENCES property(property_id), unit_no varchar(8) NOT NULL, bedrooms integer NOT NULL, sq_ft integer NOT NULL, is_furnished boolean NOT NULL, market_rent_amt numeric(10,2) NOT NULL);',
    'CREATE TABLE tenant (tenant_id integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, email_addr text, phone_no varchar(20), birth_dt date, credit_score integer);',
    'CREATE TABLE lease (lease_id integer PRIMARY KEY, unit_id integer NOT NULL REFERENCES unit(unit_id), tenant_id integer NOT NULL REFERENCES tenant(tenant_id), signed_dt date NOT NULL, start_dt date NOT NULL, end_dt date NOT NULL, monthly_rent_amt numeric(10,2) NOT NULL, deposit_amt numeric(10,2) NOT NULL, lease_status varchar(12) NOT NULL);',
    'CREATE TABLE rent_pmt (pmt_id integer PRIMARY KEY, lease_id integer NOT NULL REFERENCES lease(lease_id), due_dt date NOT NULL, paid_dt date, amt_paid numeric(10,2) NOT NULL, pmt_method varchar(8), late_fee_amt numeric(8,2) NOT NULL DEFAULT 0);',
    'CREATE TABLE vendor (vendor_id integer PRIMARY KEY, vendor_nm text NOT NULL, trade varchar(16) NOT NULL, hourly_rate_amt numeric(8,2) NOT NULL);',
    'CREATE TABLE maint_req (req_id integer PRIMARY KEY, unit_id integer NOT NULL REFERENCES unit(unit_id), vendor_id integer REFERENCES vendor(vendor_id), opened_ts timestamp NOT NULL, closed_ts timestamp, priority_cd varchar(6) NOT NULL, category varchar(12) NOT NULL, cost_amt numeric(10,2), req_status varchar(12) NOT NULL);',
  ];
  const NOW = d('2026-11-22').getTime();
  const PLACES = [
    ['Austin', 'TX'],
    ['Dallas', 'TX'],
    ['Houston', 'TX'],
    ['Denver', 'CO'],
    ['Phoenix', 'AZ'],
    ['Portland', 'OR'],
    ['Atlanta', 'GA'],
  ];
  const PA = [
    'Riverside',
    'Oak',
    'Maple',
    'Summit',
    'Harbor',
    'Cedar',
    'Willow',
    'Granite',
    'Lakeview',
    'Pine',
    'Sunset',
    'Aspen',
  ];
  const PB = ['Lofts', 'Commons', 'Gardens', 'Plaza', 'Terrace', 'Court', 'Heights', 'Place'];
  const props = [];
  const pseen = new Set();
  while (props.length < 24) {
    const name = `${r.pick(PA)} ${r.pick(PB)}`;
    if (pseen.has(name)) continue;
    pseen.add(name);
    const [city, st] = r.pick(PLACES);
    const type = r.weighted([
      ['Apartment', 6],
      ['Townhouse', 2],
      ['Commercial', 2],
    ]);
    props.push([
      props.length + 1,
      name,
      city,
      st,
      type,
      r.int(1962, 2021),
      iso(between(r, d('2012-01-01').getTime(), d('2022-06-30').getTime())),
    ]);
  }
  sql.push(
    inserts(
      'property',
      ['property_id', 'prop_name', 'city', 'state_cd', 'prop_type', 'year_built', 'acquired_dt'],
      props,
    ),
  );

  const units = [];
  for (const p of props) {
    const n = p[4] === 'Commercial' ? r.int(4, 10) : p[4] === 'Townhouse' ? r.int(6, 14) : r.int(12, 30);
    for (let i = 0; i < n; i++) {
      const beds =
        p[4] === 'Commercial'
          ? 0
          : r.weighted([
              [1, 4],
              [2, 5],
              [3, 3],
              [4, 1],
            ]);
      const sq = p[4] === 'Commercial' ? r.int(900, 4000) : 450 + beds * r.int(280, 380);
      const rent = money(sq * (p[4] === 'Commercial' ? 2.1 : 1.6) * (0.85 + r.next() * 0.3));
      units.push([
        units.length + 1,
        p[0],
        `${Math.floor(i / 10) + 1}${String(i % 10).padStart(2, '0')}`,
        beds,
        sq,
        p[4] !== 'Commercial' && r.chance(0.2),
        rent,
      ]);
    }
  }
  sql.push(
    inserts(
      'unit',
      ['unit_id', 'property_id', 'unit_no', 'bedrooms', 'sq_ft', 'is_furnished', 'market_rent_amt'],
      units,
    ),
  );

  const names = uniqueNames(r, 520);
  const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'proton.me'];
  const tenants = names.map(([f, l], i) => [
    i + 1,
    f,
    l,
    r.chance(0.93)
      ? `${slug(f)}.${slug(l)}@${r.weighted([
          [DOMAINS[0], 5],
          [DOMAINS[1], 2],
          [DOMAINS[2], 2],
          [DOMAINS[3], 1],
          [DOMAINS[4], 1],
        ])}`
      : null,
    r.chance(0.9) ? `+1 ${r.int(200, 989)}-${r.int(200, 999)}-${String(r.int(0, 9999)).padStart(4, '0')}` : null,
    r.chance(0.95) ? iso(between(r, d('1950-01-01').getTime(), d('2004-12-31').getTime())) : null,
    r.chance(0.9) ? r.int(520, 830) : null,
  ]);
  sql.push(
    inserts(
      'tenant',
      ['tenant_id', 'first_nm', 'last_nm', 'email_addr', 'phone_no', 'birth_dt', 'credit_score'],
      tenants,
    ),
  );

  // Leases: each unit is let in turn from its property's acquisition; some units stand empty now.
  const leases = [];
  const payments = [];
  let tenantCursor = 0;
  const nextTenant = () => {
    // Tenants 481 to 520 never sign (prospects); once every other tenant has a lease, leases go to earlier tenants.
    if (tenantCursor >= 480 || (r.chance(0.06) && tenantCursor > 10)) return r.int(1, tenantCursor);
    return ++tenantCursor;
  };
  for (const u of units) {
    const p = props[u[1] - 1];
    let t = Math.max(d(p[6]).getTime(), d('2021-01-01').getTime()) + r.int(0, 200) * DAY;
    while (t < NOW + 60 * DAY) {
      const months = r.weighted([
        [6, 1],
        [12, 6],
        [24, 2],
      ]);
      const start = new Date(t);
      const end = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate()) - DAY;
      const rent = money(u[6] * (0.9 + r.next() * 0.2));
      const terminated = r.chance(0.07);
      const endAt = terminated ? Math.min(end, t + r.int(60, 300) * DAY) : end;
      const status = t > NOW ? 'Pending' : endAt < NOW ? (terminated ? 'Terminated' : 'Ended') : 'Active';
      const id = leases.length + 1;
      leases.push([
        id,
        u[0],
        nextTenant(),
        iso(t - r.int(5, 45) * DAY),
        iso(t),
        iso(endAt),
        rent,
        money(rent * r.pick([1, 1, 1.5, 2])),
        status,
      ]);
      for (let m = 0; ; m++) {
        const due = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1);
        if (due > endAt || due > NOW) break;
        if (due < t) continue;
        const late = r.chance(0.14);
        const missed = due > NOW - 45 * DAY && r.chance(0.05);
        const paid = missed ? null : due + (late ? r.int(6, 40) : r.int(-5, 4)) * DAY;
        if (paid !== null && paid > NOW) continue;
        payments.push([
          payments.length + 1,
          id,
          iso(due),
          iso(paid),
          missed ? 0 : rent,
          missed
            ? null
            : r.weighted([
                ['ACH', 6],
                ['Card', 2],
                ['Check', 2],
                ['Cash', 1],
              ]),
          late ? money(rent * 0.05) : 0,
        ]);
      }
      t = endAt + r.int(1, 75) * DAY;
      if (r.chance(0.04)) break; // a unit taken off the market
    }
  }
  sql.push(
    inserts(
      'lease',
      [
        'lease_id',
        'unit_id',
        'tenant_id',
        'signed_dt',
        'start_dt',
        'end_dt',
        'monthly_rent_amt',
        'deposit_amt',
        'lease_status',
      ],
      leases,
    ),
  );
  sql.push(
    inserts(
      'rent_pmt',
      ['pmt_id', 'lease_id', 'due_dt', 'paid_dt', 'amt_paid', 'pmt_method', 'late_fee_amt'],
      payments,
    ),
  );

  const TRADES = ['Plumbing', 'Electrical', 'HVAC', 'General', 'Landscaping', 'Pest Control'];
  const VA = [
    'Apex',
    'Reliable',
    'Pro',
    'Quick',
    'Lone Star',
    'Mountain',
    'Desert',
    'Peach State',
    'Rose City',
    'Elite',
    'Allied',
    'Precision',
  ];
  const vendors = [];
  const vseen = new Set();
  while (vendors.length < 30) {
    const trade = r.pick(TRADES);
    const name = `${r.pick(VA)} ${trade === 'General' ? 'Handyman' : trade} ${r.pick(['LLC', 'Inc', 'Co', 'Services'])}`;
    if (vseen.has(name)) continue;
    vseen.add(name);
    vendors.push([vendors.length + 1, name, trade, money(r.int(45, 140))]);
  }
  sql.push(inserts('vendor', ['vendor_id', 'vendor_nm', 'trade', 'hourly_rate_amt'], vendors));

  const CATS = [
    ['Plumbing', 'Plumbing'],
    ['Electrical', 'Electrical'],
    ['HVAC', 'HVAC'],
    ['Appliance', 'General'],
    ['Pest', 'Pest Control'],
  ];
  const reqs = [];
  for (let i = 0; i < 1400; i++) {
    const u = r.pick(units);
    const opened = between(r, d('2023-01-01').getTime(), NOW) + r.int(7, 19) * 3_600_000 + r.int(0, 59) * 60_000;
    const [cat, trade] = r.weighted(CATS.map((c, k) => [c, [5, 3, 3, 4, 1][k]]));
    const prio = r.weighted([
      ['LOW', 4],
      ['MED', 5],
      ['HIGH', 2],
      ['EMERG', 1],
    ]);
    const fitting = vendors.filter((v) => v[2] === trade);
    const age = (NOW - opened) / DAY;
    const cancelled = r.chance(0.04);
    const days = prio === 'EMERG' ? r.int(0, 2) : prio === 'HIGH' ? r.int(1, 6) : r.int(2, 30);
    const closed =
      !cancelled && age > days + 1 && r.chance(0.97) ? opened + days * DAY + r.int(1, 8) * 3_600_000 : null;
    const status = cancelled ? 'Cancelled' : closed ? 'Closed' : age < 10 || r.chance(0.5) ? 'Open' : 'In Progress';
    const vendor =
      cancelled || (status === 'Open' && r.chance(0.6)) ? null : r.pick(fitting.length ? fitting : vendors)[0];
    const cost = closed && vendor ? money(r.int(60, 900) * (prio === 'EMERG' ? 2.5 : 1)) : null;
    reqs.push([reqs.length + 1, u[0], vendor, isoTs(opened), closed ? isoTs(closed) : null, prio, cat, cost, status]);
  }
  sql.push(
    inserts(
      'maint_req',
      ['req_id', 'unit_id', 'vendor_id', 'opened_ts', 'closed_ts', 'priority_cd', 'category', 'cost_amt', 'req_status'],
      reqs,
    ),
  );
  return sql.join('\n\n') + '\n';
}

const ALL = { hr, saas, logistics, property, clinic, university };
const which = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(ALL);
for (const name of which) {
  if (!ALL[name]) throw new Error(`unknown dataset ${name}`);
  const file = path.join(here, 'datasets', `${name}.sql`);
  const text = ALL[name]();
  fs.writeFileSync(file, text);
  console.log(`${path.relative(process.cwd(), file)}: ${(text.length / 1024).toFixed(0)} KB`);
}
