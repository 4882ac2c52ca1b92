-- medicine_enzyme_interaction: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/medicine_enzyme_interaction.LICENSE.md

CREATE TABLE "medicine" (
  "id" integer,
  "name" text,
  "Trade_Name" text,
  "FDA_approved" text,
  PRIMARY KEY ("id")
);
CREATE TABLE "enzyme" (
  "id" integer,
  "name" text,
  "Location" text,
  "Product" text,
  "Chromosome" text,
  "OMIM" integer,
  "Porphyria" text,
  PRIMARY KEY ("id")
);
CREATE TABLE "medicine_enzyme_interaction" (
  "enzyme_id" integer,
  "medicine_id" integer,
  "interaction_type" text,
  PRIMARY KEY ("enzyme_id", "medicine_id")
);

INSERT INTO "medicine" ("id", "name", "Trade_Name", "FDA_approved") VALUES
(1, 'Amisulpride', 'Solian', 'No'),
(2, 'Aripiprazole', 'Abilify', 'Yes'),
(3, 'Asenapine', 'Saphris', 'Yes'),
(4, 'Blonanserin', 'Lonasen', 'No'),
(5, 'Carpipramine', 'Prazinil', 'No'),
(6, 'Clocapramine', 'Clofekton', 'No'),
(7, 'Clozapine', 'Clozaril', 'Yes'),
(8, 'Iloperidone', 'Fanapt', 'Yes'),
(9, 'Lurasidone', 'Latuda', 'Yes'),
(10, 'Melperone', 'Buronil', 'No'),
(11, 'Mosapramine', 'Cremin', 'No'),
(12, 'Olanzapine', 'Zyprexa', 'Yes'),
(13, 'Paliperidone', 'Invega', 'Yes'),
(14, 'Perospirone', 'Lullan', 'No'),
(15, 'Quetiapine', 'Seroquel', 'Yes'),
(16, 'Remoxipride', 'Roxiam', 'No'),
(17, 'Risperidone', 'Risperdal', 'Yes'),
(18, 'Sertindole', 'Serdolect', 'No'),
(19, 'Sulpiride', 'Sulpirid', 'No'),
(20, 'Ziprasidone', 'Geodon', 'Yes'),
(21, 'Zotepine', 'Nipolept', 'No');
INSERT INTO "enzyme" ("id", "name", "Location", "Product", "Chromosome", "OMIM", "Porphyria") VALUES
(1, 'ALA synthase', 'Mitochondrion', 'δ-Aminolevulinic acid', '3p21.1', 125290, 'none'),
(2, 'ALA dehydratase', 'Cytosol', 'Porphobilinogen', '9q34', 125270, 'ALA-Dehydratase deficiency'),
(3, 'PBG deaminase', 'Cytosol', 'Hydroxymethyl bilane', '11q23.3', 176000, 'acute intermittent porphyria'),
(4, 'Uroporphyrinogen III synthase', 'Cytosol', 'Uroporphyrinogen III', '10q25.2-q26.3', 606938, 'congenital erythropoietic porphyria'),
(5, 'Uroporphyrinogen III decarboxylase', 'Cytosol', 'Coproporphyrinogen III', '1p34', 176100, 'porphyria cutanea tarda'),
(6, 'Coproporphyrinogen III oxidase', 'Mitochondrion', 'Protoporphyrinogen IX', '3q12', 121300, 'coproporphyria'),
(7, 'Protoporphyrinogen oxidase', 'Mitochondrion', 'Protoporphyrin IX', '1q22', 600923, 'variegate porphyria'),
(8, 'Ferrochelatase', 'Mitochondrion', 'Heme', '18q21.3', 177000, 'erythropoietic protoporphyria');
INSERT INTO "medicine_enzyme_interaction" ("enzyme_id", "medicine_id", "interaction_type") VALUES
(1, 1, 'inhibitor'),
(1, 2, 'inhibitor'),
(1, 3, 'inhibitor'),
(1, 4, 'inhibitor'),
(2, 2, 'inhibitor'),
(2, 3, 'inhibitor'),
(2, 5, 'inhibitor'),
(2, 6, 'inhibitor'),
(2, 7, 'inhibitor'),
(2, 8, 'inhibitor'),
(3, 2, 'inhibitor'),
(4, 13, 'activitor'),
(4, 3, 'activitor'),
(3, 8, 'activitor'),
(3, 9, 'activitor'),
(4, 10, 'activitor'),
(5, 20, 'activitor'),
(5, 19, 'activitor'),
(6, 20, 'activitor');

ALTER TABLE "medicine_enzyme_interaction" ADD FOREIGN KEY ("medicine_id") REFERENCES "medicine" ("id");
ALTER TABLE "medicine_enzyme_interaction" ADD FOREIGN KEY ("enzyme_id") REFERENCES "enzyme" ("id");
