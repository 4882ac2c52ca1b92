// Writes the university (student records) dataset for SOE evaluation: a PostgreSQL script (CREATE TABLEs and
// INSERTs) for a made-up university's registrar and bursar system, with departments, instructors, students,
// courses (with prerequisites), sections per term, enrollments with drops and grades, payments and scholarships.
// Every name and figure is made up by a seeded generator, so the text is the same on every run.
//
//   node -e "import('./eval/generators/university.mjs').then(m=>require('fs').writeFileSync('eval/datasets/university.sql', m.default()))"
//
// The schema is written as old SQL Server/Access systems were: plural lowercase tables and column names made of
// lowercase words run together with no separator (majordeptid, isinternational, termstartdate, finalgrade),
// a flag or two (istenured, isinternational), status words (studentstatus Active/Graduated/Withdrawn/On Leave),
// coded values (homestate CA, term 2025FA) and a year kept as a number (awardyear, foundedyear).
// The records run from Spring 2023 (when the system went live) to Fall 2026, in progress on 2026-11-22.

import { lit, rng } from './common.mjs';

const DAY = 86_400_000;
const d = (s) => new Date(`${s}T00:00:00Z`).getTime();
const iso = (t) => (t === null ? null : new Date(t).toISOString().slice(0, 10));
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
  'Grace',
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
  'Tyler',
  'Madison',
  'Brandon',
  'Kayla',
  'Jordan',
  'Abigail',
  'Ethan',
  'Harper',
  'Isaiah',
  'Zoe',
];
const LAST = [
  'Smith',
  'Johnson',
  'Miller',
  'Schmidt',
  'Garcia',
  'Martinez',
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
  'Reyes',
  'Foster',
  'Hughes',
  'Carter',
  'Bennett',
  'Lindqvist',
];
const slug = (s) => s.toLowerCase().replace(/[^a-z]/g, '');

// Departments: [name, course prefix, building, founded, popularity as a major].
const DEPTS = [
  ['Computer Science', 'CS', 'Turing Hall', 1968, 14],
  ['Mathematics', 'MATH', 'Gauss Hall', 1891, 6],
  ['Physics', 'PHYS', 'Curie Science Center', 1895, 4],
  ['Chemistry', 'CHEM', 'Curie Science Center', 1902, 5],
  ['Biology', 'BIOL', 'Darwin Building', 1910, 11],
  ['Economics', 'ECON', 'Keynes Hall', 1934, 8],
  ['History', 'HIST', 'Old Main', 1887, 4],
  ['English', 'ENGL', 'Old Main', 1889, 5],
  ['Psychology', 'PSYC', 'Maple Hall', 1947, 10],
  ['Business Administration', 'BUSN', 'Commerce Center', 1956, 13],
];

