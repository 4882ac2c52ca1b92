import { describe, expect, it } from 'vitest';
import { useScriptSystem } from './testing/eval-set';

// A grouping reached by two ways is a choice the question did not settle: a clinic's visits reach a region through
// the visit's clinic and through the patient's home clinic. The answer names the way it took and opens with how it
// read the question; a grouping one foreign key away is named for certain and stated as fact.
const SCHEMA = `
CREATE TABLE regions (id int PRIMARY KEY, name text NOT NULL);
CREATE TABLE clinics (id int PRIMARY KEY, name text NOT NULL, region_id int REFERENCES regions(id));
CREATE TABLE patients (id int PRIMARY KEY, full_name text NOT NULL, home_clinic_id int REFERENCES clinics(id));
CREATE TABLE wards (id int PRIMARY KEY, label text NOT NULL, region_id int REFERENCES regions(id));
CREATE TABLE visits (id int PRIMARY KEY, patient_id int REFERENCES patients(id), ward_id int REFERENCES wards(id),
  visit_date date NOT NULL, minutes int NOT NULL);
INSERT INTO regions VALUES (1, 'North'), (2, 'South');
INSERT INTO clinics VALUES (1, 'Harbour', 1), (2, 'Hillside', 2);
INSERT INTO patients SELECT g, 'Patient ' || g, 1 + g % 2 FROM generate_series(1, 40) g;
INSERT INTO wards VALUES (1, 'East wing', 1), (2, 'West wing', 2), (3, 'Annex', 2);
INSERT INTO visits SELECT g, 1 + g % 40, 1 + g % 3, DATE '2025-01-01' + g, 10 + g % 50 FROM generate_series(1, 300) g;
`;

describe('a grouping reached by two ways', () => {
  const open = useScriptSystem(SCHEMA, 'Care', 9101);
  const ask = (q: string) => open.engine.answer(q, [open.system], { now: new Date('2026-01-15T12:00:00Z') });

  it('names the way it took and does not state the figures as fact', async () => {
    const a = await ask('Visits by region');
    expect(a.text).toMatch(/^I read this as /);
    expect(a.text).toMatch(/Read as the region of each (patient|clinic|ward), where \w+ lead to region too\./);
  });

  it('a grouping one foreign key away is stated as fact', async () => {
    const a = await ask('Visits by ward');
    expect(a.text).not.toMatch(/^I read this as /);
    expect(a.text).not.toMatch(/Read as the/);
  });
});