// Courses per department: [number, title, credits, prerequisite number or null, never offered].
const COURSES = {
  CS: [
    [101, 'Introduction to Programming', 4, null],
    [102, 'Data Structures', 4, 101],
    [201, 'Algorithms', 3, 102],
    [220, 'Computer Systems', 3, 102],
    [310, 'Databases', 3, 102],
    [330, 'Operating Systems', 3, 220],
    [350, 'Machine Learning', 3, 201],
    [420, 'Compilers', 3, 201],
    [490, 'Special Topics in Computing', 3, null, true],
  ],
  MATH: [
    [101, 'College Algebra', 3, null],
    [110, 'Calculus I', 4, null],
    [120, 'Calculus II', 4, 110],
    [210, 'Linear Algebra', 3, 110],
    [220, 'Discrete Mathematics', 3, null],
    [310, 'Probability', 3, 120],
    [330, 'Real Analysis', 3, 120],
    [450, 'Algebraic Topology', 3, 330, true],
  ],
  PHYS: [
    [101, 'Introduction to Physics', 4, null],
    [110, 'Mechanics', 4, null],
    [120, 'Electricity and Magnetism', 4, 110],
    [140, 'Astronomy', 3, null],
    [210, 'Modern Physics', 3, 120],
    [320, 'Quantum Mechanics', 3, 210],
  ],
  CHEM: [
    [101, 'General Chemistry I', 4, null],
    [102, 'General Chemistry II', 4, 101],
    [210, 'Organic Chemistry', 4, 102],
    [310, 'Biochemistry', 3, 210],
    [320, 'Analytical Chemistry', 3, 102],
  ],
  BIOL: [
    [101, 'Introduction to Biology', 4, null],
    [150, 'Human Anatomy', 4, null],
    [210, 'Genetics', 3, 101],
    [220, 'Ecology', 3, 101],
    [310, 'Microbiology', 3, 210],
    [320, 'Cell Biology', 3, 210],
    [410, 'Marine Biology Field Study', 2, 220, true],
  ],
  ECON: [
    [101, 'Principles of Microeconomics', 3, null],
    [102, 'Principles of Macroeconomics', 3, null],
    [210, 'Intermediate Microeconomics', 3, 101],
    [250, 'Econometrics', 3, 210],
    [320, 'Public Finance', 3, 102],
    [340, 'International Trade', 3, 102],
  ],
  HIST: [
    [101, 'World History to 1500', 3, null],
    [102, 'World History since 1500', 3, null],
    [210, 'American History', 3, null],
    [230, 'History of Science', 3, null],
    [310, 'The Cold War', 3, 102],
    [420, 'Medieval Manuscripts Seminar', 3, 101, true],
  ],
  ENGL: [
    [101, 'Composition I', 3, null],
    [102, 'Composition II', 3, 101],
    [210, 'Introduction to Literature', 3, null],
    [230, 'Creative Writing', 3, 101],
    [310, 'Shakespeare', 3, 210],
    [330, 'Modern Poetry', 3, 210],
  ],
  PSYC: [
    [101, 'Introduction to Psychology', 3, null],
    [210, 'Developmental Psychology', 3, 101],
    [220, 'Social Psychology', 3, 101],
    [250, 'Research Methods in Psychology', 3, 101],
    [310, 'Cognitive Psychology', 3, 250],
    [330, 'Abnormal Psychology', 3, 210],
  ],
  BUSN: [
    [101, 'Introduction to Business', 3, null],
    [201, 'Financial Accounting', 3, null],
    [202, 'Managerial Accounting', 3, 201],
    [230, 'Marketing', 3, 101],
    [310, 'Corporate Finance', 3, 201],
    [340, 'Business Ethics', 3, null],
    [450, 'Entrepreneurship Practicum', 3, 230, true],
  ],
};

// Terms: code, start date. Spring and fall are the regular terms; summer is short and small.
const TERM_STARTS = {
  '2019FA': '2019-08-26',
  '2020SP': '2020-01-13',
  '2020FA': '2020-08-24',
  '2021SP': '2021-01-11',
  '2021FA': '2021-08-23',
  '2022SP': '2022-01-10',
  '2022FA': '2022-08-22',
  '2023SP': '2023-01-09',
  '2023SU': '2023-06-05',
  '2023FA': '2023-08-28',
  '2024SP': '2024-01-08',
  '2024SU': '2024-06-03',
  '2024FA': '2024-08-26',
  '2025SP': '2025-01-13',
  '2025SU': '2025-06-02',
  '2025FA': '2025-08-25',
  '2026SP': '2026-01-12',
  '2026SU': '2026-06-01',
  '2026FA': '2026-08-24',
};
const REGULAR = Object.keys(TERM_STARTS).filter((t) => !t.endsWith('SU'));
const ORDER = Object.keys(TERM_STARTS);
/** Term codes do not sort by time (2025FA before 2025SP), so terms are compared by their place in ORDER. */
const before = (a, b) => ORDER.indexOf(a) < ORDER.indexOf(b);
const RECORDED = ORDER.filter((t) => !before(t, '2023SP'));
const termLength = (t) => (t.endsWith('SU') ? 68 : t.endsWith('SP') ? 122 : 116);

export default function university() {
  const r = rng(20_261_122);
  const NOW = d('2026-11-22');
  const sql = [
    '-- University student records dataset for SOE evaluation (generated by eval/generators/university.mjs; do not edit by hand).',
    'CREATE TABLE departments (deptid integer PRIMARY KEY, deptname varchar(60) NOT NULL, deptcode varchar(6) NOT NULL, building varchar(40) NOT NULL, foundedyear integer NOT NULL);',
    'CREATE TABLE instructors (instructorid integer PRIMARY KEY, firstname varchar(40) NOT NULL, lastname varchar(40) NOT NULL, emailaddress varchar(80), deptid integer NOT NULL REFERENCES departments(deptid), hiredate date NOT NULL, rank varchar(24) NOT NULL, salary numeric(10,2) NOT NULL, istenured boolean NOT NULL DEFAULT false);',
    'CREATE TABLE students (studentid integer PRIMARY KEY, firstname varchar(40) NOT NULL, lastname varchar(40) NOT NULL, emailaddress varchar(80), birthdate date NOT NULL, homestate char(2), isinternational boolean NOT NULL DEFAULT false, majordeptid integer REFERENCES departments(deptid), advisorid integer REFERENCES instructors(instructorid), enrolleddate date NOT NULL, studentstatus varchar(12) NOT NULL, graduationdate date, gpa numeric(3,2));',
    'CREATE TABLE courses (courseid integer PRIMARY KEY, coursecode varchar(10) NOT NULL UNIQUE, title varchar(80) NOT NULL, deptid integer NOT NULL REFERENCES departments(deptid), credits integer NOT NULL, prerequisiteid integer REFERENCES courses(courseid));',
    'CREATE TABLE sections (sectionid integer PRIMARY KEY, courseid integer NOT NULL REFERENCES courses(courseid), sectionno varchar(4) NOT NULL, instructorid integer REFERENCES instructors(instructorid), term varchar(6) NOT NULL, termstartdate date NOT NULL, capacity integer NOT NULL, modality varchar(10) NOT NULL);',
    'CREATE TABLE enrollments (enrollmentid integer PRIMARY KEY, studentid integer NOT NULL REFERENCES students(studentid), sectionid integer NOT NULL REFERENCES sections(sectionid), enrolldate date NOT NULL, dropdate date, finalgrade char(1), gradepoints numeric(2,1));',
    'CREATE TABLE payments (paymentid integer PRIMARY KEY, studentid integer NOT NULL REFERENCES students(studentid), paiddate date NOT NULL, amount numeric(10,2) NOT NULL, paymenttype varchar(10) NOT NULL, method varchar(16) NOT NULL, term varchar(6));',
    'CREATE TABLE scholarships (scholarshipid integer PRIMARY KEY, studentid integer NOT NULL REFERENCES students(studentid), awardyear integer NOT NULL, amount numeric(10,2) NOT NULL, sponsor varchar(60) NOT NULL);',
  ];

  // ---------------------------------------------------------------- departments
  const depts = DEPTS.map(([name, code, building, founded], i) => [i + 1, name, code, building, founded]);
  sql.push(inserts('departments', ['deptid', 'deptname', 'deptcode', 'building', 'foundedyear'], depts));

  // ---------------------------------------------------------------- people (unique names across staff and students)
  const seen = new Set();
  const person = () => {
    for (;;) {
      const f = r.pick(FIRST);
      const l = r.pick(LAST);
      if (seen.has(`${f} ${l}`)) continue;
      seen.add(`${f} ${l}`);
      return [f, l];
    }
  };

  // ---------------------------------------------------------------- instructors
  const STAFF = [8, 7, 5, 5, 6, 6, 5, 6, 6, 7];
  const PAY = { CS: 1.18, BUSN: 1.15, ECON: 1.1, HIST: 0.92, ENGL: 0.92 };
  // Hired in 2026: [department index, hire date]; the two hired in the fall have not taught yet.
  const NEW_HIRES = [
    [0, '2026-01-05', 'Assistant Professor'],
    [4, '2026-09-14', 'Assistant Professor'],
    [6, '2026-10-01', 'Lecturer'],
  ];
  const instructors = [];
  depts.forEach((dept, k) => {
    for (let i = 0; i < STAFF[k]; i++) {
      const hire = NEW_HIRES.find((h) => h[0] === k && i === STAFF[k] - 1);
      const rank = hire
        ? hire[2]
        : i === 0
          ? 'Professor'
          : r.weighted([
              ['Professor', 3],
              ['Associate Professor', 3],
              ['Assistant Professor', 3],
              ['Lecturer', 2],
            ]);
      const [lo, hi, y0, y1] = {
        Professor: [118_000, 162_000, 1988, 2011],
        'Associate Professor': [91_000, 121_000, 2004, 2018],
        'Assistant Professor': [76_000, 98_000, 2016, 2025],
        Lecturer: [54_000, 72_000, 2009, 2025],
      }[rank];
      const salary = Math.round((r.int(lo, hi) * (PAY[dept[2]] ?? 1)) / 50) * 50;
      const hiredate = hire ? hire[1] : iso(d(`${r.int(y0, y1)}-0${r.pick([1, 7, 8])}-01`) + r.int(0, 30) * DAY);
      const tenured = rank === 'Professor' || (rank === 'Associate Professor' && r.chance(0.8));
      const [f, l] = person();
      instructors.push([
        instructors.length + 1,
        f,
        l,
        `${slug(f)}.${slug(l)}@northbridge.edu`,
        dept[0],
        hiredate,
        rank,
        salary,
        tenured,
      ]);
    }
  });
  sql.push(
    inserts(
      'instructors',
      ['instructorid', 'firstname', 'lastname', 'emailaddress', 'deptid', 'hiredate', 'rank', 'salary', 'istenured'],
      instructors,
    ),
  );

  // ---------------------------------------------------------------- courses
  const courses = [];
  const byCode = new Map();
  depts.forEach((dept) => {
    for (const [no, title, credits, pre, never] of COURSES[dept[2]]) {
      const c = {
        id: courses.length + 1,
        code: `${dept[2]}${no}`,
        title,
        dept: dept[0],
        credits,
        level: Math.floor(no / 100),
        pre: pre ? `${dept[2]}${pre}` : null,
        never: !!never,
      };
      courses.push(c);
      byCode.set(c.code, c);
    }
  });
  sql.push(
    inserts(
      'courses',
      ['courseid', 'coursecode', 'title', 'deptid', 'credits', 'prerequisiteid'],
      courses.map((c) => [c.id, c.code, c.title, c.dept, c.credits, c.pre ? byCode.get(c.pre).id : null]),
    ),
  );

  // ---------------------------------------------------------------- students
  const STATES = [
    ['OH', 40],
    ['PA', 8],
    ['MI', 8],
    ['IN', 6],
    ['IL', 6],
    ['NY', 6],
    ['CA', 6],
    ['KY', 5],
    ['TX', 4],
    ['FL', 4],
    ['WV', 3],
    ['NJ', 2],
    ['VA', 2],
    ['WA', 1],
    ['GA', 1],
  ];
  const students = [];
  for (let k = 0; k < REGULAR.length; k++) {
    const entry = REGULAR[k];
    const n = entry.endsWith('FA') ? r.int(58, 84) : r.int(9, 21);
    for (let i = 0; i < n; i++) {
      const length = r.weighted([
        [8, 6],
        [7, 1],
        [9, 2],
        [10, 1],
      ]);
      const withdrawAfter = r.chance(0.13) ? r.int(1, length - 1) : null;
      const terms = REGULAR.slice(k, k + (withdrawAfter ?? length));
      // Students whose studies ended before the records begin are not in the system.
      if (before(terms.at(-1), '2023SP')) continue;
      const intl = r.chance(0.12);
      const mature = r.chance(0.08);
      const start = d(TERM_STARTS[entry]);
      const ageDays = (mature ? r.int(21, 38) : r.int(17, 19)) * 365 + r.int(0, 364);
      const lastTerm = terms.at(-1);
      const plannedEnd = k + length > REGULAR.length;
      const finished = !plannedEnd && withdrawAfter === null;
      const endDate = d(TERM_STARTS[lastTerm]) + termLength(lastTerm) * DAY;
      let status;
      if (withdrawAfter !== null && endDate < NOW) status = 'Withdrawn';
      else if (finished && endDate < NOW) status = 'Graduated';
      else status = 'Active';
      const onLeave = status === 'Active' && entry !== '2026FA' && r.chance(0.05);
      if (onLeave) status = 'On Leave';
      const undeclaredUntil = r.chance(0.3) ? k + r.int(1, 4) : k;
      const major = r.weighted(DEPTS.map((x, j) => [j + 1, x[4]]));
      const [f, l] = person();
      students.push({
        id: 0,
        first: f,
        last: l,
        birth: iso(start - ageDays * DAY),
        state: intl ? null : r.weighted(STATES),
        intl,
        major,
        undeclaredUntil,
        entryIdx: k,
        enrolled: iso(start - r.int(0, 6) * DAY),
        terms: onLeave ? terms.filter((t) => t !== '2026FA') : terms,
        status,
        graduated: status === 'Graduated' ? iso(endDate + r.int(2, 6) * DAY) : null,
        ability: Math.min(3.95, Math.max(1.2, r.normal(2.95, 0.55))),
        dropper: r.chance(0.2),
        onCampusYears: r.chance(0.75) ? 2 : r.chance(0.3) ? 4 : 0,
      });
    }
  }
  students.forEach((s, i) => (s.id = i + 1));
  // Majors still undeclared today (first years mostly) have no major and no advisor.
  const currentIdx = REGULAR.indexOf('2026FA');
  for (const s of students) {
    s.majorNow = s.undeclaredUntil > Math.min(currentIdx, s.entryIdx + s.terms.length - 1) ? null : s.major;
    const advisors = instructors.filter((x) => x[4] === s.majorNow && x[5] <= s.enrolled);
    s.advisor = s.majorNow && advisors.length ? r.pick(advisors)[0] : null;
  }

  // ---------------------------------------------------------------- sections and enrollments
  // Teaching loads differ: some carry research or administration, lecturers teach the introductory courses.
  const load = new Map(
    instructors.map((x) => [
      x[0],
      r.weighted([
        [0.4, 1],
        [1, 3],
        [2, 3],
        [4, 1],
      ]),
    ]),
  );
  const sections = [];
  const enrollments = [];
  const passed = new Map(students.map((s) => [s.id, new Set()]));
  const graded = new Map(students.map((s) => [s.id, []]));
  const billed = []; // [student, term, credits]
  for (const term of RECORDED) {
    const start = d(TERM_STARTS[term]);
    const summer = term.endsWith('SU');
    const year = Number(term.slice(0, 4));
    const offered = courses.filter((c) => {
      if (c.never) return false;
      if (summer) return c.level <= 2 && r.chance(c.level === 1 ? 0.45 : 0.2);
      return c.level === 1 || r.chance(c.level === 2 ? 0.8 : c.level === 3 ? 0.6 : 0.5);
    });
    // Students choose their courses.
    const demand = new Map(offered.map((c) => [c.id, []]));
    for (const s of students) {
      let n;
      if (summer) {
        const prev = `${year}SP`;
        const next = `${year}FA`;
        if (!(s.terms.includes(prev) && s.terms.includes(next)) || !r.chance(0.22)) continue;
        n = 1;
      } else {
        if (!s.terms.includes(term)) continue;
        n = r.weighted([
          [1, 1],
          [2, 4],
          [3, 4],
          [4, 2],
        ]);
      }
      const idx = REGULAR.indexOf(summer ? `${year}SP` : term);
      const yearOf = Math.floor((idx - s.entryIdx) / 2) + 1;
      const declared = idx >= s.undeclaredUntil;
      const done = passed.get(s.id);
      const legacy = s.entryIdx < REGULAR.indexOf('2023SP');
      const pool = offered
        // Courses taken before the records began are not in the system: older students are taken to have them.
        .filter((c) => !done.has(c.code) && (!c.pre || done.has(c.pre) || c.level <= 1 || (legacy && yearOf > c.level)))
        .map((c) => {
          const fit = c.level <= yearOf ? (c.level === yearOf ? 3 : 1.5) : c.level === yearOf + 1 ? 0.5 : 0.05;
          const own = declared && c.dept === s.major ? 4 : DEPTS[c.dept - 1][4] / 8;
          const core = c.code === 'ENGL101' && yearOf === 1 ? 5 : 1;
          return [c, fit * own * core];
        });
      for (let i = 0; i < n && pool.length; i++) {
        const c = r.weighted(pool);
        pool.splice(
          pool.findIndex((p) => p[0] === c),
          1,
        );
        demand.get(c.id).push(s);
      }
    }
    // Sections sized to the demand; a course with fewer than 3 students is cancelled.
    for (const c of offered) {
      const list = demand.get(c.id);
      if (list.length < 3) continue;
      const nsec = Math.max(1, Math.round(list.length / r.int(24, 38)));
      const staff = instructors.filter((x) => x[4] === c.dept && d(x[5]) <= start - 14 * DAY);
      for (let k = 0; k < nsec; k++) {
        const group = list.filter((_, i) => i % nsec === k);
        const fill = r.chance(0.15) ? 1 : 0.62 + r.next() * 0.36;
        const capacity = Math.max(15, Math.ceil(group.length / fill / 5) * 5);
        const y = year - 2023;
        const modality = summer
          ? r.weighted([
              ['Online', 6],
              ['In person', 3],
              ['Hybrid', 1],
            ])
          : r.weighted([
              ['In person', 70 - 6 * y],
              ['Online', 17 + 3 * y],
              ['Hybrid', 13 + 3 * y],
            ]);
        const teacher = r.weighted(
          staff.map((x) => [x[0], load.get(x[0]) * (x[6] === 'Lecturer' ? (c.level === 1 ? 3 : 1) : 1)]),
        );
        const sectionid = sections.length + 1;
        sections.push([sectionid, c.id, String(k + 1).padStart(3, '0'), teacher, term, iso(start), capacity, modality]);
        for (const s of group) {
          const first = REGULAR.indexOf(term) === s.entryIdx;
          const enrolled = start - (first ? r.int(2, 40) : summer ? r.int(10, 80) : r.int(12, 110)) * DAY;
          const dropP = (s.dropper ? 0.2 : 0.06) + (modality === 'Online' ? 0.03 : 0);
          let drop = r.chance(dropP) ? Math.max(enrolled + DAY, start + r.int(-25, 55) * DAY) : null;
          if (drop !== null && drop >= NOW) drop = null;
          const census = start + 14 * DAY;
          const ended = start + termLength(term) * DAY < NOW;
          let grade = null;
          let points = null;
          if (drop !== null) grade = drop > census ? 'W' : null;
          else if (ended) {
            const score = s.ability + r.normal(0, 0.75) - (c.level - 1) * 0.12 + 0.25;
            grade = score >= 3.5 ? 'A' : score >= 2.7 ? 'B' : score >= 1.95 ? 'C' : score >= 1.45 ? 'D' : 'F';
            points = { A: 4, B: 3, C: 2, D: 1, F: 0 }[grade];
            graded.get(s.id).push([points, c.credits]);
            if (grade !== 'F') passed.get(s.id).add(c.code);
          }
          if (drop === null || drop > census) billed.push([s, term, c.credits]);
          enrollments.push([enrollments.length + 1, s.id, sectionid, iso(enrolled), iso(drop), grade, points]);
        }
      }
    }
  }
  // Enrollments listed in the order they were made, as a live system would number them.
  enrollments.sort((a, b) => (a[3] < b[3] ? -1 : a[3] > b[3] ? 1 : a[0] - b[0]));
  enrollments.forEach((e, i) => (e[0] = i + 1));

  for (const s of students) {
    const g = graded.get(s.id);
    const credits = g.reduce((t, [, c]) => t + c, 0);
    s.gpa = credits ? Math.round((g.reduce((t, [p, c]) => t + p * c, 0) / credits) * 100) / 100 : null;
  }
  sql.push(
    inserts(
      'students',
      [
        'studentid',
        'firstname',
        'lastname',
        'emailaddress',
        'birthdate',
        'homestate',
        'isinternational',
        'majordeptid',
        'advisorid',
        'enrolleddate',
        'studentstatus',
        'graduationdate',
        'gpa',
      ],
      students.map((s) => [
        s.id,
        s.first,
        s.last,
        `${slug(s.first)}.${slug(s.last)}${s.id}@students.northbridge.edu`,
        s.birth,
        s.state,
        s.intl,
        s.majorNow,
        s.advisor,
        s.enrolled,
        s.status,
        s.graduated,
        s.gpa,
      ]),
    ),
  );
  sql.push(
    inserts(
      'sections',
      ['sectionid', 'courseid', 'sectionno', 'instructorid', 'term', 'termstartdate', 'capacity', 'modality'],
      sections,
    ),
  );
  sql.push(
    inserts(
      'enrollments',
      ['enrollmentid', 'studentid', 'sectionid', 'enrolldate', 'dropdate', 'finalgrade', 'gradepoints'],
      enrollments,
    ),
  );

  // ---------------------------------------------------------------- payments
  const RATE = { 2023: 410, 2024: 425, 2025: 440, 2026: 455 };
  const HOUSING = { 2023: 3100, 2024: 3200, 2025: 3300, 2026: 3450 };
  const credits = new Map();
  for (const [s, term, c] of billed) {
    const key = `${s.id}|${term}`;
    if (!credits.has(key)) credits.set(key, { s, term, credits: 0 });
    credits.get(key).credits += c;
  }
  const payments = [];
  const method = (s) =>
    s.intl
      ? r.weighted([
          ['Wire', 7],
          ['Card', 3],
        ])
      : r.weighted([
          ['Bank transfer', 5],
          ['Card', 4],
          ['Check', 1],
        ]);
  const pay = (s, term, when, amount, type) => {
    if (when > NOW || amount <= 0) return;
    payments.push([0, s.id, iso(when), money(amount), type, method(s), term]);
  };
  for (const { s, term, credits: cr } of credits.values()) {
    const start = d(TERM_STARTS[term]);
    const year = Number(term.slice(0, 4));
    const summer = term.endsWith('SU');
    const tuition = cr * RATE[year] * (s.intl ? 2.2 : 1);
    const first = start + r.int(-28, 18) * DAY;
    if (r.chance(0.55)) pay(s, term, first, tuition, 'Tuition');
    else {
      pay(s, term, first, Math.round(tuition / 2), 'Tuition');
      pay(s, term, start + r.int(45, 85) * DAY, tuition - Math.round(tuition / 2), 'Tuition');
    }
    pay(s, term, first + r.int(0, 3) * DAY, summer ? 150 : 385, 'Fees');
    const studyYear = Math.floor((REGULAR.indexOf(summer ? `${year}SP` : term) - s.entryIdx) / 2) + 1;
    if (!summer && studyYear <= s.onCampusYears) pay(s, term, first + r.int(0, 10) * DAY, HOUSING[year], 'Housing');
  }
  payments.sort((a, b) => (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : a[1] - b[1]));
  payments.forEach((p, i) => (p[0] = i + 1));
  sql.push(
    inserts('payments', ['paymentid', 'studentid', 'paiddate', 'amount', 'paymenttype', 'method', 'term'], payments),
  );

  // ---------------------------------------------------------------- scholarships (awarded per academic year, by its fall)
  const SPONSORS = [
    ['Northbridge Alumni Association', 5],
    ["Dean's Merit Fund", 4],
    ['Hartwell Foundation', 2],
    ['Ohio Opportunity Grant', 4],
    ['Keystone Community Bank', 1],
    ['Athletics Department', 2],
  ];
  const scholarships = [];
  for (const s of students) {
    for (const t of s.terms) {
      const fall = t.endsWith('FA') ? t : null;
      const firstSpring = REGULAR.indexOf(t) === s.entryIdx && t.endsWith('SP');
      if (!fall && !firstSpring) continue;
      const year = Number(t.slice(0, 4));
      const p = 0.08 + 0.12 * Math.max(0, s.ability - 2.2);
      if (!r.chance(p)) continue;
      const n = r.chance(0.12) ? 2 : 1;
      for (let i = 0; i < n; i++) {
        const sponsor = r.weighted(SPONSORS);
        const amount = sponsor === 'Hartwell Foundation' ? r.int(16, 40) * 250 : r.int(2, 24) * 250;
        scholarships.push([scholarships.length + 1, s.id, year, amount, sponsor]);
      }
    }
  }
  sql.push(inserts('scholarships', ['scholarshipid', 'studentid', 'awardyear', 'amount', 'sponsor'], scholarships));
  return sql.join('\n\n') + '\n';
}
